import { Badge, Button, Center, Checkbox, Group, Loader, Modal, Stack, Table, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { type QuestionCategory, questionTypesInCategory } from '@roadmark/domain/content/question-types';
import { IconSearch } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../ui/error-alert/error-alert';
import { LoadMore } from '../../../ui/list-page/load-more';
import { LIST_PAGE_SIZE, useListQuery } from '../../../ui/list-page/use-list-query';
import { SEARCH_DEBOUNCE_MS } from '../../../ui/list-page/use-list-search';
import { SegmentedChoice } from '../../../ui/segmented-choice/segmented-choice';
import { TagFilter } from '../../tags/components/tag-filter';
import { QuestionBankQuery } from '../graphql/question-bank-operations';
import { type PickerResult, pickerResult } from './picker-result';

export interface PickedQuestion {
  id: string;
  name: string;
  questionType: string;
  driverMetricName?: string | null;
  scoredDriverMetricNames: string[];
}

export interface QuestionPickerModalProps {
  opened: boolean;
  /** The category shown: Select questions, questionnaires, learning or information pages. */
  category: QuestionCategory;
  /** The ids selected when the picker opens (an existing pool), empty for a new one. */
  initialSelectedIds: readonly string[];
  /** 'add' for a new pool ('Add {count} selected ...'), 'use' when editing one ('Use {count} selected ...'). */
  mode: 'add' | 'use';
  /** Ids that may not be chosen (a sequence cannot contain itself). */
  excludedIds?: readonly string[];
  onClose: (result: PickerResult<PickedQuestion>) => void;
}

/**
 * The picker modals (docs/product/content-editor.md#pickers): search, tags, All/Selected, a table of name, type, safety
 * metric and tags; rows toggle; a double-click selects the row and confirms at once. The result reports added and
 * removed ids relative to the initial selection.
 */
export function QuestionPickerModal(props: QuestionPickerModalProps) {
  const { t } = useTranslation('questionBank');
  const key = `picker.${props.category}`;
  return (
    <Modal
      opened={props.opened}
      onClose={() => props.onClose({ cancelled: true })}
      title={t(`${key}.title`)}
      size="xl"
      closeButtonProps={{ 'aria-label': t('picker.close') }}
    >
      {props.opened && <PickerBody {...props} />}
    </Modal>
  );
}

function PickerBody({ category, initialSelectedIds, mode, excludedIds = [], onClose }: QuestionPickerModalProps) {
  const { t } = useTranslation('questionBank');
  // The picker's own search: the page behind it keeps its address, and each opening starts afresh.
  const [searchInput, setSearchInput] = useState('');
  const [searchTerm] = useDebouncedValue(searchInput.trim(), SEARCH_DEBOUNCE_MS);
  const [tagIds, setTagIds] = useState<string[]>([]);
  const [show, setShow] = useState<'all' | 'selected'>('all');
  const [selected, setSelected] = useState<Map<string, PickedQuestion>>(new Map());
  const [selectedIds, setSelectedIds] = useState<Set<string>>(new Set(initialSelectedIds));
  const list = useListQuery({
    document: QuestionBankQuery,
    field: 'questions',
    search: searchTerm,
    variables: {
      questionTypes: questionTypesInCategory(category),
      ...(tagIds.length > 0 ? { questionTagIds: tagIds } : {}),
    },
    pageSize: LIST_PAGE_SIZE,
  });
  const excluded = useMemo(() => new Set(excludedIds), [excludedIds]);
  const rows = list.items.filter((row) => !excluded.has(row.id) && (show === 'all' || selectedIds.has(row.id)));

  const toggle = (row: PickedQuestion, on = !selectedIds.has(row.id)) => {
    const ids = new Set(selectedIds);
    const picked = new Map(selected);
    if (on) {
      ids.add(row.id);
      picked.set(row.id, row);
    } else {
      ids.delete(row.id);
      picked.delete(row.id);
    }
    setSelectedIds(ids);
    setSelected(picked);
    return { ids, picked };
  };
  const confirm = (ids: Set<string>, picked: Map<string, PickedQuestion>) =>
    onClose(pickerResult(initialSelectedIds, ids, picked));
  const count = selectedIds.size;
  const typeName = (type: string) => t(`types.${type}`);

  return (
    <Stack gap="sm">
      <Group align="flex-end">
        <TextInput
          type="search"
          label={t('picker.search')}
          value={searchInput}
          onChange={(event) => setSearchInput(event.currentTarget.value)}
          leftSection={<IconSearch size={16} aria-hidden />}
          style={{ flex: 1 }}
          data-autofocus
        />
        <SegmentedChoice
          aria-label={t('picker.show')}
          value={show}
          onChange={setShow}
          data={[
            { value: 'all', label: t('picker.all') },
            { value: 'selected', label: t('picker.selected') },
          ]}
        />
      </Group>
      <TagFilter value={tagIds} onChange={setTagIds} />
      <ErrorAlert errors={list.errors} />
      {list.loading ? (
        <Center py="lg">
          <Loader role="status" aria-label={t('picker.loading')} />
        </Center>
      ) : rows.length === 0 ? (
        <Text c="dimmed" ta="center" py="md">
          {searchTerm ? t('picker.noMatches', { search: searchTerm }) : t('picker.nothing')}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={480} mah={420}>
          <Table highlightOnHover aria-label={t(`picker.${category}.title`)}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('picker.select')}</Table.Th>
                <Table.Th scope="col">{t('columns.name')}</Table.Th>
                <Table.Th scope="col">{t('columns.type')}</Table.Th>
                <Table.Th scope="col">{t('columns.metric')}</Table.Th>
                <Table.Th scope="col">{t('columns.tags')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => (
                <Table.Tr
                  key={row.id}
                  onClick={() => toggle(row)}
                  onDoubleClick={() => {
                    const { ids, picked } = toggle(row, true);
                    confirm(ids, picked);
                  }}
                  style={{ cursor: 'pointer' }}
                  aria-selected={selectedIds.has(row.id)}
                >
                  <Table.Td onClick={(event) => event.stopPropagation()}>
                    <Checkbox
                      aria-label={t('picker.selectRow', { name: row.name })}
                      checked={selectedIds.has(row.id)}
                      onChange={(event) => toggle(row, event.currentTarget.checked)}
                    />
                  </Table.Td>
                  <Table.Td>{row.name}</Table.Td>
                  <Table.Td>{typeName(row.questionType)}</Table.Td>
                  <Table.Td>{row.driverMetricName ?? t('noPrimaryMetric')}</Table.Td>
                  <Table.Td>
                    <Group gap={4}>
                      {row.questionTags.map((tag) => (
                        <Badge key={tag.id} size="sm" variant="light">
                          {tag.name}
                        </Badge>
                      ))}
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          <LoadMore hasMore={list.hasMore} loadingMore={list.loadingMore} onLoadMore={() => void list.loadMore()} />
        </Table.ScrollContainer>
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={() => onClose({ cancelled: true })}>
          {t('picker.cancel')}
        </Button>
        <Button onClick={() => confirm(selectedIds, selected)}>{t(`picker.${category}.${mode}`, { count })}</Button>
      </Group>
    </Stack>
  );
}
