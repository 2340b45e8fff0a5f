/**
 * Response windows (docs/product/content.md#response-windows): how the overlay editor (and the player, for clicks)
 * turns pointer positions into image coordinates, and how windows are drawn, moved and resized without leaving the
 * image or shrinking below MIN_WINDOW_SIZE.
 */
import {
  type ImageSize,
  MIN_WINDOW_SIZE,
  NEW_WINDOW_SIZE,
  type ResponseWindow,
  VIRTUAL_IMAGE_SIZE,
} from './response-windows.ts';

/** A position in image coordinates (the real image size, or the 1920x1080 virtual space). */
export interface ImagePoint {
  x: number;
  y: number;
}

/** Where the image is drawn on screen, as getBoundingClientRect reports it. */
export interface ScreenBox {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** The edge or corner a resize handle drags. */
export type ResizeHandle = 'top' | 'right' | 'bottom' | 'left' | 'topLeft' | 'topRight' | 'bottomRight' | 'bottomLeft';
export const RESIZE_HANDLES: readonly ResizeHandle[] = [
  'topLeft',
  'top',
  'topRight',
  'right',
  'bottomRight',
  'bottom',
  'bottomLeft',
  'left',
];

const HANDLE_EDGES: Record<ResizeHandle, { left?: true; top?: true; right?: true; bottom?: true }> = {
  top: { top: true },
  right: { right: true },
  bottom: { bottom: true },
  left: { left: true },
  topLeft: { top: true, left: true },
  topRight: { top: true, right: true },
  bottomRight: { bottom: true, right: true },
  bottomLeft: { bottom: true, left: true },
};

const clamp = (value: number, min: number, max: number) => Math.min(Math.max(value, min), max);

/**
 * A screen position (clientX/clientY) as a point in image coordinates, each axis scaled on its own so the whole
 * drawn image maps onto the whole image space, and kept inside the image.
 */
export function imagePointFromScreen(
  client: { x: number; y: number },
  box: ScreenBox,
  image: ImageSize = VIRTUAL_IMAGE_SIZE,
): ImagePoint {
  const x = box.width > 0 ? ((client.x - box.left) / box.width) * image.width : 0;
  const y = box.height > 0 ? ((client.y - box.top) / box.height) * image.height : 0;
  return { x: clamp(x, 0, image.width), y: clamp(y, 0, image.height) };
}

/** A new NEW_WINDOW_SIZE square centred on a point, shifted as little as needed to lie inside the image. */
export function newResponseWindowAt(point: ImagePoint, image: ImageSize = VIRTUAL_IMAGE_SIZE): ResponseWindow {
  const width = Math.min(NEW_WINDOW_SIZE, image.width);
  const height = Math.min(NEW_WINDOW_SIZE, image.height);
  const windowLeft = clamp(Math.round(point.x - width / 2), 0, image.width - width);
  const windowTop = clamp(Math.round(point.y - height / 2), 0, image.height - height);
  return { windowLeft, windowTop, windowRight: windowLeft + width, windowBottom: windowTop + height };
}

/**
 * Any rectangle made a valid window: edges in order, inside the image and at least MIN_WINDOW_SIZE each way (or
 * the whole image when it is smaller than that). Saved windows that break the rules are fitted before editing.
 */
export function fitResponseWindow(window: ResponseWindow, image: ImageSize = VIRTUAL_IMAGE_SIZE): ResponseWindow {
  const finite = (value: number) => (Number.isFinite(value) ? value : 0);
  const [left, right] = ordered(finite(window.windowLeft), finite(window.windowRight));
  const [top, bottom] = ordered(finite(window.windowTop), finite(window.windowBottom));
  const minWidth = Math.min(MIN_WINDOW_SIZE, image.width);
  const minHeight = Math.min(MIN_WINDOW_SIZE, image.height);
  const windowLeft = clamp(left, 0, image.width - minWidth);
  const windowTop = clamp(top, 0, image.height - minHeight);
  return {
    windowLeft,
    windowTop,
    windowRight: clamp(right, windowLeft + minWidth, image.width),
    windowBottom: clamp(bottom, windowTop + minHeight, image.height),
  };
}

function ordered(a: number, b: number): [number, number] {
  return a <= b ? [a, b] : [b, a];
}

/** The window moved by `delta`, keeping its size and stopping at the image edges. */
export function moveResponseWindow(
  window: ResponseWindow,
  delta: ImagePoint,
  image: ImageSize = VIRTUAL_IMAGE_SIZE,
): ResponseWindow {
  const fitted = fitResponseWindow(window, image);
  const width = fitted.windowRight - fitted.windowLeft;
  const height = fitted.windowBottom - fitted.windowTop;
  const windowLeft = clamp(fitted.windowLeft + delta.x, 0, image.width - width);
  const windowTop = clamp(fitted.windowTop + delta.y, 0, image.height - height);
  return { windowLeft, windowTop, windowRight: windowLeft + width, windowBottom: windowTop + height };
}

/**
 * The window with the handle's edges moved by `delta`. Each edge stops at the image edge and MIN_WINDOW_SIZE short
 * of the opposite edge, so a window cannot be turned inside out.
 */
export function resizeResponseWindow(
  window: ResponseWindow,
  handle: ResizeHandle,
  delta: ImagePoint,
  image: ImageSize = VIRTUAL_IMAGE_SIZE,
): ResponseWindow {
  const edges = HANDLE_EDGES[handle];
  const minWidth = Math.min(MIN_WINDOW_SIZE, image.width);
  const minHeight = Math.min(MIN_WINDOW_SIZE, image.height);
  let { windowLeft, windowTop, windowRight, windowBottom } = fitResponseWindow(window, image);
  if (edges.left) windowLeft = clamp(windowLeft + delta.x, 0, windowRight - minWidth);
  if (edges.right) windowRight = clamp(windowRight + delta.x, windowLeft + minWidth, image.width);
  if (edges.top) windowTop = clamp(windowTop + delta.y, 0, windowBottom - minHeight);
  if (edges.bottom) windowBottom = clamp(windowBottom + delta.y, windowTop + minHeight, image.height);
  return { windowLeft, windowTop, windowRight, windowBottom };
}

/**
 * The window dragged out from `start` to `end`, inside the image. A drag shorter than MIN_WINDOW_SIZE grows from
 * the start point in the direction of the drag (shifted back inside at an image edge).
 */
export function responseWindowBetween(
  start: ImagePoint,
  end: ImagePoint,
  image: ImageSize = VIRTUAL_IMAGE_SIZE,
): ResponseWindow {
  const span = (from: number, to: number): [number, number] => {
    if (Math.abs(to - from) >= MIN_WINDOW_SIZE) return ordered(from, to);
    return to >= from ? [from, from + MIN_WINDOW_SIZE] : [from - MIN_WINDOW_SIZE, from];
  };
  const [left, right] = span(start.x, end.x);
  const [top, bottom] = span(start.y, end.y);
  return fitResponseWindow({ windowLeft: left, windowTop: top, windowRight: right, windowBottom: bottom }, image);
}
