import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { formatDateTime } from '../../lib/format-date-time';
import { currentUrl, renderWithProviders } from '../../test/render';
import { LIST_VIEW_STORAGE_KEY } from '../../ui/list-page/use-list-view';
import { MailboxMessagesQuery } from './graphql/mailbox-operations';
import { MAILBOX_PAGE_SIZE, MailboxPage } from './mailbox-page';

const CONFIRM_URL = 'http://localhost:3000/account/confirmEmail?userId=u1&code=abc_123';

function message(id: string, to: string, subject: string, text = 'Hello', createdAt = '2026-11-05T21:03:00.000Z') {
  return { __typename: 'MailboxMessage' as const, id, to, subject, text, createdAt };
}

const confirm = message(
  'm1',
  'ann@example.com',
  'Confirm your email for Roadmark',
  `Hello Ann,\n\nConfirm my email: ${CONFIRM_URL}\n\nNot markup: <b>bold</b>`,
);
const reset = message('m2', 'bob@example.com', 'Reset your Roadmark password', 'Hello Bob', '2026-11-04T08:15:00.000Z');

function mailboxMock(variables: Record<string, unknown>, messages: ReturnType<typeof message>[]) {
  return {
    request: { query: MailboxMessagesQuery, variables: { offset: 0, first: MAILBOX_PAGE_SIZE, ...variables } },
    result: { data: { mailboxMessages: messages } },
  };
}

function renderMailbox(route = '/mailbox', mocks = [mailboxMock({}, [confirm, reset])]) {
  return renderWithProviders(<MailboxPage />, { path: '/mailbox', route, mocks });
}

beforeEach(() => localStorage.clear());

describe('MailboxPage', () => {
  it('explains the mailbox and lists the messages as cards, newest first', async () => {
    renderMailbox();
    expect(screen.getByRole('heading', { level: 1, name: 'Mailbox' })).toBeTruthy();
    expect(
      screen.getByText(
        'No email server is configured, so Roadmark keeps the emails it would have sent here. Set SMTP_URL to send them.',
      ),
    ).toBeTruthy();
    expect(document.title).toBe('Mailbox - Roadmark');
    const cards = await screen.findAllByRole('listitem');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      confirm.subject,
      reset.subject,
    ]);
    expect(within(cards[0]!).getByText('To: ann@example.com')).toBeTruthy();
    const received = within(cards[0]!).getByText(formatDateTime(confirm.createdAt, 'en-GB'));
    expect(received.tagName).toBe('TIME');
    expect(received.getAttribute('datetime')).toBe(confirm.createdAt);
    // No add, edit or delete: the mailbox is read-only.
    expect(screen.queryByRole('link', { name: 'Add' })).toBeNull();
    expect(screen.queryByRole('link', { name: /^Edit / })).toBeNull();
    expect(screen.queryByRole('button', { name: /^More actions/ })).toBeNull();
  });

  it('opens a message in a dialog with its text, and links only its web addresses', async () => {
    renderMailbox();
    fireEvent.click(await screen.findByText('To: ann@example.com'));
    const dialog = await screen.findByRole('dialog', { name: confirm.subject });
    expect(within(dialog).getByText('ann@example.com')).toBeTruthy();
    expect(within(dialog).getByText(formatDateTime(confirm.createdAt, 'en-GB'))).toBeTruthy();
    const link = within(dialog).getByRole('link', { name: CONFIRM_URL });
    expect(link.getAttribute('href')).toBe(CONFIRM_URL);
    expect(within(dialog).getAllByRole('link')).toHaveLength(1);
    // The text is text: markup in it is shown, not rendered.
    expect(within(dialog).getByText(/Not markup: <b>bold<\/b>/)).toBeTruthy();
    expect(dialog.querySelector('b')).toBeNull();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('opens a message from its subject button, the keyboard route', async () => {
    renderMailbox();
    fireEvent.click(await screen.findByRole('button', { name: reset.subject }));
    expect(await screen.findByRole('dialog', { name: reset.subject })).toBeTruthy();
  });

  it('shows To, Subject and Received columns in the table, and a row click opens the message', async () => {
    localStorage.setItem(LIST_VIEW_STORAGE_KEY, 'table');
    renderMailbox();
    const table = await screen.findByRole('table', { name: 'Mailbox' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['To', 'Subject', 'Received']);
    const cell = within(table).getByRole('cell', { name: 'bob@example.com' });
    expect(within(cell.closest('tr')!).getByText(formatDateTime(reset.createdAt, 'en-GB'))).toBeTruthy();
    fireEvent.click(cell);
    expect(await screen.findByRole('dialog', { name: reset.subject })).toBeTruthy();
  });

  it('searches by recipient or subject through the URL', async () => {
    const { router } = renderMailbox('/mailbox', [
      mailboxMock({}, [confirm, reset]),
      mailboxMock({ search: 'bob' }, [reset]),
      mailboxMock({ search: 'nobody' }, []),
    ]);
    await screen.findByText('To: ann@example.com');
    fireEvent.change(screen.getByLabelText('Search'), { target: { value: 'bob' } });
    await waitFor(() => expect(currentUrl(router)).toBe('/mailbox?search=bob'));
    // Bob's message was listed before the search too: wait for the searched answer, which drops Ann's.
    await waitFor(() => {
      expect(screen.queryByText('To: ann@example.com')).toBeNull();
      expect(screen.getByText('To: bob@example.com')).toBeTruthy();
    });

    fireEvent.change(screen.getByLabelText('Search'), { target: { value: 'nobody' } });
    expect(await screen.findByText('Sorry there were no matches for "nobody."')).toBeTruthy();
  });

  it('says when nothing has been kept yet', async () => {
    renderMailbox('/mailbox', [mailboxMock({}, [])]);
    expect(await screen.findByText('Sorry there is nothing to show you here yet.')).toBeTruthy();
  });

  it('loads 50 messages at a time', async () => {
    const firstPage = Array.from({ length: MAILBOX_PAGE_SIZE }, (_, i) =>
      message(`p${i}`, `user${i}@example.com`, `Message ${i}`),
    );
    renderMailbox('/mailbox', [
      mailboxMock({}, firstPage),
      mailboxMock({ offset: MAILBOX_PAGE_SIZE }, [message('last', 'last@example.com', 'The last one')]),
    ]);
    expect(await screen.findByText('To: user49@example.com')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('To: last@example.com')).toBeTruthy();
    expect(screen.getAllByRole('listitem')).toHaveLength(MAILBOX_PAGE_SIZE + 1);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull());
  });

  it('writes the received time month first in American English', async () => {
    const { i18n } = await import('../../app/i18n');
    await i18n.changeLanguage('en-US');
    try {
      renderMailbox();
      expect(await screen.findByText(formatDateTime(confirm.createdAt, 'en-US'))).toBeTruthy();
      expect(formatDateTime(confirm.createdAt, 'en-US')).not.toBe(formatDateTime(confirm.createdAt, 'en-GB'));
    } finally {
      await i18n.changeLanguage('en-GB');
    }
  });
});
