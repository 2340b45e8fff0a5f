import { z } from 'zod';

export const RECOVERY_CODE_COUNT = 10;
/** 16 characters of base32 carry 80 bits: far beyond guessing, even offline against a stolen hash. */
export const RECOVERY_CODE_LENGTH = 16;

/** The form a recovery code is compared in: without spaces or dashes, upper-case (base32 is case-blind). */
export function normalizeRecoveryCode(code: string): string {
  return code.replace(/[\s-]/g, '').toUpperCase();
}

/** A recovery code as people read and copy it: groups of four, e.g. 'ABCD-EFGH-JKLM-NPQR'. */
export function groupRecoveryCode(code: string): string {
  return (normalizeRecoveryCode(code).match(/.{1,4}/g) ?? []).join('-');
}

/**
 * The older recovery codes were ten hexadecimal digits ('1a2b3-c4d5e'); they are no longer accepted, and someone
 * typing one is told to make new codes rather than that it is wrong.
 */
export function isRetiredRecoveryCode(code: string): boolean {
  return /^[0-9A-F]{10}$/.test(normalizeRecoveryCode(code));
}

/** A 6-digit authenticator code (spaces allowed, as apps show "123 456"). */
export const totpCodeSchema = z
  .string({ message: 'validation.twoFactorCodeFormat' })
  .transform((code) => code.replace(/\s/g, ''))
  .pipe(z.string().regex(/^\d{6}$/, 'validation.twoFactorCodeFormat'));

/** /account/loginWithTwoFactor takes a 6-digit code or a recovery code. */
export const loginWithTwoFactorSchema = z
  .object({
    code: z.string().trim().default(''),
    // Bounded so a long string is refused before any slow hashing is spent on it.
    recoveryCode: z.string().trim().max(64, 'validation.recoveryCodeFormat').default(''),
  })
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

/** New recovery codes replace every earlier one; like turning two-factor off, it needs the password again. */
export const newRecoveryCodesSchema = disableTwoFactorSchema;
