import { useMutation, useQuery } from '@apollo/client/react';
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { DeletePage } from '../../../ui/delete-page/delete-page';
import { removeFromCachedLists } from '../../../ui/list-page/list-cache';
import { usePageTitle } from '../../../ui/page-title/use-page-title';
import { DeleteTeamMutation, TeamQuery } from '../graphql/team-operations';

/** /manage/teams/delete/{id}: the confirmation, saying what happens to the members. */
export function TeamDeletePage() {
  const { id = '' } = useParams();
  const { t } = useTranslation('teams');
  usePageTitle(t('deleteTitle'));
  const query = useQuery(TeamQuery, { variables: { id } });
  const [deleteTeam] = useMutation(DeleteTeamMutation, {
    update: (cache, { data }) => {
      if (data) removeFromCachedLists(cache, 'subscriptionTeams', data.deleteSubscriptionTeam);
    },
  });
  return (
    <DeletePage
      question={t('deleteQuestion')}
      name={query.data?.subscriptionTeam.name}
      loading={query.loading && !query.data}
      errors={query.error ? [query.error] : []}
      onDelete={() => deleteTeam({ variables: { id } })}
      successMessage={t('deleted')}
    >
      <Text>{t('deleteMembers')}</Text>
    </DeletePage>
  );
}
