import { useQuery } from '@apollo/client/react';
import { Anchor, Center, Chip, Group, Input, Loader, Stack, Text, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorAlert } from '../../ui/error-alert/error-alert';
import { TagsQuery } from '../tags/graphql/tag-operations';

/** Above this many tags a search box narrows the chips. */
export const TAG_SEARCH_THRESHOLD = 12;

export interface TagLinksEditorProps {
  /** The ids of the selected tags. */
  value: readonly string[];
  /** The selected tag ids after a toggle; the page turns them into tag-link changes on Save. */
  onChange: (next: string[]) => void;
  disabled?: boolean;
}

/**
 * The Tags tab of the question and assessment editors: every tag as a toggle. Selecting a tag links
 * it, selecting it again removes the link. Each chip is a checkbox, so Tab and Space work as expected.
 */
export function TagLinksEditor({ value, onChange, disabled = false }: TagLinksEditorProps) {
  const { t } = useTranslation('contentEditor');
  const labelId = useId();
  const tags = useQuery(TagsQuery);
  const [search, setSearch] = useState('');
  const all = tags.data?.questionTags ?? [];
  const needle = search.trim().toLocaleLowerCase();
  const shown = needle ? all.filter((tag) => tag.name.toLocaleLowerCase().includes(needle)) : all;
  const known = new Set(all.map((tag) => tag.id));
  const selectedCount = value.filter((id) => known.has(id)).length;

  return (
    <Stack gap="sm" role="group" aria-labelledby={labelId}>
      <Input.Label id={labelId} component="span">
        {t('tags.label')}
      </Input.Label>
      <Text size="sm" c="dimmed">
        {t('tags.intro')}
      </Text>
      <ErrorAlert errors={tags.error ? [tags.error] : []} />
      {tags.loading && !tags.data && (
        <Center py="md">
          <Loader role="status" aria-label={t('tags.loading')} />
        </Center>
      )}
      {tags.data && all.length === 0 && (
        <Text>
          {t('tags.none')}{' '}
          <Anchor component={Link} to="/administration/tags">
            {t('tags.manage')}
          </Anchor>
        </Text>
      )}
      {all.length > TAG_SEARCH_THRESHOLD && (
        <TextInput
          label={t('tags.search')}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          maw={320}
        />
      )}
      {all.length > 0 && (
        <Text size="sm" aria-live="polite">
          {t('tags.selected', { count: selectedCount })}
        </Text>
      )}
      {needle && shown.length === 0 && <Text>{t('tags.noMatch', { search: search.trim() })}</Text>}
      <Chip.Group multiple value={[...value]} onChange={onChange}>
        <Group gap="xs">
          {shown.map((tag) => (
            <Chip key={tag.id} value={tag.id} disabled={disabled}>
              {tag.name}
            </Chip>
          ))}
        </Group>
      </Chip.Group>
    </Stack>
  );
}
