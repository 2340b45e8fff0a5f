import type { ImagePoint } from '@roadmark/domain/content/response-window-geometry';
import { type ImageSize, VIRTUAL_IMAGE_SIZE } from '@roadmark/domain/content/response-windows';
import type { PlayerResponseEvent } from '@roadmark/domain/delivery/player-model';
import { isFailedMaximumClicksRecord } from '@roadmark/domain/scoring/maximum-clicks';

/**
 * How near (CSS pixels, whatever the zoom) a click must land to a mark to take it back. Marks are drawn at a fixed
 * small size on screen, not scaled with the picture, so that zoomed in they cover neither each other nor the hazard.
 */
export const MARK_HIT_RADIUS = 12;
/** Zoomed in, the picture is at least this many times as wide as the area it is shown in. */
export const ZOOM_MIN_FACTOR = 2;
/** The timer turns to the danger style below 10 seconds. */
export const TIMER_DANGER_BELOW_SECONDS = 10;

/** How far (virtual units) an arrow key moves the keyboard crosshair; with Shift, the larger step. */
export const CROSSHAIR_STEP = 20;
export const CROSSHAIR_LARGE_STEP = 100;

/** A current click of a location question, in the 1920x1080 virtual space. */
export interface LocationClick {
  id: string;
  x: number;
  y: number;
}

/** The current clicks of a question, oldest first; the server's failure record is not a click. */
export function locationClicks(questionId: string, responses: readonly PlayerResponseEvent[]): LocationClick[] {
  const clicks: LocationClick[] = [];
  for (const event of responses) {
    if (event.questionId !== questionId || isFailedMaximumClicksRecord(event)) continue;
    if (event.clickPositionX === null || event.clickPositionY === null) continue;
    clicks.push({ id: event.id, x: event.clickPositionX, y: event.clickPositionY });
  }
  return clicks;
}

/**
 * The newest click whose mark `point` lands on (within MARK_HIT_RADIUS on screen), if any: the one drawn on top
 * where marks overlap. `drawn` is the picture's size on screen now, in CSS pixels.
 */
export function clickAt(
  clicks: readonly LocationClick[],
  point: ImagePoint,
  drawn: ImageSize,
): LocationClick | undefined {
  const pixelsX = drawn.width / VIRTUAL_IMAGE_SIZE.width;
  const pixelsY = drawn.height / VIRTUAL_IMAGE_SIZE.height;
  for (let index = clicks.length - 1; index >= 0; index -= 1) {
    const click = clicks[index] as LocationClick;
    const dx = (point.x - click.x) * pixelsX;
    const dy = (point.y - click.y) * pixelsY;
    if (dx * dx + dy * dy <= MARK_HIT_RADIUS * MARK_HIT_RADIUS) return click;
  }
  return undefined;
}

/**
 * The CSS width of the zoomed-in picture (its height follows from its aspect ratio): at least one CSS pixel per
 * unit of the 1920x1080 virtual space both ways, where response windows are defined, so a hazard's window is as
 * large on screen as it is in the answer key; and at least ZOOM_MIN_FACTOR times the width of the area it is in.
 */
export function zoomedPictureWidth(shownSize: ImageSize): string {
  const ratio = shownSize.width / shownSize.height;
  const virtualWidth = Math.ceil(Math.max(VIRTUAL_IMAGE_SIZE.width, VIRTUAL_IMAGE_SIZE.height * ratio));
  return `max(${virtualWidth}px, ${ZOOM_MIN_FACTOR * 100}%)`;
}

/** A point rounded to whole virtual units, as clicks are stored. */
export function roundedPoint(point: ImagePoint): ImagePoint {
  return { x: Math.round(point.x), y: Math.round(point.y) };
}

const ARROWS: Record<string, ImagePoint> = {
  ArrowLeft: { x: -1, y: 0 },
  ArrowRight: { x: 1, y: 0 },
  ArrowUp: { x: 0, y: -1 },
  ArrowDown: { x: 0, y: 1 },
};

/** Where an arrow key moves the crosshair (kept on the image), or null for any other key. */
export function crosshairAfterKey(point: ImagePoint, key: string, large: boolean): ImagePoint | null {
  const direction = ARROWS[key];
  if (!direction) return null;
  const step = large ? CROSSHAIR_LARGE_STEP : CROSSHAIR_STEP;
  const clamp = (value: number, max: number) => Math.min(Math.max(value, 0), max);
  return {
    x: clamp(point.x + direction.x * step, VIRTUAL_IMAGE_SIZE.width),
    y: clamp(point.y + direction.y * step, VIRTUAL_IMAGE_SIZE.height),
  };
}

/** The middle of the image, where the keyboard crosshair starts. */
export const IMAGE_CENTRE: ImagePoint = { x: VIRTUAL_IMAGE_SIZE.width / 2, y: VIRTUAL_IMAGE_SIZE.height / 2 };

/**
 * Whether the time left is read out to screen readers: each whole minute, then at 30, 10 and 5 seconds, never
 * at the start (the start hint already said how long there is) and never every second.
 */
export function announcesRemaining(remaining: number, limit: number): boolean {
  if (remaining <= 0 || remaining >= limit) return false;
  return remaining % 60 === 0 || remaining === 30 || remaining === 10 || remaining === 5;
}

/** Seconds as m:ss, e.g. 75 -> "1:15". */
export function formatCountdown(seconds: number): string {
  const whole = Math.max(0, Math.ceil(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}
