interface Entry<V> {
  value: Promise<V>;
  expiresAt: number;
}

/**
 * A per-process memory cache of lookups: one lookup per key at a time (callers asking meanwhile share it), each
 * answer kept for as long as `load` says, and at most `maxEntries` kept (the oldest go first).
 */
export class ExpiringCache<V> {
  private readonly entries = new Map<string, Entry<V>>();

  constructor(
    private readonly maxEntries: number,
    private readonly now: () => number = Date.now,
  ) {}

  get(key: string, load: () => Promise<{ value: V; keepForMs: number }>): Promise<V> {
    const cached = this.entries.get(key);
    if (cached && cached.expiresAt > this.now()) return cached.value;
    this.entries.delete(key);
    const entry: Entry<V> = {
      value: load().then(
        ({ value, keepForMs }) => {
          entry.expiresAt = this.now() + keepForMs;
          return value;
        },
        (error: unknown) => {
          if (this.entries.get(key) === entry) this.entries.delete(key);
          throw error;
        },
      ),
      expiresAt: Number.POSITIVE_INFINITY,
    };
    this.entries.set(key, entry);
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
    return entry.value;
  }
}
