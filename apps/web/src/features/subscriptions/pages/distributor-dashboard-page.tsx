import { useQuery } from '@apollo/client/react';
import { Button, Card, Center, Group, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { SubscriptionType } from '@roadmark/domain/subscription-type';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useViewer } from '../../../app/session/use-viewer';
import { ErrorAlert } from '../../../ui/error-alert/error-alert';
import { usePageTitle } from '../../../ui/page-title/use-page-title';
import { SubscriptionsQuery } from '../graphql/subscription-operations';

/**
 * /manage/distributor/dashboard: a first overview of the distributor's subscriptions, counted from the list the
 * server gives; the dashboards issue adds charts of results.
 */
export function DistributorDashboardPage() {
  const { t } = useTranslation('subscriptions');
  usePageTitle(t('distributor.dashboard.title'));
  const { viewer } = useViewer();
  const distributorId = viewer?.subscription.id ?? '';
  const { data, loading, error } = useQuery(SubscriptionsQuery, {
    variables: { subscriptionTypes: [SubscriptionType.Subscription], distributorSubscriptionId: distributorId },
    fetchPolicy: 'cache-and-network',
  });
  const subscriptions = data?.subscriptions ?? [];
  const users = subscriptions.reduce((total, s) => total + s.currentUsers, 0);

  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>{t('distributor.dashboard.title')}</Title>
        <Text c="dimmed">{viewer?.subscription.companyName}</Text>
      </div>
      <ErrorAlert errors={error ? [error] : []} />
      {loading && !data ? (
        <Center py="xl">
          <Loader aria-label={t('distributor.dashboard.loading')} />
        </Center>
      ) : (
        data && (
          <SimpleGrid cols={{ base: 1, sm: 2 }} maw={640}>
            <Figure label={t('distributor.dashboard.subscriptions')} value={subscriptions.length} />
            <Figure label={t('distributor.dashboard.users')} value={users} />
          </SimpleGrid>
        )
      )}
      <Text>{t('distributor.dashboard.intro')}</Text>
      <Group gap="sm">
        <Button component={Link} to="../subscriptions" relative="path">
          {t('distributor.dashboard.toSubscriptions')}
        </Button>
        <Button component={Link} to="../admins" relative="path" variant="default">
          {t('distributor.dashboard.toAdmins')}
        </Button>
      </Group>
    </Stack>
  );
}

function Figure({ label, value }: { label: string; value: number }) {
  return (
    <Card withBorder padding="md">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fz={32} fw={700} lh={1.2}>
        {value}
      </Text>
    </Card>
  );
}
