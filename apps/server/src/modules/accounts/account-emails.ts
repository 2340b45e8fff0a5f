import type { Locale } from '@roadmark/domain/messages';
import type { Executor } from '../../platform/db/database.ts';
import { renderEmail } from '../../platform/email/render-email.ts';
import { enqueueEmail } from '../../platform/email/send-email.job.ts';
import { issueAccountToken, TOKEN_LIFETIME_HOURS } from './account-tokens.ts';

export interface AccountEmailContext {
  publicUrl: string;
  locale: Locale;
}

type LinkPurpose = 'confirmEmail' | 'resetPassword' | 'changeEmail' | 'invite';

const LINK_PAGES: Record<LinkPurpose, { path: string; template: LinkPurpose }> = {
  confirmEmail: { path: '/account/confirmEmail', template: 'confirmEmail' },
  resetPassword: { path: '/account/resetPassword', template: 'resetPassword' },
  changeEmail: { path: '/account/confirmEmailChange', template: 'changeEmail' },
  invite: { path: '/account/confirmInvite', template: 'invite' },
};

/** Issues a single-use code and queues the email carrying its link, both in the caller's transaction. */
export async function sendAccountLinkEmail(
  tx: Executor,
  context: AccountEmailContext,
  input: {
    userId: string;
    email: string;
    firstName: string;
    purpose: LinkPurpose;
    /** Extra link parameters, kept with the code too (the new address of an email change). */
    data?: Record<string, string>;
    /** Extra values the template reads, such as the inviting company's name. */
    templateParams?: Record<string, string>;
  },
) {
  const page = LINK_PAGES[input.purpose];
  const code = await issueAccountToken(tx, { userId: input.userId, purpose: input.purpose, data: input.data });
  const link = new URL(page.path, `${context.publicUrl}/`);
  link.searchParams.set('userId', input.userId);
  link.searchParams.set('code', code);
  for (const [name, value] of Object.entries(input.data ?? {})) link.searchParams.set(name, value);
  const message = renderEmail(page.template, {
    to: input.email,
    locale: context.locale,
    params: {
      firstName: input.firstName,
      hours: String(TOKEN_LIFETIME_HOURS[input.purpose]),
      days: String(Math.round(TOKEN_LIFETIME_HOURS[input.purpose] / 24)),
      ...input.templateParams,
    },
    actionUrl: link.toString(),
  });
  await enqueueEmail(tx, message);
}
