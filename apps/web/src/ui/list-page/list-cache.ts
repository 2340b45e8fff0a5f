import type { ApolloCache, Reference, StoreObject } from '@apollo/client';

type CachedEntity = StoreObject & { id: string };

export interface AddToCachedListsOptions {
  /** The root query field holding the lists, e.g. 'questionTags'. */
  fieldName: string;
  /** The created record, as returned by the mutation (already written to the cache by Apollo). */
  item: CachedEntity;
  /** The field the server orders and searches by. */
  textField?: string;
  /** Whether a cached list's other arguments (its filters) admit the record; lists that do not are left alone. */
  matchesArguments?: (args: Record<string, unknown>) => boolean;
}

/**
 * Puts a new record into every cached copy of a list (one per search), in order, so the list shows it at once
 * when the user goes back; the cache-and-network refetch then confirms it. A record outside a list's search,
 * or past the last loaded item of a list with more pages, is left for the server to deliver.
 */
export function addToCachedLists(cache: ApolloCache, options: AddToCachedListsOptions) {
  const { fieldName, item, textField = 'name', matchesArguments } = options;
  const id = cache.identify(item);
  if (!id) return;
  const text = String(item[textField] ?? '');
  cache.modify({
    fields: {
      [fieldName](existing: readonly Reference[] | undefined, { storeFieldName, readField, toReference }) {
        if (!existing) return existing;
        const args = argumentsOf(storeFieldName);
        const search = typeof args.search === 'string' ? args.search.toLocaleLowerCase() : '';
        if (typeof args.offset === 'number' && args.offset > 0) return existing;
        if (search && !text.toLocaleLowerCase().includes(search)) return existing;
        if (matchesArguments && !matchesArguments(args)) return existing;
        if (existing.some((ref) => readField('id', ref) === item.id)) return existing;
        const index = existing.findIndex((ref) => compareText(String(readField(textField, ref) ?? ''), text) > 0);
        const paged = typeof args.first === 'number' && existing.length >= args.first;
        if (index === -1 && paged) return existing;
        const ref = toReference(id);
        if (!ref) return existing;
        const at = index === -1 ? existing.length : index;
        return [...existing.slice(0, at), ref, ...existing.slice(at)];
      },
    },
  });
}

/**
 * Takes a deleted (archived) record out of every cached list. The record itself stays in the cache: evicting it
 * would make the still-mounted delete page refetch a record that no longer exists.
 */
export function removeFromCachedLists(cache: ApolloCache, fieldName: string, item: { id: string }) {
  cache.modify({
    fields: {
      [fieldName](existing: readonly Reference[] | undefined, { readField }) {
        return existing ? existing.filter((ref) => readField('id', ref) !== item.id) : existing;
      },
    },
  });
}

function compareText(a: string, b: string): number {
  return a.localeCompare(b, undefined, { sensitivity: 'base' });
}

/** Apollo stores a field with arguments as `name({"first":20,"search":"x"})`. */
function argumentsOf(storeFieldName: string): Record<string, unknown> {
  const match = /^[^(]+\((.*)\)$/.exec(storeFieldName);
  if (!match?.[1]) return {};
  try {
    const parsed: unknown = JSON.parse(match[1]);
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}
