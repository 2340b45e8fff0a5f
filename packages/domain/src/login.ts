import { z } from 'zod';
import { isPinEntry } from './pin.ts';

export const loginSchema = z
  .object({
    email: z.string({ message: 'validation.emailOrPinRequired' }).trim().min(1, 'validation.emailOrPinRequired'),
    password: z.string().default(''),
    rememberMe: z.boolean().default(true),
  })
  .superRefine((value, ctx) => {
    if (value.password === '' && value.email !== '' && !isPinEntry(value.email)) {
      ctx.addIssue({ code: 'custom', path: ['password'], message: 'validation.passwordRequired' });
    }
  });
export type LoginInput = z.input<typeof loginSchema>;
