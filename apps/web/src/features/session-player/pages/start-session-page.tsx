import { useMutation } from '@apollo/client/react';
import { Anchor, Button, Center, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { formatDate } from '../../../lib/format-date-time';
import { refusalParams, textParam } from '../../../lib/graphql-refusal';
import { ErrorAlert } from '../../../ui/error-alert/error-alert';
import { usePageTitle } from '../../../ui/page-title/use-page-title';
import { InitializeSessionMutation } from '../graphql/session-operations';
import { launchPath, resultsPath, type SessionKind } from '../session-kind';

/**
 * /{kind}/start/{assessmentId} and /{kind}/startFor/{userId}/{assessmentId} (docs/product/sessions.md#start): asks the
 * server for the person's session (resumed, or a new attempt when allowed; ?restart=true for staff; ?preview=true for a
 * manager's Preview, which records nothing) and opens it.
 */
export function StartSessionPage({ kind }: { kind: SessionKind }) {
  const { t } = useTranslation('session-player');
  const { assessmentId = '', userId } = useParams();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const [initialize, { error }] = useMutation(InitializeSessionMutation);
  const asked = useRef(false);
  usePageTitle(t('start.title'));

  useEffect(() => {
    if (asked.current) return;
    asked.current = true;
    const restart = search.get('restart') === 'true';
    const preview = search.get('preview') === 'true';
    void initialize({
      variables: { assessmentId, userId: userId ?? null, restart: restart || null, preview: preview || null },
    })
      .then(({ data }) => {
        const session = data?.initializeAssessmentSession;
        if (session) void navigate(launchPath(kind, session.id), { replace: true });
      })
      .catch(() => undefined);
  }, [assessmentId, userId, search, initialize, navigate, kind]);

  const completed = completedAttempt(error);
  if (completed) return <CompletedAttempt kind={kind} attempt={completed} />;
  if (error) {
    return (
      <Stack maw={640}>
        <ErrorAlert errors={[error]} variant="message" />
        <Anchor component={Link} to="/me">
          {t('start.backHome')}
        </Anchor>
      </Stack>
    );
  }
  return (
    <Center mih={240}>
      <Stack align="center" gap="sm">
        <Loader aria-hidden />
        <Text role="status">{t('start.preparing')}</Text>
      </Stack>
    </Center>
  );
}

interface FinishedAttempt {
  sessionId: string;
  finishedAt: string;
}

/**
 * The finished attempt the server names when the person has no attempt left (it refuses a new one with the
 * retake message and the last attempt's id and finish time); null for any other answer.
 */
function completedAttempt(error: unknown): FinishedAttempt | null {
  const params = refusalParams(error, 'errors.sessionRetakeNotAllowed');
  const sessionId = params ? textParam(params, 'sessionId') : '';
  return params && sessionId ? { sessionId, finishedAt: textParam(params, 'finishedAt') } : null;
}

/** Opening the start address of something already done, with no attempt left: when it was done, and its result. */
function CompletedAttempt({ kind, attempt }: { kind: SessionKind; attempt: FinishedAttempt }) {
  const { t, i18n } = useTranslation('session-player');
  const date = attempt.finishedAt ? formatDate(attempt.finishedAt, i18n.resolvedLanguage ?? i18n.language) : '';
  return (
    <Stack maw={640} gap="md">
      <Title order={1}>{t('start.completedHeading')}</Title>
      <Text>{date ? t('start.completedOn', { date }) : t('start.completed')}</Text>
      <Group gap="md">
        <Button component={Link} to={resultsPath(kind, attempt.sessionId)}>
          {t('start.viewResult')}
        </Button>
        <Anchor component={Link} to="/me">
          {t('start.backHome')}
        </Anchor>
      </Group>
    </Stack>
  );
}
