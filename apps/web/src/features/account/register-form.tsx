import { Button, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { registerSchema } from '@roadmark/domain/account-forms';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../ui/error-alert/error-alert';
import { accountFormValidate } from './account-form-validate';
import { passwordRulesHint } from './password-rules-hint';
import { type SendOutcome, useAccountSubmit } from './use-account-submit';
import { usePasswordRules } from './use-password-rules';
import type { RegisterValues } from './use-register';

interface RegisterFormProps {
  send: (values: RegisterValues) => Promise<SendOutcome>;
}

export function RegisterForm({ send }: RegisterFormProps) {
  const { t } = useTranslation('account');
  const translate = (key: string, options?: Record<string, unknown>) => t(key, options);
  const rules = usePasswordRules();
  const schema = useMemo(() => registerSchema(rules), [rules]);
  const form = useForm<RegisterValues>({
    mode: 'controlled',
    initialValues: { email: '', password: '', confirmPassword: '', firstName: '', lastName: '' },
    validate: (values) => accountFormValidate<RegisterValues>(schema, translate)(values),
    validateInputOnBlur: true,
  });
  const { onSubmit, busy, errors } = useAccountSubmit(form, send);

  // aria-invalid on the PasswordInputs: Mantine links their error text but does not mark them invalid.
  return (
    <Stack gap="md">
      <ErrorAlert errors={errors} />
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <TextInput
            label={t('fields.email')}
            type="email"
            autoComplete="email"
            required
            {...form.getInputProps('email')}
          />
          <PasswordInput
            label={t('fields.password')}
            description={passwordRulesHint(rules, translate)}
            autoComplete="new-password"
            required
            {...form.getInputProps('password')}
            aria-invalid={!!form.errors.password}
          />
          <PasswordInput
            label={t('fields.confirmPassword')}
            autoComplete="new-password"
            required
            {...form.getInputProps('confirmPassword')}
            aria-invalid={!!form.errors.confirmPassword}
          />
          <TextInput
            label={t('fields.firstName')}
            autoComplete="given-name"
            required
            {...form.getInputProps('firstName')}
          />
          <TextInput
            label={t('fields.lastName')}
            autoComplete="family-name"
            required
            {...form.getInputProps('lastName')}
          />
          <Group justify="flex-end">
            <Button type="submit" loading={busy} loaderProps={{ type: 'dots' }}>
              {busy ? t('register.submitting') : t('register.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
