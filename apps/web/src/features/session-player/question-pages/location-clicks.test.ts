import { imagePointFromScreen } from '@roadmark/domain/content/response-window-geometry';
import { VIRTUAL_IMAGE_SIZE } from '@roadmark/domain/content/response-windows';
import { describe, expect, it } from 'vitest';
import { clickAt, type LocationClick, roundedPoint, zoomedPictureWidth } from './location-clicks';

const clicks: LocationClick[] = [
  { id: 'a', x: 960, y: 540 },
  { id: 'b', x: 970, y: 540 },
];

/** Where a click at `client` lands on a picture drawn in `box`, as the page stores it. */
const storedPoint = (client: { x: number; y: number }, box: DOMRect) =>
  roundedPoint(imagePointFromScreen(client, box, VIRTUAL_IMAGE_SIZE));

describe('a click on the picture, zoomed in or not', () => {
  it('is stored at the same picture point whatever the size and scroll of the drawn picture', () => {
    // The pedestrian's window of the demo picture is 840..902 x 409..523; its centre is (871, 466).
    const fitted = new DOMRect(16, 300, 358, 201.375);
    const zoomedScrolled = new DOMRect(195 - 871, 400 - 466, 1920, 1080);
    const twiceScrolledLeft = new DOMRect(-500, 100, 3840, 2160);
    expect(storedPoint({ x: 16 + 871 * (358 / 1920), y: 300 + 466 * (201.375 / 1080) }, fitted)).toEqual({
      x: 871,
      y: 466,
    });
    expect(storedPoint({ x: 195, y: 400 }, zoomedScrolled)).toEqual({ x: 871, y: 466 });
    expect(storedPoint({ x: -500 + 871 * 2, y: 100 + 466 * 2 }, twiceScrolledLeft)).toEqual({ x: 871, y: 466 });
  });

  it('is kept inside the picture when it lands on its edge', () => {
    expect(storedPoint({ x: -1, y: 2000 }, new DOMRect(0, 0, 1920, 1080))).toEqual({ x: 0, y: 1080 });
  });
});

describe('clickAt', () => {
  it('finds the newest mark within 12 CSS px of the point on the picture as drawn', () => {
    const zoomed = { width: 1920, height: 1080 };
    expect(clickAt(clicks, { x: 965, y: 540 }, zoomed)?.id).toBe('b');
    expect(clickAt(clicks, { x: 950, y: 540 }, zoomed)?.id).toBe('a');
    expect(clickAt(clicks, { x: 960, y: 552 }, zoomed)?.id).toBe('a');
    expect(clickAt(clicks, { x: 960, y: 553 }, zoomed)).toBeUndefined();
    expect(clickAt(clicks, { x: 990, y: 540 }, zoomed)).toBeUndefined();
  });

  it('reaches further in picture units on a smaller picture: the marks are the same size on screen', () => {
    // A phone's width: 12 px is about 64 picture units.
    const phone = { width: 358, height: 201.375 };
    expect(clickAt(clicks, { x: 1030, y: 540 }, phone)?.id).toBe('b');
    expect(clickAt(clicks, { x: 1040, y: 540 }, phone)).toBeUndefined();
  });
});

describe('zoomedPictureWidth', () => {
  it('draws a 16:9 picture at least at 1920 px, and at least twice the width of its area', () => {
    expect(zoomedPictureWidth({ width: 1920, height: 1080 })).toBe('max(1920px, 200%)');
    expect(zoomedPictureWidth({ width: 640, height: 360 })).toBe('max(1920px, 200%)');
  });

  it('draws a wider picture wide enough to be at least 1080 px high; a taller one is that at 1920 px', () => {
    expect(zoomedPictureWidth({ width: 2560, height: 1080 })).toBe('max(2560px, 200%)');
    expect(zoomedPictureWidth({ width: 800, height: 600 })).toBe('max(1920px, 200%)');
  });
});
