import type { DatabaseHandle } from '../../platform/db/database.ts';
import type { SignInSessionRow } from './session-store.ts';

/**
 * The channel the database's triggers notify when something a resolved session depends on changes: a session row
 * (`session:{token hash}`, sign-out, renewal, revocation), a user's sign-in fields (`user:{id}`: email,
 * subscription, role group, archived, lockout, two-factor), or anything wider (`all`: a subscription's type, the
 * role groups). See the migration that adds the triggers.
 */
export const SESSION_CHANGE_CHANNEL = 'roadmark_session_change';

/** Enough for every signed-in person of a large deployment; past it, the oldest entries make room. */
const MAX_ENTRIES = 20_000;
/**
 * The triggers keep the cache exact; re-reading each session a minute after it was cached is only a second line of
 * defence (against a change the triggers do not cover, such as a table edited by hand).
 */
const MAX_AGE_MS = 60_000;

interface Entry {
  row: SignInSessionRow;
  cachedAt: number;
}

/**
 * Resolved sessions by token hash, kept in memory so a signed-in request costs no database query, and dropped the
 * moment the database says they changed. Only for a database no other process writes to (PGlite): there, the
 * triggers' notification reaches this cache before the write that caused it returns, so a sign-out, lockout or role
 * change is seen by the very next request, as without a cache.
 */
export class SessionCache {
  private readonly entries = new Map<string, Entry>();
  /** Bumped by every change, so a lookup that was running while a change came in does not cache what it read. */
  private changes = 0;

  get(tokenHash: string, now: number): SignInSessionRow | undefined {
    const entry = this.entries.get(tokenHash);
    if (!entry) return undefined;
    if (now - entry.cachedAt > MAX_AGE_MS) {
      this.entries.delete(tokenHash);
      return undefined;
    }
    return entry.row;
  }

  /** The change count to hand back to `set` once the lookup has answered. */
  version(): number {
    return this.changes;
  }

  /** Keeps a row read from the database, unless something changed since the lookup began (`version`). */
  set(tokenHash: string, row: SignInSessionRow, version: number, now: number): void {
    if (version !== this.changes) return;
    if (this.entries.size >= MAX_ENTRIES) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
    this.entries.set(tokenHash, { row, cachedAt: now });
  }

  /** Drops what a change notification names (see SESSION_CHANGE_CHANNEL); anything unrecognised drops everything. */
  changed(payload: string): void {
    this.changes++;
    const [kind, id] = splitOnce(payload);
    if (kind === 'session' && id) {
      this.entries.delete(id);
    } else if (kind === 'user' && id) {
      for (const [tokenHash, entry] of this.entries) if (entry.row.userId === id) this.entries.delete(tokenHash);
    } else {
      this.entries.clear();
    }
  }
}

function splitOnce(payload: string): [string, string | undefined] {
  const colon = payload.indexOf(':');
  return colon < 0 ? [payload, undefined] : [payload.slice(0, colon), payload.slice(colon + 1)];
}

/**
 * A session cache kept up to date by the database's notifications, where that is safe (see
 * `DatabaseHandle.listenInProcess`); null elsewhere, so every request reads its session from the database. `close`
 * stops listening.
 */
export async function openSessionCache(
  database: DatabaseHandle,
): Promise<{ cache: SessionCache; close(): Promise<void> } | null> {
  if (!database.listenInProcess) return null;
  const cache = new SessionCache();
  const unlisten = await database.listenInProcess(SESSION_CHANGE_CHANNEL, (payload) => cache.changed(payload));
  return {
    cache,
    // The database may be closed already when the app closes after it (tests close both in turn).
    close: () => unlisten().catch(() => {}),
  };
}
