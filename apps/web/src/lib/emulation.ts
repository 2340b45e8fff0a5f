import { EMULATION_HEADER } from '@roadmark/domain/emulation';
import { useSyncExternalStore } from 'react';

/**
 * The subscription an Administration user has chosen to manage (docs/product/tenancy.md#managing-a-customer), kept in
 * this browser so it survives reloads and is shared by every tab. The server honours it for that role only;
 * `subscription` on the viewer says what is in effect.
 */
export const EMULATION_STORAGE_KEY = 'roadmark.emulatedSubscriptionId';

const listeners = new Set<() => void>();

export function emulatedSubscriptionId(): string | null {
  return typeof localStorage === 'undefined' ? null : localStorage.getItem(EMULATION_STORAGE_KEY);
}

/** Act in another subscription from the next request on; the Apollo cache is reset by `watchEmulation`. */
export function startEmulating(subscriptionId: string): void {
  store(subscriptionId);
}

/** Back to the person's own subscription. */
export function stopEmulating(): void {
  store(null);
}

function store(subscriptionId: string | null): void {
  if (emulatedSubscriptionId() === subscriptionId || typeof localStorage === 'undefined') return;
  if (subscriptionId) localStorage.setItem(EMULATION_STORAGE_KEY, subscriptionId);
  else localStorage.removeItem(EMULATION_STORAGE_KEY);
  for (const listener of listeners) listener();
}

/** Calls `listener` whenever the choice changes, in this tab or another one (through the `storage` event). */
export function subscribeToEmulation(listener: () => void): () => void {
  const fromOtherTab = (event: StorageEvent) => {
    if (event.key === EMULATION_STORAGE_KEY || event.key === null) listener();
  };
  listeners.add(listener);
  window.addEventListener('storage', fromOtherTab);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', fromOtherTab);
  };
}

/** The header every GraphQL and REST call carries while a subscription is emulated; empty otherwise. */
export function emulationHeaders(): Record<string, string> {
  const subscriptionId = emulatedSubscriptionId();
  return subscriptionId ? { [EMULATION_HEADER]: subscriptionId } : {};
}

/** The stored choice, re-rendering when it changes. */
export function useEmulatedSubscriptionId(): string | null {
  return useSyncExternalStore(subscribeToEmulation, emulatedSubscriptionId, () => null);
}
