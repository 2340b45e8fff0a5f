import { NetworkStatus } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import type { WebhookDeliveryFieldsFragment } from '../../../gql/graphql';
import { SdkWebhookDeliveriesQuery } from '../graphql/sdk-operations';

export const DELIVERY_LOG_PAGE_SIZE = 20;
/** While any delivery shown is pending, the log asks again this often. */
export const DELIVERY_LOG_POLL_MS = 2000;

export interface DeliveryLog {
  deliveries: readonly WebhookDeliveryFieldsFragment[];
  loading: boolean;
  loadingMore: boolean;
  hasMore: boolean;
  loadMore: () => void;
  polling: boolean;
  error: unknown;
  refetch: () => void;
}

/**
 * One webhook's deliveries, newest first. 'Load more' widens the window (first) rather than appending pages, so
 * the 2-second poll that runs while a delivery is pending refreshes every row shown, not only the first page.
 */
export function useDeliveryLog(webhookId: string): DeliveryLog {
  const [limit, setLimit] = useState(DELIVERY_LOG_PAGE_SIZE);
  const query = useQuery(SdkWebhookDeliveriesQuery, {
    variables: { webhookId, offset: 0, first: limit },
    fetchPolicy: 'cache-and-network',
  });
  const deliveries = (query.data ?? query.previousData)?.sdkWebhookDeliveries ?? [];
  const polling = deliveries.some((delivery) => delivery.status === 'pending');
  const { startPolling, stopPolling, refetch } = query;

  useEffect(() => {
    if (!polling) return;
    startPolling(DELIVERY_LOG_POLL_MS);
    return () => stopPolling();
  }, [polling, startPolling, stopPolling]);

  return {
    deliveries,
    loading: query.loading && !query.data && !query.previousData,
    loadingMore: query.networkStatus === NetworkStatus.setVariables,
    hasMore: !!query.data && deliveries.length >= limit,
    loadMore: () => setLimit((current) => current + DELIVERY_LOG_PAGE_SIZE),
    polling,
    error: query.error,
    refetch: () => void refetch().catch(() => {}),
  };
}
