import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { SAFE_SVG, SAMPLE_MIME, type SampleKind, sample } from '../../../test/media-samples.ts';
import { sniffMedia } from './accepted-media.ts';
import { refuseUnsafeSvg, UnsafeSvgError } from './svg-safety.ts';

describe('sniffMedia', () => {
  it.each(Object.keys(SAMPLE_MIME) as SampleKind[])('recognises a real %s file by its bytes', async (kind) => {
    const media = await sniffMedia(sample(kind));
    expect(media).toEqual({ mimeType: SAMPLE_MIME[kind], kind: SAMPLE_MIME[kind].split('/')[0] });
  });

  it.each([
    ['an SVG with an XML declaration', SAFE_SVG],
    ['a bare SVG', '<svg xmlns="http://www.w3.org/2000/svg"/>'],
    [
      'an SVG after a comment and a doctype',
      '\uFEFF<!-- logo --><!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "x">\n<svg>',
    ],
  ])('recognises %s', async (_name, text) => {
    expect(await sniffMedia(Buffer.from(text))).toEqual({ mimeType: 'image/svg+xml', kind: 'image' });
  });

  it.each([
    ['plain text', Buffer.from('Meeting notes: bring the PNG logo')],
    ['other XML', Buffer.from('<?xml version="1.0"?><rss version="2.0"></rss>')],
    ['HTML', Buffer.from('<!doctype html><html><body><svg></svg></body></html>')],
    ['a PDF', Buffer.from('%PDF-1.7\n%âãÏÓ\n1 0 obj')],
    ['a ZIP', Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, 0x00, 0x00])],
    ['a PNG signature cut short', sample('png').subarray(0, 4)],
  ])('refuses %s', async (_name, bytes) => {
    expect(await sniffMedia(bytes)).toBeNull();
  });
});

async function check(svg: string, chunkSize = 7): Promise<string> {
  const bytes = Buffer.from(svg);
  const parts: Buffer[] = [];
  for (let i = 0; i < bytes.length; i += chunkSize) parts.push(bytes.subarray(i, i + chunkSize));
  const out: Buffer[] = [];
  for await (const chunk of refuseUnsafeSvg(Readable.from(parts))) out.push(chunk);
  return Buffer.concat(out).toString();
}

describe('refuseUnsafeSvg', () => {
  it('passes a safe SVG through unchanged, with internal references and embedded rasters', async () => {
    const svg = SAFE_SVG.replace(
      '</svg>',
      `<image href="data:image/png;base64,${sample('png').toString('base64')}"/>\n</svg>`,
    );
    expect(await check(svg)).toBe(svg);
  });

  it.each([
    ['a script element', '<svg><script>alert(1)</script></svg>'],
    ['a namespaced script element', '<svg><h:script xmlns:h="x">alert(1)</h:script></svg>'],
    ['an event handler', '<svg onload="alert(1)"></svg>'],
    ['an event handler split by padding', `<svg\n${' '.repeat(5000)}onclick\n =\n"alert(1)"></svg>`],
    ['a javascript: link', '<svg><a href="javascript:alert(1)"><text>x</text></a></svg>'],
    ['an external image', '<svg><image xlink:href="https://tracker.example/pixel.png"/></svg>'],
    ['an external use', '<svg><use href="other.svg#icon"/></svg>'],
    ['an entity-encoded link', '<svg><a href="&#106;avascript:alert(1)">x</a></svg>'],
    ['foreign HTML', '<svg><foreignObject><div>x</div></foreignObject></svg>'],
    ['an entity declaration', '<!DOCTYPE svg [<!ENTITY x "y">]><svg>&x;</svg>'],
    ['an external stylesheet', '<?xml-stylesheet href="https://x.example/a.css"?><svg></svg>'],
    ['a CSS import', '<svg><style>@import url(https://x.example/a.css);</style></svg>'],
    ['an external CSS url', '<svg><rect style="fill: url(https://x.example/p.svg#g)"/></svg>'],
    ['an animation that rewrites a link', '<svg><a><set attributeName="href" to="javascript:alert(1)"/></a></svg>'],
    ['a changed base address', '<svg xml:base="https://x.example/"><use href="#a"/></svg>'],
  ])('refuses %s', async (_name, svg) => {
    await expect(check(svg)).rejects.toBeInstanceOf(UnsafeSvgError);
    await expect(check(svg, 4096)).rejects.toBeInstanceOf(UnsafeSvgError);
  });
});
