import { useQuery } from '@apollo/client/react';
import { Button, Chip, Collapse, Group, Paper, Text } from '@mantine/core';
import { IconFilter } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../ui/error-alert/error-alert';
import { TagsQuery } from '../graphql/tag-operations';

export interface TagFilterProps {
  /** The selected tag ids: a row is kept when it has any of them, or when none is selected. */
  value: readonly string[];
  onChange: (tagIds: string[]) => void;
}

/** The toggle for a panel of tag chips that filters a content list (docs/product/content-editor.md#lists). */
export function TagFilter({ value, onChange }: TagFilterProps) {
  const { t } = useTranslation('tags');
  const [open, setOpen] = useState(value.length > 0);
  const panelId = useId();
  const tags = useQuery(TagsQuery, { skip: !open });
  const selected = value.length;
  return (
    <>
      <Group>
        <Button
          variant={selected > 0 ? 'light' : 'default'}
          leftSection={<IconFilter size={16} aria-hidden />}
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((o) => !o)}
        >
          {selected > 0 ? t('filter.toggleWithCount', { count: selected }) : t('filter.toggle')}
        </Button>
        {selected > 0 && (
          <Button variant="subtle" onClick={() => onChange([])}>
            {t('filter.clear')}
          </Button>
        )}
      </Group>
      <Collapse expanded={open} id={panelId}>
        <Paper withBorder p="sm" role="group" aria-label={t('filter.label')}>
          <ErrorAlert errors={tags.error ? [tags.error] : []} />
          {tags.data && tags.data.questionTags.length === 0 && <Text c="dimmed">{t('filter.none')}</Text>}
          <Chip.Group multiple value={[...value]} onChange={onChange}>
            <Group gap="xs">
              {tags.data?.questionTags.map((tag) => (
                <Chip key={tag.id} value={tag.id} size="sm">
                  {tag.name}
                </Chip>
              ))}
            </Group>
          </Chip.Group>
        </Paper>
      </Collapse>
    </>
  );
}
