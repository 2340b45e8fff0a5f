import { useTranslation } from 'react-i18next';
import { BarDrawing } from '../../../../ui/charts/bar-drawing';
import { ChartFigure } from '../../../../ui/charts/chart-figure';
import { SCORE_TICKS } from '../../../../ui/charts/chart-scale';
import type { TeamScore } from '../dashboard-types';

/** A column per team: its people's average overall score (0..100); a team with no one assessed has no column. */
export function TeamScoresChart({ teams }: { teams: readonly TeamScore[] }) {
  const { t } = useTranslation('dashboards');
  const title = t('charts.teamScores.title');
  const bars = teams.map((team) => ({ key: team.subscriptionTeamId, label: team.name, value: team.averageScore }));
  const rows = teams.map((team) => ({
    key: team.subscriptionTeamId,
    label: team.name,
    value: team.averageScore === null ? t('notAssessed') : String(team.averageScore),
  }));
  return (
    <ChartFigure
      title={title}
      columns={[t('charts.teamScores.team'), t('charts.teamScores.averageScore')]}
      rows={rows}
      empty={teams.length === 0}
      emptyText={t('charts.teamScores.empty')}
    >
      <BarDrawing bars={bars} ticks={SCORE_TICKS} height={240} bands={{ axis: 'value' }} />
    </ChartFigure>
  );
}
