import { Badge, Group, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListPage } from '../../../ui/list-page/list-page';
import { LIST_PAGE_SIZE, useListQuery } from '../../../ui/list-page/use-list-query';
import { useListSearch } from '../../../ui/list-page/use-list-search';
import { usePageTitle } from '../../../ui/page-title/use-page-title';
import { TagFilter } from '../../tags/components/tag-filter';
import { QuestionBankQuery } from '../graphql/question-bank-operations';
import type { QuestionBank } from '../question-banks';

interface ListedQuestion {
  id: string;
  name: string;
  questionType: string;
  driverMetricName?: string | null;
  questionTags: readonly { id: string; name: string }[];
}

function TagNames({ tags }: { tags: ListedQuestion['questionTags'] }) {
  return (
    <Group gap={4}>
      {tags.map((tag) => (
        <Badge key={tag.id} variant="light" size="sm">
          {tag.name}
        </Badge>
      ))}
    </Group>
  );
}

/**
 * /administration/questions, /questionnaires, /learning-activities and /information-pages
 * (docs/product/content-editor.md#lists): the bank's category only, searchable by name, type, safety metric and tag,
 * with the tag filter. Rows load a page at a time, more as the list is scrolled, so a bank of any size is all within
 * reach.
 */
export function QuestionListPage({ bank }: { bank: QuestionBank }) {
  const { t } = useTranslation('questionBank');
  const title = t(`${bank.key}.title`);
  usePageTitle(title);
  const search = useListSearch();
  const [tagIds, setTagIds] = useState<string[]>([]);
  const list = useListQuery({
    document: QuestionBankQuery,
    field: 'questions',
    search: search.term,
    variables: { questionTypes: bank.types, ...(tagIds.length > 0 ? { questionTagIds: tagIds } : {}) },
    pageSize: LIST_PAGE_SIZE,
  });
  const typeName = (question: ListedQuestion) => t(`types.${question.questionType}`);
  const metricName = (question: ListedQuestion) => question.driverMetricName ?? t('noPrimaryMetric');
  return (
    <ListPage
      title={title}
      addLabel={t(`${bank.key}.add`)}
      addFirstLabel={t(`${bank.key}.addFirst`)}
      search={search}
      list={list}
      itemName={(question) => question.name}
      columns={[
        { key: 'name', header: t('columns.name'), render: (question) => question.name },
        ...(bank.showsType ? [{ key: 'type', header: t('columns.type'), render: typeName }] : []),
        { key: 'metric', header: t('columns.metric'), render: metricName },
        { key: 'tags', header: t('columns.tags'), render: (question) => <TagNames tags={question.questionTags} /> },
      ]}
      renderCard={(question) => (
        <Stack gap={4}>
          <Title order={2} size="h4">
            {question.name}
          </Title>
          {bank.showsType && <Text size="sm">{typeName(question)}</Text>}
          <Text size="sm" c="dimmed">
            {metricName(question)}
          </Text>
          <TagNames tags={question.questionTags} />
        </Stack>
      )}
    >
      <TagFilter value={tagIds} onChange={setTagIds} />
    </ListPage>
  );
}
