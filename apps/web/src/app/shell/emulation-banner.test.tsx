import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { emulatedSubscriptionId, startEmulating } from '../../lib/emulation';
import { renderWithProviders } from '../../test/render';
import { EmulationBanner, type EmulationViewer } from './emulation-banner';

const ACME = '9b2f0c1e-0000-4000-8000-000000000001';
const OTHER = '9b2f0c1e-0000-4000-8000-000000000002';

function viewer(emulatedSubscriptionId: string | null): EmulationViewer {
  return { emulatedSubscriptionId, subscription: { companyName: 'Acme Haulage' } };
}

afterEach(() => localStorage.clear());

describe('EmulationBanner', () => {
  it('names the emulated subscription and stops emulating on request', () => {
    startEmulating(ACME);
    renderWithProviders(<EmulationBanner viewer={viewer(ACME)} />, { route: '/me' });
    expect(screen.getByRole('status').textContent).toContain('You are managing Acme Haulage');

    fireEvent.click(screen.getByRole('button', { name: 'Stop managing' }));
    expect(emulatedSubscriptionId()).toBeNull();
    expect(screen.queryByText('You are managing Acme Haulage')).toBeNull();
  });

  it.each([
    ['no emulation is in effect', null, null],
    ['a stored choice the server did not honour', null, ACME],
    ['a choice made since the viewer was loaded', ACME, OTHER],
  ])('shows nothing for %s', (_label, inEffect, stored) => {
    if (stored) startEmulating(stored);
    renderWithProviders(<EmulationBanner viewer={viewer(inEffect)} />, { route: '/me' });
    expect(screen.queryByRole('button', { name: 'Stop managing' })).toBeNull();
  });

  it('shows nothing when signed out', () => {
    renderWithProviders(<EmulationBanner viewer={null} />, { route: '/me' });
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('disappears when another tab stops emulating', () => {
    startEmulating(ACME);
    renderWithProviders(<EmulationBanner viewer={viewer(ACME)} />, { route: '/me' });
    expect(screen.getByRole('button', { name: 'Stop managing' })).toBeTruthy();
    act(() => localStorage.removeItem('roadmark.emulatedSubscriptionId'));
    act(() => window.dispatchEvent(new StorageEvent('storage', { key: 'roadmark.emulatedSubscriptionId' })));
    expect(screen.queryByRole('button', { name: 'Stop managing' })).toBeNull();
  });
});
