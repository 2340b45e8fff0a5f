import { Alert, Button, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { getQueryParam } from '../../lib/query-param';
import { usePageTitle } from '../../ui/page-title/use-page-title';

/**
 * The reasons this page explains, each a message of the locale files. The address bar only names one: anyone can
 * send a link here, so text taken from it would let them put their own words on Roadmark's page.
 */
export const LOGIN_FAILED_REASONS = [
  'externalLoginFailed',
  'externalProviderUnavailable',
  'lockedOut',
  'notAllowed',
  'sessionExpired',
] as const;
type LoginFailedReason = (typeof LOGIN_FAILED_REASONS)[number];

function knownReason(value: string | null): LoginFailedReason | null {
  return LOGIN_FAILED_REASONS.find((reason) => reason === value) ?? null;
}

/** Says why signing in failed, as the `message` query parameter names it; anything else is generic. */
export function LoginFailedPage() {
  const { t } = useTranslation('account');
  const { search } = useLocation();
  usePageTitle(t('authentication.loginFailedTitle'));
  const reason = knownReason(getQueryParam(search, 'message'));
  return (
    <Stack gap="md" align="flex-start">
      <Title order={1}>{t('authentication.loginFailedTitle')}</Title>
      <Alert color="red" variant="light" role="alert" w="100%">
        {reason ? t(`authentication.loginFailedReasons.${reason}`) : t('authentication.loginFailedDefault')}
      </Alert>
      <Button component={Link} to="/account/login">
        {t('authentication.tryAgain')}
      </Button>
    </Stack>
  );
}
