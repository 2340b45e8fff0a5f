import { Alert, Button, Group, Text } from '@mantine/core';
import { IconEye } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { stopEmulating, useEmulatedSubscriptionId } from '../../lib/emulation';

export interface EmulationViewer {
  emulatedSubscriptionId: string | null;
  subscription: { companyName: string };
}

/**
 * While an Administration user manages a customer (docs/product/tenancy.md#managing-a-customer) every page says whose
 * it is and offers the way back. The viewer tells what the server honoured; the stored choice hides the banner the
 * moment it is dropped.
 */
export function EmulationBanner({ viewer }: { viewer: EmulationViewer | null }) {
  const { t } = useTranslation('common');
  const stored = useEmulatedSubscriptionId();
  if (!viewer?.emulatedSubscriptionId || viewer.emulatedSubscriptionId !== stored) return null;
  return (
    <Alert color="yellow" variant="light" role="status" icon={<IconEye aria-hidden />} mb="md">
      <Group justify="space-between" gap="sm">
        <Text size="sm" fw={500}>
          {t('emulation.emulating', { companyName: viewer.subscription.companyName })}
        </Text>
        <Button size="xs" variant="default" onClick={() => stopEmulating()}>
          {t('emulation.stop')}
        </Button>
      </Group>
    </Alert>
  );
}
