/**
 * Whether any leaf of a parsed request value (a string, a number, or a key of one of its objects) passes the test.
 * Walks with its own stack, so a deeply nested body cannot overflow the call stack.
 */
export function someLeaf(value: unknown, test: (leaf: string | number) => boolean): boolean {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const current = pending.pop();
    if (typeof current === 'string' || typeof current === 'number') {
      if (test(current)) return true;
    } else if (Array.isArray(current)) {
      for (const item of current) pending.push(item);
    } else if (current && typeof current === 'object' && !Buffer.isBuffer(current)) {
      for (const [key, inner] of Object.entries(current)) {
        if (test(key)) return true;
        pending.push(inner);
      }
    }
  }
  return false;
}
