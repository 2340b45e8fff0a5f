import { Role } from '@roadmark/domain/roles';
import { PROVIDER_SUBSCRIPTION_ID, type SubscriptionType } from '@roadmark/domain/subscription-type';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { AppHeader, type HeaderViewer } from './app-header';

function viewer(roles: string[], subscriptionType: SubscriptionType): HeaderViewer {
  return { firstName: 'Ada', lastName: 'Lovelace', roles, subscription: { subscriptionType, companyName: 'Acme' } };
}

function navLinks(): string[] {
  const nav = screen.queryByRole('navigation', { name: 'Main navigation' });
  return nav
    ? within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent ?? '')
    : [];
}

describe('AppHeader', () => {
  it.each([
    ['a driver', [], 'Subscription', ['Home', 'Dashboard']],
    ['a driver manager', [Role.DriverManagement], 'Subscription', ['Home', 'Dashboard', 'Manage subscription']],
    [
      'a distributor administrator',
      [Role.DistributorAdministration, Role.SubscriptionAdministration],
      'Distributor',
      ['Home', 'Dashboard', 'Manage distributor'],
    ],
    [
      'Roadmark staff',
      [Role.Administration, Role.DistributorAdministration, Role.SubscriptionAdministration, Role.DriverManagement],
      'Subscription',
      ['Home', 'Dashboard', 'Manage subscription', 'Administration'],
    ],
    ['a study overview manager', [Role.SubscriptionAdministration], 'Study', ['Home', 'Dashboard']],
  ] as const)('shows %s only their links', (_who, roles, type, expected) => {
    renderWithProviders(<AppHeader viewer={viewer([...roles], type)} />, { route: '/me' });
    expect(navLinks()).toEqual(expected);
    expect(screen.getByRole('button', { name: 'Account menu for Ada Lovelace' })).toBeTruthy();
  });

  it('hides navigation and the user menu from a study participant', () => {
    renderWithProviders(<AppHeader viewer={viewer([], 'Study')} />, { route: '/me' });
    expect(navLinks()).toEqual([]);
    expect(screen.queryByRole('button', { name: /Account menu/ })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Sign in' })).toBeNull();
  });

  it('marks the link of the current area, preferring the longest match', () => {
    const staff = viewer([Role.Administration], 'Distributor');
    renderWithProviders(<AppHeader viewer={staff} />, { route: '/manage/distributor/subscriptions' });
    const current = screen.getByRole('link', { current: 'page' });
    expect(current.textContent).toBe('Manage distributor');
  });

  it('offers a Sign in button returning to the current page when signed out', () => {
    renderWithProviders(<AppHeader viewer={null} />, { route: '/privacy-policy?x=1' });
    const signIn = screen.getByRole('link', { name: 'Sign in' });
    expect(signIn.getAttribute('href')).toBe(
      `/authentication/login?returnUrl=${encodeURIComponent('/privacy-policy?x=1')}`,
    );
    expect(navLinks()).toEqual([]);
  });

  it.each(['/study', '/study/ABCD2345?PROLIFIC_PID=abc', '/study-complete/1', '/study-thanks'])(
    'offers no Sign in button on the study participant page %s',
    (route) => {
      renderWithProviders(<AppHeader viewer={null} />, { route });
      expect(screen.queryByRole('link', { name: 'Sign in' })).toBeNull();
    },
  );

  it("shows the subscription's logo in place of the product name when it is branded", () => {
    const branded = viewer([], 'Subscription');
    branded.subscription.brandImageUrl = '/api/blobs/logo-1';
    renderWithProviders(<AppHeader viewer={branded} />, { route: '/me' });
    const logo = screen.getByRole('img', { name: 'Acme logo' });
    expect(logo.getAttribute('src')).toBe('/api/blobs/logo-1');
  });

  it('opens the language and user menus on the first press, loading them then', async () => {
    renderWithProviders(<AppHeader viewer={viewer([], 'Subscription')} />, { route: '/me' });
    expect(screen.queryByRole('menu')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Change language: en-GB' }));
    expect(await screen.findByRole('menuitem', { name: 'English (American)' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Account menu for Ada Lovelace' }));
    expect(await screen.findByRole('menuitem', { name: 'Sign out' })).toBeTruthy();
  });

  it("says the Manage link of staff in the provider's own subscription is for that subscription", () => {
    const staff = viewer([Role.Administration, Role.DriverManagement], 'Subscription');
    renderWithProviders(
      <AppHeader viewer={{ ...staff, subscription: { ...staff.subscription, id: PROVIDER_SUBSCRIPTION_ID } }} />,
      { route: '/me' },
    );
    expect(navLinks()).toEqual(['Home', 'Dashboard', 'Manage own subscription', 'Administration']);
  });
});
