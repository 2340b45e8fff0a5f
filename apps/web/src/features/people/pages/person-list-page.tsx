import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PersonFieldsFragment } from '../../../gql/graphql';
import { ListPage } from '../../../ui/list-page/list-page';
import type { ListColumn } from '../../../ui/list-page/list-types';
import { LIST_PAGE_SIZE, useListQuery } from '../../../ui/list-page/use-list-query';
import { useListSearch } from '../../../ui/list-page/use-list-search';
import { usePageTitle } from '../../../ui/page-title/use-page-title';
import { AssignButton, AssignMenuItems } from '../../assignments/components/assign-actions';
import { PeopleListActions } from '../components/people-list-actions';
import { PersonStatus } from '../components/person-status';
import { PeopleQuery } from '../graphql/people-operations';
import { usePeopleScope } from '../people-kinds';

export const fullName = (person: { firstName: string; lastName: string }) => `${person.firstName} ${person.lastName}`;

/**
 * /manage/drivers, /manage/managers, /administration/administrators and the team-scoped lists:
 * searchable by name or email, cards or table, loaded a page at a time; a row opens the edit screen; imports and
 * the export to Excel beside Add.
 */
export function PersonListPage() {
  const { t } = useTranslation('people');
  const scope = usePeopleScope();
  const title = t(`kinds.${scope.kind}.title`);
  usePageTitle(title);
  const search = useListSearch();
  const list = useListQuery({
    document: PeopleQuery,
    field: 'profiles',
    search: search.term,
    pageSize: LIST_PAGE_SIZE,
    variables: {
      subscriptionId: scope.subscriptionId,
      roleGroupNames: scope.roleGroupNames,
      subscriptionTeamId: scope.subscriptionTeamId,
    },
    skip: !scope.subscriptionId,
  });

  const columns: ListColumn<PersonFieldsFragment>[] = [
    { key: 'name', header: t('columns.name'), render: fullName },
    { key: 'email', header: t('columns.email'), render: (person) => person.user.email },
    { key: 'status', header: t('columns.status'), render: (person) => <PersonStatus user={person.user} /> },
    // The security (role group) column is hidden on the driver list.
    ...(scope.kind === 'drivers'
      ? []
      : [
          {
            key: 'roleGroup',
            header: t('columns.roleGroup'),
            render: (p: PersonFieldsFragment) => p.user.roleGroup.name,
          },
        ]),
    ...(scope.showsTeams
      ? [
          {
            key: 'team',
            header: t('columns.team'),
            render: (p: PersonFieldsFragment) => p.subscriptionTeamName ?? t('noTeam'),
          },
        ]
      : []),
    { key: 'pin', header: t('columns.pin'), render: (person) => person.uniqueDriverPin },
  ];

  return (
    <ListPage
      title={title}
      addFirstLabel={t(`kinds.${scope.kind}.addFirst`)}
      search={search}
      list={list}
      itemName={fullName}
      columns={columns}
      toolbarActions={<PeopleListActions />}
      itemActions={(person) => <AssignButton id={person.id} name={fullName(person)} />}
      menuItems={(person) => <AssignMenuItems id={person.id} />}
      renderCard={(person) => (
        <Stack gap={4}>
          <Title order={2} size="h4">
            {fullName(person)}
          </Title>
          <Text size="sm">{person.user.email}</Text>
          <PersonStatus user={person.user} />
          {scope.kind !== 'drivers' && <Text size="sm">{person.user.roleGroup.name}</Text>}
          {scope.showsTeams && person.subscriptionTeamName && <Text size="sm">{person.subscriptionTeamName}</Text>}
          <Text size="sm">
            {t('columns.pin')}: {person.uniqueDriverPin}
          </Text>
        </Stack>
      )}
    />
  );
}
