import type { Executor } from '../../platform/db/database.ts';
import { renderEmail } from '../../platform/email/render-email.ts';
import { enqueueEmail } from '../../platform/email/send-email.job.ts';
import type { AccountEmailContext } from './account-emails.ts';
import { issueAccountToken, TOKEN_LIFETIME_HOURS } from './account-tokens.ts';

/** What an undo link restores, kept with its code (never in the link). */
export interface EmailChangeUndo {
  email: string;
  /** Whether two-factor sign-in was on when the address changed: if someone turned it on since, undo turns it off. */
  twoFactorEnabled: boolean;
}

/**
 * After an email change, tells the old address, with a link that takes the change back: someone who took over a
 * signed-in browser, or learnt the password, must not be able to keep the account by moving its email away. Earlier
 * undo links stay valid, so a second change cannot cancel the way back from the first.
 */
export async function sendEmailChangedNotice(
  tx: Executor,
  context: AccountEmailContext,
  input: { userId: string; firstName: string; newEmail: string; undo: EmailChangeUndo },
): Promise<void> {
  const code = await issueAccountToken(tx, {
    userId: input.userId,
    purpose: 'revertEmailChange',
    data: { ...input.undo },
    keepEarlier: true,
  });
  const link = new URL('/account/revertEmailChange', `${context.publicUrl}/`);
  link.searchParams.set('userId', input.userId);
  link.searchParams.set('code', code);
  const message = renderEmail('emailChanged', {
    to: input.undo.email,
    locale: context.locale,
    params: {
      firstName: input.firstName,
      newEmail: input.newEmail,
      days: String(TOKEN_LIFETIME_HOURS.revertEmailChange / 24),
    },
    actionUrl: link.toString(),
  });
  await enqueueEmail(tx, message);
}
