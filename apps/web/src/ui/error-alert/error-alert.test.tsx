import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { theme } from '../../app/theme';
import { ErrorAlert } from './error-alert';

function renderAlert(errors: unknown[], variant?: 'full' | 'simple' | 'message') {
  return render(
    <MantineProvider theme={theme} env="test">
      <ErrorAlert errors={errors} variant={variant} />
    </MantineProvider>,
  );
}

const duplicated = new CombinedGraphQLErrors({
  errors: [
    { message: 'Tag is in use', path: ['deleteTag'], extensions: { code: 'CONFLICT' } },
    { message: 'Tag is in use', path: ['deleteTag'], extensions: { code: 'CONFLICT' } },
  ],
});

describe('ErrorAlert', () => {
  it('renders nothing when there are no errors', () => {
    const { container } = renderAlert([undefined, null]);
    expect(container.querySelector('[role="alert"]')).toBeNull();
  });

  it('groups identical messages with a count badge', () => {
    renderAlert([duplicated, 'Another problem']);
    const alert = screen.getByRole('alert');
    expect(within(alert).getAllByText('Tag is in use')).toHaveLength(1);
    expect(within(alert).getByLabelText('2 times').textContent).toBe('2');
    expect(within(alert).getByText('Another problem')).toBeTruthy();
  });

  it('expands the details of a group in the full view', () => {
    renderAlert([duplicated]);
    const toggle = screen.getByRole('button', { name: 'Show details' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    expect(screen.getByRole('button', { name: 'Hide details' }).getAttribute('aria-expanded')).toBe('true');
    expect(screen.getAllByText('Code: CONFLICT · Path: deleteTag')).toHaveLength(2);
  });

  it('shows a plain list without badges or details in the simple view', () => {
    renderAlert([duplicated, 'Another problem'], 'simple');
    const items = within(screen.getByRole('alert')).getAllByRole('listitem');
    expect(items.map((i) => i.textContent)).toEqual(['Tag is in use', 'Another problem']);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('shows the messages alone, without a title, badges or details, in the message view', () => {
    renderAlert([duplicated, 'Invalid password'], 'message');
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe('Tag is in useInvalid password');
    expect(screen.queryByText('Something went wrong')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
