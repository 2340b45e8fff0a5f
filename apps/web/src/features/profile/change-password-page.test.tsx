import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { deferredAnswer, mockAccountFetch, problem } from '../accounts/account-fetch-mock';
import { ChangePasswordPage } from './change-password-page';

const field = (label: RegExp) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: RegExp, value: string) => fireEvent.change(field(label), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Change password' }));

function renderPage() {
  return renderWithProviders(<ChangePasswordPage />, { path: '/profile/changePassword' });
}

afterEach(() => vi.restoreAllMocks());

describe('ChangePasswordPage', () => {
  it('requires the current password, checks the rules and the confirmation', async () => {
    const { posts } = mockAccountFetch({});
    renderPage();
    expect(document.title).toBe('Change password - Roadmark');
    expect(await screen.findByText(/^Password must be at least 6 characters long, must contain a number/)).toBeTruthy();
    submit();
    expect(await screen.findByText('Current password is required')).toBeTruthy();
    expect(screen.getByText('Password is required')).toBeTruthy();
    type(/^New password/, 'secret!!');
    type(/^Confirm password/, 'secret');
    submit();
    expect(await screen.findByText('Password must contain a number, must contain an uppercase letter')).toBeTruthy();
    expect(screen.getByText('The password and confirmation password do not match')).toBeTruthy();
    expect(posts()).toHaveLength(0);
  });

  it('validates the current password on blur', async () => {
    mockAccountFetch({});
    renderPage();
    fireEvent.blur(field(/^Current password/));
    expect(await screen.findByText('Current password is required')).toBeTruthy();
    expect(field(/^Current password/).getAttribute('aria-invalid')).toBe('true');
  });

  it('changes the password, says so and clears the form', async () => {
    const pending = deferredAnswer();
    const { posts } = mockAccountFetch({ '/api/account/changePassword': pending.promise });
    renderPage();
    type(/^Current password/, 'Old-Secret1!');
    type(/^New password/, 'Secret1!');
    type(/^Confirm password/, 'Secret1!');
    submit();
    expect(await screen.findByRole('button', { name: 'Saving...' })).toBeTruthy();
    const [call] = posts();
    expect(call?.url).toBe('/api/account/changePassword');
    expect(call?.headers.get('x-roadmark-csrf')).toBe('1');
    expect(call?.body).toEqual({
      currentPassword: 'Old-Secret1!',
      newPassword: 'Secret1!',
      confirmPassword: 'Secret1!',
    });
    pending.answer({ status: 204 });
    expect(await screen.findByText('Your password has been changed.')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toContain('Your password has been changed.');
    expect(field(/^Current password/).value).toBe('');
    expect(field(/^New password/).value).toBe('');
    expect(field(/^Confirm password/).value).toBe('');
  });

  it('shows a wrong current password on its field and in the alert', async () => {
    mockAccountFetch({
      '/api/account/changePassword': problem(400, 'errors.invalidPassword', 'Invalid password', [
        { field: 'currentPassword', messageKey: 'errors.invalidPassword', message: 'Invalid password' },
      ]),
    });
    renderPage();
    type(/^Current password/, 'wrong');
    type(/^New password/, 'Secret1!');
    type(/^Confirm password/, 'Secret1!');
    submit();
    await waitFor(() => expect(screen.getAllByText('Invalid password')).toHaveLength(2));
    expect(field(/^Current password/).getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByText('Your password has been changed.')).toBeNull();
  });
});
