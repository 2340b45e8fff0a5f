import createDOMPurify, { type UponSanitizeAttributeHookEvent } from 'dompurify';
import { JSDOM } from 'jsdom';

/** Why an SVG was refused: each reason has its own message for the person who uploaded it. */
export type UnsafeSvgReason = 'active-content' | 'encoding' | 'not-svg';

export class UnsafeSvgError extends Error {
  readonly reason: UnsafeSvgReason;

  constructor(reason: UnsafeSvgReason) {
    super(`the SVG was refused: ${reason}`);
    this.name = 'UnsafeSvgError';
    this.reason = reason;
  }
}

const SVG_NAMESPACE = 'http://www.w3.org/2000/svg';

/**
 * Elements whose presence means the file tried to run script, embed another document or change a link as it plays:
 * the upload is refused, so its author knows, rather than stored quietly without them.
 */
const ACTIVE_ELEMENTS = new Set(['script', 'foreignobject', 'iframe', 'embed', 'object', 'handler', 'set', 'animate']);

/** A link may point inside the file (#id) or hold an embedded raster image; nothing else is fetched or followed. */
function isAllowedLink(value: string): boolean {
  return /^#[\w.:-]*$/.test(value.trim()) || /^data:image\/(png|jpeg|gif|webp);base64,[a-z0-9+/=\s]*$/i.test(value);
}

function isLink(attributeName: string): boolean {
  const name = attributeName.toLowerCase();
  return name === 'href' || name.endsWith(':href');
}

/** `url(...)` pointing anywhere but inside the file, or CSS written with escapes that could spell one. */
function reachesOutside(value: string): boolean {
  return /url\s*\(\s*['"]?\s*(?!#)/i.test(value) || /@import|expression\s*\(|\\/i.test(value);
}

/** Set by the hooks while one sanitize call runs (it is synchronous, so calls never overlap). */
let sawActiveContent = false;

function checkAttribute(data: UponSanitizeAttributeHookEvent): void {
  const name = data.attrName.toLowerCase();
  const hostile =
    name.startsWith('on') ||
    (isLink(name) && !isAllowedLink(data.attrValue)) ||
    reachesOutside(data.attrValue) ||
    (name === 'attributename' && /href/i.test(data.attrValue));
  if (!hostile) return;
  sawActiveContent = true;
  data.keepAttr = false;
}

function createSanitizer() {
  const { window } = new JSDOM('');
  const purify = createDOMPurify(window as unknown as Parameters<typeof createDOMPurify>[0]);
  purify.addHook('uponSanitizeElement', (node) => {
    const name = (node as Element).localName?.toLowerCase();
    if (!name) return;
    if (ACTIVE_ELEMENTS.has(name) || name.startsWith('animate')) sawActiveContent = true;
    // Elements removed whole (such as <a>) are never shown to the attribute hook: their links are judged here.
    for (const attribute of Array.from((node as Element).attributes ?? [])) {
      if (isLink(attribute.name) && !isAllowedLink(attribute.value)) sawActiveContent = true;
    }
    // Designers' tools write class styles into <style>: kept, unless they fetch something or hide how they could.
    if (name === 'style' && reachesOutside(node.textContent ?? '')) sawActiveContent = true;
  });
  purify.addHook('uponSanitizeAttribute', (_node, data) => checkAttribute(data));
  return { window, purify };
}

let sanitizer: ReturnType<typeof createSanitizer> | undefined;

/** The control bytes no text file has (C0 other than tab, line feed and carriage return): ESC, NUL and the rest. */
function hasControlBytes(bytes: Buffer): boolean {
  for (const byte of bytes) {
    if (byte < 0x20 && byte !== 0x09 && byte !== 0x0a && byte !== 0x0d) return true;
  }
  return false;
}

/** The file as UTF-8 text, or null when it is, or says it is, in any other encoding. */
function utf8Text(bytes: Buffer): string | null {
  if (hasControlBytes(bytes)) return null;
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    return null;
  }
  const declaration = /^\s*<\?xml\b[^>]*?\bencoding\s*=\s*["']([^"']*)["']/i.exec(text);
  const encoding = declaration?.[1]?.toLowerCase();
  return encoding === undefined || ['utf-8', 'utf8', 'us-ascii', 'ascii'].includes(encoding) ? text : null;
}

/**
 * An SVG rewritten through an allow-list: parsed by a real XML parser (jsdom), cleaned by DOMPurify's SVG profile
 * (fragment-only links, no url() outside the file, no <a>), and serialised again, so what is stored is
 * only what the parser understood. Refused with UnsafeSvgError: anything not UTF-8 (another declared encoding, a
 * UTF-16 byte-order mark, control bytes such as the ESC of ISO-2022-JP), a DOCTYPE with declarations of its own
 * (entities), text that is not a well-formed SVG document, and any script, event handler or outside link.
 */
export function sanitizeSvg(bytes: Buffer): Buffer {
  const text = utf8Text(bytes);
  if (text === null) throw new UnsafeSvgError('encoding');
  if (/<!ENTITY|<!DOCTYPE[^>]*\[/i.test(text)) throw new UnsafeSvgError('active-content');
  sanitizer ??= createSanitizer();
  const { window, purify } = sanitizer;
  const document = new window.DOMParser().parseFromString(text, 'image/svg+xml');
  const root = document.documentElement;
  if (root.localName !== 'svg' || root.namespaceURI !== SVG_NAMESPACE) throw new UnsafeSvgError('not-svg');
  sawActiveContent = false;
  purify.sanitize(root, {
    IN_PLACE: true,
    USE_PROFILES: { svg: true, svgFilters: true },
    ADD_TAGS: ['use'],
    FORBID_TAGS: ['a', 'foreignObject'],
  });
  if (sawActiveContent) throw new UnsafeSvgError('active-content');
  const serialised = new window.XMLSerializer().serializeToString(root);
  return Buffer.from(`<?xml version="1.0" encoding="UTF-8"?>\n${serialised}`, 'utf8');
}
