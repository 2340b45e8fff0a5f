import { useQuery } from '@apollo/client/react';
import { Center, Loader, Stack } from '@mantine/core';
import { QuestionCategory } from '@roadmark/domain/content/question-types';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ErrorAlert } from '../../../ui/error-alert/error-alert';
import { QuestionAnalysisSection } from '../../item-analysis/question/question-analysis-section';
import { QuestionEditorQuery } from '../graphql/question-editor-operations';
import type { QuestionBank } from '../question-banks';
import { QuestionEditor } from './question-editor';
import { newQuestionValues } from './question-editor-values';
import { questionValuesFromQuery } from './question-values-from-query';

/**
 * /administration/{bank}/add and /edit/{id} (docs/product/content-editor.md#the-question-editor): loads the edit
 * bundle, then the editor; below an existing question's editor, its analysis.
 */
export function QuestionEditorPage({ bank }: { bank: QuestionBank }) {
  const { id } = useParams();
  const { t } = useTranslation('listPage');
  const query = useQuery(QuestionEditorQuery, { variables: { id: id ?? '' }, skip: !id, fetchPolicy: 'network-only' });
  const initial = useMemo(() => (query.data ? questionValuesFromQuery(query.data) : null), [query.data]);
  const fresh = useMemo(() => newQuestionValues(bank.defaultType), [bank.defaultType]);
  if (!id) return <QuestionEditor key="new" bank={bank} initial={null} start={fresh} onReload={() => {}} />;
  // Reload (after someone else saved meanwhile) fetches the record again; its new version opens a fresh editor.
  if (initial) {
    return (
      <Stack gap="xl">
        <QuestionEditor
          key={`${initial.id}:${initial.editVersion}`}
          bank={bank}
          initial={initial}
          start={initial}
          onReload={() => void query.refetch()}
        />
        {/* Only scored questions have an item analysis; questionnaires, learning and information pages do not. */}
        {bank.category === QuestionCategory.Question && <QuestionAnalysisSection questionId={initial.id} />}
      </Stack>
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
