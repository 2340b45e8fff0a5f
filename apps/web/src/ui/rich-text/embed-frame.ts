import { isAllowedEmbedSource } from '@roadmark/domain/rich-text/rich-text-allow-list';
import { mergeAttributes, Node } from '@tiptap/react';

export interface EmbedFrameAttributes {
  src: string;
  width: number;
  height: number;
  title: string;
}

declare module '@tiptap/core' {
  interface Commands<ReturnType> {
    embedFrame: {
      /** Inserts a provider's player (an iframe from one of the embed hosts) as its own block. */
      insertEmbedFrame: (attributes: EmbedFrameAttributes) => ReturnType;
    };
  }
}

const DEFAULT_SIZE = { width: 640, height: 360 };

function frameOf(element: HTMLElement): HTMLElement | null {
  return element.tagName === 'IFRAME' ? element : element.querySelector('iframe');
}

function sizeOf(element: HTMLElement, name: 'width' | 'height'): number | null {
  const value = Number(frameOf(element)?.getAttribute(name));
  return Number.isInteger(value) && value > 0 ? value : null;
}

/** Only players from the embed hosts are read from HTML; any other iframe is dropped. */
function allowedFrame(element: HTMLElement): null | false {
  return isAllowedEmbedSource(frameOf(element)?.getAttribute('src') ?? '') ? null : false;
}

/**
 * An embedded player as stored rich text has it: `<div data-embed><iframe src=... ></iframe></div>`, the shape the
 * server's sanitiser keeps. Also reads Tiptap's YouTube embeds and bare iframes.
 */
export const EmbedFrame = Node.create({
  name: 'embedFrame',
  group: 'block',
  atom: true,
  draggable: true,

  addAttributes() {
    return {
      src: { default: null, parseHTML: (element) => frameOf(element)?.getAttribute('src') ?? null },
      width: { default: DEFAULT_SIZE.width, parseHTML: (element) => sizeOf(element, 'width') },
      height: { default: DEFAULT_SIZE.height, parseHTML: (element) => sizeOf(element, 'height') },
      title: { default: null, parseHTML: (element) => frameOf(element)?.getAttribute('title') ?? null },
    };
  },

  parseHTML() {
    return [
      { tag: 'div[data-embed]', getAttrs: allowedFrame },
      { tag: 'div[data-youtube-video]', getAttrs: allowedFrame },
      { tag: 'iframe', getAttrs: allowedFrame },
    ];
  },

  renderHTML({ node }) {
    const { src, width, height, title } = node.attrs as EmbedFrameAttributes;
    return [
      'div',
      { 'data-embed': '' },
      [
        'iframe',
        mergeAttributes({
          src,
          width: String(width),
          height: String(height),
          ...(title ? { title } : {}),
          frameborder: '0',
          allowfullscreen: 'true',
          allow: 'autoplay; encrypted-media; fullscreen; picture-in-picture',
          loading: 'lazy',
          // The app sends no referrer, and players such as YouTube's refuse to play without knowing the site.
          referrerpolicy: 'strict-origin-when-cross-origin',
        }),
      ],
    ];
  },

  addCommands() {
    return {
      insertEmbedFrame:
        (attributes) =>
        ({ commands }) =>
          isAllowedEmbedSource(attributes.src) && commands.insertContent({ type: this.name, attrs: attributes }),
    };
  },
});
