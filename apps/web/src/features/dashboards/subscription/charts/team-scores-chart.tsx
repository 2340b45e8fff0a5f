import { useTranslation } from 'react-i18next';
import type { TeamScore } from '../dashboard-types';
import { ChartFigure } from './chart-figure';
import { RiskBandedBarChart } from './lazy-charts';

/** A column per team: its people's average overall score (0..100); a team with no one assessed has no column. */
export function TeamScoresChart({ teams }: { teams: readonly TeamScore[] }) {
  const { t } = useTranslation('dashboards');
  const title = t('charts.teamScores.title');
  const data = teams.map((team) => ({ team: team.name, averageScore: team.averageScore }));
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
      <RiskBandedBarChart
        h={240}
        data={data}
        dataKey="team"
        series={[{ name: 'averageScore', label: t('charts.teamScores.averageScore'), color: 'blue.7' }]}
        yAxisProps={{ domain: [0, 100] }}
        withTooltip={false}
        accessibilityLayer={false}
        bands={{ axis: 'value' }}
      />
    </ChartFigure>
  );
}
