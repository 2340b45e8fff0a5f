import type { FeedbackStyle } from '@roadmark/domain/content/assessment-form';
import { LIST_PAGE_SIZE } from '../../ui/list-page/use-list-query';
import { AssessmentsQuery } from './graphql/assessment-list-operations';

/** Fixed ids for the assessment tests (the domain schemas want UUIDs). */
export const AIDS = {
  assessment: '00000000-0000-4000-8000-00000000a5e1',
  copy: '00000000-0000-4000-8000-00000000a5e2',
  other: '00000000-0000-4000-8000-00000000a5e3',
  hazards: '00000000-0000-4000-8000-0000000000f1',
  braking: '00000000-0000-4000-8000-0000000000b1',
} as const;

/** An assessment as the assessment list receives it. */
export function listedAssessment(
  overrides: {
    id?: string;
    name?: string;
    assessmentType?: 'Assessment' | 'TrainingModule';
    tileText?: string;
    feedbackStyle?: FeedbackStyle;
    creationDate?: string;
    itemsShortOfQuestions?: number;
    tags?: { id: string; name: string }[];
  } = {},
) {
  return {
    __typename: 'Assessment' as const,
    id: overrides.id ?? AIDS.assessment,
    name: overrides.name ?? 'Hazard perception',
    assessmentType: overrides.assessmentType ?? 'Assessment',
    tileText: overrides.tileText ?? '',
    feedbackStyle: overrides.feedbackStyle ?? 'NoFeedback',
    creationDate: overrides.creationDate ?? '2024-03-05T14:07:00.000Z',
    itemsShortOfQuestions: overrides.itemsShortOfQuestions ?? 0,
    questionTags: (overrides.tags ?? []).map((tag) => ({ __typename: 'QuestionTag' as const, ...tag })),
    viewerCanUpdate: true,
  };
}

export function assessmentsAnswer(
  variables: Record<string, unknown>,
  assessments: ReturnType<typeof listedAssessment>[],
) {
  return {
    // The list asks page by page.
    request: { query: AssessmentsQuery, variables: { offset: 0, first: LIST_PAGE_SIZE, ...variables } },
    result: { data: { assessments } },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}
