import { skipToken, useQuery } from '@apollo/client/react';
import { Anchor, Box, SimpleGrid, Text } from '@mantine/core';
import { SubscriptionType } from '@roadmark/domain/subscription-type';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { SubscriptionFieldsFragment } from '../../../gql/graphql';
import { SubscriptionQuery } from '../graphql/subscription-operations';
import { studyStartUrl, usersText } from '../subscription-facts';

interface Fact {
  label: string;
  value: ReactNode;
}

/** The key facts of a subscription at the top of its details page, as a description list. */
export function SubscriptionFactsList({ subscription }: { subscription: SubscriptionFieldsFragment }) {
  const facts = useFacts(subscription);
  return (
    <SimpleGrid component="dl" cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" verticalSpacing="xs" m={0}>
      {facts.map(({ label, value }) => (
        <Box key={label}>
          <Text component="dt" size="sm" c="dimmed">
            {label}
          </Text>
          <Text component="dd" m={0} fw={500} style={{ overflowWrap: 'anywhere' }}>
            {value}
          </Text>
        </Box>
      ))}
    </SimpleGrid>
  );
}

function useFacts(subscription: SubscriptionFieldsFragment): Fact[] {
  const { t } = useTranslation('subscriptions');
  const distributorId = subscription.distributorSubscriptionId;
  const distributor = useQuery(SubscriptionQuery, distributorId ? { variables: { id: distributorId } } : skipToken);
  const onOff = (on: boolean) => (on ? t('facts.on') : t('facts.off'));
  const facts: Fact[] = [{ label: t('facts.type'), value: t(`types.${subscription.subscriptionType}`) }];
  if (subscription.subscriptionType === SubscriptionType.Study) {
    const startUrl = studyStartUrl(subscription.studyUniqueCode);
    facts.push({ label: t('facts.studyCode'), value: subscription.studyUniqueCode ?? t('facts.noCode') });
    facts.push({
      label: t('facts.startUrl'),
      value: startUrl ? <Anchor href={startUrl}>{startUrl}</Anchor> : t('facts.noCode'),
    });
    return facts;
  }
  facts.push({ label: t('facts.users'), value: usersText(subscription, t) });
  if (subscription.subscriptionType === SubscriptionType.Subscription) {
    facts.push({
      label: t('facts.riskRules'),
      value: t('facts.riskRulesValue', { high: subscription.highRiskBelow, medium: subscription.mediumRiskBelow }),
    });
    facts.push({
      label: t('facts.distributor'),
      value: distributorId ? (distributor.data?.subscription.companyName ?? '') : t('facts.soldDirectly'),
    });
    facts.push({
      label: t('facts.automaticReminders'),
      value: subscription.automaticReminders
        ? t('facts.automaticRemindersValue', { count: subscription.reminderDaysBeforeDue })
        : t('facts.off'),
    });
  }
  facts.push({ label: t('facts.branding'), value: onOff(subscription.allowBranding) });
  facts.push({ label: t('facts.export'), value: onOff(subscription.allowExport) });
  return facts;
}
