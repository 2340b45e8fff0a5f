import { useApolloClient } from '@apollo/client/react';
import { Stack } from '@mantine/core';
import { returnPath } from '@roadmark/domain/return-url';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { announceSessionChange } from '../../app/session/session-signals';
import { startFreshSession } from '../../app/session/session-sync';
import { getQueryParam } from '../../lib/query-param';
import { ErrorAlert } from '../../ui/error-alert/error-alert';
import { usePageTitle } from '../../ui/page-title/use-page-title';
import { WaitingMessage } from './waiting-message';

/**
 * /authentication/login-callback completes sign-in. Sign-in is a session cookie the server has already set, so
 * completing it is what the sign-in form does after its call: forget whatever was cached for anyone before, learn
 * who is signed in now, tell the other tabs, and go to the same-origin returnUrl, else to /.
 */
export function LoginCallbackPage() {
  const { t } = useTranslation('account');
  usePageTitle(t('authentication.signInTitle'));
  const client = useApolloClient();
  const navigate = useNavigate();
  const { search } = useLocation();
  const returnUrl = getQueryParam(search, 'returnUrl');
  const [error, setError] = useState<unknown>();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const complete = async () => {
      await startFreshSession(client);
      announceSessionChange();
      await navigate(returnPath(returnUrl, window.location.origin, '/'), { replace: true });
    };
    complete().catch(setError);
  }, [client, navigate, returnUrl]);

  return (
    <Stack gap="md">
      {!error && <WaitingMessage message={t('authentication.processingLoginCallback')} />}
      <ErrorAlert errors={[error]} />
    </Stack>
  );
}
