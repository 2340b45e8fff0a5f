/** Name lists show up to 4 names, then 'and N others'. */
export const NAME_LIST_MAX = 4;

export interface NameList {
  /** The names to print, in the order given. */
  shown: string[];
  /** How many names were left out (the N of 'and N others'); 0 when all are shown. */
  others: number;
}

/** The first `max` names and the count of the rest; a negative or fractional max is taken as its whole part, at least 0. */
export function nameList(names: readonly string[], max: number = NAME_LIST_MAX): NameList {
  const limit = Math.max(0, Math.floor(max));
  const shown = names.slice(0, limit);
  return { shown, others: names.length - shown.length };
}
