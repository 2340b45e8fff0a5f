import { useMutation, useQuery } from '@apollo/client/react';
import { List, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { DeletePage } from '../../../ui/delete-page/delete-page';
import { removeFromCachedLists } from '../../../ui/list-page/list-cache';
import { usePageTitle } from '../../../ui/page-title/use-page-title';
import { DeleteQuestionMutation, QuestionRelatedCountsQuery } from '../graphql/question-bank-operations';
import type { QuestionBank } from '../question-banks';
import { QuestionUsages } from './question-usages';

const COUNTED = [
  'answers',
  'questionnaireAnswers',
  'feedbacks',
  'tagLinks',
  'recommendations',
  'adjustments',
  'assessmentLinks',
  'responseEvents',
  'sequenceQuestions',
] as const;

/**
 * The delete screen of every question-bank list: the name, the counts of related records (which stay
 * in place: a delete archives, so results keep their history), where it is used, then Delete and Cancel.
 */
export function QuestionDeletePage({ bank }: { bank: QuestionBank }) {
  const { id = '' } = useParams();
  const { t } = useTranslation('questionBank');
  usePageTitle(t(`${bank.key}.deleteTitle`));
  const query = useQuery(QuestionRelatedCountsQuery, { variables: { id } });
  const [deleteQuestion] = useMutation(DeleteQuestionMutation, {
    update: (cache, { data }) => {
      if (data) removeFromCachedLists(cache, 'questions', data.deleteQuestion);
    },
  });
  const counts = query.data?.questionRelatedCounts;
  return (
    <DeletePage
      question={t(`${bank.key}.deleteQuestion`)}
      name={query.data?.question.name}
      loading={query.loading && !query.data}
      errors={query.error ? [query.error] : []}
      onDelete={() => deleteQuestion({ variables: { id } })}
      successMessage={t(`${bank.key}.deleted`)}
    >
      {counts && (
        <>
          <Text>{t('related.heading')}</Text>
          <List aria-label={t('related.heading')}>
            {COUNTED.map((key) => (
              <List.Item key={key}>{t(`related.${key}`, { count: counts[key] })}</List.Item>
            ))}
          </List>
          <Text size="sm" c="dimmed">
            {t('related.effect')}
          </Text>
        </>
      )}
      {query.data && <QuestionUsages usages={query.data.questionUsages} />}
    </DeletePage>
  );
}
