import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { SessionProgress } from './session-player';

describe('SessionProgress', () => {
  it("names its progress bar with the 'Screen X of Y' text", () => {
    renderWithProviders(<SessionProgress screen={2} of={6} />);
    expect(screen.getByText('Screen 2 of 6')).toBeTruthy();
    const bar = screen.getByRole('progressbar', { name: 'Screen 2 of 6' });
    expect(Number(bar.getAttribute('aria-valuenow'))).toBeCloseTo(100 / 3);
  });

  it('gives each bar its own label', () => {
    renderWithProviders(
      <>
        <SessionProgress screen={1} of={3} />
        <SessionProgress screen={3} of={3} />
      </>,
    );
    expect(screen.getByRole('progressbar', { name: 'Screen 1 of 3' })).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Screen 3 of 3' })).toBeTruthy();
  });
});
