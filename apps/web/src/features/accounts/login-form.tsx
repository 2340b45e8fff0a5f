import { Anchor, Group, Stack, Switch, TextInput } from '@mantine/core';
import { type FormErrors, schemaResolver, useForm } from '@mantine/form';
import { isPinEntry } from '@roadmark/domain/pin';
import { type FormEvent, type ReactNode, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PasswordField } from '../../ui/form-actions/password-field';
import { SubmitButton } from '../../ui/form-actions/submit-button';
import type { LoginValues } from './use-login';

interface LoginFormProps {
  busy: boolean;
  onSubmit: (values: LoginValues) => void;
}

type LoginRules = (values: LoginValues) => FormErrors;
let loginRules: Promise<LoginRules> | undefined;

/**
 * The sign-in rules load when the form is first used (focused, left or sent): they bring zod, a fifth of what the
 * sign-in page would otherwise download, and a phone can show the page without them.
 */
function loadLoginRules(): Promise<LoginRules> {
  loginRules ??= import('@roadmark/domain/login').then(({ loginSchema }) =>
    schemaResolver(loginSchema, { sync: true }),
  );
  return loginRules;
}

/** The entry counts as a PIN (no password) only once something has been typed. */
export function isPinOnly(entry: string): boolean {
  return entry.trim() !== '' && isPinEntry(entry);
}

export function LoginForm({ busy, onSubmit }: LoginFormProps) {
  const { t } = useTranslation('account');
  const rules = useRef<LoginRules | null>(null);
  const withRules = async () => {
    rules.current ??= await loadLoginRules();
  };
  const form = useForm<LoginValues>({
    mode: 'controlled',
    initialValues: { email: '', password: '', rememberMe: true },
    validate: (values) => rules.current?.(values) ?? {},
  });
  const validateOnBlur = (path: 'email' | 'password') => () => {
    void withRules().then(() => form.validateField(path));
  };
  const pinOnly = isPinOnly(form.values.email);
  // Errors hold domain message keys, translated here so they follow a language change.
  const translateError = (error: ReactNode) => (typeof error === 'string' ? t(`domain:${error}`) : error);

  const send = form.onSubmit((values) =>
    onSubmit({ ...values, email: values.email.trim(), password: pinOnly ? '' : values.password }),
  );
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void withRules().then(() => send());
  };

  return (
    <form onSubmit={submit} onFocus={() => void withRules()} noValidate>
      <Stack gap="md">
        <TextInput
          label={t('login.emailOrPin')}
          autoComplete="username"
          required
          {...form.getInputProps('email')}
          onBlur={validateOnBlur('email')}
          error={translateError(form.errors.email)}
        />
        {!pinOnly && (
          <PasswordField
            label={t('login.password')}
            autoComplete="current-password"
            required
            {...form.getInputProps('password')}
            onBlur={validateOnBlur('password')}
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
