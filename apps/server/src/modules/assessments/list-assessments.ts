import { ALL_ASSESSMENT_TYPES } from '@roadmark/domain/content/assessment-form';
import { idSchema } from '@roadmark/domain/ids';
import { and, asc, eq, exists, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Executor } from '../../platform/db/database.ts';
import { containsPattern } from '../../platform/db/text-search.ts';
import { type FilteredListRequest, openFilteredList } from '../../platform/list-request.ts';
import { assertCanAuthorContent } from '../content-records/content-record.policy.ts';
import { questionTagLinks } from '../content-rules/content-rule.table.ts';
import { questionTags } from '../tags/tag.table.ts';
import { assessments } from './assessment.table.ts';
import { assessmentViews } from './assessment-view.ts';

const filterSchema = z.object({
  assessmentTypes: z.array(z.enum(ALL_ASSESSMENT_TYPES, { message: 'validation.invalidInput' })).nullish(),
  questionTagIds: z.array(idSchema).nullish(),
});

/** The assessment has a live link to a live tag that matches `condition`. */
function hasTagWhere(db: Executor, condition: SQL | undefined) {
  return exists(
    db
      .select({ one: sql`1` })
      .from(questionTagLinks)
      .innerJoin(questionTags, eq(questionTags.id, questionTagLinks.questionTagId))
      .where(
        and(
          eq(questionTagLinks.targetType, 'Assessment'),
          eq(questionTagLinks.targetId, assessments.id),
          eq(questionTagLinks.archived, false),
          eq(questionTags.archived, false),
          condition,
        ),
      ),
  );
}

/**
 * assessments(offset, first, assessmentTypes) (docs/product/content-editor.md#lists): live assessments and training
 * modules by name, with their tags. Search matches the name or a linked tag's name; the tag filter keeps rows with any
 * of the tags.
 */
export async function listAssessments(request: FilteredListRequest) {
  const { window, db } = request;
  const { assessmentTypes, questionTagIds } = openFilteredList(request, assertCanAuthorContent, filterSchema);
  const pattern = containsPattern(window.search);
  const rows = await db
    .select()
    .from(assessments)
    .where(
      and(
        eq(assessments.archived, false),
        assessmentTypes?.length ? inArray(assessments.assessmentType, assessmentTypes) : undefined,
        questionTagIds?.length ? hasTagWhere(db, inArray(questionTagLinks.questionTagId, questionTagIds)) : undefined,
        window.search
          ? or(ilike(assessments.name, pattern), hasTagWhere(db, ilike(questionTags.name, pattern)))
          : undefined,
      ),
    )
    .orderBy(asc(sql`lower(${assessments.name})`), asc(assessments.id))
    .offset(window.offset)
    .limit(window.limit);
  return assessmentViews(db, rows);
}
