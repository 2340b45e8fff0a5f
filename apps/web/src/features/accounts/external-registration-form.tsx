import { Group, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type ExternalRegistrationInput, externalRegistrationSchema } from '@roadmark/domain/account-forms';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../ui/error-alert/error-alert';
import { SubmitButton } from '../../ui/form-actions/submit-button';
import { accountFormValidate } from './account-form-validate';
import { PersonNameFields } from './person-name-fields';
import { type SendOutcome, useAccountSubmit } from './use-account-submit';
import type { ExternalClaims } from './use-external-login';

export type ExternalRegistrationValues = Required<ExternalRegistrationInput>;

interface ExternalRegistrationFormProps {
  claims: ExternalClaims;
  send: (values: ExternalRegistrationValues) => Promise<SendOutcome>;
}

/**
 * A new person from another provider gives email, first and last name, filled in from what the provider told us where
 * it did.
 */
export function ExternalRegistrationForm({ claims, send }: ExternalRegistrationFormProps) {
  const { t } = useTranslation('account');
  const form = useForm<ExternalRegistrationValues>({
    mode: 'controlled',
    initialValues: {
      email: claims.email ?? '',
      firstName: claims.given_name ?? '',
      lastName: claims.family_name ?? '',
    },
    validate: (values) =>
      accountFormValidate<ExternalRegistrationValues>(externalRegistrationSchema, (key, options) => t(key, options))(
        values,
      ),
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
          <PersonNameFields
            firstNameProps={form.getInputProps('firstName')}
            lastNameProps={form.getInputProps('lastName')}
          />
          <Group justify="flex-end">
            <SubmitButton busy={busy} label={t('external.submit')} busyLabel={t('external.submitting')} />
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
