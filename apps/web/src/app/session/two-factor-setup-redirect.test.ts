import { describe, expect, it } from 'vitest';
import { mustGoToTwoFactorSetup } from './two-factor-setup-redirect';

describe('mustGoToTwoFactorSetup', () => {
  const pending = { twoFactorSetupRequired: true };

  it.each(['/', '/me', '/administration/questions', '/manage/people', '/profile/details', '/profile/changeEmail'])(
    'sends staff who must set it up away from %s',
    (pathname) => {
      expect(mustGoToTwoFactorSetup(pending, pathname)).toBe(true);
    },
  );

  it.each(['/profile/twoFactor', '/authentication/logout', '/account/login', '/account/confirmEmailChange'])(
    'lets them open %s',
    (pathname) => {
      expect(mustGoToTwoFactorSetup(pending, pathname)).toBe(false);
    },
  );

  it('leaves everyone else where they are', () => {
    expect(mustGoToTwoFactorSetup({ twoFactorSetupRequired: false }, '/administration/questions')).toBe(false);
    expect(mustGoToTwoFactorSetup(null, '/me')).toBe(false);
  });
});
