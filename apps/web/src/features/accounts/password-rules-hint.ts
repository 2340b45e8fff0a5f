import { type PasswordRules, passwordProblems } from '@roadmark/domain/password-rules';
import type { Translate } from '../../lib/error-messages';
import { passwordProblemsText } from './account-form-validate';

/** 'Password must be at least 6 characters long, must contain a number, ...' for the served rules. */
export function passwordRulesHint(rules: PasswordRules, t: Translate): string {
  // Every rule is broken by an empty password, except 'at least 1 unique character', which says nothing useful.
  const problems = passwordProblems('', rules).filter(
    (problem) => problem.key !== 'validation.passwordRule.unique' || rules.requiredUniqueChars > 1,
  );
  return problems.length > 0 ? passwordProblemsText(problems, t) : '';
}
