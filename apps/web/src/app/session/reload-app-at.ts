import type { ApolloClient } from '@apollo/client';
import { purgePersistedCache } from '../persist-cache';
import { announceSessionChange } from './session-signals';
import { ViewerQuery } from './use-viewer';

type Client = Pick<ApolloClient, 'clearStore' | 'refetchQueries'>;

const reloading = new WeakSet<Client>();

/**
 * True while the page of `client` is being replaced by reloadAppAt: its purge need not ask the server who is signed
 * in, because the page that loads next asks, and an answer here would be thrown away with this page.
 */
export function isReloading(client: object): boolean {
  return reloading.has(client as Client);
}

/**
 * After a sign-in (or a study participant's sign-out) the whole app loads again at `url`: nothing of the previous
 * visitor stays, in memory or in the persisted cache, and the app's other tabs are told.
 */
export async function reloadAppAt(client: Client, url: string): Promise<void> {
  reloading.add(client);
  // Brought back from the browser's back-forward cache, this page carries on after all, with nobody known.
  window.addEventListener(
    'pageshow',
    (event) => {
      if (!event.persisted) return;
      reloading.delete(client);
      void client.refetchQueries({ include: [ViewerQuery] }).catch(() => {});
    },
    { once: true },
  );
  await purgePersistedCache(client);
  announceSessionChange();
  window.location.assign(url);
}
