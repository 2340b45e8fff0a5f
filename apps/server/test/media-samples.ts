import { Readable } from 'node:stream';

/*
 * Real media files, tiny enough to keep as literals: made with ImageMagick (4x3 gradients, metadata stripped) and
 * ffmpeg (0.2 s clips of 32x18 frames: H.264 in MP4 with faststart, VP8 in WebM). Each one opens in a browser.
 */
const base64 = {
  png: [
    'iVBORw0KGgoAAAANSUhEUgAAAAQAAAADCAIAAAA7ljmRAAAAFklEQVQI12P8z4AAjPUM9QgOAwNCDgBIFQMAiJyLBAAAAABJRU5E',
    'rkJggg==',
  ].join(''),
  jpeg: [
    '/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAAYEBQYFBAYGBQYHBwYIChAKCgkJChQODwwQFxQYGBcUFhYaHSUfGhsjHBYWICwgIyYn',
    'KSopGR8tMC0oMCUoKSj/2wBDAQcHBwoIChMKChMoGhYaKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgo',
    'KCgoKCgoKCj/wAARCAADAAQDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAf/xAAYEAEAAwEAAAAAAAAAAAAAAAAAAgQV',
    'VP/EABUBAQEAAAAAAAAAAAAAAAAAAAQH/8QAHBEAAQQDAQAAAAAAAAAAAAAAAgAVktEEBVNU/9oADAMBAAIRAxEAPwCD6dzomAv7',
    'NrvOEBpHds7ucitf/9k=',
  ].join(''),
  gif: 'R0lGODlhBAADAPEAAP8AAAAA/4AAgAAAACH5BAAAAAAALAAAAAAEAAMAAAIFhCEpwVEAOw==',
  webp: 'UklGRi4AAABXRUJQVlA4TCEAAAAvA4AAABcQAoKi65YTkCT4vOfNf/gUCASSJJecOKL/0QAA',
  mp4: [
    'AAAAIGZ0eXBpc29tAAACAGlzb21pc28yYXZjMW1wNDEAAAMXbW9vdgAAAGxtdmhkAAAAAAAAAAAAAAAAAAAD6AAAAMgAAQAAAQAA',
    'AAAAAAAAAAAAAAEAAAAAAAAAAAAAAAAAAAABAAAAAAAAAAAAAAAAAABAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAgAA',
    'AkF0cmFrAAAAXHRraGQAAAADAAAAAAAAAAAAAAABAAAAAAAAAMgAAAAAAAAAAAAAAAAAAAAAAAEAAAAAAAAAAAAAAAAAAAABAAAA',
    'AAAAAAAAAAAAAABAAAAAACAAAAASAAAAAAAkZWR0cwAAABxlbHN0AAAAAAAAAAEAAADIAAAAAAABAAAAAAG5bWRpYQAAACBtZGhk',
    'AAAAAAAAAAAAAAAAAAAoAAAACABVxAAAAAAALWhkbHIAAAAAAAAAAHZpZGUAAAAAAAAAAAAAAABWaWRlb0hhbmRsZXIAAAABZG1p',
    'bmYAAAAUdm1oZAAAAAEAAAAAAAAAAAAAACRkaW5mAAAAHGRyZWYAAAAAAAAAAQAAAAx1cmwgAAAAAQAAASRzdGJsAAAAwHN0c2QA',
    'AAAAAAAAAQAAALBhdmMxAAAAAAAAAAEAAAAAAAAAAAAAAAAAAAAAACAAEgBIAAAASAAAAAAAAAABFUxhdmM1OS4zNy4xMDAgbGli',
    'eDI2NAAAAAAAAAAAAAAAGP//AAAANmF2Y0MBZAAK/+EAGWdkAAqs2Ul+IwEQAAADABAAAAMAoPEiWWABAAZo6+PLIsD9+PgAAAAA',
    'EHBhc3AAAAABAAAAAQAAABRidHJ0AAAAAAAAcFgAAHBYAAAAGHN0dHMAAAAAAAAAAQAAAAEAAAgAAAAAHHN0c2MAAAAAAAAAAQAA',
    'AAEAAAABAAAAAQAAABRzdHN6AAAAAAAAAs8AAAABAAAAFHN0Y28AAAAAAAAAAQAAA0cAAABidWR0YQAAAFptZXRhAAAAAAAAACFo',
    'ZGxyAAAAAAAAAABtZGlyYXBwbAAAAAAAAAAAAAAAAC1pbHN0AAAAJal0b28AAAAdZGF0YQAAAAEAAAAATGF2ZjU5LjI3LjEwMAAA',
    'AAhmcmVlAAAC121kYXQAAAKtBgX//6ncRem95tlIt5Ys2CDZI+7veDI2NCAtIGNvcmUgMTY0IHIzMDk1IGJhZWU0MDAgLSBILjI2',
    'NC9NUEVHLTQgQVZDIGNvZGVjIC0gQ29weWxlZnQgMjAwMy0yMDIyIC0gaHR0cDovL3d3dy52aWRlb2xhbi5vcmcveDI2NC5odG1s',
    'IC0gb3B0aW9uczogY2FiYWM9MSByZWY9MyBkZWJsb2NrPTE6MDowIGFuYWx5c2U9MHgzOjB4MTEzIG1lPWhleCBzdWJtZT03IHBz',
    'eT0xIHBzeV9yZD0xLjAwOjAuMDAgbWl4ZWRfcmVmPTEgbWVfcmFuZ2U9MTYgY2hyb21hX21lPTEgdHJlbGxpcz0xIDh4OGRjdD0x',
    'IGNxbT0wIGRlYWR6b25lPTIxLDExIGZhc3RfcHNraXA9MSBjaHJvbWFfcXBfb2Zmc2V0PS0yIHRocmVhZHM9MSBsb29rYWhlYWRf',
    'dGhyZWFkcz0xIHNsaWNlZF90aHJlYWRzPTAgbnI9MCBkZWNpbWF0ZT0xIGludGVybGFjZWQ9MCBibHVyYXlfY29tcGF0PTAgY29u',
    'c3RyYWluZWRfaW50cmE9MCBiZnJhbWVzPTMgYl9weXJhbWlkPTIgYl9hZGFwdD0xIGJfYmlhcz0wIGRpcmVjdD0xIHdlaWdodGI9',
    'MSBvcGVuX2dvcD0wIHdlaWdodHA9MiBrZXlpbnQ9MjUwIGtleWludF9taW49NSBzY2VuZWN1dD00MCBpbnRyYV9yZWZyZXNoPTAg',
    'cmNfbG9va2FoZWFkPTQwIHJjPWNyZiBtYnRyZWU9MSBjcmY9MjMuMCBxY29tcD0wLjYwIHFwbWluPTAgcXBtYXg9NjkgcXBzdGVw',
    'PTQgaXBfcmF0aW89MS40MCBhcT0xOjEuMDAAgAAAABpliIQAP//+5nX4FNMIGkkS1D5NDsVbZ4BnwQ==',
  ].join(''),
  webm: [
    'GkXfo59ChoEBQveBAULygQRC84EIQoKEd2VibUKHgQJChYECGFOAZwEAAAAAAAH9EU2bdLpNu4tTq4QVSalmU6yBoU27i1OrhBZU',
    'rmtTrIHYTbuMU6uEElTDZ1OsggEeTbuMU6uEHFO7a1OsggHn7AEAAAAAAABZAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
    'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAVSalmsirXsYMPQkBNgI1M',
    'YXZmNTkuMjcuMTAwV0GNTGF2ZjU5LjI3LjEwMESJiEBpAAAAAAAAFlSua8GuAQAAAAAAADjXgQFzxYjuBap8LWLlKZyBACK1nIN1',
    'bmSIgQCGhVZfVlA4g4EBI+ODhAvrwgDgibCBILqBEpqBAhJUw2f9c3OgY8CAZ8iaRaOHRU5DT0RFUkSHjUxhdmY1OS4yNy4xMDBz',
    'c9djwItjxYjuBap8LWLlKWfIoUWjh0VOQ09ERVJEh5RMYXZjNTkuMzcuMTAwIGxpYnZweGfIokWjiERVUkFUSU9ORIeUMDA6MDA6',
    'MDAuMjAwMDAwMDAwAAAfQ7Z1wueBAKO9gQAAgNACAJ0BKiAAEgAARwiFhYiFhIgCAgJ1qgP4AgghCD0A/v9NEv/8WFfxYV/FhX/x',
    'YV/8/M7txfzmABxTu2uRu4+zgQC3iveBAfGCAaDwgQM=',
  ].join(''),
};

