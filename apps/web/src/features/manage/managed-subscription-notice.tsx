import { Alert, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useViewer } from '../../app/session/use-viewer';
import { inProviderSubscription } from '../../app/shell/viewer-navigation';

/**
 * Names, above every Manage page, the subscription being managed. Staff in the provider's own subscription are told
 * so in a notice (the people they add there are the provider's, not a customer's); managing a customer, the shell's
 * emulation banner names it already.
 */
export function ManagedSubscriptionNotice() {
  const { t } = useTranslation('manage');
  const { viewer } = useViewer();
  if (!viewer || viewer.emulatedSubscriptionId) return null;
  const { companyName } = viewer.subscription;
  if (inProviderSubscription(viewer)) {
    return (
      // A note, not an alert: it is there on every visit, and must not interrupt a screen reader each time.
      <Alert color="blue" variant="light" mb="md" role="note">
        {t('managing.providerOwn', { companyName })}
      </Alert>
    );
  }
  return (
    <Text size="sm" c="dimmed" mb="md">
      {t('managing.customer', { companyName })}
    </Text>
  );
}
