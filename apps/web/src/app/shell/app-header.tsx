import { Anchor, Burger, Button, Group, Image } from '@mantine/core';
import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { loginPath } from '../session/require-auth';
import { LanguageButton } from './language-button';
import { MenuOnDemand } from './menu-on-demand';
import { TopNavigation } from './top-navigation';
import { UserButton } from './user-button';
import { type NavigationViewerLike, viewerNavigation } from './viewer-navigation';

const LanguageMenu = lazy(async () => ({ default: (await import('./language-menu')).LanguageMenu }));
const UserMenu = lazy(async () => ({ default: (await import('./user-menu')).UserMenu }));

export interface HeaderViewer extends NavigationViewerLike {
  firstName: string;
  lastName: string;
  subscription: NavigationViewerLike['subscription'] & { companyName: string; brandImageUrl?: string | null };
}

interface AppHeaderProps {
  viewer: HeaderViewer | null;
  checking?: boolean;
  burger?: { opened: boolean; toggle: () => void; controls: string };
}

/** Brand, top navigation, language and user menus. */
export function AppHeader({ viewer, checking = false, burger }: AppHeaderProps) {
  const { t } = useTranslation('common');
  const { pathname, search } = useLocation();
  const { items, showUserMenu, providerOwn } = viewerNavigation(viewer);
  // Sign-in pages offer their own way in; study participants join with a code, never by signing in.
  const onSignInPages =
    pathname.startsWith('/account/') || pathname.startsWith('/authentication/') || /^\/study(\/|-|$)/.test(pathname);
  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap">
      <Group gap="md" wrap="nowrap">
        {burger && (
          <Burger
            opened={burger.opened}
            onClick={burger.toggle}
            hiddenFrom="sm"
            size="sm"
            aria-label={t('nav.toggle')}
            aria-expanded={burger.opened}
            aria-controls={burger.controls}
          />
        )}
        <Anchor component={Link} to="/" fw={700} fz="xl" underline="never" c="roadmark.8" aria-label={t('nav.brand')}>
          {viewer?.subscription.brandImageUrl ? (
            <Image
              src={viewer.subscription.brandImageUrl}
              alt={t('nav.brandLogo', { companyName: viewer.subscription.companyName })}
              h={40}
              w="auto"
              maw={180}
              fit="contain"
            />
          ) : (
            t('appName')
          )}
        </Anchor>
        <Group visibleFrom="sm">
          <TopNavigation items={items} providerOwn={providerOwn} />
        </Group>
      </Group>
      <Group gap="sm" wrap="nowrap">
        <MenuOnDemand trigger={(open) => <LanguageButton onClick={open} />} menu={<LanguageMenu defaultOpened />} />
        {viewer && showUserMenu && (
          <MenuOnDemand
            trigger={(open) => <UserButton firstName={viewer.firstName} lastName={viewer.lastName} onClick={open} />}
            menu={<UserMenu firstName={viewer.firstName} lastName={viewer.lastName} defaultOpened />}
          />
        )}
        {!viewer && !checking && !onSignInPages && (
          <Button component={Link} to={loginPath(`${pathname}${search}`)} size="sm">
            {t('userMenu.signIn')}
          </Button>
        )}
      </Group>
    </Group>
  );
}
