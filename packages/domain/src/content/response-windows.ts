/** The sizes of the location-question overlays (docs/product/content.md#response-windows). */
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

/**
 * Five overlay colours; a window is coloured by its discrimination group. They are the Okabe-Ito colours
 * (vermilion, blue, bluish green, orange, reddish purple), chosen to stay apart for people with colour-vision
 * deficiencies. Text on each uses the matching DISCRIMINATION_GROUP_TEXT_COLOURS entry, at least 4.5:1.
 */
export const DISCRIMINATION_GROUP_COLOURS = ['#d55e00', '#0072b2', '#009e73', '#e69f00', '#cc79a7'] as const;
export const DISCRIMINATION_GROUP_TEXT_COLOURS = ['#000000', '#ffffff', '#000000', '#000000', '#000000'] as const;

function groupIndex(group: number | null | undefined): 0 | 1 | 2 | 3 | 4 {
  const count = DISCRIMINATION_GROUP_COLOURS.length;
  const whole = Number.isFinite(group) ? Math.trunc(group as number) : 0;
  return (((whole % count) + count) % count) as 0 | 1 | 2 | 3 | 4;
}

export function discriminationGroupColour(group: number | null | undefined): string {
  return DISCRIMINATION_GROUP_COLOURS[groupIndex(group)];
}

/** The text colour (black or white) that reads on discriminationGroupColour(group). */
export function discriminationGroupTextColour(group: number | null | undefined): string {
  return DISCRIMINATION_GROUP_TEXT_COLOURS[groupIndex(group)];
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

/** Times are stored in seconds and edited in milliseconds. */
export function secondsToMilliseconds(seconds: number): number {
  return Math.round(seconds * 1000);
}
export function millisecondsToSeconds(milliseconds: number): number {
  return milliseconds / 1000;
}

/**
 * A response time shown as hh:mm:ss.mmmm, with four decimal places of seconds (1.5 s is
 * 00:00:01.5000). Hours grow past two digits rather than wrapping.
 */
export function formatResponseTime(seconds: number): string {
  if (!Number.isFinite(seconds)) return '--:--:--.----';
  const sign = seconds < 0 ? '-' : '';
  const tenThousandths = Math.round(Math.abs(seconds) * 10000);
  const wholeSeconds = Math.floor(tenThousandths / 10000);
  const pad = (value: number, length: number) => String(value).padStart(length, '0');
  const hours = Math.floor(wholeSeconds / 3600);
  const minutes = Math.floor(wholeSeconds / 60) % 60;
  return `${sign}${pad(hours, 2)}:${pad(minutes, 2)}:${pad(wholeSeconds % 60, 2)}.${pad(tenThousandths % 10000, 4)}`;
}
