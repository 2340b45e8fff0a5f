import type { Locale } from '@roadmark/domain/messages';
import type { Executor } from '../../platform/db/database.ts';
import { renderEmail } from '../../platform/email/render-email.ts';
import { enqueueEmail } from '../../platform/email/send-email.job.ts';
import { type AccountTokenPurpose, issueAccountToken, TOKEN_LIFETIME_HOURS } from './account-tokens.ts';

export interface AccountEmailContext {
  publicUrl: string;
  locale: Locale;
}

const LINK_PAGES: Partial<Record<AccountTokenPurpose, { path: string; template: 'confirmEmail' | 'resetPassword' }>> = {
  confirmEmail: { path: '/account/confirmEmail', template: 'confirmEmail' },
  resetPassword: { path: '/account/resetPassword', template: 'resetPassword' },
};

/** Issues a single-use code and queues the email carrying its link, both in the caller's transaction. */
export async function sendAccountLinkEmail(
  tx: Executor,
  context: AccountEmailContext,
  input: { userId: string; email: string; firstName: string; purpose: 'confirmEmail' | 'resetPassword' },
) {
  const page = LINK_PAGES[input.purpose]!;
  const code = await issueAccountToken(tx, { userId: input.userId, purpose: input.purpose });
  const link = new URL(page.path, `${context.publicUrl}/`);
  link.searchParams.set('userId', input.userId);
  link.searchParams.set('code', code);
  const message = renderEmail(page.template, {
    to: input.email,
    locale: context.locale,
    params: { firstName: input.firstName, hours: String(TOKEN_LIFETIME_HOURS[input.purpose]) },
    actionUrl: link.toString(),
  });
  await enqueueEmail(tx, message);
}
