import { Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ListPage } from '../../../ui/list-page/list-page';
import { LIST_PAGE_SIZE, useListQuery } from '../../../ui/list-page/use-list-query';
import { useListSearch } from '../../../ui/list-page/use-list-search';
import { usePageTitle } from '../../../ui/page-title/use-page-title';
import { TagsQuery } from '../graphql/tag-operations';

/** /administration/tags: every tag, searchable by name. */
export function TagListPage() {
  const { t } = useTranslation('tags');
  usePageTitle(t('title'));
  const search = useListSearch();
  const list = useListQuery({
    document: TagsQuery,
    field: 'questionTags',
    search: search.term,
    pageSize: LIST_PAGE_SIZE,
  });
  return (
    <ListPage
      title={t('title')}
      addFirstLabel={t('addFirst')}
      search={search}
      list={list}
      itemName={(tag) => tag.name}
      columns={[{ key: 'name', header: t('name'), render: (tag) => tag.name }]}
      renderCard={(tag) => (
        <Title order={2} size="h4">
          {tag.name}
        </Title>
      )}
    />
  );
}
