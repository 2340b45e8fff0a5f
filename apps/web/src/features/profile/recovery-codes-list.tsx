import { Alert, Button, CopyButton, Group, List } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** New recovery codes, shown this once: a list to read, a button to copy them, and Done to put them away. */
export function RecoveryCodesList({
  codes,
  notice,
  onDone,
}: {
  codes: string[];
  notice: ReactNode;
  onDone: () => void;
}) {
  const { t } = useTranslation('profile');
  return (
    <>
      {notice}
      <Alert
        color="yellow"
        variant="light"
        icon={<IconAlertTriangle aria-hidden />}
        title={t('twoFactor.recoveryCodesTitle')}
      >
        {t('twoFactor.recoveryCodesWarning')}
      </Alert>
      <List aria-label={t('twoFactor.recoveryCodesTitle')} ff="monospace">
        {codes.map((code) => (
          <List.Item key={code}>{code}</List.Item>
        ))}
      </List>
      <Group>
        <CopyButton value={codes.join('\n')}>
          {({ copied, copy }) => (
            <Button variant="light" onClick={copy}>
              {copied ? t('twoFactor.copied') : t('twoFactor.copyRecoveryCodes')}
            </Button>
          )}
        </CopyButton>
        <Button onClick={onDone}>{t('twoFactor.done')}</Button>
      </Group>
    </>
  );
}
