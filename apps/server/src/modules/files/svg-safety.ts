export class UnsafeSvgError extends Error {
  constructor() {
    super('the SVG contains scripts or references to other content');
    this.name = 'UnsafeSvgError';
  }
}

/**
 * What an SVG may not contain: anything that runs script or reaches outside the file. A reference inside the file
 * (`#id`) and an embedded raster image are fine. Matching is over text with whitespace runs collapsed to one space,
 * so padding cannot split a pattern. Refusing is stricter than it needs to be on purpose: a designer can export
 * again without it, and SVGs are also served with a CSP that forbids scripts (blob.routes.ts).
 */
const UNSAFE_PATTERNS: readonly RegExp[] = [
  /<[^\s>]*script/i,
  /<[^\s>]*foreignObject/i,
  /<!ENTITY/i,
  /<\?xml-stylesheet/i,
  /xhtml/i,
  /xml:base/i,
  /\son[a-z]+ ?=/i,
  /(java|vb)script ?:/i,
  /@import/i,
  /\ssrc ?=/i,
  /href ?= ?["'] ?(?!#|data:image\/(png|jpeg|gif|webp);base64,)/i,
  /url\( ?["']? ?(?!#)/i,
  /attributeName ?= ?["'][^"']*(href|&)/i,
];

/** Enough of the previous text to catch a pattern split across two chunks (all patterns are much shorter). */
const OVERLAP_CHARACTERS = 256;
/**
 * A match this close to the end of the text read so far may be an allowed reference cut short (`href="da` before
 * `ta:image/png...` arrives); it is judged again, whole, with the next chunk.
 */
const UNDECIDED_CHARACTERS = 64;

function isUnsafe(text: string, final: boolean): boolean {
  return UNSAFE_PATTERNS.some((pattern) => {
    const match = pattern.exec(text);
    return !!match && (final || match.index < text.length - UNDECIDED_CHARACTERS);
  });
}

/** Passes an SVG through unchanged while checking it; fails with UnsafeSvgError at the first unsafe construct. */
export async function* refuseUnsafeSvg(source: AsyncIterable<Buffer>): AsyncGenerator<Buffer> {
  const decoder = new TextDecoder('utf-8');
  let tail = '';
  for await (const chunk of source) {
    const text = tail + decoder.decode(chunk, { stream: true }).replace(/\s+/g, ' ');
    if (isUnsafe(text, false)) throw new UnsafeSvgError();
    tail = text.slice(-OVERLAP_CHARACTERS);
    yield chunk;
  }
  if (isUnsafe(tail + decoder.decode().replace(/\s+/g, ' '), true)) throw new UnsafeSvgError();
}
