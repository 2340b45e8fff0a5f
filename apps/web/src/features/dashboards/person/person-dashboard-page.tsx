import { Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { NotFoundPage } from '../../../app/not-found-page';
import type { PageDataHandle } from '../../../app/page-data-prefetch';
import { PageLoader } from '../../../app/page-loader';
import { RequireAuth } from '../../../app/session/require-auth';
import { useViewer } from '../../../app/session/use-viewer';
import { prefetchPageQuery } from '../../../lib/page-query-prefetch';
import { usePageQuery } from '../../../lib/use-page-query';
import { ErrorAlert } from '../../../ui/error-alert/error-alert';
import { usePageTitle } from '../../../ui/page-title/use-page-title';
import { BackButton, isNotFoundError } from '../subscription/dashboard-states';
import { PersonDashboardQuery } from './person-dashboard-operations';
import type { PersonDashboardAddress } from './person-dashboard-types';
import { PersonDashboardView } from './person-dashboard-view';

export interface PersonDashboardPageProps {
  /** The viewer's own (/me), by profile (/drivers/home/{profileId}) or by user (/dashboard/user/{userId}, staff). */
  address: PersonDashboardAddress;
  /** Every dashboard but the two roots (/dashboard and /me) has a back button; the mount point passes its own. */
  back?: ReactNode;
}

/**
 * The person's dashboard (docs/product/dashboards.md#a-persons-dashboard), wherever it is mounted. Someone the viewer
 * may not see is answered NOT_FOUND by the server and shows the app's not-found page; the viewer's own dashboard greets
 * them from the first paint.
 */
export function PersonDashboardPage({ address, back }: PersonDashboardPageProps) {
  return (
    <RequireAuth>
      <PersonDashboard address={address} back={back} />
    </RequireAuth>
  );
}

/** /me */
export function OwnDashboardPage() {
  return <PersonDashboardPage address={{ kind: 'own' }} />;
}

/** /drivers/home/{profileId} */
export function DriverHomePage() {
  const { profileId = '' } = useParams();
  return <PersonDashboardPage address={{ kind: 'profile', profileId }} />;
}

/** /dashboard/user/{userId} */
export function UserDashboardPage() {
  const { userId = '' } = useParams();
  return <PersonDashboardPage address={{ kind: 'user', userId }} back={<BackButton />} />;
}

/** /me's query, sent as the app starts when it opens on /me (see prefetchPageQuery). */
export const ownDashboardData: PageDataHandle = {
  prefetchData: (client) => prefetchPageQuery(client, PersonDashboardQuery, dashboardVariables({ kind: 'own' })),
};

/** /drivers/home/{profileId}'s query, sent as the app starts when it opens there. */
export const driverHomeData: PageDataHandle = {
  prefetchData: (client, { profileId = '' }) =>
    prefetchPageQuery(client, PersonDashboardQuery, dashboardVariables({ kind: 'profile', profileId })),
};

export function dashboardVariables(address: PersonDashboardAddress): { profileId?: string; userId?: string } {
  if (address.kind === 'profile') return { profileId: address.profileId };
  if (address.kind === 'user') return { userId: address.userId };
  return {};
}

function PersonDashboard({ address, back }: PersonDashboardPageProps) {
  const { t } = useTranslation('person-dashboard');
  const { data, error } = usePageQuery(PersonDashboardQuery, { variables: dashboardVariables(address) });
  const dashboard = data?.meDashboardViewModel;
  const ownAddress = address.kind === 'own';
  const own = dashboard ? dashboard.isOwnDashboard : ownAddress;
  usePageTitle(
    own
      ? t('common:home.title')
      : dashboard
        ? t('title.other', { name: `${dashboard.firstName} ${dashboard.lastName}` })
        : t('title.loading'),
  );
  if (dashboard) {
    return back ? (
      <Stack gap="md">
        {back}
        <PersonDashboardView dashboard={dashboard} />
      </Stack>
    ) : (
      <PersonDashboardView dashboard={dashboard} />
    );
  }
  if (error && isNotFoundError(error)) return ownAddress ? <NoDashboard /> : <NotFoundPage />;
  return (
    <Stack gap="md">
      {back}
      {ownAddress && <Greeting />}
      {error ? <ErrorAlert errors={[error]} /> : <PageLoader label={t('loading')} />}
    </Stack>
  );
}

/** The viewer's own greeting, shown before their dashboard arrives. */
function Greeting() {
  const { t } = useTranslation('person-dashboard');
  const { viewer } = useViewer();
  return <Title order={1}>{t('welcome', { firstName: viewer?.firstName ?? '' })}</Title>;
}

/** Someone without a driver profile (e.g. provider staff) has no dashboard of their own: the home page greets them. */
function NoDashboard() {
  const { t } = useTranslation('person-dashboard');
  return (
    <Stack gap="md">
      <Greeting />
      <Text>{t('intro')}</Text>
    </Stack>
  );
}
