import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { deferredAnswer, mockAccountFetch, problem } from '../accounts/account-fetch-mock';
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

function statusMock(twoFactorEnabled: boolean, more: { twoFactorSetupRequired?: boolean; recoveryCodesLeft?: number }) {
  const viewer = {
    __typename: 'Viewer' as const,
    id: VIEWER_ID,
    twoFactorEnabled,
    twoFactorSetupRequired: false,
    recoveryCodesLeft: twoFactorEnabled ? 10 : 0,
    ...more,
  };
  return {
    request: { query: TwoFactorStatusQuery },
    result: { data: { viewer } },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}

function renderPage(enabled: boolean, more: Parameters<typeof statusMock>[1] = {}) {
  return renderWithProviders(<TwoFactorPage />, { path: '/profile/twoFactor', mocks: [statusMock(enabled, more)] });
}

/** The password field of the turn-off form; the recovery codes section has one of its own. */
const turnOffPassword = () => screen.getAllByLabelText(/^Current password/)[0] as HTMLInputElement;
const recoverySection = () => within(screen.getByRole('region', { name: 'Recovery codes' }));

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
    fireEvent.change(turnOffPassword(), { target: { value: 'Secret1!' } });
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
    fireEvent.change(turnOffPassword(), { target: { value: 'wrong' } });
    click('Turn off');
    await waitFor(() => expect(screen.getAllByText('Invalid password')).toHaveLength(2));
    expect(turnOffPassword().getAttribute('aria-invalid')).toBe('true');
  });

  it('says how many recovery codes are left, and makes a new set with the password', async () => {
    const { posts } = mockAccountFetch({
      '/api/account/twoFactor/recoveryCodes': {
        body: { recoveryCodes: ['ABCD-EFGH-JKLM-NPQR', 'STUV-WXYZ-2345-6723'] },
      },
    });
    renderPage(true, { recoveryCodesLeft: 1 });
    const section = await screen.findByRole('region', { name: 'Recovery codes' });
    expect(within(section).getByText('You have 1 recovery code left.')).toBeTruthy();
    fireEvent.click(within(section).getByRole('button', { name: 'Make new recovery codes' }));
    expect(await recoverySection().findByText('Current password is required')).toBeTruthy();
    expect(posts()).toHaveLength(0);

    fireEvent.change(recoverySection().getByLabelText(/^Current password/), { target: { value: 'Secret1!' } });
    fireEvent.click(recoverySection().getByRole('button', { name: 'Make new recovery codes' }));
    expect(await screen.findByText('Your new recovery codes are ready; the earlier ones no longer work.')).toBeTruthy();
    expect(posts()[0]?.url).toBe('/api/account/twoFactor/recoveryCodes');
    expect(posts()[0]?.body).toEqual({ currentPassword: 'Secret1!' });
    expect(screen.getByText('ABCD-EFGH-JKLM-NPQR')).toBeTruthy();
    expect(screen.getByText(WARNING)).toBeTruthy();
    click('Done');
    expect(await recoverySection().findByText('You have 2 recovery codes left.')).toBeTruthy();
  });

  it('warns when no recovery code is left, such as older codes that no longer work', async () => {
    mockAccountFetch({});
    renderPage(true, { recoveryCodesLeft: 0 });
    const section = await screen.findByRole('region', { name: 'Recovery codes' });
    expect(within(section).getByText(/^You have no recovery codes left/)).toBeTruthy();
  });

  it('tells staff who must turn it on that nothing else works until they do', async () => {
    mockAccountFetch({});
    renderPage(false, { twoFactorSetupRequired: true });
    expect(
      await screen.findByText(
        'Roadmark staff must use two-factor sign-in. Set it up now: until it is on, you can only set it up or sign out.',
      ),
    ).toBeTruthy();
  });
});
