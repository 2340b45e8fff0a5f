import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { deferredAnswer, mockAccountFetch, problem } from '../accounts/account-fetch-mock';
import { ChangeEmailPage } from './change-email-page';
import { profileViewerMock } from './profile-test-mocks';

const PENDING = 'Waiting for you to confirm new@example.com. Until then you keep signing in with sam@example.com.';

const field = (label: RegExp) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: RegExp, value: string) => fireEvent.change(field(label), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Send confirmation link' }));

function renderPage(mocks: NonNullable<Parameters<typeof renderWithProviders>[1]>['mocks'] = [profileViewerMock()]) {
  return renderWithProviders(<ChangeEmailPage />, { path: '/profile/changeEmail', mocks });
}

afterEach(() => vi.restoreAllMocks());

describe('ChangeEmailPage', () => {
  it('shows the current email read-only and no pending notice', async () => {
    mockAccountFetch({});
    renderPage();
    expect(await screen.findByDisplayValue('sam@example.com')).toBeTruthy();
    expect(field(/^Current email/).readOnly).toBe(true);
    expect(screen.queryByText(/^Waiting for you to confirm/)).toBeNull();
    expect(document.title).toBe('Change email - Roadmark');
  });

  it('requires a new email, different from the current one', async () => {
    const { posts } = mockAccountFetch({});
    renderPage();
    await screen.findByDisplayValue('sam@example.com');
    fireEvent.blur(field(/^New email/));
    expect(await screen.findByText('Email is required')).toBeTruthy();
    type(/^New email/, 'SAM@example.com');
    submit();
    expect(
      await screen.findByText(
        'Your new email is the same as your old email and so does not need to go through an email update process.',
      ),
    ).toBeTruthy();
    expect(posts()).toHaveLength(0);
  });

  it('sends the link, says so and shows the pending address', async () => {
    const pending = deferredAnswer();
    const { posts } = mockAccountFetch({ '/api/account/changeEmail': pending.promise });
    renderPage([
      { ...profileViewerMock(), maxUsageCount: 1 },
      { ...profileViewerMock({ pendingEmail: 'new@example.com' }), maxUsageCount: 1 },
    ]);
    await screen.findByDisplayValue('sam@example.com');
    type(/^New email/, ' new@example.com ');
    type(/^Current password/, 'Sams-password-1');
    submit();
    expect(await screen.findByRole('button', { name: 'Sending...' })).toBeTruthy();
    const [call] = posts();
    expect(call?.url).toBe('/api/account/changeEmail');
    expect(call?.headers.get('x-roadmark-csrf')).toBe('1');
    expect(call?.body).toEqual({ newEmail: 'new@example.com', currentPassword: 'Sams-password-1' });
    pending.answer({ status: 204 });
    expect(
      await screen.findByText('Confirmation link to change email sent. Please check your email to confirm.'),
    ).toBeTruthy();
    expect(await screen.findByText(PENDING)).toBeTruthy();
    expect(field(/^New email/).value).toBe('');
    expect(field(/^Current password/).value).toBe('');
    // The old address stays until the link is used.
    expect(field(/^Current email/).value).toBe('sam@example.com');
  });

  it('shows a pending change on open', async () => {
    mockAccountFetch({});
    renderPage([profileViewerMock({ pendingEmail: 'new@example.com' })]);
    expect(await screen.findByText(PENDING)).toBeTruthy();
  });

  it('puts an address that is taken on the new email field', async () => {
    mockAccountFetch({
      '/api/account/changeEmail': problem(409, 'errors.emailAlreadyRegistered', 'This email is already registered.'),
    });
    renderPage();
    await screen.findByDisplayValue('sam@example.com');
    type(/^New email/, 'taken@example.com');
    type(/^Current password/, 'Sams-password-1');
    submit();
    await waitFor(() => expect(screen.getAllByText('This email is already registered.')).toHaveLength(2));
    expect(field(/^New email/).getAttribute('aria-invalid')).toBe('true');
  });

  it('asks for the current password, and puts a wrong one on its field', async () => {
    const { posts } = mockAccountFetch({
      '/api/account/changeEmail': problem(400, 'errors.invalidPassword', 'Invalid password', [
        { field: 'currentPassword', messageKey: 'errors.invalidPassword', message: 'Invalid password' },
      ]),
    });
    renderPage();
    await screen.findByDisplayValue('sam@example.com');
    expect(screen.queryByLabelText(/^Authentication code/)).toBeNull();
    type(/^New email/, 'new@example.com');
    submit();
    expect(await screen.findByText('Current password is required')).toBeTruthy();
    expect(posts()).toHaveLength(0);

    type(/^Current password/, 'not-it');
    submit();
    await waitFor(() => expect(field(/^Current password/).getAttribute('aria-invalid')).toBe('true'));
    expect(posts()).toHaveLength(1);
  });

  it('asks for a 6-digit authentication code too when two-factor sign-in is on', async () => {
    const { posts } = mockAccountFetch({ '/api/account/changeEmail': { status: 204 } });
    renderPage([profileViewerMock({ twoFactorEnabled: true })]);
    await screen.findByDisplayValue('sam@example.com');
    type(/^New email/, 'new@example.com');
    type(/^Current password/, 'Sams-password-1');
    type(/^Authentication code/, '12345');
    submit();
    expect(await screen.findByText('Enter the 6 digits your authenticator app shows')).toBeTruthy();
    expect(posts()).toHaveLength(0);

    type(/^Authentication code/, '123 456');
    submit();
    await waitFor(() => expect(posts()).toHaveLength(1));
    expect(posts()[0]?.body).toEqual({
      newEmail: 'new@example.com',
      currentPassword: 'Sams-password-1',
      twoFactorCode: '123456',
    });
  });
});
