import { useApolloClient } from '@apollo/client/react';
import { Alert, Stack, Title } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { purgePersistedCache } from '../../app/persist-cache';
import { announceSessionChange } from '../../app/session/session-signals';
import { ApiProblemError, apiPost } from '../../lib/api-post';
import { ErrorAlert } from '../../ui/error-alert/error-alert';
import { usePageTitle } from '../../ui/page-title/use-page-title';
import { WaitingMessage } from './waiting-message';

/** Proceeds only when the app itself navigated here (router state `{ local: true }`), so a link cannot sign anyone out. */
export function LogoutPage() {
  const { t } = useTranslation('account');
  usePageTitle(t('authentication.signOutTitle'));
  const { state } = useLocation();
  const local = (state as { local?: unknown } | null)?.local === true;
  const error = useLocalLogout(local);

  return (
    <Stack gap="md">
      <Title order={1}>{t('authentication.signOutTitle')}</Title>
      {!local && (
        <Alert color="red" variant="light">
          {t('authentication.logoutNotLocal')}
        </Alert>
      )}
      {local && !error && <WaitingMessage message={t('authentication.processingLogout')} />}
      <ErrorAlert errors={[error]} />
    </Stack>
  );
}

function useLocalLogout(local: boolean): unknown {
  const client = useApolloClient();
  const navigate = useNavigate();
  const [error, setError] = useState<unknown>();
  const started = useRef(false);

  useEffect(() => {
    if (!local || started.current) return;
    started.current = true;
    const run = async () => {
      try {
        await apiPost('/api/account/logout');
      } catch (e) {
        // Already signed out (the session expired): the local clean-up below is all that is left to do.
        if (!(e instanceof ApiProblemError && e.status === 401)) throw e;
      }
      await purgePersistedCache(client);
      announceSessionChange();
      await navigate('/authentication/logged-out', { replace: true });
    };
    run().catch(setError);
  }, [local, client, navigate]);

  return error;
}
