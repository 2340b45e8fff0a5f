import { useTranslation } from 'react-i18next';
import { AuthenticationRedirect } from './authentication-redirect';

/** /authentication/profile: the identity profile page is our own /profile. */
export function ProfileRedirectPage() {
  const { t } = useTranslation('account');
  return (
    <AuthenticationRedirect
      to="/profile"
      title={t('authentication.profileTitle')}
      message={t('authentication.openingProfile')}
    />
  );
}
