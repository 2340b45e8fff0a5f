import { COOKIES } from '@roadmark/domain/cookies';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { CookiePolicyPage } from './cookie-policy-page';

describe('CookiePolicyPage', () => {
  it('lists exactly the cookies the server sets, each with its purpose', () => {
    renderWithProviders(<CookiePolicyPage />);
    const table = screen.getByRole('table', { name: 'Cookies set by the Roadmark app' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent).sort()).toEqual(
      Object.values(COOKIES).sort(),
    );
    for (const row of rows) {
      const [purpose, more] = within(row).getAllByRole('cell');
      expect(purpose?.textContent?.length).toBeGreaterThan(40);
      expect(more?.textContent).toMatch(/^Strictly necessary\./);
    }
  });
});
