import { Tabs } from '@mantine/core';
import { TagLinksEditor } from './tag-links-editor';

export interface TagsTabProps {
  values: { tagIds: string[] };
  onChange: (patch: { tagIds: string[] }) => void;
}

/** The Tags tab of the assessment and question editors: the tags linked to the record being edited. */
export function TagsTab({ values, onChange }: TagsTabProps) {
  return (
    <Tabs.Panel value="tags" pt="md">
      <TagLinksEditor value={values.tagIds} onChange={(tagIds) => onChange({ tagIds })} />
    </Tabs.Panel>
  );
}
