import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../../test/render';
import { CompletionsChart } from './completions-chart';
import { RiskDonutChart } from './risk-donut-chart';
import { ScoreBandsChart } from './score-bands-chart';
import { TeamScoresChart } from './team-scores-chart';

const cellsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));

describe('dashboard charts', () => {
  it('names the risk donut and lists every band with its count, so colour is not the only cue', () => {
    renderWithProviders(<RiskDonutChart distribution={{ high: 2, medium: 1, low: 4, notAssessed: 0 }} />);
    const figure = screen.getByRole('figure', { name: 'Risk distribution' });
    const table = within(figure).getByRole('table', { name: 'Risk distribution' });
    expect(cellsOf(table)).toEqual([
      ['High risk', '2'],
      ['Medium risk', '1'],
      ['Low risk', '4'],
      ['Not assessed', '0'],
    ]);
    expect(within(figure).getByText('7 people in total')).not.toBeNull();
  });

  it('shows an empty state instead of a donut when no one is counted', () => {
    renderWithProviders(<RiskDonutChart distribution={{ high: 0, medium: 0, low: 0, notAssessed: 0 }} />);
    const figure = screen.getByRole('figure', { name: 'Risk distribution' });
    expect(within(figure).getByText('No one to show yet.')).not.toBeNull();
    expect(within(figure).queryByRole('table')).toBeNull();
  });

  it('gives the team score columns a table of team and average, Not assessed for a team without scores', () => {
    renderWithProviders(
      <TeamScoresChart
        teams={[
          { subscriptionTeamId: 't1', name: 'North depot', averageScore: 72, peopleCount: 3 },
          { subscriptionTeamId: 't2', name: 'South depot', averageScore: null, peopleCount: 1 },
        ]}
      />,
    );
    const figure = screen.getByRole('figure', { name: 'Average score by team' });
    const table = within(figure).getByRole('table', { name: 'Average score by team' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Team', 'Average score']);
    expect(cellsOf(table)).toEqual([
      ['North depot', '72'],
      ['South depot', 'Not assessed'],
    ]);
  });

  it('lists completions per month in the locale month names and is empty when every month is zero', () => {
    const { unmount } = renderWithProviders(
      <CompletionsChart
        months={[
          { month: '2026-10', count: 0 },
          { month: '2026-11', count: 5 },
        ]}
      />,
    );
    const table = screen.getByRole('table', { name: 'Completions in the last 12 months' });
    expect(cellsOf(table)).toEqual([
      ['Oct 2026', '0'],
      ['Nov 2026', '5'],
    ]);
    unmount();

    renderWithProviders(<CompletionsChart months={[{ month: '2026-11', count: 0 }]} />);
    expect(screen.getByText('No completions in the last 12 months.')).not.toBeNull();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('lists the score bands of the histogram', () => {
    renderWithProviders(
      <ScoreBandsChart
        bands={[
          { from: 0, to: 9, count: 1 },
          { from: 90, to: 100, count: 3 },
        ]}
      />,
    );
    const table = screen.getByRole('table', { name: 'Scores' });
    expect(cellsOf(table)).toEqual([
      ['0-9', '1'],
      ['90-100', '3'],
    ]);
  });
});
