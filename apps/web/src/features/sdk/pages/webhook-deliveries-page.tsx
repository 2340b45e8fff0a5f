import { useQuery } from '@apollo/client/react';
import { Anchor, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ErrorAlert } from '../../../ui/error-alert/error-alert';
import { usePageTitle } from '../../../ui/page-title/use-page-title';
import { WebhookDeliveryLog } from '../components/webhook-delivery-log';
import { SdkWebhookQuery } from '../graphql/sdk-operations';

/** /manage/sdk/webhooks/deliveries/{id}: one webhook's delivery log (every delivery is logged). */
export function WebhookDeliveriesPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation('sdk');
  usePageTitle(t('deliveries.title'));
  const query = useQuery(SdkWebhookQuery, { variables: { id } });
  const webhook = query.data?.sdkWebhook;
  return (
    <Stack gap="md">
      <Anchor component={Link} to="../../.." relative="path" size="sm">
        <Group component="span" gap={4}>
          <IconArrowLeft size={14} aria-hidden />
          {t('deliveries.back')}
        </Group>
      </Anchor>
      <Title order={1}>{t('deliveries.title')}</Title>
      <ErrorAlert errors={query.error ? [query.error] : []} />
      {webhook && (
        <Group gap="md">
          <Text>{webhook.sdkClientName}</Text>
          <Text c="dimmed" style={{ wordBreak: 'break-all' }}>
            {webhook.httpMethod} {webhook.url}
          </Text>
          <Anchor component={Link} to={`../../edit/${id}`} relative="path" size="sm">
            {t('deliveries.editWebhook')}
          </Anchor>
        </Group>
      )}
      {!query.error && <WebhookDeliveryLog webhookId={id} />}
    </Stack>
  );
}
