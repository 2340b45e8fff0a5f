import { AppShell, Box, em } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { Suspense, useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation } from 'react-router';
import { BrandStyle } from '../../features/branding/brand-style';
import { PageLoader } from '../page-loader';
import { useSessionSync } from '../session/session-sync';
import { mustGoToTwoFactorSetup, TWO_FACTOR_SETUP_PATH } from '../session/two-factor-setup-redirect';
import { useViewer } from '../session/use-viewer';
import { AppFooter } from './app-footer';
import { AppHeader } from './app-header';
import { EmulationBanner } from './emulation-banner';
import { useSideMenu } from './side-menu';
import { TopNavigation } from './top-navigation';
import { viewerNavigation } from './viewer-navigation';

const HEADER_HEIGHT = 60;
/**
 * The main area fills the screen, so the footer starts just below it: a page whose content arrives after the shell
 * then pushes the footer further down out of sight, instead of moving it off the screen (a layout shift on every
 * page load, and another each time the content's height changes).
 */
const MAIN_MIN_HEIGHT = '100dvh';

/**
 * The side menu scrolls natively when it is taller than the screen. Mantine's ScrollArea would bring its own
 * scrollbars and the floating-ui library (about 20 KB compressed) into the code every page loads first.
 */
const SCROLLING_SECTION = { overflowY: 'auto' } as const;

/**
 * The shell (docs/product/screens.md#the-shell): header, sidebar (when the open area has a side menu), main area and
 * footer.
 */
export function AppLayout() {
  const { t } = useTranslation('common');
  const { viewer, checking } = useViewer();
  useSessionSync();
  const { pathname } = useLocation();
  const [opened, { toggle, close }] = useDisclosure(false);
  // Read on the first render: asked in an effect (the hook's default), the answer would draw the whole page again.
  const isMobile = useMediaQuery(`(max-width: ${em(767.98)})`, undefined, { getInitialValueInEffect: false });
  const navbarId = useId();
  const SideMenu = useSideMenu(viewer?.roles);
  const { items, providerOwn } = viewerNavigation(viewer);
  const hasNavbarContent = SideMenu !== null || items.length > 0;
  const navbarVisible = isMobile ? opened : SideMenu !== null;

  // biome-ignore lint/correctness/useExhaustiveDependencies: the mobile menu closes whenever the page changes
  useEffect(close, [pathname]);

  return (
    <AppShell
      header={{ height: HEADER_HEIGHT }}
      navbar={{ width: 260, breakpoint: 'sm', collapsed: { mobile: !opened, desktop: SideMenu === null } }}
      padding="md"
    >
      {viewer?.subscription.brandColor && <BrandStyle brandColor={viewer.subscription.brandColor} />}
      <AppShell.Header>
        <AppHeader
          viewer={viewer}
          checking={checking}
          burger={hasNavbarContent ? { opened, toggle, controls: navbarId } : undefined}
        />
      </AppShell.Header>
      {hasNavbarContent && (
        <AppShell.Navbar id={navbarId} p="sm" inert={!navbarVisible} aria-label={t('nav.sidebar')}>
          <AppShell.Section grow style={SCROLLING_SECTION}>
            <Box hiddenFrom="sm" mb="md">
              <TopNavigation items={items} orientation="vertical" landmark={false} providerOwn={providerOwn} />
            </Box>
            {SideMenu && <SideMenu />}
          </AppShell.Section>
        </AppShell.Navbar>
      )}
      <AppShell.Main id="main-content" style={{ minHeight: MAIN_MIN_HEIGHT }}>
        <EmulationBanner viewer={viewer} />
        <Suspense fallback={<PageLoader />}>
          {mustGoToTwoFactorSetup(viewer, pathname) ? <Navigate replace to={TWO_FACTOR_SETUP_PATH} /> : <Outlet />}
        </Suspense>
      </AppShell.Main>
      <Box
        component="footer"
        style={{
          paddingInlineStart: 'var(--app-shell-navbar-offset, 0rem)',
          borderTop: '1px solid var(--mantine-color-gray-3)',
        }}
      >
        <AppFooter />
      </Box>
    </AppShell>
  );
}
