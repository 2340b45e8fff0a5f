import { Alert, Center, Loader, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageQuery } from '../../../lib/use-page-query';
import { ErrorAlert } from '../../../ui/error-alert/error-alert';
import { SessionResultQuery } from '../graphql/session-operations';
import { finishSections } from './finish-view';
import { FeedbackMedia, hasFeedback } from './question-feedback';
import { DriverMetricBreakdown, QuestionBreakdown, ScoreSummary } from './result-sections';

export interface FinishPageProps {
  /** A finished session (the server has no result before the finish call). */
  sessionId: string;
  /**
   * Show the summary style whatever the assessment's style (unless it is each-question): for staff who open a results
   * view. The caller decides who that is.
   */
  showSummary: boolean;
}

/**
 * The finish page of a session: a heading and, per feedback style, the overall feedback, the total score with its
 * risk category, the suspicious-answer text, and the per-question and per-safety-metric breakdowns; a thank-you
 * line when there is nothing else to show.
 */
export function FinishPage({ sessionId, showSummary }: FinishPageProps) {
  const { t } = useTranslation('session-player');
  const feedbackHeadingId = useId();
  const { data, error } = usePageQuery(SessionResultQuery, { variables: { id: sessionId } });
  const result = data?.assessmentSessionResult;

  if (!result) {
    if (error) return <ErrorAlert errors={[error]} />;
    return (
      <Center mih={240}>
        <Stack align="center" gap="sm">
          <Loader aria-hidden />
          <Text role="status">{t('finish.loading')}</Text>
        </Stack>
      </Center>
    );
  }

  const sections = finishSections(result.feedbackStyle, showSummary);
  const overallFeedback = hasFeedback(result);
  const suspiciousText = result.markedSuspicious ? result.suspiciousAnswerText?.trim() : '';
  // NoScore with no feedback to give would leave the page empty: it thanks the person instead.
  const thankYou = !sections.score && !overallFeedback && !suspiciousText;

  return (
    <Stack gap="xl">
      <ErrorAlert errors={[error]} />
      <Stack gap={4}>
        <Title order={2}>{showSummary ? t('finish.resultsHeading') : t('finish.heading')}</Title>
        <Text size="lg">{result.assessmentName}</Text>
      </Stack>
      {thankYou && <Text>{t('finish.thankYou')}</Text>}
      {sections.score && <ScoreSummary score={result.score} riskCategory={result.riskCategory} />}
      {suspiciousText && (
        <Alert role="note" variant="light" color="yellow" icon={<IconAlertTriangle aria-hidden />}>
          <Text style={{ whiteSpace: 'pre-wrap' }}>{suspiciousText}</Text>
        </Alert>
      )}
      {overallFeedback && (
        <Stack gap="sm" component="section" aria-labelledby={feedbackHeadingId}>
          <Title order={3} id={feedbackHeadingId}>
            {t('finish.feedbackHeading')}
          </Title>
          <FeedbackMedia content={result} />
        </Stack>
      )}
      {sections.questionBreakdown && <QuestionBreakdown questions={result.questionBreakdown} />}
      {sections.driverMetrics && <DriverMetricBreakdown metrics={result.driverMetricBreakdown} />}
    </Stack>
  );
}
