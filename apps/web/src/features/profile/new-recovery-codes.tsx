import { Alert, Group, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { newRecoveryCodesSchema } from '@roadmark/domain/two-factor';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { apiPost } from '../../lib/api-post';
import { ErrorAlert } from '../../ui/error-alert/error-alert';
import { PasswordField } from '../../ui/form-actions/password-field';
import { SubmitButton } from '../../ui/form-actions/submit-button';
import { accountFormValidate } from '../account/account-form-validate';
import { useAccountSubmit } from '../account/use-account-submit';

/**
 * How many recovery codes are left, and a new set for the password: every earlier code stops working. With none
 * left (codes used up, or older codes that are no longer accepted) it says so plainly.
 */
export function NewRecoveryCodes({ left, onMade }: { left: number; onMade: (codes: string[]) => void }) {
  const { t } = useTranslation('profile');
  const headingId = useId();
  const translate = (key: string, options?: Record<string, unknown>) => t(key, options);
  const form = useForm<{ currentPassword: string }>({
    mode: 'controlled',
    initialValues: { currentPassword: '' },
    validate: accountFormValidate(newRecoveryCodesSchema, translate),
  });
  const { onSubmit, busy, errors } = useAccountSubmit(form, async (values) => {
    const result = await apiPost<{ recoveryCodes: string[] }>('/api/account/twoFactor/recoveryCodes', values);
    onMade(result.recoveryCodes);
    return undefined;
  });

  return (
    <Stack component="section" aria-labelledby={headingId} gap="sm">
      <Title order={3} id={headingId}>
        {t('twoFactor.recoveryCodesTitle')}
      </Title>
      {left === 0 ? (
        <Alert color="yellow" variant="light" icon={<IconAlertTriangle aria-hidden />}>
          {t('twoFactor.noRecoveryCodesLeft')}
        </Alert>
      ) : (
        <Text size="sm">{t('twoFactor.recoveryCodesLeft', { count: left })}</Text>
      )}
      <Text size="sm">{t('twoFactor.newRecoveryCodesExplanation')}</Text>
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
            <SubmitButton
              variant="light"
              busy={busy}
              label={t('twoFactor.makeNewRecoveryCodes')}
              busyLabel={t('twoFactor.makingNewRecoveryCodes')}
            />
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
