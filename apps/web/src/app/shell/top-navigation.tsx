import { Button, Group, Stack } from '@mantine/core';
import type { TopNavigationItem } from '@roadmark/domain/navigation';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { activeTopNavigationItem, topNavigationLinks } from './top-navigation-links';

interface TopNavigationProps {
  items: readonly TopNavigationItem[];
  orientation?: 'horizontal' | 'vertical';
  /** False when already inside another navigation landmark (the sidebar on small screens). */
  landmark?: boolean;
  /** The viewer works in the provider's own subscription: its Manage link says so. */
  providerOwn?: boolean;
}

/** The main navigation links; the current area's link is marked with aria-current. */
export function TopNavigation({
  items,
  orientation = 'horizontal',
  landmark = true,
  providerOwn = false,
}: TopNavigationProps) {
  const { t } = useTranslation('common');
  const { pathname } = useLocation();
  if (items.length === 0) return null;
  const links = topNavigationLinks(items);
  const active = activeTopNavigationItem(links, pathname);
  const Container = orientation === 'horizontal' ? Group : Stack;
  const list = (
    <Container gap={4}>
      {links.map(({ item, to }) => (
        <Button
          key={item}
          component={Link}
          to={to}
          variant={item === active ? 'light' : 'subtle'}
          aria-current={item === active ? 'page' : undefined}
          justify={orientation === 'vertical' ? 'flex-start' : undefined}
          fullWidth={orientation === 'vertical'}
        >
          {item === 'manageSubscription' && providerOwn ? t('nav.manageOwnSubscription') : t(`nav.${item}`)}
        </Button>
      ))}
    </Container>
  );
  return landmark ? <nav aria-label={t('nav.label')}>{list}</nav> : list;
}
