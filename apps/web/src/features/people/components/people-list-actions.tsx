import { Button } from '@mantine/core';
import { IconFileExport, IconFileImport } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useViewer } from '../../../app/session/use-viewer';
import { usePeopleScope } from '../people-kinds';

/** GET /api/export/Users: the list's people as a workbook, dates also in the viewer's time zone. */
export function usersExportUrl(scope: ReturnType<typeof usePeopleScope>): string {
  const query = new URLSearchParams({
    subscriptionId: scope.subscriptionId,
    filterByRoleGroups: scope.roleGroupNames.join(','),
    timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
  });
  if (scope.subscriptionTeamId) query.set('subscriptionTeamId', scope.subscriptionTeamId);
  return `/api/export/Users?${query}`;
}

/**
 * The user list's buttons: Import users, Import assessment or training assignments (drivers), and export to
 * Excel, which shows only when the subscription allows exports. Staff lists have no imports.
 */
export function PeopleListActions() {
  const { t } = useTranslation('imports');
  const scope = usePeopleScope();
  const { viewer } = useViewer();
  if (scope.kind === 'administrators') return null;
  // The assignment import lives under /manage/drivers only; a team's driver list leads there too.
  const assignmentImportPath = scope.subscriptionTeamId
    ? '/manage/drivers/importUserAssessmentAssignments'
    : 'importUserAssessmentAssignments';
  return (
    <>
      <Button component={Link} to="import" variant="default" leftSection={<IconFileImport size={16} aria-hidden />}>
        {t('buttons.importUsers')}
      </Button>
      {scope.kind === 'drivers' && (
        <Button
          component={Link}
          to={assignmentImportPath}
          variant="default"
          leftSection={<IconFileImport size={16} aria-hidden />}
        >
          {t('buttons.importAssignments')}
        </Button>
      )}
      {viewer?.subscription.allowExport && (
        <Button
          component="a"
          href={usersExportUrl(scope)}
          download
          variant="default"
          leftSection={<IconFileExport size={16} aria-hidden />}
        >
          {t('buttons.export')}
        </Button>
      )}
    </>
  );
}
