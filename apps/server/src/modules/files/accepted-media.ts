import { fileTypeFromBuffer } from 'file-type';

/** Images and videos are content media; spreadsheets are only ever uploaded for an import. */
export type MediaKind = 'image' | 'video' | 'spreadsheet';

export interface SniffedMedia {
  mimeType: string;
  kind: MediaKind;
}

/** What Roadmark stores, decided from the bytes themselves; the name and the type the browser claims are ignored. */
const ACCEPTED: Record<string, MediaKind> = {
  'image/png': 'image',
  'image/jpeg': 'image',
  'image/gif': 'image',
  'image/webp': 'image',
  'video/mp4': 'video',
  'video/webm': 'video',
};

export const SVG_MIME_TYPE = 'image/svg+xml';

/** How much of the start of a file the sniffing reads (file-type's own detection window). */
export const SNIFF_BYTES = 4100;

/**
 * SVG has no magic number: it is XML text whose first element is <svg>. The start may hold a byte-order mark, an
 * XML declaration, comments and a doctype, nothing else.
 */
function looksLikeSvg(head: Buffer): boolean {
  const text = head.toString('utf8').replace(/^\uFEFF/, '');
  const prologue = /^\s*(<\?xml[^>]*\?>\s*)?(<!--[\s\S]*?-->\s*|<!DOCTYPE svg[^>]*>\s*)*<svg[\s>]/;
  return prologue.test(text);
}

/** The accepted type of a file from its first bytes (up to SNIFF_BYTES), or null for anything else. */
export async function sniffMedia(head: Buffer): Promise<SniffedMedia | null> {
  const detected = await fileTypeFromBuffer(head);
  if (detected) {
    const kind = ACCEPTED[detected.mime];
    if (kind) return { mimeType: detected.mime, kind };
    if (detected.mime !== 'application/xml') return null;
  }
  return looksLikeSvg(head) ? { mimeType: SVG_MIME_TYPE, kind: 'image' } : null;
}
