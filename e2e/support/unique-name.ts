let counter = 0;

/**
 * A name no other test (or earlier run against a kept database) will use, so tests stay independent when they
 * share one server. The worker index keeps parallel workers apart.
 */
export function uniqueName(prefix: string): string {
  counter += 1;
  const worker = process.env.TEST_WORKER_INDEX ?? '0';
  return `${prefix} ${Date.now().toString(36)}-${worker}-${counter}`;
}
