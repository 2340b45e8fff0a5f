import { Anchor, Group, Stack, Switch, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { loginSchema } from '@roadmark/domain/login';
import { isPinEntry } from '@roadmark/domain/pin';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PasswordField } from '../../ui/form-actions/password-field';
import { SubmitButton } from '../../ui/form-actions/submit-button';
import type { LoginValues } from './use-login';

interface LoginFormProps {
  busy: boolean;
  onSubmit: (values: LoginValues) => void;
}

/** The entry counts as a PIN (no password) only once something has been typed. */
export function isPinOnly(entry: string): boolean {
  return entry.trim() !== '' && isPinEntry(entry);
}

export function LoginForm({ busy, onSubmit }: LoginFormProps) {
  const { t } = useTranslation('account');
  const form = useForm<LoginValues>({
    mode: 'controlled',
    initialValues: { email: '', password: '', rememberMe: true },
    validate: schemaResolver(loginSchema, { sync: true }),
    validateInputOnBlur: true,
  });
  const pinOnly = isPinOnly(form.values.email);
  // Errors hold domain message keys, translated here so they follow a language change.
  const translateError = (error: ReactNode) => (typeof error === 'string' ? t(`domain:${error}`) : error);

  const submit = form.onSubmit((values) =>
    onSubmit({ ...values, email: values.email.trim(), password: pinOnly ? '' : values.password }),
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput
          label={t('login.emailOrPin')}
          autoComplete="username"
          required
          {...form.getInputProps('email')}
          error={translateError(form.errors.email)}
        />
        {!pinOnly && (
          <PasswordField
            label={t('login.password')}
            autoComplete="current-password"
            required
            {...form.getInputProps('password')}
            error={translateError(form.errors.password)}
          />
        )}
        <Switch label={t('login.rememberMe')} {...form.getInputProps('rememberMe', { type: 'checkbox' })} />
        <Group justify="space-between">
          <Anchor component={Link} to="/account/forgotPassword" size="sm">
            {t('login.forgotPassword')}
          </Anchor>
          <SubmitButton busy={busy} label={t('login.signIn')} busyLabel={t('login.signingIn')} />
        </Group>
      </Stack>
    </form>
  );
}
