import { Button, Group } from '@mantine/core';
import { IconListCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { REQUIRED_TABS } from '../assignment-scope';

/**
 * Links from a person's or team's edit page to their Required assessments and Required training lists.
 * `detailsPath` is relative to the current path, e.g. '../../details/{id}' from edit/{id}.
 */
export function RequiredListLinks({ detailsPath }: { detailsPath: string }) {
  const { t } = useTranslation('assignments');
  return (
    <Group gap="sm">
      {REQUIRED_TABS.map((tab) => (
        <Button
          key={tab}
          component={Link}
          to={`${detailsPath}/${tab}`}
          relative="path"
          variant="light"
          size="xs"
          leftSection={<IconListCheck size={14} aria-hidden />}
        >
          {t(`tabs.${tab}`)}
        </Button>
      ))}
    </Group>
  );
}
