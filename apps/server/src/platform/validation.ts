import { translateMessage } from '@roadmark/domain/messages';
import type { z } from 'zod';
import { AppError, type FieldError } from './errors.ts';

/** Parses input with a domain schema; failures become one BAD_USER_INPUT error listing every field. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const fields: FieldError[] = result.error.issues.map((issue) => {
    const messageKey = issue.message.startsWith('validation.') ? issue.message : 'validation.invalidInput';
    return { field: issue.path.join('.'), messageKey, message: translateMessage(messageKey) };
  });
  const first = fields[0];
  const key = first?.messageKey.startsWith('validation.') ? first.messageKey : 'validation.invalidInput';
  return throwInvalid(key as `validation.${string}`, fields);
}

function throwInvalid(key: `validation.${string}`, fields: FieldError[]): never {
  throw new AppError('BAD_USER_INPUT', key as never, { fields });
}
