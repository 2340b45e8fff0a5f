import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { DashboardTabs } from './dashboard-tabs';
import { dashboardTabKey } from './use-dashboard-preferences';

const KEY = dashboardTabKey('/dashboard');

function renderTabs(subscriptionType: string, options: { withTeams?: boolean; storageKey?: string } = {}) {
  return renderWithProviders(
    <DashboardTabs
      subscriptionType={subscriptionType}
      withTeams={options.withTeams ?? true}
      storageKey={options.storageKey ?? KEY}
      renderTab={(tab) => <p>content of {tab}</p>}
    />,
    { route: '/dashboard' },
  );
}

const tabNames = () => screen.getAllByRole('tab').map((tab) => tab.textContent);

describe('DashboardTabs', () => {
  afterEach(() => localStorage.clear());

  it('offers People, Teams, Assessments and Training, People chosen by default', () => {
    renderTabs('Subscription');
    expect(tabNames()).toEqual(['People', 'Teams', 'Assessments', 'Training']);
    expect(screen.getByRole('tab', { name: 'People' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByText('content of people')).not.toBeNull();
    expect(screen.queryByText('content of teams')).toBeNull();
  });

  it('calls People Participants and hides Teams and Training for a Study', () => {
    renderTabs('Study');
    expect(tabNames()).toEqual(['Participants', 'Assessments']);
  });

  it('leaves out Teams on a team dashboard', () => {
    renderTabs('Subscription', { withTeams: false });
    expect(tabNames()).toEqual(['People', 'Assessments', 'Training']);
  });

  it('remembers the chosen tab per dashboard when the dashboard is opened again', () => {
    const first = renderTabs('Subscription');
    fireEvent.click(screen.getByRole('tab', { name: 'Training' }));
    expect(screen.getByText('content of training')).not.toBeNull();
    expect(localStorage.getItem(KEY)).toBe('training');
    first.unmount();

    renderTabs('Subscription');
    expect(screen.getByRole('tab', { name: 'Training' }).getAttribute('aria-selected')).toBe('true');
  });

  it('keeps each dashboard its own choice', () => {
    localStorage.setItem(KEY, 'teams');
    renderTabs('Subscription', { storageKey: dashboardTabKey('/dashboard/team', 't1'), withTeams: false });
    expect(screen.getByRole('tab', { name: 'People' }).getAttribute('aria-selected')).toBe('true');
  });

  it('falls back to the first tab when the remembered one is not offered (Teams on a Study)', () => {
    localStorage.setItem(KEY, 'teams');
    renderTabs('Study');
    expect(screen.getByRole('tab', { name: 'Participants' }).getAttribute('aria-selected')).toBe('true');
  });
});
