/** Longest time zone name accepted (the longest IANA name is about 30 characters). */
const MAX_TIME_ZONE_LENGTH = 64;

/** Whether the runtime knows this IANA time zone name (Europe/London, America/New_York, UTC). */
export function isTimeZone(name: string): boolean {
  if (name.length === 0 || name.length > MAX_TIME_ZONE_LENGTH) return false;
  try {
    new Intl.DateTimeFormat('en-GB', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/** Offsets change only at whole quarter hours in any zone today, so one answer serves a quarter hour. */
const BUCKET_MS = 15 * 60 * 1000;
const MAX_CACHED_BUCKETS = 10_000;

/**
 * Converts instants to the wall-clock time of one zone. Intl does the conversion; the offset it finds is kept per
 * quarter hour, so a million timestamps cost a few thousand Intl calls instead of a million.
 */
export class WallClock {
  private readonly format: Intl.DateTimeFormat;
  private readonly offsets = new Map<number, number>();

  constructor(readonly timeZone: string) {
    this.format = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
  }

  /** The instant as a Date whose UTC fields read as the zone's clock at that instant. */
  at(instant: Date): Date {
    const time = instant.getTime();
    return new Date(time + this.offsetAt(time));
  }

  private offsetAt(time: number): number {
    const bucket = Math.floor(time / BUCKET_MS);
    let offset = this.offsets.get(bucket);
    if (offset === undefined) {
      const start = bucket * BUCKET_MS;
      offset = this.wallClockTime(start) - start;
      if (this.offsets.size >= MAX_CACHED_BUCKETS) this.offsets.clear();
      this.offsets.set(bucket, offset);
    }
    return offset;
  }

  private wallClockTime(time: number): number {
    const parts: Record<string, number> = {};
    for (const part of this.format.formatToParts(time)) {
      if (part.type !== 'literal') parts[part.type] = Number(part.value);
    }
    return Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour!, parts.minute!, parts.second!);
  }
}
