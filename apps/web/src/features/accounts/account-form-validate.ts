import type { FormErrors } from '@mantine/form';
import { formatPasswordProblems, type PasswordProblem } from '@roadmark/domain/password-rules';
import { ApiProblemError } from '../../lib/api-post';
import type { Translate } from '../../lib/error-messages';
import { translateDomain } from '../../lib/translate-domain';

const PASSWORD_RULES_KEY = 'validation.passwordRules';

interface SchemaIssue {
  path: PropertyKey[];
  message: string;
  params?: { problems?: PasswordProblem[] };
}

/** The part of a domain (zod) schema this adapter needs. */
export interface AccountSchema {
  safeParse: (values: unknown) => { success: true } | { success: false; error: { issues: ReadonlyArray<SchemaIssue> } };
}

/** 'Password must be at least 6 characters long, must contain a number' in the current language. */
export function passwordProblemsText(problems: PasswordProblem[], t: Translate): string {
  return formatPasswordProblems(problems, (key, params) => translateDomain(t, key, params));
}

/**
 * Like ui/form-actions' zodFormValidate, plus the password-rules issue, whose text is built from the
 * `params.problems` it carries. The first issue per field wins, so 'Password is required' beats the rules.
 */
export function accountFormValidate<TValues>(schema: AccountSchema, t: Translate): (values: TValues) => FormErrors {
  return (values) => {
    const result = schema.safeParse(values);
    if (result.success) return {};
    const errors: FormErrors = {};
    for (const issue of result.error.issues) {
      const path = issue.path.map(String).join('.');
      const problems = issue.params?.problems;
      errors[path] ??=
        issue.message === PASSWORD_RULES_KEY && problems
          ? passwordProblemsText(problems, t)
          : translateDomain(t, issue.message);
    }
    return errors;
  };
}

/** Problems that concern the email field although the server names no field. */
const EMAIL_PROBLEM_KEYS = new Set([
  'errors.emailAlreadyRegistered',
  'errors.emailNotFound',
  'errors.emailNotConfirmedForReset',
]);

/** A REST problem's field errors keyed by form field, for form.setErrors. */
export function fieldErrorsFromProblem(error: unknown, t: Translate): FormErrors {
  if (!(error instanceof ApiProblemError)) return {};
  const { problem } = error;
  const errors: FormErrors = {};
  for (const fieldError of problem.errors ?? []) {
    if (!fieldError.field) continue;
    errors[fieldError.field] ??= fieldErrorText(fieldError, t);
  }
  if (!problem.errors?.length && problem.messageKey && EMAIL_PROBLEM_KEYS.has(problem.messageKey)) {
    errors.email = translateDomain(t, problem.messageKey);
  }
  return errors;
}

function fieldErrorText(fieldError: { message?: string; messageKey?: string }, t: Translate): string {
  const fallback = fieldError.message ?? t('domain:validation.invalidInput');
  // The rules a password broke are only in the server's text; the bare key would read 'Password {errors}'.
  if (!fieldError.messageKey || fieldError.messageKey === PASSWORD_RULES_KEY) return fallback;
  const text = translateDomain(t, fieldError.messageKey);
  return text === fieldError.messageKey ? fallback : text;
}
