import {
  moveResponseWindow,
  type ResizeHandle,
  resizeResponseWindow,
} from '@roadmark/domain/content/response-window-geometry';
import type { ImageSize, ResponseWindow } from '@roadmark/domain/content/response-windows';

const ARROWS: Record<string, { x: number; y: number }> = {
  ArrowLeft: { x: -1, y: 0 },
  ArrowRight: { x: 1, y: 0 },
  ArrowUp: { x: 0, y: -1 },
  ArrowDown: { x: 0, y: 1 },
};

/** The keys of a keydown event the overlay editor reads. */
export interface WindowKey {
  key: string;
  shiftKey: boolean;
  altKey: boolean;
  ctrlKey: boolean;
  metaKey: boolean;
}

/**
 * The window after a key press, or null when the key is not an editing key. Arrow keys move the window by 1 image
 * pixel, 10 with Shift. With Alt (or Ctrl/Cmd) they resize it instead: left and right move the right edge, up and
 * down the bottom edge.
 */
export function responseWindowAfterKey(
  window: ResponseWindow,
  event: WindowKey,
  image: ImageSize,
): ResponseWindow | null {
  const arrow = ARROWS[event.key];
  if (!arrow) return null;
  const step = event.shiftKey ? 10 : 1;
  const delta = { x: arrow.x * step, y: arrow.y * step };
  if (event.altKey || event.ctrlKey || event.metaKey) {
    const handle: ResizeHandle = arrow.x !== 0 ? 'right' : 'bottom';
    return resizeResponseWindow(window, handle, delta, image);
  }
  return moveResponseWindow(window, delta, image);
}

export function sameResponseWindow(a: ResponseWindow, b: ResponseWindow): boolean {
  return (
    a.windowLeft === b.windowLeft &&
    a.windowTop === b.windowTop &&
    a.windowRight === b.windowRight &&
    a.windowBottom === b.windowBottom
  );
}
