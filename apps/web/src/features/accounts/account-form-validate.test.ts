import { registerSchema } from '@roadmark/domain/account-forms';
import { DEFAULT_PASSWORD_RULES } from '@roadmark/domain/password-rules';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../app/i18n';
import { ApiProblemError } from '../../lib/api-post';
import { errorMessages } from '../../lib/error-messages';
import { accountFormValidate, fieldErrorsFromProblem } from './account-form-validate';
import { passwordRulesHint } from './password-rules-hint';

const t = (key: string, options?: Record<string, unknown>) => i18n.t(key, options);
const RULES_MESSAGE = 'Password must contain a number';

describe('account form validation', () => {
  it('spells out the broken password rules, and prefers "required" for an empty password', () => {
    const validate = accountFormValidate(registerSchema(DEFAULT_PASSWORD_RULES), t);
    const base = { email: 'a@b.co', confirmPassword: '', firstName: 'A', lastName: 'B' };
    expect(validate({ ...base, password: 'Abcdef!', confirmPassword: 'Abcdef!' })).toEqual({
      password: RULES_MESSAGE,
    });
    expect(validate({ ...base, password: '' }).password).toBe('Password is required');
  });

  it('hints at the rules, leaving out a single unique character', () => {
    const rules = { ...DEFAULT_PASSWORD_RULES, requireLowercase: false, requireNonAlphanumeric: false };
    expect(passwordRulesHint(rules, t)).toBe(
      'Password must be at least 6 characters long, must contain a number, must contain an uppercase letter',
    );
    expect(passwordRulesHint({ ...rules, requiredUniqueChars: 3 }, t)).toMatch(/must contain at least 3 unique/);
  });

  it("maps a problem's field errors onto fields, keeping the server's password-rules text", () => {
    const error = new ApiProblemError({
      status: 400,
      errors: [
        { field: 'password', messageKey: 'validation.passwordRules', message: RULES_MESSAGE },
        { field: 'firstName', messageKey: 'validation.firstNameRequired', message: 'x' },
      ],
    });
    expect(fieldErrorsFromProblem(error, t)).toEqual({ password: RULES_MESSAGE, firstName: 'First name is required' });
    expect(errorMessages([error], t).map((m) => m.message)).toEqual([RULES_MESSAGE, 'First name is required']);
  });

  it('puts an email problem without fields on the email field', () => {
    const error = new ApiProblemError({ status: 404, messageKey: 'errors.emailNotFound', detail: 'x' });
    expect(fieldErrorsFromProblem(error, t)).toEqual({ email: 'This email does not have an account here.' });
    expect(fieldErrorsFromProblem(new Error('boom'), t)).toEqual({});
  });
});
