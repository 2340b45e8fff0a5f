import { useQuery } from '@apollo/client/react';
import { Center, Loader, Stack } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ErrorAlert } from '../../../ui/error-alert/error-alert';
import type { AssessmentKind } from '../assessment-kinds';
import { AssessmentEditorQuery } from '../graphql/assessment-editor-operations';
import { AssessmentEditor } from './assessment-editor';
import { assessmentValuesFromQuery, newAssessmentValues } from './assessment-editor-values';

/**
 * /administration/{assessments|training}/add and /edit/{id} (docs/product/content-editor.md#the-assessment-editor):
 * loads the edit bundle, then the editor.
 */
export function AssessmentEditorPage({ kind }: { kind: AssessmentKind }) {
  const { id } = useParams();
  const { t } = useTranslation('listPage');
  const query = useQuery(AssessmentEditorQuery, {
    variables: { id: id ?? '' },
    skip: !id,
    fetchPolicy: 'network-only',
  });
  const initial = useMemo(() => (query.data ? assessmentValuesFromQuery(query.data) : null), [query.data]);
  const fresh = useMemo(() => newAssessmentValues(kind.assessmentType), [kind.assessmentType]);
  if (!id) return <AssessmentEditor key="new" kind={kind} initial={null} start={fresh} onReload={() => {}} />;
  // Reload (after someone else saved meanwhile) fetches the record again; its new version opens a fresh editor.
  if (initial) {
    return (
      <AssessmentEditor
        key={`${initial.id}:${initial.editVersion}`}
        kind={kind}
        initial={initial}
        start={initial}
        onReload={() => void query.refetch()}
      />
    );
  }
  return (
    <Stack>
      <ErrorAlert errors={query.error ? [query.error] : []} />
      {!query.error && (
        <Center py="xl">
          <Loader role="status" aria-label={t('formActions.loading')} />
        </Center>
      )}
    </Stack>
  );
}
