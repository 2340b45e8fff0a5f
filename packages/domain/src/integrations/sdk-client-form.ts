import { z } from 'zod';
import { nameSchema } from '../reference-data.ts';
import { isAllowListEntry } from './ip-allow-list.ts';

export const MAX_ALLOWED_IP_ADDRESSES = 100;

const allowListEntrySchema = z
  .string()
  .trim()
  .refine(isAllowListEntry, 'validation.ipAddressInvalid')
  .transform((entry) => entry.toLowerCase());

/**
 * An API key's Name is required; the key itself is never sent, the server makes it. Blank address rows
 * (an 'Add IP address' click never filled in) are dropped, repeats kept once.
 */
export const sdkClientFormSchema = z.object({
  name: nameSchema,
  ipAllowList: z
    .array(z.string())
    .default([])
    .transform((entries) => [...new Set(entries.map((entry) => entry.trim()).filter((entry) => entry !== ''))])
    .pipe(z.array(allowListEntrySchema).max(MAX_ALLOWED_IP_ADDRESSES, 'validation.tooManyIpAddresses')),
});
export type SdkClientFormInput = z.input<typeof sdkClientFormSchema>;
