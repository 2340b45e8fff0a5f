import { skipToken, useQuery } from '@apollo/client/react';
import { Badge, Group, Stack, Text, Title } from '@mantine/core';
import { Role } from '@roadmark/domain/roles';
import { SubscriptionType } from '@roadmark/domain/subscription-type';
import { useTranslation } from 'react-i18next';
import { useViewer } from '../../../app/session/use-viewer';
import type { SubscriptionFieldsFragment } from '../../../gql/graphql';
import { useEmulatedSubscriptionId } from '../../../lib/emulation';
import { ListPage } from '../../../ui/list-page/list-page';
import type { ListColumn } from '../../../ui/list-page/list-types';
import { LIST_PAGE_SIZE, useListQuery } from '../../../ui/list-page/use-list-query';
import { useListSearch } from '../../../ui/list-page/use-list-search';
import { usePageTitle } from '../../../ui/page-title/use-page-title';
import { SubscriptionMenuItems } from '../components/subscription-menu-items';
import { DistributorOptionsQuery, SubscriptionsQuery } from '../graphql/subscription-operations';
import { usersText } from '../subscription-facts';
import { SUBSCRIPTION_KINDS, type SubscriptionKind } from '../subscription-kinds';

type Subscription = SubscriptionFieldsFragment;
type Translate = (key: string, options?: Record<string, unknown>) => string;

/**
 * /administration/subscriptions, /distributors and /studies, and /manage/distributor/subscriptions
 * (docs/product/reference-data.md#organisations): the subscriptions of one type, or those beneath the viewer's
 * distributor, searchable by company name.
 */
export function SubscriptionListPage({ kind }: { kind: SubscriptionKind }) {
  const config = SUBSCRIPTION_KINDS[kind];
  const { t } = useTranslation('subscriptions');
  const title = t(`kinds.${kind}.title`);
  usePageTitle(title);
  const search = useListSearch();
  const { viewer } = useViewer();
  const managedId = useEmulatedSubscriptionId();
  const distributorId = config.scopedToViewer ? viewer?.subscription.id : undefined;
  const list = useListQuery({
    document: SubscriptionsQuery,
    field: 'subscriptions',
    search: search.term,
    pageSize: LIST_PAGE_SIZE,
    variables: {
      subscriptionTypes: [config.subscriptionType],
      ...(config.scopedToViewer ? { distributorSubscriptionId: distributorId } : {}),
    },
    skip: config.scopedToViewer && !distributorId,
  });
  const distributorNames = useDistributorNames(kind === 'subscriptions');
  const canManage = !!viewer?.roles.includes(Role.Administration);
  const isManaged = (item: Subscription) => canManage && managedId === item.id;
  const facts = typeColumns(config.subscriptionType, t, kind === 'subscriptions' ? distributorNames : null);

  const name = (item: Subscription) => (
    <Group gap="xs" wrap="nowrap">
      <span>{item.companyName}</span>
      {isManaged(item) && <ManagingBadge />}
    </Group>
  );

  return (
    <ListPage
      title={title}
      addFirstLabel={t(`kinds.${kind}.addFirst`)}
      search={search}
      list={list}
      itemName={(item) => item.companyName}
      columns={[{ key: 'companyName', header: t('list.name'), render: name }, ...facts]}
      renderCard={(item) => (
        <Stack gap={4}>
          <Group gap="xs" justify="space-between" wrap="nowrap" align="flex-start">
            <Title order={2} size="h4">
              {item.companyName}
            </Title>
            {isManaged(item) && <ManagingBadge />}
          </Group>
          {facts.map((c) => (
            <Text key={c.key} size="sm" c="dimmed">
              {c.header}: {c.render(item)}
            </Text>
          ))}
        </Stack>
      )}
      deletePath={config.hasDelete ? undefined : null}
      menuItems={(item) => (
        <SubscriptionMenuItems
          subscription={item}
          detailsPath={`details/${item.id}/${config.detailsTabs[0]}`}
          canManage={canManage}
          managing={isManaged(item)}
        />
      )}
    />
  );
}

function ManagingBadge() {
  const { t } = useTranslation('subscriptions');
  return (
    <Badge color="yellow" variant="light" style={{ flexShrink: 0 }}>
      {t('list.managing')}
    </Badge>
  );
}

/** Besides the name: users for those that have them, the code of a study, the distributor of a subscription. */
function typeColumns(
  subscriptionType: string,
  t: Translate,
  distributorNames: Map<string, string> | null,
): ListColumn<Subscription>[] {
  if (subscriptionType === SubscriptionType.Study) {
    return [
      { key: 'studyCode', header: t('facts.studyCode'), render: (item) => item.studyUniqueCode ?? t('facts.noCode') },
    ];
  }
  const columns: ListColumn<Subscription>[] = [
    { key: 'users', header: t('facts.users'), render: (item) => usersText(item, t) },
  ];
  if (distributorNames) {
    columns.push({
      key: 'distributor',
      header: t('facts.distributor'),
      render: (item) =>
        item.distributorSubscriptionId
          ? (distributorNames.get(item.distributorSubscriptionId) ?? '')
          : t('facts.soldDirectly'),
    });
  }
  return columns;
}

function useDistributorNames(wanted: boolean): Map<string, string> {
  const { data } = useQuery(DistributorOptionsQuery, wanted ? { fetchPolicy: 'cache-and-network' } : skipToken);
  return new Map((data?.subscriptions ?? []).map((d) => [d.id, d.companyName]));
}
