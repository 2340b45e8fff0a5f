import { useApolloClient } from '@apollo/client/react';
import { Group, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { confirmInviteSchema } from '@roadmark/domain/account-forms';
import { returnPath } from '@roadmark/domain/return-url';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { reloadAppAt } from '../../app/session/reload-app-at';
import { apiPost } from '../../lib/api-post';
import { translateDomain } from '../../lib/translate-domain';
import { ErrorAlert } from '../../ui/error-alert/error-alert';
import { SubmitButton } from '../../ui/form-actions/submit-button';
import { accountFormValidate } from './account-form-validate';
import { NewPasswordFields } from './new-password-fields';
import { useAccountSubmit } from './use-account-submit';
import type { EmailLink } from './use-email-link';
import { usePasswordRules } from './use-password-rules';
import { withReturnUrl } from './with-return-url';

interface ConfirmInviteValues {
  password: string;
  confirmPassword: string;
}

interface ConfirmInviteFormProps {
  link: EmailLink;
  returnUrl: string;
  invited: { firstName: string; lastName: string; email: string };
  /** The password is set, but the person is not signed in (an account with two-factor sign-in signs in itself). */
  onAccepted: () => void;
}

export function ConfirmInviteForm({ link, returnUrl, invited, onAccepted }: ConfirmInviteFormProps) {
  const { t } = useTranslation('account');
  const translate = (key: string, options?: Record<string, unknown>) => t(key, options);
  const rules = usePasswordRules();
  const schema = useMemo(() => confirmInviteSchema(rules), [rules]);
  const form = useForm<ConfirmInviteValues>({
    mode: 'controlled',
    initialValues: { password: '', confirmPassword: '' },
    // The link's userId and code are checked by the page before this form shows; the server needs no confirmation.
    validate: (values) => {
      const errors = accountFormValidate(schema, translate)({ ...link, password: values.password });
      if (values.password !== values.confirmPassword) {
        errors.confirmPassword = translateDomain(translate, 'validation.passwordsDoNotMatch');
      }
      return errors;
    },
    validateInputOnBlur: true,
  });
  const client = useApolloClient();
  const { onSubmit, busy, errors } = useAccountSubmit(form, async ({ password }) => {
    const answer = await apiPost<{ signedIn: boolean; returnUrl: string }>(
      withReturnUrl('/api/account/confirmInvite', returnUrl),
      { userId: link.userId, code: link.code, password },
    );
    // Signed in by the server: the whole app loads again, as after a sign-in, at the return address or home.
    if (answer?.signedIn) await reloadAppAt(client, returnPath(answer.returnUrl, window.location.origin, '/'));
    else onAccepted();
    return undefined;
  });

  return (
    <Stack gap="md">
      <ErrorAlert errors={errors} />
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <TextInput label={t('fields.firstName')} value={invited.firstName} readOnly />
          <TextInput label={t('fields.lastName')} value={invited.lastName} readOnly />
          <TextInput label={t('fields.email')} value={invited.email} readOnly autoComplete="username" />
          <NewPasswordFields
            rules={rules}
            passwordLabel={t('fields.password')}
            confirmLabel={t('fields.confirmPassword')}
            passwordProps={form.getInputProps('password')}
            confirmProps={form.getInputProps('confirmPassword')}
          />
          <Group justify="flex-end">
            <SubmitButton busy={busy} label={t('confirmInvite.submit')} busyLabel={t('confirmInvite.submitting')} />
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
