import { sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.ts';
import { uuidList } from '../../platform/db/uuid-list.ts';
import { type DriverMetricName, scoredDriverMetricsOfRoots } from '../questions/scored-driver-metrics.ts';

/**
 * The editor's "may affect these safety metrics" text: the distinct safety metrics scoring counts for the live
 * questions in the live pools of each assessment (a sequence's children's metrics when it has none of its own), by
 * name, for several assessments in one query.
 */
export function affectedDriverMetricsOf(
  db: Executor,
  assessmentIds: readonly string[],
): Promise<Map<string, DriverMetricName[]>> {
  const ids = uuidList(assessmentIds);
  return scoredDriverMetricsOfRoots(
    db,
    assessmentIds,
    sql`select item.assessment_id, pool.question_id
      from assessment_items item
      join assessment_item_questions pool on pool.assessment_item_id = item.id and not pool.archived
      join questions question on question.id = pool.question_id and not question.archived
      where item.assessment_id in (${ids}) and not item.archived`,
  );
}
