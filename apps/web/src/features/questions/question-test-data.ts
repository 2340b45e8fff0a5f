import type { QuestionType } from '@roadmark/domain/content/question-types';
import { LIST_PAGE_SIZE } from '../../ui/list-page/use-list-query';
import { SafetyMetricsQuery } from '../safety-metrics/graphql/safety-metric-operations';
import { TagsQuery } from '../tags/graphql/tag-operations';
import { QuestionBankQuery } from './graphql/question-bank-operations';

/** Fixed ids for the question tests (the domain schemas want UUIDs). */
export const QIDS = {
  braking: '00000000-0000-4000-8000-0000000000b1',
  hazards: '00000000-0000-4000-8000-0000000000f1',
  night: '00000000-0000-4000-8000-0000000000f2',
  q1: '00000000-0000-4000-8000-000000000001',
  q2: '00000000-0000-4000-8000-000000000002',
  q3: '00000000-0000-4000-8000-000000000003',
  q4: '00000000-0000-4000-8000-000000000004',
  q5: '00000000-0000-4000-8000-000000000005',
} as const;

/** A question as the question-bank list and the pickers receive it. */
export function listedQuestion(
  id: string,
  name: string,
  questionType: QuestionType,
  options: { metric?: string | null; scoredMetrics?: string[]; tags?: { id: string; name: string }[] } = {},
) {
  return {
    __typename: 'Question' as const,
    id,
    name,
    questionType,
    driverMetricName: options.metric ?? null,
    scoredDriverMetricNames: options.scoredMetrics ?? (options.metric ? [options.metric] : []),
    questionTags: (options.tags ?? []).map((tag) => ({ __typename: 'QuestionTag' as const, ...tag })),
    viewerCanUpdate: true,
  };
}

export type ListedQuestion = ReturnType<typeof listedQuestion>;

/** The server's answer to the question-bank query for these variables, as often as asked. */
export function questionBankAnswer(variables: Record<string, unknown>, questions: ListedQuestion[]) {
  return {
    // The list and the pickers ask page by page.
    request: { query: QuestionBankQuery, variables: { offset: 0, first: LIST_PAGE_SIZE, ...variables } },
    result: { data: { questions } },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}

export function tagsAnswer(tags: { id: string; name: string }[]) {
  return {
    request: { query: TagsQuery, variables: {} },
    result: {
      data: {
        questionTags: tags.map((tag) => ({
          __typename: 'QuestionTag' as const,
          ...tag,
          viewerCanUpdate: true,
          viewerCanDelete: true,
        })),
      },
    },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}

export function safetyMetricsAnswer(metrics: { id: string; name: string }[] = [{ id: QIDS.braking, name: 'Braking' }]) {
  return {
    request: { query: SafetyMetricsQuery, variables: {} },
    result: {
      data: {
        driverMetrics: metrics.map((metric) => ({
          __typename: 'DriverMetric' as const,
          ...metric,
          startValue: 50,
          archived: false,
          viewerCanUpdate: true,
          viewerCanDelete: true,
        })),
      },
    },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}
