import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useOutletContext } from 'react-router';
import type { DetailsTab } from '../subscription-kinds';
import type { DetailsOutletContext } from './subscription-details-layout';

/**
 * The assessments or training licensed to a subscription. Licensing arrives with a later issue; until then the tab
 * says plainly that nothing is licensed rather than showing made-up rows.
 */
export function SubscriptionLicencesTab({ tab }: { tab: DetailsTab }) {
  const { t } = useTranslation('subscriptions');
  const { subscription } = useOutletContext<DetailsOutletContext>();
  return (
    <Stack gap="sm">
      <Title order={2} size="h3">
        {t(`details.${tab}.heading`)}
      </Title>
      <Text c="dimmed">{t(`details.${tab}.empty`, { name: subscription.companyName })}</Text>
    </Stack>
  );
}
