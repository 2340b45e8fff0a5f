/**
 * A user signed out elsewhere is signed out here too (docs/product/accounts.md#signing-in): the two ways a tab learns
 * its session may have changed. `useSessionSync` listens for both.
 */

/** Written on every sign-in and sign-out; other tabs of this browser get a `storage` event for it (this one does not). */
export const SESSION_CHANGED_KEY = 'roadmark.session-changed';

/** Dispatched on `window` when a request was refused as signed out (401 or UNAUTHENTICATED). */
export const SESSION_CHECK_EVENT = 'roadmark:session-check';

/** Tells the app's other tabs that this one has just signed in or out, so they check who is signed in now. */
export function announceSessionChange(storage: Pick<Storage, 'setItem'> | undefined = defaultStorage()): void {
  try {
    // A new value every time, so the event fires even when the same change is announced twice.
    storage?.setItem(SESSION_CHANGED_KEY, `${Date.now()}:${Math.random()}`);
  } catch {
    // Storage unavailable (private mode): other tabs notice at their next refused request instead.
  }
}

/** Asks this tab to check its session with the server: a request has just been refused as signed out. */
export function requestSessionCheck(): void {
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(SESSION_CHECK_EVENT));
}

function defaultStorage(): Pick<Storage, 'setItem'> | undefined {
  return typeof localStorage === 'undefined' ? undefined : localStorage;
}
