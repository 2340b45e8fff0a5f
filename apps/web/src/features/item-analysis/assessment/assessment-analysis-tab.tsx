import { useQuery } from '@apollo/client/react';
import { Group, Stack } from '@mantine/core';
import { assessmentAnalysisInputSchema } from '@roadmark/domain/analysis/analysis-filter';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { zodFormValidate } from '../../../ui/form-actions/zod-form-validate';
import { AnalysisStatus } from '../analysis-status';
import { filterVariables } from '../filter/analysis-filter';
import { AnalysisFilterFields } from '../filter/analysis-filter-fields';
import { useAnalysisFilter } from '../filter/use-analysis-filter';
import { AssessmentAnalysisQuery } from '../graphql/item-analysis-operations';
import { AnalysedQuestionsTable } from './analysed-questions-table';
import { AnalysisExportLink } from './analysis-export-link';
import { ScoreHistogramChart } from './score-histogram-chart';
import { ScoreSummary } from './score-summary';

/**
 * The Analysis tab of an assessment or training module (staff): for a period and optionally one subscription, how
 * its finished sessions scored and how each of its questions behaved, with a download of the same as a workbook.
 */
export function AssessmentAnalysisTab({ assessmentId }: { assessmentId: string }) {
  const { t } = useTranslation('item-analysis');
  const [filter, setFilter] = useAnalysisFilter();
  const variables = useMemo(() => ({ assessmentId, ...filterVariables(filter) }), [assessmentId, filter]);
  // The domain's own schema, as the server checks it: no query goes out with a period it would refuse.
  const errors = useMemo(() => zodFormValidate(assessmentAnalysisInputSchema, t)(variables), [variables, t]);
  const valid = Object.keys(errors).length === 0;
  const { data, loading, error } = useQuery(AssessmentAnalysisQuery, {
    variables,
    skip: !valid,
    fetchPolicy: 'cache-and-network',
  });
  const analysis = valid ? data?.assessmentAnalysis : undefined;
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <AnalysisFilterFields filter={filter} errors={errors} onChange={setFilter} />
        {valid && <AnalysisExportLink assessmentId={assessmentId} filter={filter} />}
      </Group>
      {valid && (
        <AnalysisStatus
          loading={loading && !analysis}
          error={error}
          empty={analysis !== undefined && analysis.sessionCount === 0}
        />
      )}
      {analysis && analysis.sessionCount > 0 && (
        <>
          <ScoreSummary analysis={analysis} />
          <ScoreHistogramChart bins={analysis.scoreHistogram} />
          <AnalysedQuestionsTable rows={analysis.questions} assessmentId={assessmentId} filter={filter} />
        </>
      )}
    </Stack>
  );
}
