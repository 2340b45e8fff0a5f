import { confirmEmailSchema } from '@roadmark/domain/account-forms';
import { useLocation } from 'react-router';
import { getQueryParam } from '../../lib/query-param';

export interface EmailLink {
  userId: string;
  code: string;
  /** False when either parameter is missing or malformed, so the link cannot work. */
  valid: boolean;
}

/** The userId and code of a link we emailed (query parameters, any case). */
export function useEmailLink(): EmailLink {
  const { search } = useLocation();
  const userId = getQueryParam(search, 'userId') ?? '';
  const code = getQueryParam(search, 'code') ?? '';
  return { userId, code, valid: confirmEmailSchema.safeParse({ userId, code }).success };
}
