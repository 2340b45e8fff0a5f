import { z } from 'zod';

/**
 * Browser data (docs/product/sessions.md#finish): what the player reports about the browser when a session finishes,
 * stored once (AssessmentSession.browserDataJson). Every value is text; a value the browser could not give is 'No
 * browser detection'.
 */

/** The fallback of every value the browser did not give. */
export const NO_BROWSER_DETECTION = 'No browser detection';

/** The fields, in their documented order (colorDepth spelled as the browser's own screen.colorDepth). */
export const BROWSER_DATA_FIELDS = [
  'userAgent',
  'browser',
  'platform',
  'screenResolution',
  'orientation',
  'windowResolution',
  'colorDepth',
  'touch',
] as const;
export type BrowserDataField = (typeof BROWSER_DATA_FIELDS)[number];

/** The stored record: every field present, as text. */
export type BrowserData = Record<BrowserDataField, string>;

/** Longest value kept: user agents run to a few hundred characters; every other value is short. */
export const BROWSER_DATA_MAX_LENGTH: Record<BrowserDataField, number> = {
  userAgent: 1000,
  browser: 200,
  platform: 200,
  screenResolution: 50,
  orientation: 50,
  windowResolution: 50,
  colorDepth: 50,
  touch: 50,
};

/** The full record from what was detected: each missing, null or blank value becomes 'No browser detection'. */
export function withBrowserDataFallbacks(detected: Partial<Record<BrowserDataField, string | null>> = {}): BrowserData {
  const entries = BROWSER_DATA_FIELDS.map((field) => {
    const value = detected[field]?.trim();
    return [field, value ? value : NO_BROWSER_DETECTION] as const;
  });
  return Object.fromEntries(entries) as BrowserData;
}

const shape = Object.fromEntries(
  BROWSER_DATA_FIELDS.map((field) => [
    field,
    z
      .string({ message: 'validation.invalidInput' })
      .max(BROWSER_DATA_MAX_LENGTH[field], 'validation.invalidInput')
      .nullish(),
  ]),
) as Record<BrowserDataField, z.ZodOptional<z.ZodNullable<z.ZodString>>>;

/**
 * What the server accepts from the player: an object of text values within their lengths (others are refused with
 * 'validation.invalidInput'), unknown keys dropped; no object at all is allowed too. Parses to the full record.
 */
export const browserDataSchema = z
  .object(shape)
  .nullish()
  .transform((value) => withBrowserDataFallbacks(value ?? {}));
