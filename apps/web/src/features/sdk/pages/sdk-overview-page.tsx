import { useQuery } from '@apollo/client/react';
import { Box, Button, Center, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorAlert } from '../../../ui/error-alert/error-alert';
import { usePageTitle } from '../../../ui/page-title/use-page-title';
import { SdkClientsTable } from '../components/sdk-clients-table';
import { SdkDocumentation } from '../components/sdk-documentation';
import { WebhooksTable } from '../components/webhooks-table';
import { SdkOverviewQuery } from '../graphql/sdk-operations';

/**
 * /manage/sdk (docs/product/integrations.md#the-screens): the company, how to use the API, the application API keys and
 * the webhooks. Read without the cache: the rows carry whole API keys, which must not be persisted in browser storage.
 */
export function SdkOverviewPage() {
  const { t } = useTranslation('sdk');
  usePageTitle(t('overview.title'));
  const { data, loading, error } = useQuery(SdkOverviewQuery, { fetchPolicy: 'no-cache' });
  const overview = data?.sdkOverview;

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1}>{t('overview.title')}</Title>
        {overview && <Text size="lg">{overview.subscription.companyName}</Text>}
      </Stack>
      <ErrorAlert errors={error ? [error] : []} />
      <SdkDocumentation />
      {loading && !overview ? (
        <Center py="xl">
          <Loader role="status" aria-label={t('overview.loading')} />
        </Center>
      ) : (
        overview && (
          <>
            <Section
              heading={t('overview.keysHeading')}
              addPath="applications/add"
              addLabel={t('overview.addApplication')}
              empty={overview.sdkClients.length === 0 ? t('overview.noKeys') : null}
            >
              <SdkClientsTable clients={overview.sdkClients} />
            </Section>
            <Section
              heading={t('overview.webhooksHeading')}
              addPath="webhooks/add"
              addLabel={t('overview.addWebhook')}
              empty={overview.sdkWebhooks.length === 0 ? t('overview.noWebhooks') : null}
            >
              <WebhooksTable webhooks={overview.sdkWebhooks} />
            </Section>
          </>
        )
      )}
    </Stack>
  );
}

interface SectionProps {
  heading: string;
  addPath: string;
  addLabel: string;
  /** The empty-state text, or null when there are rows to show. */
  empty: string | null;
  children: ReactNode;
}

function Section({ heading, addPath, addLabel, empty, children }: SectionProps) {
  return (
    <Stack gap="sm" component="section" aria-label={heading}>
      <Group justify="space-between" align="center">
        <Title order={2} size="h3">
          {heading}
        </Title>
        <Button component={Link} to={addPath} leftSection={<IconPlus size={16} aria-hidden />}>
          {addLabel}
        </Button>
      </Group>
      {empty === null ? (
        <Box style={{ overflowX: 'auto' }}>{children}</Box>
      ) : (
        <Text c="dimmed" py="md" ta="center">
          {empty}
        </Text>
      )}
    </Stack>
  );
}
