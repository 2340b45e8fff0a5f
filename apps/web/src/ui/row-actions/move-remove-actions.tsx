import { ActionIcon, Group } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconTrash } from '@tabler/icons-react';

export interface MoveRemoveActionsProps {
  /** Each button's accessible name, naming the row: 'Move Answer 2 up'. */
  moveUpLabel: string;
  moveDownLabel: string;
  removeLabel: string;
  /** Absent at that end of the list: the button shows, disabled. */
  onMoveUp?: () => void;
  onMoveDown?: () => void;
  onRemove: () => void;
}

/** Up, Down and Remove for a row of an ordered list, as icon buttons. */
export function MoveRemoveActions(props: MoveRemoveActionsProps) {
  return (
    <Group gap={4} wrap="nowrap">
      <ActionIcon variant="subtle" aria-label={props.moveUpLabel} disabled={!props.onMoveUp} onClick={props.onMoveUp}>
        <IconArrowUp size={16} aria-hidden />
      </ActionIcon>
      <ActionIcon
        variant="subtle"
        aria-label={props.moveDownLabel}
        disabled={!props.onMoveDown}
        onClick={props.onMoveDown}
      >
        <IconArrowDown size={16} aria-hidden />
      </ActionIcon>
      <ActionIcon variant="subtle" color="red" aria-label={props.removeLabel} onClick={props.onRemove}>
        <IconTrash size={16} aria-hidden />
      </ActionIcon>
    </Group>
  );
}
