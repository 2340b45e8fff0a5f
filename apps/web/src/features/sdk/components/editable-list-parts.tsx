import { ActionIcon, Button, Group, Text } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/** The red bin beside each row of an editable list (allowed IP addresses, webhook headers). */
export function RemoveRowButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <ActionIcon variant="subtle" color="red" size="lg" aria-label={label} onClick={onClick}>
      <IconTrash size={16} aria-hidden />
    </ActionIcon>
  );
}

/** Below an editable list: the list's own error, then its Add button. */
export function EditableListFooter({
  error,
  addLabel,
  onAdd,
}: {
  error: ReactNode;
  addLabel: string;
  onAdd: () => void;
}) {
  return (
    <>
      {error && (
        <Text size="sm" c="red.8" role="alert">
          {error}
        </Text>
      )}
      <Group>
        <Button variant="default" size="xs" leftSection={<IconPlus size={14} aria-hidden />} onClick={onAdd}>
          {addLabel}
        </Button>
      </Group>
    </>
  );
}
