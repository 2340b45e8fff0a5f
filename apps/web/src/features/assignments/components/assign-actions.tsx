import { Button, Menu } from '@mantine/core';
import { IconListCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { REQUIRED_TABS } from '../assignment-scope';

/**
 * Assigning from a list of people or teams, without opening the edit page first: a button on each card and row
 * for assessments, and menu entries for assessments and training. Each opens the person's or team's Required list
 * (`details/{id}/assessments` or `/training`, relative to the list), where assignments are added.
 */
export function AssignButton({ id, name }: { id: string; name: string }) {
  const { t } = useTranslation('assignments');
  return (
    <Button
      component={Link}
      to={`details/${id}/assessments`}
      variant="light"
      size="xs"
      leftSection={<IconListCheck size={14} aria-hidden />}
      aria-label={t('assign.assessmentsFor', { name })}
    >
      {t('assign.assessments')}
    </Button>
  );
}

/** The More menu's entries: Assign assessments, Assign training. */
export function AssignMenuItems({ id }: { id: string }) {
  const { t } = useTranslation('assignments');
  return REQUIRED_TABS.map((tab) => (
    <Menu.Item
      key={tab}
      component={Link}
      to={`details/${id}/${tab}`}
      leftSection={<IconListCheck size={14} aria-hidden />}
    >
      {t(`assign.${tab}`)}
    </Menu.Item>
  ));
}
