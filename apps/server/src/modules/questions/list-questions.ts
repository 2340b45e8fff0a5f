import {
  ALL_QUESTION_TYPES,
  QUESTION_TYPE_DISPLAY_NAMES,
  type QuestionType,
} from '@roadmark/domain/content/question-types';
import { idSchema } from '@roadmark/domain/ids';
import { and, asc, eq, exists, ilike, inArray, or, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Executor } from '../../platform/db/database.ts';
import { containsPattern } from '../../platform/db/text-search.ts';
import { type FilteredListRequest, openFilteredList } from '../../platform/list-request.ts';
import { assertCanAuthorContent } from '../content-records/content-record.policy.ts';
import { questionTagLinks } from '../content-rules/content-rule.table.ts';
import { driverMetrics } from '../safety-metrics/driver-metric.table.ts';
import { questionTags } from '../tags/tag.table.ts';
import { questions } from './question.table.ts';
import { tagsOfTargets } from './question-tags.ts';
import { scoredMetricNamesOf } from './question-view.ts';

const filterSchema = z.object({
  questionTypes: z.array(z.enum(ALL_QUESTION_TYPES, { message: 'validation.invalidInput' })).nullish(),
  questionTagIds: z.array(idSchema).nullish(),
});

/** The types whose display name contains the search text ('choice' finds both multiple-choice types). */
function typesNamed(search: string): QuestionType[] {
  const wanted = search.toLowerCase();
  return ALL_QUESTION_TYPES.filter((type) => QUESTION_TYPE_DISPLAY_NAMES[type].toLowerCase().includes(wanted));
}

/** The tag filter (docs/product/content-editor.md#lists): the question has a live link to any of the tags. */
function hasAnyTag(db: Executor, tagIds: string[]) {
  return exists(
    db
      .select({ one: sql`1` })
      .from(questionTagLinks)
      .where(
        and(
          eq(questionTagLinks.targetType, 'Question'),
          eq(questionTagLinks.targetId, questions.id),
          eq(questionTagLinks.archived, false),
          inArray(questionTagLinks.questionTagId, tagIds),
        ),
      ),
  );
}

/**
 * questions(offset, first, questionTypes, questionTagIds) (docs/product/content-editor.md#lists): live questions by
 * name, with their primary safety metric and tags. Search matches the name, the type's display name, the safety
 * metric's name or a tag's name.
 */
export async function listQuestions(request: FilteredListRequest) {
  const { window, db } = request;
  const { questionTypes, questionTagIds } = openFilteredList(request, assertCanAuthorContent, filterSchema);
  const pattern = containsPattern(window.search);
  const namedTypes = window.search ? typesNamed(window.search) : [];
  const searchFilter = window.search
    ? or(
        ilike(questions.name, pattern),
        namedTypes.length ? inArray(questions.questionType, namedTypes) : undefined,
        ilike(driverMetrics.name, pattern),
        exists(
          db
            .select({ one: sql`1` })
            .from(questionTagLinks)
            .innerJoin(questionTags, eq(questionTags.id, questionTagLinks.questionTagId))
            .where(
              and(
                eq(questionTagLinks.targetType, 'Question'),
                eq(questionTagLinks.targetId, questions.id),
                eq(questionTagLinks.archived, false),
                ilike(questionTags.name, pattern),
              ),
            ),
        ),
      )
    : undefined;
  const rows = await db
    .select({ question: questions, driverMetricName: driverMetrics.name })
    .from(questions)
    .leftJoin(driverMetrics, eq(driverMetrics.id, questions.driverMetricId))
    .where(
      and(
        eq(questions.archived, false),
        questionTypes?.length ? inArray(questions.questionType, questionTypes) : undefined,
        questionTagIds?.length ? hasAnyTag(db, questionTagIds) : undefined,
        searchFilter,
      ),
    )
    .orderBy(asc(sql`lower(${questions.name})`), asc(questions.id))
    .offset(window.offset)
    .limit(window.limit);
  const found = rows.map((row) => row.question.id);
  const tags = await tagsOfTargets(db, 'Question', found);
  const scored = await scoredMetricNamesOf(db, found);
  return rows.map((row) => ({
    ...row.question,
    driverMetricName: row.driverMetricName,
    scoredDriverMetricNames: scored.get(row.question.id) ?? [],
    questionTags: tags.get(row.question.id) ?? [],
  }));
}
