import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { RISK_COLORS, RiskBadge, toRiskCategory } from './risk-badge';

describe('RiskBadge', () => {
  it.each([
    ['High', 'High risk', 'var(--mantine-color-red-7)', 'var(--mantine-color-white)'],
    ['Medium', 'Medium risk', 'var(--mantine-color-yellow-5)', 'var(--mantine-color-black)'],
    ['Low', 'Low risk', 'var(--mantine-color-green-7)', 'var(--mantine-color-white)'],
    ['NotAssessed', 'Not assessed', 'var(--mantine-color-gray-7)', 'var(--mantine-color-white)'],
  ])('shows %s as "%s" on its colour', (category, text, background, color) => {
    renderWithProviders(<RiskBadge category={category} />);
    const badge = screen.getByText(text).closest('[data-risk]') as HTMLElement;
    expect(badge.getAttribute('data-risk')).toBe(category);
    expect(badge.style.getPropertyValue('--badge-bg')).toBe(background);
    expect(badge.style.color).toBe(color);
  });

  it('uses the colours of the subscription risk bands', () => {
    expect(RISK_COLORS).toEqual({
      High: 'var(--mantine-color-red-7)',
      Medium: 'var(--mantine-color-yellow-5)',
      Low: 'var(--mantine-color-green-7)',
      NotAssessed: 'var(--mantine-color-gray-7)',
    });
  });

  it('treats a category it does not know as Not assessed', () => {
    expect(toRiskCategory('Severe')).toBe('NotAssessed');
    expect(toRiskCategory(null)).toBe('NotAssessed');
    expect(toRiskCategory('Low')).toBe('Low');
    renderWithProviders(<RiskBadge category="Severe" />);
    expect(screen.getByText('Not assessed')).toBeTruthy();
  });
});
