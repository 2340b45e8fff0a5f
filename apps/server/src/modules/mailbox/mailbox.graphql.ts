import type { mailboxMessages } from '../../platform/email/mailbox.table.ts';
import { administration } from '../../platform/graphql/auth-scopes.ts';
import { builder } from '../../platform/graphql/builder.ts';
import { listArgs, listWindow } from '../../platform/graphql/pagination.ts';
import { listMailboxMessages } from './list-mailbox-messages.ts';

const MailboxMessage = builder.objectRef<typeof mailboxMessages.$inferSelect>('MailboxMessage').implement({
  description: 'An email kept instead of sent, because no SMTP server is configured.',
  fields: (t) => ({
    id: t.exposeID('id'),
    to: t.exposeString('to'),
    subject: t.exposeString('subject'),
    text: t.exposeString('text'),
    createdAt: t.string({ resolve: (message) => message.createdAt.toISOString() }),
  }),
});

builder.queryFields((t) => ({
  mailboxMessages: t.withAuth(administration).field({
    type: [MailboxMessage],
    args: listArgs,
    resolve: (_root, args, { actor, db }) => listMailboxMessages({ actor, window: listWindow(args), db }),
  }),
}));
