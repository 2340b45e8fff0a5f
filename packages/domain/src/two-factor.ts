import { z } from 'zod';

export const RECOVERY_CODE_COUNT = 10;

/** A 6-digit authenticator code (spaces allowed, as apps show "123 456"). */
export const totpCodeSchema = z
  .string({ message: 'validation.twoFactorCodeFormat' })
  .transform((code) => code.replace(/\s/g, ''))
  .pipe(z.string().regex(/^\d{6}$/, 'validation.twoFactorCodeFormat'));

/** DECISIONS: /account/loginWithTwoFactor takes a 6-digit code or a recovery code. */
export const loginWithTwoFactorSchema = z
  .object({ code: z.string().trim().default(''), recoveryCode: z.string().trim().default('') })
  .superRefine((value, ctx) => {
    if (value.code === '' && value.recoveryCode === '') {
      ctx.addIssue({ code: 'custom', path: ['code'], message: 'validation.twoFactorCodeRequired' });
    }
  });

export const enableTwoFactorSchema = z.object({ code: totpCodeSchema });
export const disableTwoFactorSchema = z.object({
  currentPassword: z
    .string({ message: 'validation.currentPasswordRequired' })
    .min(1, 'validation.currentPasswordRequired'),
});
