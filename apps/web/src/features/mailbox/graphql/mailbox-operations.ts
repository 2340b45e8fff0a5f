import { graphql } from '../../../gql';

/** Newest first; `search` matches the recipient or the subject. The text comes along so a message opens at once. */
export const MailboxMessagesQuery = graphql(`
  query MailboxMessages($offset: Int, $first: Int, $search: String) {
    mailboxMessages(offset: $offset, first: $first, search: $search) {
      id
      to
      subject
      text
      createdAt
    }
  }
`);
