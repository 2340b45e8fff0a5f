/** Spec 2 §4 "Response windows" and §9: the sizes of the location-question overlays. */
export interface ImageSize {
  width: number;
  height: number;
}

/** The virtual image space when the image's real size is unknown. */
export const VIRTUAL_IMAGE_SIZE: ImageSize = { width: 1920, height: 1080 };
/** A window is at least this wide and this high. */
export const MIN_WINDOW_SIZE = 5;
/** A new overlay window is 80x80. */
export const NEW_WINDOW_SIZE = 80;

/** Five overlay colours; a window is coloured by its discrimination group. */
export const DISCRIMINATION_GROUP_COLOURS = ['#e03131', '#1971c2', '#2f9e44', '#f08c00', '#9c36b5'] as const;

export function discriminationGroupColour(group: number | null | undefined): string {
  const count = DISCRIMINATION_GROUP_COLOURS.length;
  const index = (((Math.trunc(group ?? 0) % count) + count) % count) as 0 | 1 | 2 | 3 | 4;
  return DISCRIMINATION_GROUP_COLOURS[index];
}

export interface ResponseWindow {
  windowLeft: number;
  windowTop: number;
  windowRight: number;
  windowBottom: number;
}

export interface FieldProblem {
  path: (string | number)[];
  message: string;
}

/** A new 80x80 window centred in the image (clipped to it for tiny images). */
export function newResponseWindow(image: ImageSize = VIRTUAL_IMAGE_SIZE): ResponseWindow {
  const width = Math.min(NEW_WINDOW_SIZE, image.width);
  const height = Math.min(NEW_WINDOW_SIZE, image.height);
  const windowLeft = Math.floor((image.width - width) / 2);
  const windowTop = Math.floor((image.height - height) / 2);
  return { windowLeft, windowTop, windowRight: windowLeft + width, windowBottom: windowTop + height };
}

/**
 * What is wrong with a rectangle: every edge must lie inside the image (0..width, 0..height), and the window must
 * be at least MIN_WINDOW_SIZE wide and high (so a negative size is refused too).
 */
export function responseWindowProblems(window: ResponseWindow, image: ImageSize = VIRTUAL_IMAGE_SIZE): FieldProblem[] {
  const problems: FieldProblem[] = [];
  const outside = 'validation.content.windowOutsideImage';
  const edges: [keyof ResponseWindow, number][] = [
    ['windowLeft', image.width],
    ['windowRight', image.width],
    ['windowTop', image.height],
    ['windowBottom', image.height],
  ];
  for (const [field, limit] of edges) {
    const value = window[field];
    if (!Number.isFinite(value) || value < 0 || value > limit) problems.push({ path: [field], message: outside });
  }
  if (problems.length > 0) return problems;
  if (window.windowRight - window.windowLeft < MIN_WINDOW_SIZE) {
    problems.push({ path: ['windowRight'], message: 'validation.content.windowTooSmall' });
  }
  if (window.windowBottom - window.windowTop < MIN_WINDOW_SIZE) {
    problems.push({ path: ['windowBottom'], message: 'validation.content.windowTooSmall' });
  }
  return problems;
}

export interface TimeWindow {
  startResponseTimeSeconds: number;
  endResponseTimeSeconds: number;
}

/** A time window: both times 0 or more, and the end not before the start. */
export function timeWindowProblems(window: TimeWindow): FieldProblem[] {
  const problems: FieldProblem[] = [];
  for (const field of ['startResponseTimeSeconds', 'endResponseTimeSeconds'] as const) {
    if (!Number.isFinite(window[field]) || window[field] < 0) {
      problems.push({ path: [field], message: 'validation.content.timeNegative' });
    }
  }
  if (problems.length === 0 && window.endResponseTimeSeconds < window.startResponseTimeSeconds) {
    problems.push({ path: ['endResponseTimeSeconds'], message: 'validation.content.endBeforeStart' });
  }
  return problems;
}

/** Spec 2 §4: times are stored in seconds and edited in milliseconds. */
export function secondsToMilliseconds(seconds: number): number {
  return Math.round(seconds * 1000);
}
export function millisecondsToSeconds(milliseconds: number): number {
  return milliseconds / 1000;
}