export type SampleKind = keyof typeof base64;

export const SAMPLE_MIME: Record<SampleKind, string> = {
  png: 'image/png',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  mp4: 'video/mp4',
  webm: 'video/webm',
};

export function sample(kind: SampleKind): Buffer {
  return Buffer.from(base64[kind], 'base64');
}

export const SAFE_SVG = [
  '<?xml version="1.0" encoding="UTF-8"?>',
  '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 10 10">',
  '  <defs><linearGradient id="g"><stop offset="0" stop-color="#1a7f5a"/></linearGradient></defs>',
  '  <rect width="10" height="10" fill="url(#g)" style="stroke: #000"/><use xlink:href="#g"/>',
  '</svg>',
].join('\n');

/**
 * The sample MP4 followed by a `free` box of padding, so the file stays a valid MP4 of any size. Produced as a
 * stream of 64 KiB chunks: a test or benchmark never holds the padded file in memory.
 */
export function paddedMp4Chunks(totalBytes: number): Readable {
  const head = sample('mp4');
  const padding = totalBytes - head.length;
  if (padding < 8) throw new Error('totalBytes must leave room for the free box');
  const boxHeader = Buffer.alloc(8);
  boxHeader.writeUInt32BE(padding, 0);
  boxHeader.write('free', 4, 'latin1');
  const chunk = Buffer.alloc(64 * 1024);
  return Readable.from(
    (function* () {
      yield head;
      yield boxHeader;
      let left = padding - 8;
      while (left > 0) {
        const size = Math.min(left, chunk.length);
        yield size === chunk.length ? chunk : chunk.subarray(0, size);
        left -= size;
      }
    })(),
  );
}
