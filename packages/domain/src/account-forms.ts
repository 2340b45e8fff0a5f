import { z } from 'zod';
import { idSchema } from './ids.ts';
import { DEFAULT_PASSWORD_RULES, newPasswordSchema, type PasswordRules } from './password-rules.ts';
import { requireEmailUnlessDriver } from './pin-only.ts';
import { totpCodeSchema } from './two-factor.ts';

export const EMAIL_MAX_LENGTH = 254;
export const PERSON_NAME_MAX_LENGTH = 100;

/** An email address: required, no spaces, a domain with a dot; stored lower-cased. */
export const emailSchema = z
  .string({ message: 'validation.emailRequired' })
  .trim()
  .min(1, 'validation.emailRequired')
  .max(EMAIL_MAX_LENGTH, 'validation.emailInvalid')
  .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, 'validation.emailInvalid');

const personName = (requiredKey: string) =>
  z
    .string({ message: requiredKey })
    .trim()
    .min(1, requiredKey)
    .max(PERSON_NAME_MAX_LENGTH, 'validation.personNameTooLong');

export const firstNameSchema = personName('validation.firstNameRequired');
export const lastNameSchema = personName('validation.lastNameRequired');

function passwordsMatch<T extends { password: string; confirmPassword: string }>(value: T, ctx: z.RefinementCtx) {
  if (value.password !== value.confirmPassword) {
    ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: 'validation.passwordsDoNotMatch' });
  }
}

export function registerSchema(rules: PasswordRules = DEFAULT_PASSWORD_RULES) {
  return z
    .object({
      email: emailSchema,
      password: newPasswordSchema(rules),
      confirmPassword: z.string().default(''),
      firstName: firstNameSchema,
      lastName: lastNameSchema,
    })
    .superRefine(passwordsMatch);
}

export const forgotPasswordSchema = z.object({ email: emailSchema });

/** A single-use code from an email link: opaque, URL-safe, of bounded length. */
export const emailCodeSchema = z
  .string({ message: 'validation.codeInvalid' })
  .min(16, 'validation.codeInvalid')
  .max(200, 'validation.codeInvalid')
  .regex(/^[A-Za-z0-9_-]+$/, 'validation.codeInvalid');

/**
 * An emailed link's user id and code with the new password it sets (typed twice on the screens): the password reset
 * link, and the link that takes an email change back.
 */
export function linkWithNewPasswordSchema(rules: PasswordRules = DEFAULT_PASSWORD_RULES) {
  return z
    .object({
      userId: idSchema,
      code: emailCodeSchema,
      password: newPasswordSchema(rules),
      confirmPassword: z.string().optional(),
    })
    .superRefine((value, ctx) => {
      if (value.confirmPassword !== undefined)
        passwordsMatch({ ...value, confirmPassword: value.confirmPassword }, ctx);
    });
}

export const confirmEmailSchema = z.object({ userId: idSchema, code: emailCodeSchema });

export function changePasswordSchema(rules: PasswordRules = DEFAULT_PASSWORD_RULES) {
  return z
    .object({
      currentPassword: z
        .string({ message: 'validation.currentPasswordRequired' })
        .min(1, 'validation.currentPasswordRequired'),
      newPassword: newPasswordSchema(rules),
      confirmPassword: z.string().optional(),
    })
    .superRefine((value, ctx) => {
      if (value.confirmPassword !== undefined && value.newPassword !== value.confirmPassword) {
        ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: 'validation.passwordsDoNotMatch' });
      }
    });
}

export const currentPasswordSchema = z
  .string({ message: 'validation.currentPasswordRequired' })
  .min(1, 'validation.currentPasswordRequired');

/**
 * Changing one's own email: required, a real address, and not the one the account already has. Whoever holds a
 * signed-in browser must not be able to move the account to an address of their own, so the change asks for the
 * password again, and for a code from the authenticator app when two-factor sign-in is on.
 */
export function changeEmailSchema(currentEmail: string, options: { twoFactorEnabled?: boolean } = {}) {
  return z.object({
    newEmail: emailSchema.refine((email) => email.toLowerCase() !== currentEmail.trim().toLowerCase(), {
      message: 'validation.emailUnchanged',
    }),
    currentPassword: currentPasswordSchema,
    twoFactorCode: options.twoFactorEnabled ? totpCodeSchema : z.string().optional(),
  });
}

export const confirmEmailChangeSchema = z.object({ userId: idSchema, code: emailCodeSchema, email: emailSchema });

export const profileDetailsSchema = z.object({ firstName: firstNameSchema, lastName: lastNameSchema });

/** An email left blank (or missing) makes a PIN account; the server generates the PIN. */
export const optionalEmailSchema = z.preprocess(
  (value) => (value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value),
  emailSchema.optional(),
);

export const inviteSchema = z.object({
  user: z
    .object({
      email: optionalEmailSchema,
      firstName: firstNameSchema,
      lastName: lastNameSchema,
      roleGroupId: idSchema,
      subscriptionId: idSchema.optional(),
      subscriptionTeamId: idSchema.nullish(),
    })
    .superRefine(requireEmailUnlessDriver),
  sendEmail: z.boolean().default(false),
});

export function confirmInviteSchema(rules: PasswordRules = DEFAULT_PASSWORD_RULES) {
  return z.object({ userId: idSchema, code: emailCodeSchema, password: newPasswordSchema(rules) });
}

export const changeAccountEmailSchema = z.object({ currentEmail: emailSchema, newEmail: emailSchema });
export const lockoutSchema = z.object({ email: emailSchema, lockout: z.boolean() });
export const archiveAccountSchema = z.object({ email: emailSchema, archive: z.boolean().default(true) });

/** External registration: a person new to Roadmark, signed in by another provider, gives email and names. */
export const externalRegistrationSchema = z.object({
  email: emailSchema,
  firstName: firstNameSchema,
  lastName: lastNameSchema,
});
export type ExternalRegistrationInput = z.input<typeof externalRegistrationSchema>;
