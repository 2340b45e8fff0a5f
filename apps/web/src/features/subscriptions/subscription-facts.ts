import { studyStartPath } from '@roadmark/domain/subscription';

export interface UserLimitLike {
  currentUsers: number;
  maxUsers: number;
  restrictMaxUsers: boolean;
}

/** maxUsers 0 means unlimited, and so does a subscription that does not restrict its users. */
export function isUnlimited(subscription: Pick<UserLimitLike, 'maxUsers' | 'restrictMaxUsers'>): boolean {
  return !subscription.restrictMaxUsers || subscription.maxUsers === 0;
}

/** 'current / limit', e.g. '3 / 10' or '3 / Unlimited'. */
export function usersText(subscription: UserLimitLike, t: (key: string, options?: Record<string, unknown>) => string) {
  const limit = isUnlimited(subscription) ? t('facts.unlimited') : String(subscription.maxUsers);
  return t('facts.usersValue', { current: subscription.currentUsers, limit });
}

/** The public start link of a study, on this site; empty until a code is generated. */
export function studyStartUrl(code: string | null | undefined): string {
  return code ? `${window.location.origin}${studyStartPath(code)}` : '';
}
