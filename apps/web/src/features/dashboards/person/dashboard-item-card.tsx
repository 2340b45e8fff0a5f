import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { isFinishedStatus, SessionStatus } from '@roadmark/domain/delivery/session-status';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { RichTextView } from '../../../ui/rich-text/rich-text-view';
import { RiskBadge } from '../../session-player/finish/risk-badge';
import { sessionKindOf } from '../../session-player/session-kind';
import { DueDates } from './due-dates';
import { HistoricResults } from './historic-results';
import { type ActionViewer, type ItemAction, itemActions } from './item-actions';
import type { PersonDashboardItemView } from './person-dashboard-types';

export interface DashboardItemCardProps {
  item: PersonDashboardItemView;
  viewer: ActionViewer;
  /** The viewer's today, for the due-date colour (tests fix it). */
  today?: Date;
}

/** One assessment or training module on the person's dashboard, with where they stand. */
export function DashboardItemCard({ item, viewer, today }: DashboardItemCardProps) {
  const { t } = useTranslation('person-dashboard');
  const titleId = useId();
  const kind = sessionKindOf(item.assessmentType);
  const scored = item.assessmentType === 'Assessment';
  const latest = item.latestSession;
  const finished = isFinishedStatus(item.status) && latest !== null;
  return (
    <Card withBorder component="article" aria-labelledby={titleId} padding="md">
      <Stack gap="xs">
        <Group gap="xs" justify="space-between" align="flex-start">
          <Title order={3} size="h4" id={titleId}>
            {item.name}
          </Title>
          <Group gap="xs">
            <Badge variant="light" color="gray" styles={{ label: { textTransform: 'none' } }}>
              {t(`type.${item.assessmentType}`)}
            </Badge>
            {item.recommended && (
              <Badge variant="light" color="green" styles={{ label: { textTransform: 'none' } }}>
                {t('recommended')}
              </Badge>
            )}
          </Group>
        </Group>
        {item.teamAssignment && (
          <Text size="sm" c="dimmed">
            {t('teamAssignment')}
          </Text>
        )}
        <RichTextView html={item.tileDescription} />
        <DueDates item={item} today={today} />
        {item.status === SessionStatus.Started && item.earlierUnfinished > 0 && (
          <Text size="sm">
            {t(viewer.isOwnDashboard ? 'earlierUnfinished.own' : 'earlierUnfinished.other', {
              count: item.earlierUnfinished,
            })}
          </Text>
        )}
        {finished && scored && (
          <Group gap="sm">
            {latest.totalScore !== null && <Text size="sm">{t('score', { score: latest.totalScore })}</Text>}
            <RiskBadge category={latest.riskCategory} size="md" />
          </Group>
        )}
        <ItemActions item={item} actions={itemActions(item, viewer)} />
        <HistoricResults name={item.name} kind={kind} sessions={item.historic} scored={scored} />
      </Stack>
    </Card>
  );
}

function ItemActions({ item, actions }: { item: PersonDashboardItemView; actions: ItemAction[] }) {
  const { t } = useTranslation('person-dashboard');
  if (actions.length === 0) return null;
  const kind = sessionKindOf(item.assessmentType);
  return (
    <Group gap="xs">
      {actions.map((action) => {
        const text = action.kind === 'start' ? t(`actions.start.${kind}`) : t(`actions.${action.kind}`);
        return (
          <Button
            key={action.kind}
            component={Link}
            to={action.to}
            size="xs"
            variant={action.kind === 'restart' || action.kind === 'retake' ? 'default' : 'filled'}
            aria-label={t('actions.label', { action: text, name: item.name })}
          >
            {text}
          </Button>
        );
      })}
    </Group>
  );
}
