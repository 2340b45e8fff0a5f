import { useQuery } from '@apollo/client/react';
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { questionAnalysisInputSchema } from '@roadmark/domain/analysis/analysis-filter';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router';
import { zodFormValidate } from '../../../ui/form-actions/zod-form-validate';
import { AnalysisStatus } from '../analysis-status';
import { filterVariables } from '../filter/analysis-filter';
import { AnalysisFilterFields } from '../filter/analysis-filter-fields';
import { useAnalysisFilter } from '../filter/use-analysis-filter';
import { QuestionAnalysisQuery } from '../graphql/item-analysis-operations';
import { QuestionAnalysisFigures } from './question-analysis-figures';

/**
 * The Analysis section of a question's page (staff): how the question behaved in the finished sessions of a period
 * and optionally one subscription, within one assessment when it was opened from that assessment's Analysis tab
 * (`?assessmentId=`), else in every assessment that presented it.
 */
export function QuestionAnalysisSection({ questionId }: { questionId: string }) {
  const { t } = useTranslation('item-analysis');
  const titleId = useId();
  const [search] = useSearchParams();
  const [assessmentId, setAssessmentId] = useState(search.get('assessmentId') ?? '');
  const [filter, setFilter] = useAnalysisFilter();
  const variables = useMemo(
    () => ({ questionId, assessmentId: assessmentId || null, ...filterVariables(filter) }),
    [questionId, assessmentId, filter],
  );
  const errors = useMemo(() => zodFormValidate(questionAnalysisInputSchema, t)(variables), [variables, t]);
  const valid = Object.keys(errors).length === 0;
  const { data, loading, error } = useQuery(QuestionAnalysisQuery, {
    variables,
    skip: !valid,
    fetchPolicy: 'cache-and-network',
  });
  const analysis = valid ? data?.questionAnalysis : undefined;
  const section = useScrolledIntoViewOnArrival();
  return (
    <Stack gap="lg" component="section" aria-labelledby={titleId} id="analysis" ref={section}>
      <Title order={2} id={titleId}>
        {t('question.title')}
      </Title>
      {analysis?.assessment && (
        <Group gap="sm">
          <Text>{t('question.inAssessment', { name: analysis.assessment.name })}</Text>
          <Button variant="subtle" size="compact-sm" onClick={() => setAssessmentId('')}>
            {t('question.everyAssessment')}
          </Button>
        </Group>
      )}
      {analysis && !analysis.assessment && <Text>{t('question.allAssessments')}</Text>}
      <AnalysisFilterFields filter={filter} errors={errors} onChange={setFilter} />
      {valid && (
        <AnalysisStatus
          loading={loading && !analysis}
          error={error}
          empty={analysis !== undefined && analysis.figures.presented === 0}
        />
      )}
      {analysis && analysis.figures.presented > 0 && <QuestionAnalysisFigures analysis={analysis} />}
    </Stack>
  );
}

/** Opened from an assessment's Analysis tab (`#analysis`), the page scrolls to this section once, as it appears. */
function useScrolledIntoViewOnArrival() {
  const { hash } = useLocation();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (hash === '#analysis') ref.current?.scrollIntoView?.({ block: 'start' });
  }, [hash]);
  return ref;
}
