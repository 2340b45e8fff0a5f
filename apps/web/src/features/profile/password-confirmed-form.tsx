import { type ButtonProps, Group, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { disableTwoFactorSchema } from '@roadmark/domain/two-factor';
import { useTranslation } from 'react-i18next';
import { apiPost } from '../../lib/api-post';
import { ErrorAlert } from '../../ui/error-alert/error-alert';
import { PasswordField } from '../../ui/form-actions/password-field';
import { SubmitButton } from '../../ui/form-actions/submit-button';
import { accountFormValidate } from '../accounts/account-form-validate';
import { useAccountSubmit } from '../accounts/use-account-submit';

interface PasswordConfirmedFormProps<Result> {
  /** The account call the password is sent to, as `{ currentPassword }`. */
  path: string;
  onDone: (result: Result) => void;
  label: string;
  busyLabel: string;
  button?: Pick<ButtonProps, 'color' | 'variant'>;
}

/**
 * A Two-factor tab action that asks for the current password first (turning two-factor off, making new recovery
 * codes): the password field, the action's button and the call's errors.
 */
export function PasswordConfirmedForm<Result>({
  path,
  onDone,
  label,
  busyLabel,
  button,
}: PasswordConfirmedFormProps<Result>) {
  const { t } = useTranslation('profile');
  const translate = (key: string, options?: Record<string, unknown>) => t(key, options);
  const form = useForm<{ currentPassword: string }>({
    mode: 'controlled',
    initialValues: { currentPassword: '' },
    validate: accountFormValidate(disableTwoFactorSchema, translate),
  });
  const { onSubmit, busy, errors } = useAccountSubmit(form, async (values) => {
    onDone(await apiPost<Result>(path, values));
    return undefined;
  });

  return (
    <>
      <ErrorAlert errors={errors} />
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md" maw={320}>
          <PasswordField
            label={t('twoFactor.currentPassword')}
            autoComplete="current-password"
            required
            {...form.getInputProps('currentPassword')}
          />
          <Group>
            <SubmitButton busy={busy} label={label} busyLabel={busyLabel} {...button} />
          </Group>
        </Stack>
      </form>
    </>
  );
}
