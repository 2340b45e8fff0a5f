import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { deferredAnswer, mockAccountFetch, problem } from '../account/account-fetch-mock';
import { VIEWER_ID } from './profile-test-mocks';
import { qrCodeDataUrl } from './setup-qr-code';
import { groupSetupKey } from './two-factor-format';
import { TwoFactorStatusQuery } from './two-factor-operations';
import { TwoFactorPage } from './two-factor-page';

const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DP';
const URI = `otpauth://totp/Roadmark:sam%40example.com?secret=${SECRET}&issuer=Roadmark`;
const CODES = ['aaaa-bbbb', 'cccc-dddd', 'eeee-ffff'];
const WARNING = 'Save these recovery codes somewhere safe. Each works once, and this is the only time they are shown.';

const field = (label: RegExp) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: RegExp, value: string) => fireEvent.change(field(label), { target: { value } });
const click = (name: string) => fireEvent.click(screen.getByRole('button', { name }));

function statusMock(twoFactorEnabled: boolean) {
  return {
    request: { query: TwoFactorStatusQuery },
    result: { data: { viewer: { __typename: 'Viewer' as const, id: VIEWER_ID, twoFactorEnabled } } },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}

function renderPage(enabled: boolean) {
  return renderWithProviders(<TwoFactorPage />, { path: '/profile/twoFactor', mocks: [statusMock(enabled)] });
}

afterEach(() => vi.restoreAllMocks());

describe('groupSetupKey', () => {
  it('groups the key in fours', () => {
    expect(groupSetupKey('JBSWY3DPEHPK3PXPAB')).toBe('JBSW Y3DP EHPK 3PXP AB');
  });
});

describe('TwoFactorPage', () => {
  it('sets up two-factor sign-in, turns it on and shows the recovery codes once', async () => {
    const enable = deferredAnswer();
    const { posts } = mockAccountFetch({
      '/api/account/twoFactor/setup': { body: { secret: SECRET, otpauthUri: URI } },
      '/api/account/twoFactor/enable': enable.promise,
    });
    renderPage(false);
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Two-factor sign-in');
    expect(document.title).toBe('Two-factor sign-in - Roadmark');
    fireEvent.click(await screen.findByRole('button', { name: 'Set up two-factor sign-in' }));
    expect(await screen.findByText('JBSW Y3DP EHPK 3PXP JBSW Y3DP')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open in your authenticator app' }).getAttribute('href')).toBe(URI);
    const qrCode = await screen.findByRole('img', { name: 'QR code to scan with your authenticator app' });
    expect(qrCode.getAttribute('src')).toBe(await qrCodeDataUrl(URI));
    expect(qrCode.getAttribute('src')).toMatch(/^data:image\/svg\+xml;/);
    expect(posts()[0]?.url).toBe('/api/account/twoFactor/setup');

    click('Turn on');
    expect(await screen.findByText('Enter the 6 digits your authenticator app shows')).toBeTruthy();
    expect(posts()).toHaveLength(1);
    const code = field(/^Authentication code/);
    expect(code.getAttribute('inputmode')).toBe('numeric');
    expect(code.getAttribute('autocomplete')).toBe('one-time-code');
    type(/^Authentication code/, '123 456');
    click('Turn on');
    expect(await screen.findByRole('button', { name: 'Turning on...' })).toBeTruthy();
    expect(posts()[1]?.body).toEqual({ code: '123456' });
    expect(posts()[1]?.headers.get('x-roadmark-csrf')).toBe('1');
    enable.answer({ body: { recoveryCodes: CODES } });
    expect(await screen.findByText(WARNING)).toBeTruthy();
    for (const recovery of CODES) expect(screen.getByText(recovery)).toBeTruthy();
    click('Done');
    expect(await screen.findByText('Two-factor sign-in is on.')).toBeTruthy();
    expect(screen.queryByText(CODES[0] ?? '')).toBeNull();
    expect(screen.getByRole('button', { name: 'Turn off' })).toBeTruthy();
  });

  it('shows a wrong code on the field and in the alert', async () => {
    const message = 'That code is not right. Check your authenticator app and try again.';
    mockAccountFetch({
      '/api/account/twoFactor/setup': { body: { secret: SECRET, otpauthUri: URI } },
      '/api/account/twoFactor/enable': problem(400, 'errors.twoFactorCodeInvalid', message, [
        { field: 'code', messageKey: 'errors.twoFactorCodeInvalid', message },
      ]),
    });
    renderPage(false);
    fireEvent.click(await screen.findByRole('button', { name: 'Set up two-factor sign-in' }));
    await screen.findByLabelText(/^Authentication code/);
    type(/^Authentication code/, '000000');
    click('Turn on');
    await waitFor(() => expect(screen.getAllByText(message)).toHaveLength(2));
    expect(field(/^Authentication code/).getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByText(WARNING)).toBeNull();
  });

  it('turns two-factor sign-in off with the current password', async () => {
    const { posts } = mockAccountFetch({ '/api/account/twoFactor/disable': { status: 204 } });
    renderPage(true);
    expect(await screen.findByText('Two-factor sign-in is on.')).toBeTruthy();
    click('Turn off');
    expect(await screen.findByText('Current password is required')).toBeTruthy();
    expect(posts()).toHaveLength(0);
    type(/^Current password/, 'Secret1!');
    click('Turn off');
    expect(await screen.findByText('Two-factor sign-in is now off.')).toBeTruthy();
    expect(posts()[0]?.body).toEqual({ currentPassword: 'Secret1!' });
    expect(screen.getByRole('button', { name: 'Set up two-factor sign-in' })).toBeTruthy();
  });

  it('shows a wrong password on its field and in the alert', async () => {
    mockAccountFetch({
      '/api/account/twoFactor/disable': problem(400, 'errors.invalidPassword', 'Invalid password', [
        { field: 'currentPassword', messageKey: 'errors.invalidPassword', message: 'Invalid password' },
      ]),
    });
    renderPage(true);
    expect(await screen.findByText('Two-factor sign-in is on.')).toBeTruthy();
    type(/^Current password/, 'wrong');
    click('Turn off');
    await waitFor(() => expect(screen.getAllByText('Invalid password')).toHaveLength(2));
    expect(field(/^Current password/).getAttribute('aria-invalid')).toBe('true');
  });
});
