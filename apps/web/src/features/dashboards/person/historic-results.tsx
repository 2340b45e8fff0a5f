import { Anchor, Button, Collapse, Group, List, Text, useMantineEnv } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconChevronDown, IconChevronUp } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime } from '../../../lib/format-date-time';
import { RiskBadge } from '../../session-player/finish/risk-badge';
import { resultsPath, type SessionKind } from '../../session-player/session-kind';
import type { DashboardSessionView } from './person-dashboard-types';

function endOf(session: DashboardSessionView): string {
  return session.endDate ?? session.startDate;
}

/** Older finished sessions, newest first (by end date, else start date). */
export function newestFirst(sessions: readonly DashboardSessionView[]): DashboardSessionView[] {
  const time = (session: DashboardSessionView) => Date.parse(endOf(session)) || 0;
  return [...sessions].sort((a, b) => time(b) - time(a));
}

export interface HistoricResultsProps {
  name: string;
  kind: SessionKind;
  sessions: readonly DashboardSessionView[];
  /** Assessments show the score and risk of each attempt; training modules only the date. */
  scored: boolean;
}

/** View historic results: a collapsed list of the older finished attempts, newest first. */
export function HistoricResults({ name, kind, sessions, scored }: HistoricResultsProps) {
  const { t, i18n } = useTranslation('person-dashboard');
  const locale = i18n.resolvedLanguage ?? i18n.language;
  const [opened, { toggle }] = useDisclosure(false);
  const listId = useId();
  // Mantine's test environment skips transitions elsewhere (render helper: env "test"); Collapse does only at 0 ms.
  const transitionDuration = useMantineEnv() === 'test' ? 0 : 200;
  if (sessions.length === 0) return null;
  return (
    <div>
      <Button
        variant="subtle"
        size="compact-sm"
        onClick={toggle}
        aria-expanded={opened}
        aria-controls={listId}
        rightSection={opened ? <IconChevronUp size={14} aria-hidden /> : <IconChevronDown size={14} aria-hidden />}
      >
        {opened ? t('historic.hide') : t('historic.show', { count: sessions.length })}
      </Button>
      <Collapse expanded={opened} id={listId} transitionDuration={transitionDuration}>
        <List listStyleType="none" spacing="xs" mt="xs" aria-label={t('historic.label', { name })}>
          {newestFirst(sessions).map((session) => (
            <List.Item key={session.id}>
              <Group gap="sm">
                <Text size="sm">
                  <time dateTime={endOf(session)}>
                    {t('historic.ended', { date: formatDateTime(endOf(session), locale) })}
                  </time>
                </Text>
                {scored && (
                  <>
                    <Text size="sm">
                      {session.totalScore === null
                        ? t('historic.noScore')
                        : t('historic.score', { score: session.totalScore })}
                    </Text>
                    <RiskBadge category={session.riskCategory} size="sm" />
                  </>
                )}
                <Anchor
                  component={Link}
                  to={resultsPath(kind, session.id)}
                  size="sm"
                  aria-label={t('historic.resultsLabel', { date: formatDateTime(endOf(session), locale) })}
                >
                  {t('historic.viewResults')}
                </Anchor>
              </Group>
            </List.Item>
          ))}
        </List>
      </Collapse>
    </div>
  );
}
