import { isMessageKey, type MessageKey, translateMessage } from '@roadmark/domain/messages';
import { formatPasswordProblems, type PasswordProblem } from '@roadmark/domain/password-rules';
import type { z } from 'zod';
import { AppError, type FieldError } from './errors.ts';

/** Domain schemas carry message keys; anything else (a zod default) is reported with the generic message. */
function messageKeyOf(message: string): MessageKey {
  return (isMessageKey(message) ? message : 'validation.invalidInput') as MessageKey;
}

function fieldError(issue: z.core.$ZodIssue): FieldError {
  const messageKey = messageKeyOf(issue.message);
  const problems = (issue as { params?: { problems?: PasswordProblem[] } }).params?.problems;
  const message = problems ? formatPasswordProblems(problems, translateMessage) : translateMessage(messageKey);
  return { field: issue.path.join('.'), messageKey, message };
}

/** Parses input with a domain schema; a failure is one BAD_USER_INPUT error that lists every field. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const fields = result.error.issues.map(fieldError);
  const first = fields[0];
  throw new AppError('BAD_USER_INPUT', messageKeyOf(first?.messageKey ?? ''), {
    fields,
    ...(first ? { message: first.message } : {}),
  });
}
