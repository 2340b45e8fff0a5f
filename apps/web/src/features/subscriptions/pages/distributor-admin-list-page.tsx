import { Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useViewer } from '../../../app/session/use-viewer';
import type { SubscriptionPersonFieldsFragment } from '../../../gql/graphql';
import { ListPage } from '../../../ui/list-page/list-page';
import { type ListQueryResult, useListQuery } from '../../../ui/list-page/use-list-query';
import { useListSearch } from '../../../ui/list-page/use-list-search';
import { usePageTitle } from '../../../ui/page-title/use-page-title';
import { SubscriptionPeopleQuery } from '../graphql/distributor-admin-operations';

type Person = SubscriptionPersonFieldsFragment;

export function fullName(person: { firstName: string; lastName: string }): string {
  return `${person.firstName} ${person.lastName}`.trim();
}

/**
 * /manage/distributor/admins: the people of the distributor's own subscription. The profiles query has no search,
 * so the list loads whole and the search filters it here, by name.
 */
export function DistributorAdminListPage() {
  const { t } = useTranslation('subscriptions');
  usePageTitle(t('distributor.admins.title'));
  const search = useListSearch();
  const { viewer } = useViewer();
  const subscriptionId = viewer?.subscription.id ?? '';
  const list = useListQuery({
    document: SubscriptionPeopleQuery,
    field: 'profiles',
    variables: { subscriptionId },
    skip: !subscriptionId,
  });
  return (
    <ListPage
      title={t('distributor.admins.title')}
      addFirstLabel={t('distributor.admins.addFirst')}
      search={search}
      list={filtered(list, search.term)}
      itemName={fullName}
      columns={[{ key: 'name', header: t('distributor.admins.name'), render: fullName }]}
      renderCard={(person) => (
        <Title order={2} size="h4">
          {fullName(person)}
        </Title>
      )}
      deletePath={null}
    />
  );
}

function filtered(list: ListQueryResult<Person>, term: string): ListQueryResult<Person> {
  const needle = term.trim().toLocaleLowerCase();
  if (!needle) return list;
  return { ...list, items: list.items.filter((person) => fullName(person).toLocaleLowerCase().includes(needle)) };
}
