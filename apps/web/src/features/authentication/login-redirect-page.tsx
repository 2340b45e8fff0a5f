import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { getQueryParam } from '../../lib/query-param';
import { usePageTitle } from '../../ui/page-title/use-page-title';
import { WaitingMessage } from './waiting-message';

/** /authentication/login starts sign-in: the account login page, keeping the return address. */
export function LoginRedirectPage() {
  const { t } = useTranslation('account');
  const { search } = useLocation();
  const navigate = useNavigate();
  usePageTitle(t('authentication.signInTitle'));
  const returnUrl = getQueryParam(search, 'returnUrl') ?? '/';

  useEffect(() => {
    void navigate(`/account/login?${new URLSearchParams({ returnUrl })}`, { replace: true });
  }, [navigate, returnUrl]);

  return <WaitingMessage message={t('authentication.processingLogin')} />;
}
