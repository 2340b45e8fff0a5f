import { sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.ts';
import { rowsOf } from '../../platform/db/raw-rows.ts';
import { uuidList } from '../../platform/db/uuid-list.ts';

/**
 * For each assessment, how many of its live items cannot be presented as saved: a pool left with no live question,
 * or fewer live questions than the item presents (a question deleted after it was pooled takes itself out of every
 * pool). The list and the editor show it, so nobody learns of it only when the next save is refused. One query.
 */
export async function itemsShortOfQuestionsOf(
  db: Executor,
  assessmentIds: readonly string[],
): Promise<Map<string, number>> {
  const counts = new Map<string, number>(assessmentIds.map((id) => [id, 0]));
  if (assessmentIds.length === 0) return counts;
  const ids = uuidList(assessmentIds);
  const rows = rowsOf<{ assessment_id: string; short: number | string }>(
    await db.execute(sql`
      select item.assessment_id, count(*) as short
      from assessment_items item
      where item.assessment_id in (${ids}) and not item.archived
        and (
          select count(*) from assessment_item_questions pool
          join questions question on question.id = pool.question_id and not question.archived
          where pool.assessment_item_id = item.id and not pool.archived
        ) < greatest(item.number_of_questions_to_present, 1)
      group by item.assessment_id`),
  );
  for (const row of rows) counts.set(row.assessment_id, Number(row.short));
  return counts;
}
