import { Alert, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { PasswordConfirmedForm } from './password-confirmed-form';

/**
 * How many recovery codes are left, and a new set for the password: every earlier code stops working. With none
 * left (codes used up, or older codes that are no longer accepted) it says so plainly.
 */
export function NewRecoveryCodes({ left, onMade }: { left: number; onMade: (codes: string[]) => void }) {
  const { t } = useTranslation('profile');
  const headingId = useId();
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
      <PasswordConfirmedForm<{ recoveryCodes: string[] }>
        path="/api/account/twoFactor/recoveryCodes"
        onDone={(result) => onMade(result.recoveryCodes)}
        label={t('twoFactor.makeNewRecoveryCodes')}
        busyLabel={t('twoFactor.makingNewRecoveryCodes')}
        button={{ variant: 'light' }}
      />
    </Stack>
  );
}
