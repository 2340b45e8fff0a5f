/** The radar chart axis runs 0 to 100 in ticks of 10; labels are cut at 20 characters. */
export const RADAR_MIN = 0;
export const RADAR_MAX = 100;
export const RADAR_TICK_STEP = 10;
/** 0, 10, 20, ... 100 (eleven tick values, ten intervals). */
export const RADAR_TICKS: readonly number[] = Object.freeze(
  Array.from({ length: (RADAR_MAX - RADAR_MIN) / RADAR_TICK_STEP + 1 }, (_, i) => RADAR_MIN + i * RADAR_TICK_STEP),
);
/** The longest label shown, ellipsis included. */
export const RADAR_LABEL_MAX_LENGTH = 20;
export const ELLIPSIS = '…';

/**
 * A radar axis label of at most 20 characters: a longer name keeps its first 19 characters (trailing spaces
 * dropped) followed by '…', so the label, ellipsis included, never exceeds 20. Characters are counted as code
 * points, so a character outside the basic plane is never split. Surrounding whitespace is trimmed first.
 */
export function radarLabel(name: string): string {
  const characters = Array.from(name.trim());
  if (characters.length <= RADAR_LABEL_MAX_LENGTH) return characters.join('');
  return `${characters
    .slice(0, RADAR_LABEL_MAX_LENGTH - 1)
    .join('')
    .trimEnd()}${ELLIPSIS}`;
}
