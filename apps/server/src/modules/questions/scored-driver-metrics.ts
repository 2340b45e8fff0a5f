import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.ts';
import { rowsOf } from '../../platform/db/raw-rows.ts';
import { uuidList } from '../../platform/db/uuid-list.ts';

export interface DriverMetricName {
  id: string;
  name: string;
}

/** Sequences are followed at most this deep: saves refuse a sequence cycle, and this keeps a lookup finite anyway. */
const MAX_SEQUENCE_DEPTH = 16;

/**
 * The live safety metrics that scoring counts for each root (domain `sessionDriverMetricScores`): a question's own
 * primary metric; a sequence with a metric of its own counts as one question, and one without counts each live child
 * to its own metric, however deeply sequences nest. `roots` is a query of `(root_id, question_id)` pairs: an
 * assessment and the questions of its pools, or a question and itself. One query for every root; each root's metrics
 * are sorted by name.
 */
export async function scoredDriverMetricsOfRoots(
  db: Executor,
  rootIds: readonly string[],
  roots: SQL,
): Promise<Map<string, DriverMetricName[]>> {
  const byRoot = new Map<string, DriverMetricName[]>(rootIds.map((id) => [id, []]));
  if (rootIds.length === 0) return byRoot;
  const rows = rowsOf<{ root_id: string; id: string; name: string }>(
    await db.execute(sql`
      -- union, not union all: a question reached along two paths at the same depth is followed once.
      with recursive roots(root_id, question_id) as (${roots}),
      counted(root_id, question_id, depth) as (
        select root_id, question_id, 0 from roots
        union
        select counted.root_id, link.child_question_id, counted.depth + 1
        from counted
        join questions parent on parent.id = counted.question_id
          and parent.question_type = 'SequenceOfQuestions' and parent.driver_metric_id is null
        join question_sequence_questions link on link.parent_question_id = parent.id and not link.archived
        join questions child on child.id = link.child_question_id and not child.archived
        where counted.depth < ${MAX_SEQUENCE_DEPTH}
      )
      select distinct counted.root_id, metric.id, metric.name, lower(metric.name) as sort_name
      from counted
      join questions question on question.id = counted.question_id
      join driver_metrics metric on metric.id = question.driver_metric_id and not metric.archived
      order by sort_name, metric.id`),
  );
  for (const row of rows) byRoot.get(row.root_id)?.push({ id: row.id, name: row.name });
  return byRoot;
}

/** Each question's scored metrics (see above), for the question lists, pickers and pools. */
export function scoredDriverMetricsOfQuestions(
  db: Executor,
  questionIds: readonly string[],
): Promise<Map<string, DriverMetricName[]>> {
  const ids = uuidList(questionIds);
  return scoredDriverMetricsOfRoots(db, questionIds, sql`select id, id from questions where id in (${ids})`);
}
