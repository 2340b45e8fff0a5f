/**
 * Reproducible random numbers for the session order (docs/product/presentation-order.md): the order is drawn once per
 * session and stored, so reproducibility is a convenience (tests, or a server that seeds from the session id), not
 * a security property. Not for secrets.
 */

/** A random source as the delivery rules take it: each call gives a number in [0, 1). */
export type RandomSource = () => number;

/** Mulberry32: a small, fast 32-bit generator; the same seed always gives the same sequence. */
export function mulberry32(seed: number): RandomSource {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** FNV-1a (32-bit) of the text's UTF-16 code units: a seed from an id (for ASCII text such as a UUID, the byte-wise FNV-1a). */
export function seedFromString(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash >>> 0;
}

/** A generator seeded from a session id, so the same session id always draws the same order. */
export function randomForSession(sessionId: string): RandomSource {
  return mulberry32(seedFromString(sessionId));
}
