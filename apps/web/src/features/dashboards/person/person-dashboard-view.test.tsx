import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { dashboard, TODAY } from './person-dashboard-fixtures';
import { PersonDashboardView } from './person-dashboard-view';

function section(name: string) {
  return screen.getByRole('region', { name });
}

function cardNames(sectionName: string) {
  return within(section(sectionName))
    .queryAllByRole('article')
    .map((article) => within(article).getByRole('heading', { level: 3 }).textContent);
}

describe('PersonDashboardView', () => {
  it('greets the person on their own dashboard and sorts the items into the four sections', () => {
    renderWithProviders(<PersonDashboardView dashboard={dashboard()} today={TODAY} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome, Sam' })).toBeTruthy();
    expect(screen.getByText('Sam Driver, Acme Haulage')).toBeTruthy();
    expect(cardNames('Not started')).toEqual(['Speed awareness']);
    expect(cardNames('Started')).toEqual(['Demo: Spotting hazards']);
    expect(cardNames('Completed')).toEqual(['Demo: Hazard perception']);
    expect(cardNames('Marked Suspicious')).toEqual(['Motorway driving']);
    expect(within(section('Started')).getByText('You have 2 earlier unfinished attempts')).toBeTruthy();
  });

  it('shows the overall risk, its score and the explanation', () => {
    renderWithProviders(<PersonDashboardView dashboard={dashboard()} today={TODAY} />);
    const overall = section('Overall risk');
    expect(within(overall).getByText('Medium risk')).toBeTruthy();
    expect(within(overall).getByText('Overall score: 55')).toBeTruthy();
    expect(within(overall).getByText('Your overall score is 55 (Medium risk).')).toBeTruthy();
  });

  it('shows the radar chart and one driver overview bar per metric', () => {
    renderWithProviders(<PersonDashboardView dashboard={dashboard()} today={TODAY} />);
    const metrics = section('Driver metrics');
    expect(within(metrics).getByRole('img', { name: /^Radar chart of the driver metrics/ })).toBeTruthy();
    expect(within(metrics).getByRole('heading', { level: 3, name: 'Driver overview' })).toBeTruthy();
    expect(within(metrics).getAllByRole('progressbar')).toHaveLength(3);
  });

  it.each([1, 2])('shows only the overview bars for %i metric(s), which make no radar', (count) => {
    const few = dashboard().metrics.slice(0, count);
    renderWithProviders(<PersonDashboardView dashboard={dashboard({ metrics: few })} today={TODAY} />);
    const metrics = section('Driver metrics');
    expect(within(metrics).queryByRole('img')).toBeNull();
    expect(within(metrics).getAllByRole('progressbar')).toHaveLength(count);
    expect(within(metrics).getByRole('progressbar', { name: 'Hazards: 20 out of 100' })).toBeTruthy();
  });

  it('shows an empty state instead of the chart when there are no metrics, and empty sections say so', () => {
    renderWithProviders(
      <PersonDashboardView
        dashboard={dashboard({
          metrics: [],
          items: [],
          overallScore: null,
          overallRisk: 'NotAssessed',
          riskExplanation: { score: null, category: 'NotAssessed', pulledDown: [], nextBand: null },
        })}
        today={TODAY}
      />,
    );
    const metrics = section('Driver metrics');
    expect(
      within(metrics).getByText('No driver metrics yet. They appear once an assessment is finished.'),
    ).toBeTruthy();
    expect(within(metrics).queryByRole('img')).toBeNull();
    expect(within(metrics).queryByRole('progressbar')).toBeNull();
    expect(within(section('Overall risk')).getByText('No overall score yet')).toBeTruthy();
    expect(within(section('Overall risk')).getByText('Not assessed')).toBeTruthy();
    expect(
      within(section('Overall risk')).getByText('Not assessed yet: finish an assessment to see your risk.'),
    ).toBeTruthy();
    expect(within(section('Completed')).getByText('Nothing here.')).toBeTruthy();
  });

  it('names the person for a manager and offers only View results', () => {
    renderWithProviders(<PersonDashboardView dashboard={dashboard({ isOwnDashboard: false })} today={TODAY} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Sam Driver' })).toBeTruthy();
    expect(screen.getByText('Acme Haulage')).toBeTruthy();
    expect(screen.getByText('The overall score of Sam Driver is 55 (Medium risk).')).toBeTruthy();
    expect(within(section('Started')).getByText('2 earlier unfinished attempts')).toBeTruthy();
    const links = screen.getAllByRole('link').map((link) => link.getAttribute('aria-label') ?? link.textContent);
    expect(links).toEqual(['View results: Demo: Hazard perception', 'View results: Motorway driving']);
  });

  it('shows staff viewing someone else no Start, Continue or Restart', () => {
    renderWithProviders(
      <PersonDashboardView dashboard={dashboard({ isOwnDashboard: false, canRestart: true })} today={TODAY} />,
    );
    expect(screen.queryByRole('link', { name: /^(Start|Continue|Restart|Retake)/ })).toBeNull();
    expect(screen.getAllByRole('link', { name: /^View results/ })).toHaveLength(2);
  });

  it('offers the person Start, Continue, View results and Retake', () => {
    renderWithProviders(<PersonDashboardView dashboard={dashboard()} today={TODAY} />);
    const names = screen.getAllByRole('link').map((link) => link.getAttribute('aria-label'));
    expect(names).toEqual([
      'Start assessment: Speed awareness',
      'Continue: Demo: Spotting hazards',
      'View results: Demo: Hazard perception',
      'Retake: Demo: Hazard perception',
      'View results: Motorway driving',
    ]);
  });
});
