import { Avatar, Menu, UnstyledButton } from '@mantine/core';
import { IconLogout, IconUser } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';

interface UserMenuProps {
  firstName: string;
  lastName: string;
}

export function initials(firstName: string, lastName: string): string {
  return `${firstName.trim().charAt(0)}${lastName.trim().charAt(0)}`.toUpperCase();
}

export function UserMenu({ firstName, lastName }: UserMenuProps) {
  const { t } = useTranslation('common');
  const navigate = useNavigate();
  const name = `${firstName} ${lastName}`.trim();
  return (
    <Menu position="bottom-end" withinPortal withInitialFocusPlaceholder={false}>
      <Menu.Target>
        <UnstyledButton aria-label={t('userMenu.label', { name })} style={{ borderRadius: '50%' }}>
          <Avatar size={32} radius="xl" color="roadmark" variant="filled" aria-hidden>
            {initials(firstName, lastName)}
          </Avatar>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{name}</Menu.Label>
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
