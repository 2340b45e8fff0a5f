import type { MailboxMessagesQuery } from '../../gql/graphql';

export type MailboxMessage = MailboxMessagesQuery['mailboxMessages'][number];
