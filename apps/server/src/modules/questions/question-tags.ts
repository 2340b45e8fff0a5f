import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.ts';
import { questionTagLinks } from '../content-rules/content-rule.table.ts';
import { questionTags } from '../tags/tag.table.ts';

export interface TagName {
  id: string;
  name: string;
}

/** The live tags of several targets of one type, in one query, by target id (names in alphabetical order). */
export async function tagsOfTargets(
  db: Executor,
  targetType: 'Assessment' | 'Question',
  targetIds: readonly string[],
): Promise<Map<string, TagName[]>> {
  const byTarget = new Map<string, TagName[]>(targetIds.map((id) => [id, []]));
  if (targetIds.length === 0) return byTarget;
  const rows = await db
    .select({ targetId: questionTagLinks.targetId, id: questionTags.id, name: questionTags.name })
    .from(questionTagLinks)
    .innerJoin(questionTags, eq(questionTags.id, questionTagLinks.questionTagId))
    .where(
      and(
        eq(questionTagLinks.targetType, targetType),
        inArray(questionTagLinks.targetId, [...targetIds]),
        eq(questionTagLinks.archived, false),
        eq(questionTags.archived, false),
      ),
    )
    .orderBy(asc(sql`lower(${questionTags.name})`));
  for (const row of rows) byTarget.get(row.targetId)?.push({ id: row.id, name: row.name });
  return byTarget;
}
