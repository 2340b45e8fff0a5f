import { Center, Group, Loader, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../ui/error-alert/error-alert';
import { ListViewToggle } from '../../ui/list-page/list-view-toggle';
import { LoadMore } from '../../ui/list-page/load-more';
import { useListQuery } from '../../ui/list-page/use-list-query';
import { useListSearch } from '../../ui/list-page/use-list-search';
import { useListView } from '../../ui/list-page/use-list-view';
import { usePageTitle } from '../../ui/page-title/use-page-title';
import { MailboxMessagesQuery } from './graphql/mailbox-operations';
import type { MailboxMessage } from './mailbox-message';
import { MailboxMessageList } from './mailbox-message-list';
import { MailboxMessageModal } from './mailbox-message-modal';

export const MAILBOX_PAGE_SIZE = 50;

/**
 * /administration/mailbox: the emails the server kept because no SMTP server is configured, newest first,
 * searchable by recipient or subject. Read-only: a message opens in a dialog, nothing is added, edited or deleted.
 * Built from the list kit's pieces (search, view toggle, paging) around a list that opens items in place.
 */
export function MailboxPage() {
  const { t } = useTranslation('mailbox');
  const { t: tList } = useTranslation('listPage');
  usePageTitle(t('title'));
  const search = useListSearch();
  const list = useListQuery({
    document: MailboxMessagesQuery,
    field: 'mailboxMessages',
    search: search.term,
    pageSize: MAILBOX_PAGE_SIZE,
  });
  const [view, setView] = useListView();
  const [open, setOpen] = useState<{ message: MailboxMessage | null; opened: boolean }>({
    message: null,
    opened: false,
  });
  const term = search.term.trim();

  return (
    <Stack gap="md">
      <Title order={1}>{t('title')}</Title>
      <Text>{t('intro')}</Text>
      <Group justify="space-between" align="flex-end" gap="sm">
        <TextInput
          type="search"
          label={tList('search')}
          description={t('searchHint')}
          value={search.input}
          onChange={(event) => search.setInput(event.currentTarget.value)}
          leftSection={<IconSearch size={16} aria-hidden />}
          style={{ flex: '1 1 16rem', maxWidth: '28rem' }}
        />
        <ListViewToggle value={view} onChange={setView} />
      </Group>
      <ErrorAlert errors={list.errors} />
      {list.loading ? (
        <Center py="xl">
          <Loader role="status" aria-label={tList('loading')} />
        </Center>
      ) : list.items.length === 0 ? (
        list.errors.length === 0 && (
          <Text c="dimmed" py="lg" ta="center">
            {term ? tList('noMatches', { search: term }) : tList('nothingYet')}
          </Text>
        )
      ) : (
        <MailboxMessageList
          view={view}
          messages={list.items}
          label={t('title')}
          onOpen={(message) => setOpen({ message, opened: true })}
        />
      )}
      <LoadMore hasMore={list.hasMore} loadingMore={list.loadingMore} onLoadMore={() => void list.loadMore()} />
      <MailboxMessageModal
        message={open.message}
        opened={open.opened}
        onClose={() => setOpen((current) => ({ ...current, opened: false }))}
      />
    </Stack>
  );
}
