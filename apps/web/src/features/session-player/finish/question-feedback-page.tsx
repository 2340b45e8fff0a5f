import { useQuery } from '@apollo/client/react';
import { Center, Loader, Stack, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { refusalParams } from '../../../lib/graphql-refusal';
import { ErrorAlert } from '../../../ui/error-alert/error-alert';
import { SessionQuestionFeedbackQuery } from '../graphql/session-operations';
import { useCompleteOnce } from '../question-pages/use-complete-once';
import { QuestionFeedbackContent, QuestionScore } from './question-feedback';

export interface QuestionFeedbackPageProps {
  sessionId: string;
  /** The presented question the feedback is for: its assessment item and question. */
  assessmentItemId: string;
  questionId: string;
  /** Called once, when the feedback has loaded (or failed to), so Next opens. */
  onComplete: () => void;
}

const NOT_YET_RETRIES = 10;
const NOT_YET_RETRY_MS = 500;

function isNotYetAnswered(error: unknown): boolean {
  return refusalParams(error, 'errors.sessionFeedbackNotYet') !== null;
}

/**
 * The feedback page after a scored question when the assessment gives feedback on each question: the
 * question's points and percent and its feedback, or 'No feedback available for this question'. It is complete as
 * soon as the call returns; a failed call shows the error and does not hold the driver up either, since the page
 * only informs.
 */
export function QuestionFeedbackPage({
  sessionId,
  assessmentItemId,
  questionId,
  onComplete,
}: QuestionFeedbackPageProps) {
  const { t } = useTranslation('session-player');
  const {
    data,
    error: queryError,
    refetch,
  } = useQuery(SessionQuestionFeedbackQuery, {
    variables: { assessmentSessionId: sessionId, assessmentItemId, questionId },
    notifyOnNetworkStatusChange: false,
  });
  const result = data?.assessmentSessionQuestionFeedback;
  const complete = useCompleteOnce(onComplete);
  // The answer and the position are saved in the background: the server may not have them yet when the page
  // opens, and says so. Ask again a few times before showing that as an error.
  const [retries, setRetries] = useState(0);
  const waitingForSave = !result && isNotYetAnswered(queryError) && retries < NOT_YET_RETRIES;
  const error = waitingForSave ? undefined : queryError;

  useEffect(() => {
    if (!waitingForSave) return;
    const timer = setTimeout(() => {
      setRetries(retries + 1);
      void refetch().catch(() => {});
    }, NOT_YET_RETRY_MS);
    return () => clearTimeout(timer);
  }, [waitingForSave, retries, refetch]);

  useEffect(() => {
    if (result || error) complete();
  }, [result, error, complete]);

  if (!result) {
    if (error) return <ErrorAlert errors={[error]} />;
    return (
      <Center mih={160}>
        <Stack align="center" gap="sm">
          <Loader aria-hidden />
          <Text role="status">{t('feedback.loading')}</Text>
        </Stack>
      </Center>
    );
  }

  return (
    <Stack gap="md">
      <ErrorAlert errors={[error]} />
      <Title order={2}>{t('feedback.heading', { name: result.name })}</Title>
      <QuestionScore result={result} />
      <QuestionFeedbackContent result={result} />
    </Stack>
  );
}
