import { type MessageKey, translateMessage } from '@roadmark/domain/messages';
import type { z } from 'zod';
import { AppError, type FieldError } from './errors.ts';

/** Domain schemas carry message keys; anything else (a zod default) is reported with the generic message. */
function messageKeyOf(message: string): MessageKey {
  return (message.startsWith('validation.') ? message : 'validation.invalidInput') as MessageKey;
}

/** Parses input with a domain schema; a failure is one BAD_USER_INPUT error that lists every field. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const fields: FieldError[] = result.error.issues.map((issue) => {
    const messageKey = messageKeyOf(issue.message);
    return { field: issue.path.join('.'), messageKey, message: translateMessage(messageKey) };
  });
  throw new AppError('BAD_USER_INPUT', messageKeyOf(fields[0]?.messageKey ?? ''), { fields });
}
