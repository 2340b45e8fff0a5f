import { z } from 'zod';

export const idSchema = z.uuid({ message: 'validation.idInvalid' });

export function isUuid(value: unknown): value is string {
  return idSchema.safeParse(value).success;
}
