import {
  EMBED_HOSTS,
  isAllowedEmbedSource,
  RICH_TEXT_ATTRIBUTES,
  RICH_TEXT_TAGS,
  RICH_TEXT_TEXT_ALIGN,
} from '@roadmark/domain/rich-text/rich-text-allow-list';
import sanitizeHtml from 'sanitize-html';

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...RICH_TEXT_TAGS],
  allowedAttributes: Object.fromEntries(
    Object.entries(RICH_TEXT_ATTRIBUTES).map(([tag, attributes]) => [tag, [...attributes]]),
  ),
  allowedStyles: { '*': { 'text-align': [RICH_TEXT_TEXT_ALIGN] } },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https'], iframe: ['https'] },
  allowProtocolRelative: false,
  allowedIframeHostnames: [...EMBED_HOSTS],
  // An iframe whose source was not allowed is left empty by the filter above; drop it altogether, and one whose
  // source names a port or credentials too (the filter above looks at the host name only).
  exclusiveFilter: (frame) => frame.tag === 'iframe' && !isAllowedEmbedSource(frame.attribs.src ?? ''),
  transformTags: {
    // A link that opens elsewhere must not hand the new page a handle on this one.
    a: (tagName, attribs) => ({
      tagName,
      attribs: attribs.target === '_blank' ? { ...attribs, rel: 'noopener noreferrer nofollow' } : attribs,
    }),
  },
};

/**
 * Rich text (Tiptap HTML) as Roadmark stores it: an allow-list of formatting, links, images and embeds from known
 * video and photo providers. Scripts, event handlers, javascript: and data: URLs and foreign iframes are removed,
 * whatever a client sent, before anything is stored: the server sanitises, never trusting the editor.
 */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}
