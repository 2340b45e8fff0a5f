import type { ErrorMessage } from '../../lib/error-messages';

export interface ErrorGroup {
  message: string;
  count: number;
  occurrences: ErrorMessage[];
}

/** Identical messages collapse into one group, kept in order of first appearance. */
export function groupErrorMessages(messages: readonly ErrorMessage[]): ErrorGroup[] {
  const groups = new Map<string, ErrorGroup>();
  for (const entry of messages) {
    const group = groups.get(entry.message);
    if (group) {
      group.count += 1;
      group.occurrences.push(entry);
    } else {
      groups.set(entry.message, { message: entry.message, count: 1, occurrences: [entry] });
    }
  }
  return [...groups.values()];
}
