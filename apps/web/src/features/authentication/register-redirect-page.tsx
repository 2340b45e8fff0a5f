import { useTranslation } from 'react-i18next';
import { withReturnUrl } from '../accounts/with-return-url';
import { AuthenticationRedirect } from './authentication-redirect';

/** /authentication/register: the register page, coming back to sign-in once registered. */
export function RegisterRedirectPage() {
  const { t } = useTranslation('account');
  return (
    <AuthenticationRedirect
      to={withReturnUrl('/account/register', '/authentication/login')}
      title={t('register.title')}
      message={t('authentication.openingRegister')}
    />
  );
}
