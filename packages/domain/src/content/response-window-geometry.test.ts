import { describe, expect, it } from 'vitest';
import {
  fitResponseWindow,
  imagePointFromScreen,
  moveResponseWindow,
  newResponseWindowAt,
  resizeResponseWindow,
  responseWindowBetween,
} from './response-window-geometry.ts';
import { responseWindowProblems } from './response-windows.ts';

const rect = (windowLeft: number, windowTop: number, windowRight: number, windowBottom: number) => ({
  windowLeft,
  windowTop,
  windowRight,
  windowBottom,
});
const small = { width: 640, height: 480 };

describe('imagePointFromScreen', () => {
  it('scales each axis from the drawn size to the image space', () => {
    const box = { left: 10, top: 20, width: 960, height: 300 };
    expect(imagePointFromScreen({ x: 490, y: 170 }, box)).toEqual({ x: 960, y: 540 });
    expect(imagePointFromScreen({ x: 10, y: 20 }, box, small)).toEqual({ x: 0, y: 0 });
  });

  it('keeps points outside the drawn image on its edge', () => {
    const box = { left: 0, top: 0, width: 320, height: 240 };
    expect(imagePointFromScreen({ x: -50, y: 999 }, box, small)).toEqual({ x: 0, y: 480 });
  });
});

describe('newResponseWindowAt', () => {
  it('centres an 80x80 window on the point', () => {
    expect(newResponseWindowAt({ x: 500, y: 300 })).toEqual(rect(460, 260, 540, 340));
  });

  it('shifts it inside the image near an edge', () => {
    expect(newResponseWindowAt({ x: 5, y: 1079 })).toEqual(rect(0, 1000, 80, 1080));
    expect(newResponseWindowAt({ x: 639, y: 2 }, small)).toEqual(rect(560, 0, 640, 80));
  });

  it('fills an image smaller than 80x80', () => {
    expect(newResponseWindowAt({ x: 10, y: 10 }, { width: 50, height: 30 })).toEqual(rect(0, 0, 50, 30));
  });
});

describe('fitResponseWindow', () => {
  it('orders swapped edges, brings the window inside and up to 5x5', () => {
    expect(fitResponseWindow(rect(100, 50, 10, 0))).toEqual(rect(10, 0, 100, 50));
    expect(fitResponseWindow(rect(0, 0, 0, 0))).toEqual(rect(0, 0, 5, 5));
    expect(fitResponseWindow(rect(-20, 1078, 2000, 1200))).toEqual(rect(0, 1075, 1920, 1080));
    expect(responseWindowProblems(fitResponseWindow(rect(Number.NaN, 3, 2, 1)))).toEqual([]);
  });
});

describe('moveResponseWindow', () => {
  it('moves by the delta keeping the size', () => {
    expect(moveResponseWindow(rect(100, 100, 180, 180), { x: 15, y: -40 })).toEqual(rect(115, 60, 195, 140));
  });

  it('stops at every image edge', () => {
    expect(moveResponseWindow(rect(100, 100, 180, 180), { x: -500, y: -500 })).toEqual(rect(0, 0, 80, 80));
    expect(moveResponseWindow(rect(100, 100, 180, 180), { x: 5000, y: 5000 }, small)).toEqual(rect(560, 400, 640, 480));
  });
});

describe('resizeResponseWindow', () => {
  const window = rect(100, 100, 180, 180);

  it('moves only the handle’s edges', () => {
    expect(resizeResponseWindow(window, 'right', { x: 20, y: 99 })).toEqual(rect(100, 100, 200, 180));
    expect(resizeResponseWindow(window, 'topLeft', { x: -10, y: -20 })).toEqual(rect(90, 80, 180, 180));
    expect(resizeResponseWindow(window, 'bottom', { x: 50, y: 5 })).toEqual(rect(100, 100, 180, 185));
  });

  it('never makes the window smaller than 5x5 or turns it inside out', () => {
    expect(resizeResponseWindow(window, 'bottomRight', { x: -500, y: -78 })).toEqual(rect(100, 100, 105, 105));
    expect(resizeResponseWindow(window, 'topLeft', { x: 500, y: 500 })).toEqual(rect(175, 175, 180, 180));
  });

  it('never goes outside the image', () => {
    expect(resizeResponseWindow(window, 'topLeft', { x: -999, y: -999 })).toEqual(rect(0, 0, 180, 180));
    expect(resizeResponseWindow(window, 'bottomRight', { x: 9999, y: 9999 }, small)).toEqual(rect(100, 100, 640, 480));
  });
});

describe('responseWindowBetween', () => {
  it('spans the two points in either drag direction', () => {
    expect(responseWindowBetween({ x: 10, y: 20 }, { x: 110, y: 70 })).toEqual(rect(10, 20, 110, 70));
    expect(responseWindowBetween({ x: 110, y: 70 }, { x: 10, y: 20 })).toEqual(rect(10, 20, 110, 70));
  });

  it('grows a short drag to 5x5 toward the drag, inside the image', () => {
    expect(responseWindowBetween({ x: 50, y: 50 }, { x: 52, y: 48 })).toEqual(rect(50, 45, 55, 50));
    expect(responseWindowBetween({ x: 1919, y: 1 }, { x: 1920, y: 0 })).toEqual(rect(1915, 0, 1920, 5));
  });
});
