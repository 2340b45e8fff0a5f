import { useMutation, useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { DeletePage } from '../../../ui/delete-page/delete-page';
import { removeFromCachedLists } from '../../../ui/list-page/list-cache';
import { usePageTitle } from '../../../ui/page-title/use-page-title';
import { DeleteTagMutation, TagQuery } from '../graphql/tag-operations';

/** /administration/tags/delete/{id}: a confirmation showing the name. */
export function TagDeletePage() {
  const { id = '' } = useParams();
  const { t } = useTranslation('tags');
  usePageTitle(t('deleteTitle'));
  const query = useQuery(TagQuery, { variables: { id } });
  const [deleteTag] = useMutation(DeleteTagMutation, {
    update: (cache, { data }) => {
      if (data) removeFromCachedLists(cache, 'questionTags', data.deleteQuestionTag);
    },
  });
  return (
    <DeletePage
      question={t('deleteQuestion')}
      name={query.data?.questionTag.name}
      loading={query.loading && !query.data}
      errors={query.error ? [query.error] : []}
      onDelete={() => deleteTag({ variables: { id } })}
      successMessage={t('deleted')}
    />
  );
}
