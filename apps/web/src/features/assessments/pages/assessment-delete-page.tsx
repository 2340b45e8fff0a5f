import { useMutation, useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { DeletePage } from '../../../ui/delete-page/delete-page';
import { removeFromCachedLists } from '../../../ui/list-page/list-cache';
import { usePageTitle } from '../../../ui/page-title/use-page-title';
import type { AssessmentKind } from '../assessment-kinds';
import { AssessmentNameQuery, DeleteAssessmentMutation } from '../graphql/assessment-list-operations';

/** /administration/{assessments|training}/delete/{id}: the name read-only, Delete and Cancel. */
export function AssessmentDeletePage({ kind }: { kind: AssessmentKind }) {
  const { id = '' } = useParams();
  const { t } = useTranslation('assessments');
  usePageTitle(t(`${kind.key}.deleteTitle`));
  const query = useQuery(AssessmentNameQuery, { variables: { id } });
  const [deleteAssessment] = useMutation(DeleteAssessmentMutation, {
    update: (cache, { data }) => {
      if (data) removeFromCachedLists(cache, 'assessments', data.deleteAssessment);
    },
  });
  return (
    <DeletePage
      question={t(`${kind.key}.deleteQuestion`)}
      name={query.data?.assessment.name}
      loading={query.loading && !query.data}
      errors={query.error ? [query.error] : []}
      onDelete={() => deleteAssessment({ variables: { id } })}
      successMessage={t(`${kind.key}.deleted`)}
    />
  );
}
