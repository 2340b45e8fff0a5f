import { useApolloClient } from '@apollo/client/react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { purgePersistedCache } from '../../app/persist-cache';
import { announceSessionChange } from '../../app/session/session-signals';
import { usePageTitle } from '../../ui/page-title/use-page-title';
import { WaitingMessage } from './waiting-message';

/**
 * /authentication/logout-callback completes a logout the way the app's own sign-out ends: the cache is forgotten,
 * the other tabs are told, and the logged-out page shows. It signs nobody out on the server.
 */
export function LogoutCallbackPage() {
  const { t } = useTranslation('account');
  usePageTitle(t('authentication.signOutTitle'));
  const client = useApolloClient();
  const navigate = useNavigate();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const complete = async () => {
      await purgePersistedCache(client);
      announceSessionChange();
      await navigate('/authentication/logged-out', { replace: true });
    };
    void complete();
  }, [client, navigate]);

  return <WaitingMessage message={t('authentication.processingLogoutCallback')} />;
}
