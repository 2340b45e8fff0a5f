import { Button, Stack, Text, Title } from '@mantine/core';
import { Role } from '@roadmark/domain/roles';
import { SubscriptionType } from '@roadmark/domain/subscription-type';
import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router';
import { RequireRole } from '../../../app/session/require-role';
import { useViewer } from '../../../app/session/use-viewer';
import type { SideMenuHandle } from '../../../app/shell/side-menu';
import { usePageTitle } from '../../../ui/page-title/use-page-title';
import { DistributorMenu } from '../components/distributor-menu';

/** /manage/distributor/... needs DistributorAdministration; staff may come in too. */
export const DISTRIBUTOR_AREA_ROLES = [Role.DistributorAdministration, Role.Administration] as const;

/** /manage/distributor/*: for the distributor the viewer acts for (their own, or the one staff chose to manage). */
export function DistributorLayout() {
  return (
    <RequireRole roles={DISTRIBUTOR_AREA_ROLES}>
      <DistributorOnly />
    </RequireRole>
  );
}

export const distributorHandle: SideMenuHandle = {
  sideMenu: DistributorMenu,
  sideMenuRoles: DISTRIBUTOR_AREA_ROLES,
};

function DistributorOnly() {
  const { viewer } = useViewer();
  if (viewer?.subscription.subscriptionType === SubscriptionType.Distributor) return <Outlet />;
  return <NotActingForDistributor isStaff={!!viewer?.roles.includes(Role.Administration)} />;
}

function NotActingForDistributor({ isStaff }: { isStaff: boolean }) {
  const { t } = useTranslation('subscriptions');
  usePageTitle(t('distributor.notDistributor.title'));
  return (
    <Stack gap="md" align="flex-start">
      <Title order={1}>{t('distributor.notDistributor.title')}</Title>
      <Text>{isStaff ? t('distributor.notDistributor.staffHelp') : t('distributor.notDistributor.help')}</Text>
      {isStaff && (
        <Button component={Link} to="/administration/distributors">
          {t('distributor.notDistributor.toDistributors')}
        </Button>
      )}
    </Stack>
  );
}
