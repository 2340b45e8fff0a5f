import { Stack, Tabs, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation } from 'react-router';
import { RequireAuth } from '../../app/session/require-auth';

/** The profile tabs, each a link to its own address; the active one follows the path. */
export const PROFILE_TABS = [
  { value: 'details', labelKey: 'tabs.details' },
  { value: 'changeEmail', labelKey: 'tabs.changeEmail' },
  { value: 'changePassword', labelKey: 'tabs.changePassword' },
  { value: 'twoFactor', labelKey: 'tabs.twoFactor' },
] as const;

export type ProfileTab = (typeof PROFILE_TABS)[number]['value'];

export function activeProfileTab(pathname: string): ProfileTab | null {
  const segment = pathname.replace(/\/+$/, '').split('/').pop()?.toLowerCase();
  return PROFILE_TABS.find((tab) => tab.value.toLowerCase() === segment)?.value ?? null;
}

/** /profile/*: signed in only; the heading 'Your profile', the tabs, and the open tab's page in its panel. */
export function ProfileLayout() {
  return (
    <RequireAuth>
      <ProfileTabs />
    </RequireAuth>
  );
}

function ProfileTabs() {
  const { t } = useTranslation('profile');
  const { pathname } = useLocation();
  const active = activeProfileTab(pathname);
  return (
    <Stack gap="lg" maw={640}>
      <Title order={1}>{t('layout.heading')}</Title>
      <Tabs value={active} id="profile-tabs" activateTabWithKeyboard={false}>
        <Tabs.List aria-label={t('layout.tabsLabel')}>
          {PROFILE_TABS.map((tab) => (
            <Tabs.Tab
              key={tab.value}
              value={tab.value}
              renderRoot={({ type: _type, ...props }) => <Link to={`/profile/${tab.value}`} {...props} />}
            >
              {t(tab.labelKey)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {active && (
          <Tabs.Panel value={active} pt="lg">
            <Outlet />
          </Tabs.Panel>
        )}
      </Tabs>
      {/* /profile itself: its index route moves on to the details tab. */}
      {!active && <Outlet />}
    </Stack>
  );
}
