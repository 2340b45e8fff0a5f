import { Anchor, Card, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DateTime } from '../../ui/date-time/date-time';
import type { ListView } from '../../ui/list-page/use-list-view';
import type { MailboxMessage } from './mailbox-message';

export interface MailboxMessageListProps {
  view: ListView;
  messages: readonly MailboxMessage[];
  /** The table's accessible name, the page title. */
  label: string;
  onOpen: (message: MailboxMessage) => void;
}

/**
 * The messages as cards or as a table, like the list kit's ListCards and ListTable but opening a message in place
 * instead of going to an edit page. A click anywhere on a card or row opens it; the subject is a button, the
 * keyboard route to the same thing (its click reaches the card or row).
 */
export function MailboxMessageList({ view, messages, label, onOpen }: MailboxMessageListProps) {
  const { t } = useTranslation('mailbox');
  if (view === 'table') {
    return (
      <Table highlightOnHover verticalSpacing="sm" aria-label={label}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('to')}</Table.Th>
            <Table.Th scope="col">{t('subject')}</Table.Th>
            <Table.Th scope="col">{t('received')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {messages.map((message) => (
            <Table.Tr key={message.id} onClick={() => onOpen(message)} style={{ cursor: 'pointer' }}>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>{message.to}</Table.Td>
              <Table.Td>
                <SubjectButton message={message} size="sm" />
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                <DateTime value={message.createdAt} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    );
  }
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} role="list">
      {messages.map((message) => (
        <Card
          key={message.id}
          role="listitem"
          withBorder
          padding="md"
          onClick={() => onOpen(message)}
          style={{ cursor: 'pointer' }}
        >
          <Stack gap={6}>
            <Title order={2} size="h4">
              <SubjectButton message={message} />
            </Title>
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              {t('toValue', { to: message.to })}
            </Text>
            <Text size="sm" c="dimmed">
              {t('received')}: <DateTime value={message.createdAt} />
            </Text>
          </Stack>
        </Card>
      ))}
    </SimpleGrid>
  );
}

function SubjectButton({ message, size }: { message: MailboxMessage; size?: 'sm' }) {
  // No handler of its own: the click (also from Enter or Space) bubbles to the card or row, which opens the message.
  return (
    <Anchor component="button" type="button" ta="left" inherit={!size} size={size}>
      {message.subject}
    </Anchor>
  );
}
