import type { OperationVariables, TypedDocumentNode } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { useCallback, useState } from 'react';
import { useDashboardPollInterval } from './use-dashboard-preferences';

/** Rows a dashboard list asks for at a time. */
export const DASHBOARD_PAGE_SIZE = 25;

export interface RowsPage<TRow> {
  total: number;
  rows: readonly TRow[];
}

/** What a dashboard list shows: the rows so far, the total, and how to get more. */
export interface PagedRows<TRow> {
  rows: readonly TRow[];
  total: number;
  /** True until the first answer for the current filters arrives. */
  loading: boolean;
  loadingMore: boolean;
  hasMore: boolean;
  loadMore: () => void;
  errors: readonly unknown[];
}

export interface UsePagedRowsOptions<TData, TVariables, TRow> {
  /** The filters (ids, risk filter, search); `offset` and `first` are set here. */
  variables: Omit<TVariables, 'offset' | 'first'>;
  /** The page in the answer. */
  select: (data: TData) => RowsPage<TRow>;
  pageSize?: number;
  skip?: boolean;
}

/**
 * A `{ total, rows }` list read from the top: Load more asks for one more page's worth from offset 0 instead of
 * appending, so the optional polling refreshes every row on screen and a row added meanwhile cannot be shown twice.
 * The rows shown stay on screen while the longer answer loads.
 */
export function usePagedRows<TData, TVariables extends OperationVariables, TRow>(
  document: TypedDocumentNode<TData, TVariables>,
  { variables, select, pageSize = DASHBOARD_PAGE_SIZE, skip = false }: UsePagedRowsOptions<TData, TVariables, TRow>,
): PagedRows<TRow> {
  const key = JSON.stringify(variables);
  const [pages, setPages] = useState({ key, count: 1 });
  const count = pages.key === key ? pages.count : 1;
  const pollInterval = useDashboardPollInterval();
  const result = useQuery<TData, TVariables>(document, {
    variables: { ...variables, offset: 0, first: pageSize * count } as unknown as TVariables,
    skip,
    pollInterval,
    fetchPolicy: 'cache-and-network',
    nextFetchPolicy: 'cache-first',
  });
  const loadingMore = count > 1 && !result.data && result.loading;
  const data = (result.data ?? (loadingMore ? result.previousData : undefined)) as TData | undefined;
  const page = data ? select(data) : null;
  const rows = page?.rows ?? [];
  const total = page?.total ?? 0;

  const loadMore = useCallback(() => {
    setPages((current) => ({ key, count: (current.key === key ? current.count : 1) + 1 }));
  }, [key]);

  return {
    rows,
    total,
    loading: !data && result.loading,
    loadingMore,
    hasMore: !!page && !loadingMore && rows.length < total,
    loadMore,
    errors: result.error ? [result.error] : [],
  };
}
