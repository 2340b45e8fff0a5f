import { useQuery } from '@apollo/client/react';
import { useDeferredValue } from 'react';

/**
 * `useQuery` for a query a whole page (or the shell) is drawn from. Apollo hands an answer to React through
 * `useSyncExternalStore`, and React renders such updates synchronously, in one task: on a phone, drawing a page
 * that way keeps the browser from answering a tap for hundreds of milliseconds. With the result deferred, the
 * urgent render keeps showing what was there (cheap), and React draws the page from the answer in a render it
 * interrupts every few milliseconds to give the browser its turn. Loading, data and error change together, as one
 * result. Small queries (a menu's options, a dialog's record) keep plain `useQuery`.
 */
export const usePageQuery = ((...args: Parameters<typeof useQuery>) =>
  useDeferredValue(useQuery(...args))) as typeof useQuery;
