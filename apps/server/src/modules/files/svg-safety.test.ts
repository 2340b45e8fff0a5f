import { describe, expect, it } from 'vitest';
import { SAFE_SVG, sample } from '../../../test/media-samples.ts';
import { sanitizeSvg, UnsafeSvgError, type UnsafeSvgReason } from './svg-safety.ts';

const SVG_OPEN = '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink">';
const svg = (body: string) => `${SVG_OPEN}${body}</svg>`;

function sanitized(text: string | Buffer): string {
  return sanitizeSvg(typeof text === 'string' ? Buffer.from(text) : text).toString('utf8');
}

function refusalOf(bytes: string | Buffer): UnsafeSvgReason | 'accepted' {
  try {
    sanitized(bytes);
    return 'accepted';
  } catch (error) {
    if (error instanceof UnsafeSvgError) return error.reason;
    throw error;
  }
}

/** ISO-2022-JP switches character sets with ESC sequences; a browser that honours it reads `<script>` here. */
const ISO_2022_JP_SCRIPT = Buffer.concat([
  Buffer.from('<?xml version="1.0" encoding="ISO-2022-JP"?>'),
  Buffer.from(SVG_OPEN),
  Buffer.from('<scr\u001b(Bipt>alert(document.domain)</scr\u001b(Bipt>', 'latin1'),
  Buffer.from('</svg>'),
]);

describe('sanitizeSvg', () => {
  it('keeps a safe SVG as it was: gradients, fragment links, class styles and embedded rasters', () => {
    const raster = `<image href="data:image/png;base64,${sample('png').toString('base64')}"/>`;
    const styled = SAFE_SVG.replace('</svg>', `<style>.a { fill: #123456 }</style>${raster}\n</svg>`);
    expect(sanitized(styled)).toBe(styled);
  });

  it('drops the markup of drawing programs it does not know, keeping the drawing', () => {
    const inkscape = svg(
      '<metadata><x/></metadata><sodipodi:namedview xmlns:sodipodi="http://sodipodi.example/ns" id="v"/><rect width="4" height="4"/>',
    );
    const clean = sanitized(inkscape);
    expect(clean).toContain('<rect width="4" height="4"/>');
    expect(clean).not.toContain('sodipodi');
  });

  it.each([
    ['the ISO-2022-JP escape trick', ISO_2022_JP_SCRIPT],
    ['another declared encoding', `<?xml version="1.0" encoding="ISO-8859-1"?>${svg('<rect/>')}`],
    ['UTF-16 with a byte-order mark', Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(svg(''), 'utf16le')])],
    ['UTF-16 without a byte-order mark', Buffer.from(svg(''), 'utf16le')],
    ['a NUL byte', svg('<text>a\u0000b</text>')],
    ['an ESC byte', svg('<text>a\u001bb</text>')],
    ['a form feed', svg('<text>a\u000cb</text>')],
    [
      'bytes that are not UTF-8',
      Buffer.concat([Buffer.from(svg('<text>')), Buffer.from([0xc3, 0x28]), Buffer.from('</text></svg>')]),
    ],
  ])('refuses an SVG that is not plain UTF-8 text: %s', (_name, bytes) => {
    expect(refusalOf(bytes)).toBe('encoding');
  });

  it.each([
    ['a script element', svg('<script>alert(1)</script>')],
    ['a prefixed script element', svg('<s:script xmlns:s="http://www.w3.org/2000/svg">alert(1)</s:script>')],
    ['a script in upper case', svg('<SCRIPT>alert(1)</SCRIPT>')],
    ['an event handler', `${SVG_OPEN.replace('>', ' onload="alert(1)">')}</svg>`],
    ['an event handler in upper case', svg('<g ONCLICK="alert(1)"/>')],
    ['an xlink:href to javascript:', svg('<a xlink:href="javascript:alert(1)"><text>x</text></a>')],
    ['an entity-encoded javascript: link', svg('<a href="&#106;avascript:alert(1)"><text>x</text></a>')],
    ['an external image', svg('<image xlink:href="https://tracker.example/pixel.png"/>')],
    ['an external use', svg('<use href="other.svg#icon"/>')],
    ['a data: SVG image', svg('<image href="data:image/svg+xml;base64,PHN2Zz48L3N2Zz4="/>')],
    ['foreign HTML', svg('<foreignObject><div xmlns="http://www.w3.org/1999/xhtml">x</div></foreignObject>')],
    ['an entity declaration', `<!DOCTYPE svg [<!ENTITY x "y">]>${svg('<text>&x;</text>')}`],
    ['a CSS import', svg('<style>@import url(https://x.example/a.css);</style>')],
    ['a style element fetching a url()', svg('<style>rect { fill: url(https://x.example/p.svg#g) }</style>')],
    ['a style attribute fetching a url()', svg('<rect style="fill: url(https://x.example/p.svg#g)"/>')],
    ['a url() hidden by CSS escapes', svg('<rect style="fill: u\\72l(https://x.example/p)"/>')],
    ['a presentation attribute fetching a url()', svg('<rect fill="url(https://x.example/p.svg#g)"/>')],
    ['an animation that rewrites a link', svg('<a><set attributeName="href" to="javascript:alert(1)"/></a>')],
    ['an animation', svg('<animate attributeName="xlink:href" values="javascript:alert(1)"/>')],
  ])('refuses an SVG with %s', (_name, text) => {
    expect(refusalOf(text)).toBe('active-content');
  });

  it.each([
    ['markup that is not well-formed', `${SVG_OPEN}<rect></svg>`],
    ['an HTML document', '<html><body><svg xmlns="http://www.w3.org/2000/svg"/></body></html>'],
    ['an svg element outside the SVG namespace', '<svg><rect/></svg>'],
  ])('refuses %s', (_name, text) => {
    expect(refusalOf(text)).toBe('not-svg');
  });

  it('stores nothing outside the svg element: no doctype, stylesheet instruction or comment', () => {
    const text = `<?xml-stylesheet href="https://x.example/a.css"?><!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd"><!-- c -->${svg('<rect/>')}`;
    const clean = sanitized(text);
    expect(clean).toBe(`<?xml version="1.0" encoding="UTF-8"?>\n${svg('<rect/>')}`);
  });

  it('drops a changed base address', () => {
    expect(
      sanitized(`${SVG_OPEN.replace('>', ' xml:base="https://x.example/">')}<use href="#a"/></svg>`),
    ).not.toContain('xml:base');
  });
});
