import { Badge, Menu, Stack, Text } from '@mantine/core';
import { IconListDetails } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { SdkWebhookFieldsFragment } from '../../../gql/graphql';
import { ListTable } from '../../../ui/list-page/list-table';

/**
 * The webhooks of /manage/sdk (docs/product/integrations.md#the-screens): Application (its name, looked up by the
 * server from the client id), Events, Url, Headers (names only: values are often credentials), and Edit, then Delivery
 * log and Delete in the More menu; a row opens its edit page on double-click. A webhook switched off by a 410 answer
 * says so in red.
 */
export function WebhooksTable({ webhooks }: { webhooks: readonly SdkWebhookFieldsFragment[] }) {
  const { t } = useTranslation('sdk');
  return (
    <ListTable
      label={t('overview.webhooksHeading')}
      items={webhooks}
      itemName={(webhook) => t('overview.webhookName', { application: webhook.sdkClientName, url: webhook.url })}
      editPathOf={(webhook) => `webhooks/edit/${webhook.id}`}
      deletePathOf={(webhook) => `webhooks/delete/${webhook.id}`}
      menuItems={(webhook) => (
        <Menu.Item
          component={Link}
          to={`webhooks/deliveries/${webhook.id}`}
          leftSection={<IconListDetails size={14} aria-hidden />}
        >
          {t('overview.deliveryLog')}
        </Menu.Item>
      )}
      columns={[
        {
          key: 'application',
          header: t('columns.application'),
          render: (webhook) => (
            <Stack gap={4} align="flex-start">
              <span>{webhook.sdkClientName}</span>
              {webhook.disabledAt && (
                <>
                  <Badge color="red" variant="filled">
                    {t('overview.switchedOff')}
                  </Badge>
                  {webhook.disabledReason && (
                    <Text size="xs" c="red.8">
                      {webhook.disabledReason}
                    </Text>
                  )}
                </>
              )}
            </Stack>
          ),
        },
        {
          key: 'events',
          header: t('columns.events'),
          render: (webhook) => (
            <Stack gap={0}>
              {webhook.events.map((event) => (
                <Text key={event} size="sm">
                  {event}
                </Text>
              ))}
            </Stack>
          ),
        },
        {
          key: 'url',
          header: t('columns.url'),
          render: (webhook) => (
            <Text size="sm" style={{ wordBreak: 'break-all' }}>
              {webhook.httpMethod} {webhook.url}
            </Text>
          ),
        },
        {
          key: 'headers',
          header: t('columns.headers'),
          render: (webhook) =>
            webhook.headers.length > 0 ? (
              webhook.headers.map((header) => header.name).join(', ')
            ) : (
              <Text span size="sm" c="dimmed">
                {t('overview.noHeaders')}
              </Text>
            ),
        },
      ]}
    />
  );
}
