import { Group, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { registerSchema } from '@roadmark/domain/account-forms';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../ui/error-alert/error-alert';
import { SubmitButton } from '../../ui/form-actions/submit-button';
import { accountFormValidate } from './account-form-validate';
import { NewPasswordFields } from './new-password-fields';
import { PersonNameFields } from './person-name-fields';
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
          <NewPasswordFields
            rules={rules}
            passwordLabel={t('fields.password')}
            confirmLabel={t('fields.confirmPassword')}
            passwordProps={form.getInputProps('password')}
            confirmProps={form.getInputProps('confirmPassword')}
          />
          <PersonNameFields
            firstNameProps={form.getInputProps('firstName')}
            lastNameProps={form.getInputProps('lastName')}
          />
          <Group justify="flex-end">
            <SubmitButton busy={busy} label={t('register.submit')} busyLabel={t('register.submitting')} />
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
