/** The entities a rich-text editor or the server's sanitiser write into stored rich text. */
const ENTITIES: Record<string, string> = { nbsp: ' ', amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" };

/** Tags that end a line of text: their words must not run into the next ones. */
const BLOCK_BOUNDARY = /<(?:br|\/?(?:p|div|h[1-6]|li|ul|ol|blockquote|pre|hr|figure|iframe))\b[^>]*>/gi;

/**
 * The words of stored rich text without its markup, on one line: for list cells, names, chart labels and export
 * cells (never rendered as HTML). Each entity is decoded once, so a typed '&lt;' stays '&lt;'.
 */
export function plainText(html: string, maxLength = Number.POSITIVE_INFINITY): string {
  const text = html
    .replace(BLOCK_BOUNDARY, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&(nbsp|amp|lt|gt|quot|#39);/g, (_, name: string) => ENTITIES[name]!)
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > maxLength ? `${text.slice(0, maxLength - 1).trimEnd()}…` : text;
}
