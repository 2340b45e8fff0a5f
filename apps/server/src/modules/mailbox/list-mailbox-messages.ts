import { desc, ilike, or } from 'drizzle-orm';
import { containsPattern } from '../../platform/db/text-search.ts';
import { mailboxMessages } from '../../platform/email/mailbox.table.ts';
import type { ListRequest } from '../../platform/list-request.ts';
import { assertCanReadMailbox } from './mailbox.policy.ts';

/** Newest first; the search matches the recipient or the subject. */
export function listMailboxMessages({ actor, window, db }: ListRequest) {
  assertCanReadMailbox(actor);
  const pattern = containsPattern(window.search);
  return db
    .select()
    .from(mailboxMessages)
    .where(window.search ? or(ilike(mailboxMessages.to, pattern), ilike(mailboxMessages.subject, pattern)) : undefined)
    .orderBy(desc(mailboxMessages.createdAt), desc(mailboxMessages.id))
    .offset(window.offset)
    .limit(window.limit);
}
