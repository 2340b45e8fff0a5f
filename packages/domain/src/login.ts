import { z } from 'zod';
import { isPinEntry } from './pin.ts';

/** Email or PIN required; password required unless the entry is a PIN. Both are reported together. */
export const loginSchema = z
  .object({
    email: z.string({ message: 'validation.emailOrPinRequired' }).trim().default(''),
    password: z.string().default(''),
    rememberMe: z.boolean().default(true),
    /** A solved sign-in challenge (JSON), sent again with the PIN when the server asked for one. */
    proofOfWork: z.string().max(4096).optional(),
  })
  .superRefine((value, ctx) => {
    if (value.email === '') {
      ctx.addIssue({ code: 'custom', path: ['email'], message: 'validation.emailOrPinRequired' });
    }
    if (value.password === '' && !isPinEntry(value.email)) {
      ctx.addIssue({ code: 'custom', path: ['password'], message: 'validation.passwordRequired' });
    }
  });
export type LoginInput = z.input<typeof loginSchema>;
