import { Button, Group } from '@mantine/core';
import { Role } from '@roadmark/domain/roles';
import { IconFileImport, IconUsers } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useViewer } from '../../../app/session/use-viewer';

/** Which team-scoped people screens a role opens: drivers with driver management, managers with administration. */
const AREAS = [
  { area: 'drivers', role: Role.DriverManagement },
  { area: 'managers', role: Role.SubscriptionAdministration },
] as const;

/**
 * Links from a team's edit page to the team's own driver and manager lists and their imports (people imported
 * there join the team), for the roles that may open them. `detailsPath` is relative to the current path.
 */
export function TeamPeopleLinks({ detailsPath }: { detailsPath: string }) {
  const { t } = useTranslation('teams');
  const { viewer } = useViewer();
  const areas = AREAS.filter(({ role }) => viewer?.roles.includes(role));
  if (areas.length === 0) return null;
  return (
    <Group gap="sm">
      {areas.flatMap(({ area }) => [
        <Button
          key={area}
          component={Link}
          to={`${detailsPath}/${area}`}
          relative="path"
          variant="light"
          size="xs"
          leftSection={<IconUsers size={14} aria-hidden />}
        >
          {t(`people.${area}`)}
        </Button>,
        <Button
          key={`${area}-import`}
          component={Link}
          to={`${detailsPath}/${area}/import`}
          relative="path"
          variant="light"
          size="xs"
          leftSection={<IconFileImport size={14} aria-hidden />}
        >
          {t(`people.${area}Import`)}
        </Button>,
      ])}
    </Group>
  );
}
