/**
 * A sequence of questions may not contain itself, directly or through another sequence.
 * `children` maps a question id to its sequence's child question ids (questions that are not sequences may be left
 * out or map to []). Returns the cycle through `start` as a path that begins and ends with `start`
 * (e.g. ['a', 'b', 'a']), or null when `start` cannot reach itself. Cycles that do not pass through `start` are
 * not reported here; they are caught when their own sequence is saved.
 */
export function findSequenceCycle(children: Map<string, string[]>, start: string): string[] | null {
  const visited = new Set<string>();
  const path: string[] = [start];

  function visit(node: string): boolean {
    for (const child of children.get(node) ?? []) {
      if (child === start) {
        path.push(child);
        return true;
      }
      if (visited.has(child)) continue;
      visited.add(child);
      path.push(child);
      if (visit(child)) return true;
      path.pop();
    }
    return false;
  }

  return visit(start) ? path : null;
}

/** The message key for a sequence that contains itself. */
export const SEQUENCE_CONTAINS_ITSELF = 'validation.content.sequenceContainsItself';
