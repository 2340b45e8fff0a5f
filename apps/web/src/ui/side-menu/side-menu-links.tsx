import { NavLink, Text } from '@mantine/core';
import type { ComponentType } from 'react';
import { Link, useLocation } from 'react-router';

export interface SideMenuLink {
  to: string;
  /** Already translated. */
  label: string;
  icon: ComponentType<{ size?: number; 'aria-hidden'?: boolean }>;
  /** A file to download (an export), not a page: a plain link the browser saves. */
  download?: boolean;
}

/** An area's sidebar: a small heading, then its links, the one of the open page marked current. */
export function SideMenuLinks({ heading, links }: { heading: string; links: readonly SideMenuLink[] }) {
  const { pathname } = useLocation();
  return (
    <>
      <Text size="xs" fw={700} tt="uppercase" c="dimmed" px="sm" mb="xs">
        {heading}
      </Text>
      {links.map(({ to, label, icon: Icon, download }) => {
        if (download) {
          return (
            <NavLink
              key={to}
              component="a"
              href={to}
              download
              label={label}
              leftSection={<Icon size={18} aria-hidden />}
            />
          );
        }
        const active = pathname === to || pathname.startsWith(`${to}/`);
        return (
          <NavLink
            key={to}
            component={Link}
            to={to}
            label={label}
            leftSection={<Icon size={18} aria-hidden />}
            active={active}
            aria-current={active ? 'page' : undefined}
          />
        );
      })}
    </>
  );
}
