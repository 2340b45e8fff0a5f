export type RangeRequest = { kind: 'whole' } | { kind: 'part'; start: number; end: number } | { kind: 'unsatisfiable' };

const WHOLE: RangeRequest = { kind: 'whole' };

/**
 * One byte range of a file of `size` bytes from a Range header (RFC 9110, section 14): `bytes=a-b`, `bytes=a-` or
 * `bytes=-n`. Anything else (other units, several ranges, a malformed or backwards range) is ignored and the whole
 * file is sent, as the RFC allows; a range starting past the end cannot be satisfied.
 */
export function parseRange(header: string | undefined, size: number): RangeRequest {
  const match = header ? /^bytes=(\d*)-(\d*)$/.exec(header.trim()) : null;
  if (!match) return WHOLE;
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return WHOLE;
  if (first === '') {
    const suffix = Number(last);
    return suffix === 0
      ? { kind: 'unsatisfiable' }
      : { kind: 'part', start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  if (last !== '' && Number(last) < start) return WHOLE;
  if (start >= size) return { kind: 'unsatisfiable' };
  return { kind: 'part', start, end: last === '' ? size - 1 : Math.min(Number(last), size - 1) };
}
