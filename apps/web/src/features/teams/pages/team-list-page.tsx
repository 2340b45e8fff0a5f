import { Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ListPage } from '../../../ui/list-page/list-page';
import { LIST_PAGE_SIZE, useListQuery } from '../../../ui/list-page/use-list-query';
import { useListSearch } from '../../../ui/list-page/use-list-search';
import { usePageTitle } from '../../../ui/page-title/use-page-title';
import { AssignButton, AssignMenuItems } from '../../assignments/components/assign-actions';
import { TeamsQuery } from '../graphql/team-operations';

/** /manage/teams: the teams of the subscription, searchable by name. */
export function TeamListPage() {
  const { t } = useTranslation('teams');
  usePageTitle(t('title'));
  const search = useListSearch();
  const list = useListQuery({
    document: TeamsQuery,
    field: 'subscriptionTeams',
    search: search.term,
    pageSize: LIST_PAGE_SIZE,
  });
  return (
    <ListPage
      title={t('title')}
      addFirstLabel={t('addFirst')}
      search={search}
      list={list}
      itemName={(team) => team.name}
      columns={[{ key: 'name', header: t('name'), render: (team) => team.name }]}
      itemActions={(team) => <AssignButton id={team.id} name={team.name} />}
      menuItems={(team) => <AssignMenuItems id={team.id} />}
      renderCard={(team) => (
        <Title order={2} size="h4">
          {team.name}
        </Title>
      )}
    />
  );
}
