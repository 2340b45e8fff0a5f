import { Badge, Box, Button, Center, Group, Loader, Table, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { WebhookDeliveryFieldsFragment } from '../../../gql/graphql';
import { DateTime } from '../../../ui/date-time/date-time';
import { ErrorAlert } from '../../../ui/error-alert/error-alert';
import { LoadMore } from '../../../ui/list-page/load-more';
import { useDateTimeText } from '../hooks/use-date-time-text';
import { useDeliveryLog } from '../hooks/use-delivery-log';
import { DeliveryAttempts } from './delivery-attempts';

const STATUS_COLORS: Record<string, string> = { pending: 'yellow', succeeded: 'green', failed: 'red' };
const COLUMN_COUNT = 6;

export interface WebhookDeliveryLogProps {
  webhookId: string;
  /** Changes when a delivery has just been queued (a test event), so an open log asks again at once. */
  refreshKey?: number;
}

/**
 * The delivery log (every delivery is logged and visible to the subscription): newest first, each
 * delivery's attempts on demand, asked again every 2 seconds while one is pending, more on request.
 */
export function WebhookDeliveryLog({ webhookId, refreshKey = 0 }: WebhookDeliveryLogProps) {
  const { t } = useTranslation('sdk');
  const log = useDeliveryLog(webhookId);
  const { refetch } = log;
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());

  // The key the log was opened with needs no second request: opening it has just asked.
  const openedWith = useRef(refreshKey);
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new refreshKey asks again, not a new refetch
  useEffect(() => {
    if (refreshKey !== openedWith.current) refetch();
  }, [refreshKey]);

  const toggle = (id: string) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  return (
    <Box>
      <ErrorAlert errors={log.error ? [log.error] : []} />
      {log.loading ? (
        <Center py="xl">
          <Loader role="status" aria-label={t('deliveries.loading')} />
        </Center>
      ) : log.deliveries.length === 0 ? (
        !log.error && (
          <Text c="dimmed" py="md" ta="center">
            {t('deliveries.empty')}
          </Text>
        )
      ) : (
        <Box style={{ overflowX: 'auto' }}>
          <Table verticalSpacing="sm" aria-label={t('deliveries.title')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('deliveries.event')}</Table.Th>
                <Table.Th scope="col">{t('deliveries.status')}</Table.Th>
                <Table.Th scope="col">{t('deliveries.responseCode')}</Table.Th>
                <Table.Th scope="col">{t('deliveries.attempts')}</Table.Th>
                <Table.Th scope="col">{t('deliveries.created')}</Table.Th>
                <Table.Th scope="col">{t('deliveries.completed')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {log.deliveries.map((delivery) => (
                <DeliveryRows
                  key={delivery.id}
                  delivery={delivery}
                  expanded={expanded.has(delivery.id)}
                  onToggle={() => toggle(delivery.id)}
                />
              ))}
            </Table.Tbody>
          </Table>
        </Box>
      )}
      {log.polling && (
        <Text size="xs" c="dimmed" mt="xs">
          {t('deliveries.polling')}
        </Text>
      )}
      <LoadMore hasMore={log.hasMore} loadingMore={log.loadingMore} onLoadMore={log.loadMore} />
    </Box>
  );
}

interface DeliveryRowsProps {
  delivery: WebhookDeliveryFieldsFragment;
  expanded: boolean;
  onToggle: () => void;
}

function DeliveryRows({ delivery, expanded, onToggle }: DeliveryRowsProps) {
  const { t } = useTranslation('sdk');
  const dateTime = useDateTimeText();
  const attemptsId = `delivery-attempts-${delivery.id}`;
  const name = t('deliveries.deliveryName', { event: delivery.event, date: dateTime(delivery.createdAt) });
  return (
    <>
      <Table.Tr>
        <Table.Td>
          <Group gap="xs" wrap="nowrap">
            <span>{delivery.event}</span>
            {delivery.isTest && (
              // gray.7: Mantine's outline grey (gray.6) keeps only 3.3:1 on white.
              <Badge variant="filled" color="gray.7" size="sm">
                {t('deliveries.test')}
              </Badge>
            )}
          </Group>
        </Table.Td>
        <Table.Td>
          <Badge color={STATUS_COLORS[delivery.status] ?? 'gray'} variant="light">
            {t(`deliveries.statuses.${delivery.status}`, { defaultValue: delivery.status })}
          </Badge>
        </Table.Td>
        <Table.Td>{delivery.lastResponseStatus ?? '—'}</Table.Td>
        <Table.Td>
          {delivery.attempts > 0 ? (
            <Button
              variant="subtle"
              size="compact-sm"
              aria-expanded={expanded}
              aria-controls={expanded ? attemptsId : undefined}
              aria-label={t('deliveries.showAttempts', { count: delivery.attempts, name })}
              onClick={onToggle}
            >
              {delivery.attempts}
            </Button>
          ) : (
            0
          )}
        </Table.Td>
        <Table.Td>
          <DateTime value={delivery.createdAt} />
        </Table.Td>
        <Table.Td>{delivery.completedAt ? <DateTime value={delivery.completedAt} /> : '—'}</Table.Td>
      </Table.Tr>
      {expanded && (
        <Table.Tr id={attemptsId}>
          <Table.Td colSpan={COLUMN_COUNT}>
            <DeliveryAttempts attempts={delivery.attemptLog} label={t('deliveries.attemptsOf', { name })} />
          </Table.Td>
        </Table.Tr>
      )}
    </>
  );
}
