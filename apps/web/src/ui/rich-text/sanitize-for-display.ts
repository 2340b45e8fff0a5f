import {
  isAllowedEmbedSource,
  RICH_TEXT_ATTRIBUTES,
  RICH_TEXT_TAGS,
  RICH_TEXT_TEXT_ALIGN,
} from '@roadmark/domain/rich-text/rich-text-allow-list';
import DOMPurify from 'dompurify';

const attributesOf = (tag: string): readonly string[] => [
  ...((RICH_TEXT_ATTRIBUTES as Record<string, readonly string[]>)[tag] ?? []),
  ...RICH_TEXT_ATTRIBUTES['*'],
];

/** Web and mail links and addresses on this site; anything else with a scheme (javascript:, data:) goes. */
const SAFE_URL = /^(?:(?:https?|mailto):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i;

function keptStyle(style: string): string | null {
  const align = /(?:^|;)\s*text-align\s*:\s*([a-z]+)\s*(?:;|$)/i.exec(style)?.[1]?.toLowerCase();
  return align && RICH_TEXT_TEXT_ALIGN.test(align) ? `text-align:${align}` : null;
}

function createPurifier() {
  const purifier = DOMPurify(window);
  purifier.addHook('uponSanitizeElement', (node, data) => {
    // A player from anywhere but the embed hosts is removed with everything in it.
    if (data.tagName === 'iframe' && !isAllowedEmbedSource((node as Element).getAttribute('src') ?? '')) {
      node.parentNode?.removeChild(node);
    }
  });
  purifier.addHook('uponSanitizeAttribute', (node, data) => {
    if (!attributesOf(node.nodeName.toLowerCase()).includes(data.attrName)) {
      data.keepAttr = false;
      return;
    }
    if (data.attrName === 'style') {
      const style = keptStyle(data.attrValue);
      if (style) data.attrValue = style;
      else data.keepAttr = false;
    }
    if (data.attrName === 'src' && /^\s*data:/i.test(data.attrValue)) data.keepAttr = false;
  });
  purifier.addHook('afterSanitizeAttributes', (node) => {
    // A link that opens elsewhere must not hand the new page a handle on this one.
    if (node.nodeName === 'A' && node.getAttribute('target') === '_blank') {
      node.setAttribute('rel', 'noopener noreferrer nofollow');
    }
  });
  return purifier;
}

let purifier: ReturnType<typeof createPurifier> | undefined;

/**
 * Stored rich text made safe to show, in the browser too (the server sanitised it before storing): the same
 * allow-list of tags, attributes and embed hosts. An embedded player without a title gets `frameTitle`, so every
 * frame has a name for assistive technology.
 */
export function sanitizeForDisplay(html: string, frameTitle: string): string {
  purifier ??= createPurifier();
  const fragment = purifier.sanitize(html, {
    ALLOWED_TAGS: [...RICH_TEXT_TAGS],
    ALLOWED_ATTR: [...new Set(Object.values(RICH_TEXT_ATTRIBUTES).flat())],
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
    ALLOWED_URI_REGEXP: SAFE_URL,
    RETURN_DOM_FRAGMENT: true,
  });
  for (const frame of fragment.querySelectorAll('iframe:not([title])')) frame.setAttribute('title', frameTitle);
  const container = document.createElement('div');
  container.append(fragment);
  return container.innerHTML;
}
