import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ImportResultFieldsFragment } from '../../../gql/graphql';
import { renderWithProviders } from '../../../test/render';
import { ImportResults } from './import-results';

type Row = ImportResultFieldsFragment['rows'][number];

const message = (text: string) => ({ key: 'k', text });
const row = (rowNumber: number, outcome: Row['outcome'], ...texts: string[]): Row => ({
  rowNumber,
  person: `person${rowNumber}@example.com`,
  outcome,
  messages: texts.map(message),
});

function result(rows: Row[], overrides: Partial<ImportResultFieldsFragment> = {}): ImportResultFieldsFragment {
  return {
    importId: 'i1',
    filename: 'drivers.xlsx',
    totalRows: rows.length,
    changedCount: rows.filter((r) => r.outcome === 'Created').length,
    maxUsersExceeded: false,
    notices: [],
    rows,
    ...overrides,
  };
}

describe('ImportResults', () => {
  it('shows the summary, each row, and several messages as a list', async () => {
    renderWithProviders(
      <ImportResults
        summary="1 users have been imported for you."
        result={result([
          row(2, 'Created', 'User created for person2@example.com'),
          row(3, 'Failed', 'First name is required', 'There is no team called “Moon” in this subscription.'),
        ])}
      />,
    );
    expect(await screen.findByText('1 users have been imported for you.')).toBeTruthy();
    expect(screen.getByText('User created for person2@example.com')).toBeTruthy();
    const failed = screen.getByText('First name is required').closest('ul')!;
    expect(within(failed).getAllByRole('listitem')).toHaveLength(2);
    expect(
      screen.getByText('2 rows: 1 imported or changed, 0 already as the file says, 1 with problems.'),
    ).toBeTruthy();
  });

  it('shows only the rows with problems on demand, a hundred rows a page', async () => {
    const rows = Array.from({ length: 150 }, (_, index) =>
      row(index + 2, index % 3 === 0 ? 'Failed' : 'Created', `message ${index + 2}`),
    );
    renderWithProviders(<ImportResults summary="done" result={result(rows)} />);
    expect(await screen.findByText('message 2')).toBeTruthy();
    expect(screen.queryByText('message 150')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '2' }));
    expect(await screen.findByText('message 150')).toBeTruthy();
    fireEvent.click(screen.getByText('Rows with problems'));
    expect(await screen.findByText('message 149')).toBeTruthy();
    expect(screen.queryByText('message 3')).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Result pages' })).toBeNull();
  });

  it('shows only the danger alert when the user limit refused the import', async () => {
    renderWithProviders(
      <ImportResults
        summary="unused"
        maxUsersMessage="Cannot import new users. Maximum amount of users for this subscription has been reached or will be exceeded."
        result={result([], { maxUsersExceeded: true })}
      />,
    );
    expect((await screen.findByRole('alert')).textContent).toContain('Maximum amount of users');
    expect(screen.queryByText('unused')).toBeNull();
  });
});
