import { Code, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { SdkClientFieldsFragment } from '../../../gql/graphql';
import { DateTime } from '../../../ui/date-time/date-time';
import { ListTable } from '../../../ui/list-page/list-table';
import { CopyValueButton } from './copy-value-button';

/**
 * The application API keys of /manage/sdk: Application, API key (masked, copied whole), Allowed IP
 * addresses, Last used, and Edit with Delete in the More menu; a row opens its edit page on double-click.
 */
export function SdkClientsTable({ clients }: { clients: readonly SdkClientFieldsFragment[] }) {
  const { t } = useTranslation('sdk');
  return (
    <ListTable
      label={t('overview.keysHeading')}
      items={clients}
      itemName={(client) => client.name}
      editPathOf={(client) => `applications/edit/${client.id}`}
      deletePathOf={(client) => `applications/delete/${client.id}`}
      columns={[
        { key: 'name', header: t('columns.application'), render: (client) => client.name },
        {
          key: 'apiKey',
          header: t('columns.apiKey'),
          render: (client) => (
            <Group gap="xs" wrap="nowrap">
              <Code>{client.apiSecretMasked}</Code>
              <CopyValueButton value={client.apiSecret} label={t('overview.copyApiKey', { name: client.name })} />
            </Group>
          ),
        },
        {
          key: 'ipAllowList',
          header: t('columns.allowedIps'),
          render: (client) =>
            client.ipAllowList.length > 0 ? (
              client.ipAllowList.join(', ')
            ) : (
              <Text span size="sm" c="dimmed">
                {t('overview.anyAddress')}
              </Text>
            ),
        },
        {
          key: 'lastUsedAt',
          header: t('columns.lastUsed'),
          render: (client) =>
            client.lastUsedAt ? (
              <DateTime value={client.lastUsedAt} />
            ) : (
              <Text span size="sm" c="dimmed">
                {t('overview.neverUsed')}
              </Text>
            ),
        },
      ]}
    />
  );
}
