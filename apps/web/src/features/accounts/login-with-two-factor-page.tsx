import { useApolloClient } from '@apollo/client/react';
import { Anchor, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { returnPath } from '@roadmark/domain/return-url';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { reloadAppAt } from '../../app/session/reload-app-at';
import { ApiProblemError, apiPost } from '../../lib/api-post';
import { getQueryParam } from '../../lib/query-param';
import { ErrorAlert } from '../../ui/error-alert/error-alert';
import { SubmitButton } from '../../ui/form-actions/submit-button';
import { AccountPageLayout } from './account-page-layout';
import {
  type LoginWithTwoFactorValues,
  loginWithTwoFactorBody,
  type TwoFactorMode,
  validateLoginWithTwoFactor,
} from './login-with-two-factor-validate';
import { useAccountSubmit } from './use-account-submit';

interface LoginWithTwoFactorResult {
  succeeded: boolean;
  returnUrl?: string | null;
}

/**
 * /account/loginWithTwoFactor (docs/product/accounts.md#two-factor-sign-in): a 6-digit authenticator code, or a
 * recovery code instead.
 */
export function LoginWithTwoFactorPage() {
  const { t } = useTranslation('account');
  const translate = (key: string, options?: Record<string, unknown>) => t(key, options);
  const client = useApolloClient();
  const { search } = useLocation();
  const returnUrl = getQueryParam(search, 'returnUrl') ?? '';
  const rememberMe = getQueryParam(search, 'rememberMe');
  const [mode, setMode] = useState<TwoFactorMode>('code');
  const form = useForm<LoginWithTwoFactorValues>({
    mode: 'controlled',
    initialValues: { code: '', recoveryCode: '' },
    validate: (values) => validateLoginWithTwoFactor(values, mode, translate),
  });
  const { onSubmit, busy, errors } = useAccountSubmit(
    form,
    async (values) => {
      const params = new URLSearchParams();
      if (returnUrl) params.set('returnUrl', returnUrl);
      if (rememberMe) params.set('rememberMe', rememberMe);
      const query = params.size ? `?${params}` : '';
      const result = await apiPost<LoginWithTwoFactorResult>(
        `/api/account/loginWithTwoFactor${query}`,
        loginWithTwoFactorBody(values, mode),
      );
      if (!result?.succeeded) return undefined;
      // Whatever a previous visitor left in the persisted cache must not show to the user signing in now.
      await reloadAppAt(client, returnPath(result.returnUrl || returnUrl, window.location.origin, '/'));
      return 'leaving';
    },
    mode === 'recovery' ? { fieldNames: { code: 'recoveryCode' } } : {},
  );
  const timedOut = errors.some((error) => error instanceof ApiProblemError && error.status === 401);

  const switchMode = () => {
    form.clearErrors();
    setMode(mode === 'code' ? 'recovery' : 'code');
  };

  return (
    <AccountPageLayout title={t('loginWithTwoFactor.title')} heading={t('loginWithTwoFactor.heading')}>
      <ErrorAlert errors={errors} variant="message" />
      {timedOut && (
        <Text size="sm">
          <Anchor component={Link} to="/account/login">
            {t('loginWithTwoFactor.signInAgain')}
          </Anchor>
        </Text>
      )}
      <Paper withBorder p="lg" radius="md">
        <form onSubmit={onSubmit} noValidate>
          <Stack gap="md">
            <Text size="sm">
              {mode === 'code' ? t('loginWithTwoFactor.codeHelp') : t('loginWithTwoFactor.recoveryCodeHelp')}
            </Text>
            {mode === 'code' ? (
              <TextInput
                key="code"
                label={t('loginWithTwoFactor.code')}
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={7}
                required
                data-autofocus
                {...form.getInputProps('code')}
              />
            ) : (
              <TextInput
                key="recoveryCode"
                label={t('loginWithTwoFactor.recoveryCode')}
                autoComplete="off"
                spellCheck={false}
                required
                {...form.getInputProps('recoveryCode')}
              />
            )}
            <Group>
              <SubmitButton
                busy={busy}
                label={t('loginWithTwoFactor.submit')}
                busyLabel={t('loginWithTwoFactor.submitting')}
              />
            </Group>
            <Text size="sm">
              <Anchor component="button" type="button" onClick={switchMode}>
                {mode === 'code' ? t('loginWithTwoFactor.useRecoveryCode') : t('loginWithTwoFactor.useCode')}
              </Anchor>
            </Text>
          </Stack>
        </form>
      </Paper>
    </AccountPageLayout>
  );
}
