import type { RouteObject } from 'react-router';

const mailboxPage = async () => ({ Component: (await import('./mailbox-page')).MailboxPage });

/**
 * Mounted under /administration: the mail the server keeps when no SMTP server is configured
 * (docs/operations/email.md#mailbox).
 */
export const mailboxRoutes: RouteObject[] = [{ path: 'mailbox', lazy: mailboxPage }];
