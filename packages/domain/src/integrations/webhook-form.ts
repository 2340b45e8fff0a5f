import { z } from 'zod';
import { idSchema } from '../ids.ts';
import { sortWebhookEvents, WEBHOOK_EVENTS, type WebhookEvent } from './webhook-events.ts';
import { WEBHOOK_HTTP_METHODS } from './webhook-methods.ts';

export const MAX_WEBHOOK_HEADERS = 20;
const URL_MAX_LENGTH = 2000;

/** RFC 9110 token characters: no spaces, no separators, so a name can never smuggle in another header. */
const HEADER_NAME = /^[!#$%&'*+.^_`|~0-9A-Za-z-]{1,100}$/;
/** Headers the delivery sets itself, so a configured one could only break or forge it. */
const RESERVED_HEADERS = new Set([
  'content-length',
  'content-type',
  'host',
  'transfer-encoding',
  'connection',
  'webhook-id',
  'webhook-timestamp',
  'webhook-signature',
]);

const headerSchema = z.object({
  name: z
    .string()
    .trim()
    .regex(HEADER_NAME, 'validation.headerNameInvalid')
    .refine((name) => !RESERVED_HEADERS.has(name.toLowerCase()), 'validation.headerNameReserved'),
  // Visible characters and inner spaces only: a CR or LF would start a new header line.
  value: z
    .string()
    .max(4000, 'validation.headerValueInvalid')
    .regex(/^[\t\x20-\x7e\x80-\uffff]*$/, 'validation.headerValueInvalid'),
});

export const webhookUrlSchema = z
  .string({ message: 'validation.urlRequired' })
  .trim()
  .min(1, 'validation.urlRequired')
  .max(URL_MAX_LENGTH, 'validation.urlInvalid')
  .pipe(z.url({ protocol: /^https?$/, message: 'validation.urlInvalid' }));

/**
 * A webhook's SDK application, URL and HTTP method are required. Also: at least one known event (a webhook
 * without events would never be called), header names that are plain tokens, values without line breaks.
 */
export const webhookFormSchema = z.object({
  sdkClientId: z
    .string({ message: 'validation.sdkApplicationRequired' })
    .pipe(idSchema.or(z.literal('')).refine((id) => id !== '', 'validation.sdkApplicationRequired')),
  httpMethod: z.enum(WEBHOOK_HTTP_METHODS, { message: 'validation.httpMethodRequired' }),
  url: webhookUrlSchema,
  headers: z
    .array(z.object({ name: z.string(), value: z.string() }))
    .default([])
    .transform((headers) => headers.filter((header) => header.name.trim() !== '' || header.value !== ''))
    .pipe(z.array(headerSchema).max(MAX_WEBHOOK_HEADERS, 'validation.tooManyHeaders')),
  events: z
    .array(z.enum(WEBHOOK_EVENTS as [WebhookEvent, ...WebhookEvent[]], { message: 'validation.webhookEventUnknown' }))
    .min(1, 'validation.webhookEventsRequired')
    .transform(sortWebhookEvents),
});
export type WebhookFormInput = z.input<typeof webhookFormSchema>;

/**
 * The API's JSON-text fields (eventsJson, headersJson, ipAllowListJson) read as lists; text that is not a
 * JSON list fails with the given message instead of a parser's.
 */
export function jsonListSchema<T extends z.ZodType>(list: T, messageKey: string): z.ZodType<z.output<T>, string> {
  return z
    .string()
    .transform((text, ctx) => {
      try {
        const value: unknown = JSON.parse(text);
        if (Array.isArray(value)) return value;
      } catch {}
      ctx.addIssue({ code: 'custom', message: messageKey });
      return z.NEVER;
    })
    .pipe(list as unknown as z.ZodType<z.output<T>, unknown[]>);
}
