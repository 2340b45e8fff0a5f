import { z } from 'zod';

/** A size in an oEmbed answer: pixels as a number or a numeric string; anything else ("100%") counts as unknown. */
const size = z
  .union([z.number(), z.string(), z.null()])
  .optional()
  .transform((value) => {
    const pixels = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value;
    return typeof pixels === 'number' && Number.isFinite(pixels) && pixels > 0 ? Math.round(pixels) : null;
  });

/**
 * The fields of an oEmbed 1.0 answer (section 2.3.4 of the oEmbed specification) Roadmark reads; the rest are ignored.
 */
export const oembedAnswerSchema = z.object({
  type: z.string().max(20),
  title: z.string().max(500).optional().catch(undefined),
  html: z.string().optional().catch(undefined),
  width: size.catch(null),
  height: size.catch(null),
  thumbnail_url: z.string().optional().catch(undefined),
  /** Flickr's link to the photo's page. */
  web_page: z.string().optional().catch(undefined),
});

export type OembedAnswer = z.infer<typeof oembedAnswerSchema>;
