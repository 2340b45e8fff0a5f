import { useMutation } from '@apollo/client/react';
import { Anchor, Center, Loader, Stack, Text } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { ErrorAlert } from '../../../ui/error-alert/error-alert';
import { usePageTitle } from '../../../ui/page-title/use-page-title';
import { InitializeSessionMutation } from '../graphql/session-operations';
import { launchPath, type SessionKind } from '../session-kind';

/**
 * /{kind}/start/{assessmentId} and /{kind}/startFor/{userId}/{assessmentId} (spec 3 §2.4): asks the server for the
 * person's session (resumed, or a new attempt when allowed; ?restart=true for staff; ?preview=true for a manager's
 * Preview, which records nothing) and opens it.
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

  if (error) {
    return (
      <Stack maw={640}>
        <ErrorAlert errors={[error]} />
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
