import { createHash } from 'node:crypto';

/**
 * A UUID derived from a name (the version 5 layout over SHA-1): the same name always gives the same id, so records
 * that are worked out rather than stored still have a stable id.
 */
export function nameBasedUuid(name: string): string {
  const hex = createHash('sha1').update(name).digest('hex');
  const variant = ((Number.parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}
