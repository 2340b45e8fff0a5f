import { ActionIcon, Button, Group, Menu } from '@mantine/core';
import { IconDots, IconPencil, IconTrash } from '@tabler/icons-react';
import type { ReactNode, SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export interface ListItemActionsProps {
  name: string;
  editPath: string | null;
  deletePath: string | null;
  /** Further buttons shown after Edit, for what is done most often with an item (e.g. Assign assessments). */
  actions?: ReactNode;
  /** Further menu entries (e.g. Manage / Stop managing), shown above Delete. */
  menuItems?: ReactNode;
}

/** Clicks inside the actions (including the menu, portalled but still a React child) must not open the row. */
function stop(event: SyntheticEvent) {
  event.stopPropagation();
}

/** The visible Edit button (and any further actions) and the More menu holding Delete, for one card or row. */
export function ListItemActions({ name, editPath, deletePath, actions, menuItems }: ListItemActionsProps) {
  const { t } = useTranslation('listPage');
  const hasMenu = !!deletePath || !!menuItems;
  if (!editPath && !actions && !hasMenu) return null;
  return (
    <Group gap="xs" wrap="nowrap" justify="flex-end" onClick={stop} onDoubleClick={stop} onKeyDown={stop}>
      {editPath && (
        <Button
          component={Link}
          to={editPath}
          variant="light"
          size="xs"
          leftSection={<IconPencil size={14} aria-hidden />}
          aria-label={t('editItem', { name })}
        >
          {t('edit')}
        </Button>
      )}
      {actions}
      {hasMenu && (
        <Menu position="bottom-end" withinPortal withInitialFocusPlaceholder={false}>
          <Menu.Target>
            <ActionIcon variant="subtle" color="gray" aria-label={t('moreActions', { name })}>
              <IconDots size={18} aria-hidden />
            </ActionIcon>
          </Menu.Target>
          <Menu.Dropdown>
            {menuItems}
            {deletePath && (
              <Menu.Item component={Link} to={deletePath} c="red.9" leftSection={<IconTrash size={14} aria-hidden />}>
                {t('delete')}
              </Menu.Item>
            )}
          </Menu.Dropdown>
        </Menu>
      )}
    </Group>
  );
}
