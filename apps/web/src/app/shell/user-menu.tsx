import { Menu } from '@mantine/core';
import { IconLogout, IconUser } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { UserButton, type UserMenuProps } from './user-button';

export function UserMenu({ firstName, lastName, defaultOpened = false }: UserMenuProps & { defaultOpened?: boolean }) {
  const { t } = useTranslation('common');
  const navigate = useNavigate();
  return (
    <Menu position="bottom-end" withinPortal withInitialFocusPlaceholder={false} defaultOpened={defaultOpened}>
      <Menu.Target>
        <UserButton firstName={firstName} lastName={lastName} />
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{`${firstName} ${lastName}`.trim()}</Menu.Label>
        <Menu.Item component={Link} to="/profile" leftSection={<IconUser size={16} aria-hidden />}>
          {t('userMenu.profile')}
        </Menu.Item>
        <Menu.Item
          leftSection={<IconLogout size={16} aria-hidden />}
          onClick={() => navigate('/authentication/logout', { state: { local: true } })}
        >
          {t('userMenu.signOut')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
