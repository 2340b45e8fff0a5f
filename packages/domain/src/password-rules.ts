import { z } from 'zod';

/**
 * The default rules (docs/product/accounts.md#passwords); the server serves the rules it enforces (GET
 * /api/account/passwordRules) so forms match.
 */
export interface PasswordRules {
  requiredLength: number;
  requireDigit: boolean;
  requireLowercase: boolean;
  requireUppercase: boolean;
  requireNonAlphanumeric: boolean;
  requiredUniqueChars: number;
}

export const DEFAULT_PASSWORD_RULES: PasswordRules = {
  requiredLength: 6,
  requireDigit: true,
  requireLowercase: true,
  requireUppercase: true,
  requireNonAlphanumeric: true,
  requiredUniqueChars: 1,
};

/** Longer passwords are refused so hashing cost stays bounded (and nobody types more). */
export const PASSWORD_MAX_LENGTH = 256;

export interface PasswordProblem {
  key: string;
  params?: Record<string, number>;
}

/**
 * Each rule the password breaks, as message keys under `validation.passwordRule.*`, in the order their messages are
 * listed.
 */
export function passwordProblems(password: string, rules: PasswordRules = DEFAULT_PASSWORD_RULES): PasswordProblem[] {
  const problems: PasswordProblem[] = [];
  if (password.length < rules.requiredLength) {
    problems.push({ key: 'validation.passwordRule.length', params: { n: rules.requiredLength } });
  }
  if (rules.requireDigit && !/\d/.test(password)) problems.push({ key: 'validation.passwordRule.digit' });
  if (rules.requireLowercase && !/[a-z]/.test(password)) problems.push({ key: 'validation.passwordRule.lowercase' });
  if (rules.requireUppercase && !/[A-Z]/.test(password)) problems.push({ key: 'validation.passwordRule.uppercase' });
  if (rules.requireNonAlphanumeric && !/[^a-zA-Z0-9]/.test(password)) {
    problems.push({ key: 'validation.passwordRule.symbol' });
  }
  if (new Set(password).size < rules.requiredUniqueChars) {
    problems.push({ key: 'validation.passwordRule.unique', params: { n: rules.requiredUniqueChars } });
  }
  return problems;
}

/**
 * A zod schema for a new password. Its issue message is the key `validation.passwordRules`, and the issue's
 * `params.problems` lists what is wrong; `formatPasswordProblems` turns that into 'Password must ..., must ...'.
 */
export function newPasswordSchema(rules: PasswordRules = DEFAULT_PASSWORD_RULES) {
  return z
    .string({ message: 'validation.passwordRequired' })
    .min(1, 'validation.passwordRequired')
    .max(PASSWORD_MAX_LENGTH, 'validation.passwordTooLong')
    .superRefine((password, ctx) => {
      const problems = passwordProblems(password, rules);
      if (problems.length > 0) {
        ctx.addIssue({ code: 'custom', message: 'validation.passwordRules', params: { problems } });
      }
    });
}

/** 'Password must be at least 6 characters long, must contain a number' from translated rule texts. */
export function formatPasswordProblems(
  problems: PasswordProblem[],
  translate: (key: string, params?: Record<string, number>) => string,
): string {
  const parts = problems.map((problem) => translate(problem.key, problem.params));
  return translate('validation.passwordRules', { errors: parts.join(', ') } as never);
}
