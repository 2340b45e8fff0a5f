import { Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { WebhookDeliveryFieldsFragment } from '../../../gql/graphql';
import { DateTime } from '../../../ui/date-time/date-time';

type Attempt = WebhookDeliveryFieldsFragment['attemptLog'][number];

/**
 * Every try of one delivery: its number, when, how long it took, what the receiver answered or what went wrong. A
 * try is logged before it is sent, so one with no outcome is under way or was cut short by a stopped server.
 */
export function DeliveryAttempts({ attempts, label }: { attempts: readonly Attempt[]; label: string }) {
  const { t } = useTranslation('sdk');
  if (attempts.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('deliveries.noAttempts')}
      </Text>
    );
  }
  return (
    <Table withTableBorder verticalSpacing={4} fz="sm" aria-label={label}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">{t('deliveries.attempt')}</Table.Th>
          <Table.Th scope="col">{t('deliveries.time')}</Table.Th>
          <Table.Th scope="col">{t('deliveries.duration')}</Table.Th>
          <Table.Th scope="col">{t('deliveries.responseStatus')}</Table.Th>
          <Table.Th scope="col">{t('deliveries.error')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {attempts.map((attempt) => (
          <Table.Tr key={attempt.attempt}>
            <Table.Td>{attempt.attempt}</Table.Td>
            <Table.Td>
              <DateTime value={attempt.startedAt} />
            </Table.Td>
            <Table.Td>{attempt.durationMs ?? '—'}</Table.Td>
            <Table.Td>{attempt.responseStatus ?? '—'}</Table.Td>
            <Table.Td style={{ wordBreak: 'break-word' }}>
              {attempt.succeeded === null ? t('deliveries.noAnswerRecorded') : (attempt.error ?? '')}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
