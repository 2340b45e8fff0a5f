import type { Database } from '../db/database.ts';
import { countHit } from './count-hit.ts';

/** A process reserves a hundredth of the limit at a time, so a busy key costs one write per hundredth, not per use. */
const BLOCKS_PER_WINDOW = 100;
/** Past this many keys in memory, the ones whose window has ended are dropped. */
const PRUNE_ABOVE = 10_000;

export interface SharedBudgetOptions {
  /** Names the shared counters (`{name}:{key}` in rate_limit_counters). */
  name: string;
  /** Uses allowed per key in each window, across all server processes together. */
  max: number;
  windowMs: number;
}

interface Reserved {
  left: number;
  /** When the shared window ends, by this process's clock; never later than the database's end. */
  endsAt: number;
  /** The shared count has reached `max`: nothing more is granted until the window ends. */
  exhausted: boolean;
}

/**
 * A limit of `max` uses per key in each fixed window, shared by every server process without a database write per
 * use. A process reserves uses from the key's shared counter a block at a time (`countHit` adds the block in one
 * atomic statement), one reservation per key at a time, and spends them from memory. A reservation the shared count
 * can no longer cover in full is granted only what was left below `max`. Hence:
 * - all processes together never use more than `max` in a window: every use was reserved first, and the
 *   reservations granted never add up to more than `max`;
 * - a key may be refused early, by at most the uses the processes have reserved but not spent: under one block each
 *   (a hundredth of `max`), so with two processes less than 2% of the limit;
 * - uses a process reserved end with the shared window. Their end is reckoned from when the reservation was asked
 *   for, so it comes before the database's, never after.
 */
export class SharedBudget {
  private readonly reserved = new Map<string, Reserved>();
  private readonly reserving = new Map<string, Promise<void>>();
  private readonly block: number;

  constructor(
    private readonly db: Database,
    private readonly options: SharedBudgetOptions,
  ) {
    this.block = Math.max(1, Math.ceil(options.max / BLOCKS_PER_WINDOW));
  }

  /**
   * Whether `key` may have `uses` more; they are spent when it may. Answers without a promise when this process
   * already holds enough, or knows the window is used up, which is most of the time.
   */
  take(key: string, uses: number): boolean | Promise<boolean> {
    if (uses <= 0) return true;
    const held = this.live(key, Date.now());
    if (held && held.left >= uses) {
      held.left -= uses;
      return true;
    }
    if (held?.exhausted) return false;
    return this.reserveThenTake(key, uses);
  }

  private live(key: string, now: number): Reserved | undefined {
    const held = this.reserved.get(key);
    return held && held.endsAt > now ? held : undefined;
  }

  /** Waits for the key's reservation under way, or makes one, then tries again: each either grants or exhausts. */
  private async reserveThenTake(key: string, uses: number): Promise<boolean> {
    let reservation = this.reserving.get(key);
    if (!reservation) {
      reservation = this.reserve(key, uses).finally(() => this.reserving.delete(key));
      this.reserving.set(key, reservation);
    }
    await reservation;
    return this.take(key, uses);
  }

  private async reserve(key: string, uses: number): Promise<void> {
    const askedAt = Date.now();
    if (this.reserved.size > PRUNE_ABOVE) {
      for (const [other, held] of this.reserved) if (held.endsAt <= askedAt) this.reserved.delete(other);
    }
    const asked = Math.max(uses - (this.live(key, askedAt)?.left ?? 0), this.block);
    const { hits, msLeft } = await countHit(this.db, `${this.options.name}:${key}`, this.options.windowMs, asked);
    // All that was asked for, or what the shared count still had below max before this reservation.
    const granted = Math.max(0, Math.min(asked, this.options.max - (hits - asked)));
    let held = this.live(key, Date.now());
    if (!held) {
      held = { left: 0, endsAt: askedAt + msLeft, exhausted: false };
      this.reserved.set(key, held);
    }
    held.left += granted;
    if (granted < asked) held.exhausted = true;
  }
}
