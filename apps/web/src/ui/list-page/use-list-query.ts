import type { OperationVariables, TypedDocumentNode } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { useCallback, useRef, useState } from 'react';

/** The keys of TData whose value is a list. */
export type ListFieldOf<TData> = {
  [K in keyof TData]-?: NonNullable<TData[K]> extends readonly unknown[] ? K : never;
}[keyof TData];

/** The element type of the list at TData[TField]. */
export type ListItemOf<TData, TField extends keyof TData> =
  NonNullable<TData[TField]> extends readonly (infer TItem)[] ? TItem : never;

/** Variables the list kit sets itself: documents take `$offset: Int, $first: Int, $search: String`. */
export interface ListPagingVariables {
  offset?: number | null;
  first?: number | null;
  search?: string | null;
}

export interface UseListQueryOptions<TData, TVariables extends OperationVariables, TField extends ListFieldOf<TData>> {
  document: TypedDocumentNode<TData, TVariables>;
  /** The query field holding the list, e.g. 'questionTags'. */
  field: TField;
  /** The settled search text (see useListSearch); sent as `search` when not blank. */
  search?: string;
  /** Any further variables of the document (filters, ids). */
  variables?: Omit<TVariables, keyof ListPagingVariables>;
  /** Items per page. Unset loads everything in one request. */
  pageSize?: number;
  skip?: boolean;
}

export interface ListQueryResult<TItem> {
  items: TItem[];
  /** True until the first result for the current variables arrives. */
  loading: boolean;
  loadingMore: boolean;
  hasMore: boolean;
  loadMore: () => Promise<void>;
  /** Query and load-more errors, for the ErrorAlert. */
  errors: unknown[];
}

interface PageState {
  key: string;
  more: boolean;
  atLength: number;
}

/**
 * A list query with offset paging: the first page comes from useQuery (cache-and-network), further pages are
 * appended to that query's own cache entry with fetchMore, so each search keeps its own list.
 */
export function useListQuery<TData, TVariables extends OperationVariables, TField extends ListFieldOf<TData>>(
  options: UseListQueryOptions<TData, TVariables, TField>,
): ListQueryResult<ListItemOf<TData, TField>> {
  const { document, field, pageSize, skip = false } = options;
  const search = options.search?.trim() ?? '';
  const variables = {
    ...options.variables,
    ...(search ? { search } : {}),
    ...(pageSize ? { offset: 0, first: pageSize } : {}),
  } as unknown as TVariables;
  const key = JSON.stringify(variables);

  const queryOptions: useQuery.Options<TData, TVariables> = {
    variables,
    skip,
    fetchPolicy: 'cache-and-network',
    nextFetchPolicy: 'cache-first',
  };
  const result = useQuery<TData, TVariables>(document, queryOptions);
  const items = listOf(result.data as TData | undefined, field) as ListItemOf<TData, TField>[];

  const [page, setPage] = useState<PageState | null>(null);
  const [loadingMore, setLoadingMore] = useState(false);
  const [loadMoreError, setLoadMoreError] = useState<{ key: string; error: unknown } | null>(null);
  const busy = useRef(false);

  const known = page && page.key === key && items.length >= page.atLength ? page : null;
  const hasMore = !!pageSize && !!result.data && (known ? known.more : items.length >= pageSize);

  const { fetchMore } = result;
  const loadMore = useCallback(async () => {
    if (!pageSize || busy.current) return;
    busy.current = true;
    setLoadingMore(true);
    setLoadMoreError(null);
    try {
      const offset = items.length;
      const more = await fetchMore({
        variables: { offset, first: pageSize } as unknown as Partial<TVariables>,
        updateQuery: (previous, { fetchMoreResult }) => appendPage(previous, fetchMoreResult, field),
      });
      const received = listOf(more.data, field).length;
      setPage({ key, more: received >= pageSize, atLength: offset + received });
    } catch (error) {
      setLoadMoreError({ key, error });
    } finally {
      busy.current = false;
      setLoadingMore(false);
    }
  }, [fetchMore, field, items.length, key, pageSize]);

  const errors: unknown[] = [];
  if (result.error) errors.push(result.error);
  if (loadMoreError && loadMoreError.key === key) errors.push(loadMoreError.error);

  return { items, loading: result.loading && !result.data, loadingMore, hasMore, loadMore, errors };
}

function listOf<TData>(data: TData | undefined, field: keyof TData): readonly unknown[] {
  const value = data?.[field];
  return Array.isArray(value) ? value : [];
}

/** Appends a page, skipping ids already shown (an item added meanwhile shifts the server's offsets). */
function appendPage<TData>(previous: TData, next: TData, field: keyof TData): TData {
  const existing = listOf(previous, field);
  const seen = new Set(existing.map(idOf));
  const added = listOf(next, field).filter((item) => !seen.has(idOf(item)));
  return { ...previous, [field]: [...existing, ...added] };
}

function idOf(item: unknown): unknown {
  return item && typeof item === 'object' ? (item as { id?: unknown }).id : item;
}

/**
 * Lists load 50 rows at a time and more on scroll (or Load more), so a long list never arrives in one response and
 * no row is ever out of reach (a page size keeps each response small).
 */
export const LIST_PAGE_SIZE = 50;
