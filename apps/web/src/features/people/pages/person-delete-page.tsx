import { useMutation, useQuery } from '@apollo/client/react';
import { List, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { DeletePage } from '../../../ui/delete-page/delete-page';
import { removeFromCachedLists } from '../../../ui/list-page/list-cache';
import { usePageTitle } from '../../../ui/page-title/use-page-title';
import { DeleteUserMutation, PersonQuery, UserRelatedCountsQuery } from '../graphql/people-operations';
import { usePeopleScope } from '../people-kinds';
import { fullName } from './person-list-page';

const COUNT_KEYS = ['assessmentSessions', 'userAssessmentAssignments', 'signInSessions', 'externalLogins'] as const;

/** The user delete screen: the name, the counts of related records, then Delete and Cancel. */
export function PersonDeletePage() {
  const { id = '' } = useParams();
  const { t } = useTranslation('people');
  const { kind } = usePeopleScope();
  const question = t(`kinds.${kind}.deleteQuestion`);
  usePageTitle(question);
  const person = useQuery(PersonQuery, { variables: { id } });
  const counts = useQuery(UserRelatedCountsQuery, { variables: { profileId: id } });
  const [deleteUser] = useMutation(DeleteUserMutation, {
    update: (cache, { data }) => {
      if (data) removeFromCachedLists(cache, 'profiles', data.deleteUser);
    },
  });
  const related = counts.data?.userRelatedCounts;
  return (
    <DeletePage
      question={question}
      name={person.data ? fullName(person.data.profile) : undefined}
      nameLabel={t('delete.name')}
      loading={(person.loading && !person.data) || (counts.loading && !counts.data)}
      errors={[person.error, counts.error].filter(Boolean)}
      onDelete={() => deleteUser({ variables: { profileId: id } })}
      successMessage={t('delete.deleted')}
    >
      {related && (
        <>
          <Text size="sm">{t('delete.related')}</Text>
          <List size="sm">
            {COUNT_KEYS.map((key) => (
              <List.Item key={key}>{t(`delete.${key}`, { count: related[key] })}</List.Item>
            ))}
          </List>
        </>
      )}
    </DeletePage>
  );
}
