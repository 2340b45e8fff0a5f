import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { DashboardItemCard } from './dashboard-item-card';
import { dashboardItems, IDS, item, TODAY } from './person-dashboard-fixtures';

const OWN = { isOwnDashboard: true, canRestart: false };
const MANAGER = { isOwnDashboard: false, canRestart: false };

function byName(name: string) {
  const found = dashboardItems().find((candidate) => candidate.name === name);
  if (!found) throw new Error(name);
  return found;
}

function card(name: string) {
  return screen.getByRole('article', { name });
}

describe('DashboardItemCard', () => {
  it('shows the name, type, rich-text tile, Recommended, the team hint and a Start link on the own dashboard', () => {
    renderWithProviders(<DashboardItemCard item={byName('Speed awareness')} viewer={OWN} today={TODAY} />);
    const article = card('Speed awareness');
    expect(within(article).getByRole('heading', { level: 3, name: 'Speed awareness' })).toBeTruthy();
    expect(within(article).getByText('Assessment')).toBeTruthy();
    expect(within(article).getByText('Recommended')).toBeTruthy();
    expect(within(article).getByText('Team assignment')).toBeTruthy();
    expect(within(article).getByText('introduction').tagName).toBe('STRONG');
    const start = within(article).getByRole('link', { name: 'Start assessment: Speed awareness' });
    expect(start.getAttribute('href')).toBe(`/assessment/start/${IDS.speed}`);
  });

  it('colours a date due within 7 days as a warning and says so in words', () => {
    renderWithProviders(<DashboardItemCard item={byName('Speed awareness')} viewer={OWN} today={TODAY} />);
    const dates = card('Speed awareness').querySelector('[data-due-tone]') as HTMLElement;
    expect(dates.dataset.dueTone).toBe('warning');
    expect(within(dates).getByText('Due 15/03/2027')).toBeTruthy();
    const words = within(dates).getByText('Due soon');
    expect(words.style.color).toBe('var(--mantine-color-yellow-9)');
  });

  it('colours an overdue date as danger, with Continue and the earlier unfinished attempts', () => {
    renderWithProviders(<DashboardItemCard item={byName('Demo: Spotting hazards')} viewer={OWN} today={TODAY} />);
    const article = card('Demo: Spotting hazards');
    const dates = article.querySelector('[data-due-tone]') as HTMLElement;
    expect(dates.dataset.dueTone).toBe('danger');
    expect(within(dates).getByText('Overdue').style.color).toBe('var(--mantine-color-red-8)');
    expect(within(article).getByText('Training module')).toBeTruthy();
    expect(within(article).getByText('You have 2 earlier unfinished attempts')).toBeTruthy();
    const next = within(article).getByRole('link', { name: 'Continue: Demo: Spotting hazards' });
    expect(next.getAttribute('href')).toBe(`/training/launch/${IDS.latestSpotting}`);
    expect(within(article).queryByRole('link', { name: /^Restart/ })).toBeNull();
  });

  it('adds Restart beside Continue for staff on their own dashboard', () => {
    renderWithProviders(
      <DashboardItemCard
        item={byName('Demo: Spotting hazards')}
        viewer={{ isOwnDashboard: true, canRestart: true }}
        today={TODAY}
      />,
    );
    const restart = screen.getByRole('link', { name: 'Restart: Demo: Spotting hazards' });
    expect(restart.getAttribute('href')).toBe(`/training/start/${IDS.spotting}?restart=true`);
  });

  it('shows a manager the earlier attempts in neutral words and no Continue or Restart', () => {
    renderWithProviders(
      <DashboardItemCard
        item={byName('Demo: Spotting hazards')}
        viewer={{ isOwnDashboard: false, canRestart: true }}
        today={TODAY}
      />,
    );
    expect(screen.getByText('2 earlier unfinished attempts')).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('shows a finished assessment with its completion date in success colour, score, session risk and actions', () => {
    renderWithProviders(<DashboardItemCard item={byName('Demo: Hazard perception')} viewer={OWN} today={TODAY} />);
    const article = card('Demo: Hazard perception');
    const dates = article.querySelector('[data-due-tone]') as HTMLElement;
    expect(dates.dataset.dueTone).toBe('success');
    expect(within(dates).getByText('Due 01/03/2027').style.color).toBe('var(--mantine-color-green-8)');
    expect(within(dates).getByText('Completed 04/03/2027')).toBeTruthy();
    expect(within(dates).queryByText('Overdue')).toBeNull();
    expect(within(article).getByText('Score: 55')).toBeTruthy();
    expect(within(article).getByText('Medium risk')).toBeTruthy();
    expect(
      within(article).getByRole('link', { name: 'View results: Demo: Hazard perception' }).getAttribute('href'),
    ).toBe(`/assessment/results/${IDS.latestHazards}`);
    expect(within(article).getByRole('link', { name: 'Retake: Demo: Hazard perception' }).getAttribute('href')).toBe(
      `/assessment/start/${IDS.hazards}`,
    );
  });

  it('offers a manager View results but no Retake', () => {
    renderWithProviders(<DashboardItemCard item={byName('Demo: Hazard perception')} viewer={MANAGER} today={TODAY} />);
    expect(screen.getByRole('link', { name: 'View results: Demo: Hazard perception' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: /^Retake/ })).toBeNull();
  });

  it('lists historic results newest first once expanded, each with date, score, risk and a results link', () => {
    renderWithProviders(<DashboardItemCard item={byName('Demo: Hazard perception')} viewer={OWN} today={TODAY} />);
    const toggle = screen.getByRole('button', { name: 'View historic results (2)' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    expect(screen.getByRole('button', { name: 'Hide historic results' }).getAttribute('aria-expanded')).toBe('true');
    const list = screen.getByRole('list', { name: 'Historic results of Demo: Hazard perception' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((row) => within(row).getByText(/^Score /).textContent)).toEqual(['Score 40', 'Score 20']);
    expect(within(rows[0] as HTMLElement).getByText('Medium risk')).toBeTruthy();
    expect(within(rows[1] as HTMLElement).getByText('High risk')).toBeTruthy();
    expect(within(rows[0] as HTMLElement).getByText(/^Finished 07\/02\/2027 /)).toBeTruthy();
    const links = within(list).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      `/assessment/results/${IDS.olderHazards}`,
      `/assessment/results/${IDS.oldestHazards}`,
    ]);
  });

  it('shows no historic toggle without older sessions, and a later due date muted without words', () => {
    renderWithProviders(
      <DashboardItemCard
        item={item({ assessmentId: IDS.night, name: 'Night driving', targetDate: '2027-06-30T00:00:00.000Z' })}
        viewer={OWN}
        today={TODAY}
      />,
    );
    expect(screen.queryByRole('button', { name: /historic/ })).toBeNull();
    const dates = card('Night driving').querySelector('[data-due-tone]') as HTMLElement;
    expect(dates.dataset.dueTone).toBe('muted');
    expect(dates.textContent).toBe('Due 30/06/2027');
    expect(screen.queryByText('Recommended')).toBeNull();
    expect(screen.queryByText('Team assignment')).toBeNull();
  });

  it('marks a suspicious finished item with its completion date even without a due date', () => {
    renderWithProviders(<DashboardItemCard item={byName('Motorway driving')} viewer={OWN} today={TODAY} />);
    const dates = card('Motorway driving').querySelector('[data-due-tone]') as HTMLElement;
    expect(dates.dataset.dueTone).toBe('success');
    expect(dates.textContent).toBe('Completed 02/03/2027');
    expect(screen.getByText('Low risk')).toBeTruthy();
  });
});
