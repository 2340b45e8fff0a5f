import { Avatar, UnstyledButton, type UnstyledButtonProps } from '@mantine/core';
import type { ComponentPropsWithRef } from 'react';
import { useTranslation } from 'react-i18next';

export interface UserMenuProps {
  firstName: string;
  lastName: string;
}

export function initials(firstName: string, lastName: string): string {
  return `${firstName.trim().charAt(0)}${lastName.trim().charAt(0)}`.toUpperCase();
}

/** The user menu's button: the person's initials, named "Account menu for {name}". */
export function UserButton({
  firstName,
  lastName,
  ...props
}: UserMenuProps & UnstyledButtonProps & ComponentPropsWithRef<'button'>) {
  const { t } = useTranslation('common');
  const name = `${firstName} ${lastName}`.trim();
  return (
    <UnstyledButton aria-label={t('userMenu.label', { name })} style={{ borderRadius: '50%' }} {...props}>
      <Avatar size={32} radius="xl" color="roadmark" variant="filled" aria-hidden>
        {initials(firstName, lastName)}
      </Avatar>
    </UnstyledButton>
  );
}
