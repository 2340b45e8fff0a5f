import { confirmEmailChangeSchema } from '@roadmark/domain/account-forms';
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { apiPost } from '../../lib/api-post';
import { getQueryParam } from '../../lib/query-param';

export interface EmailChangeLink {
  userId: string;
  code: string;
  /** The new address the link confirms. */
  email: string;
  valid: boolean;
}

/** The userId, code and new email of an email-change link (query parameters, any case). */
export function useEmailChangeLink(): EmailChangeLink {
  const { search } = useLocation();
  const userId = getQueryParam(search, 'userId') ?? '';
  const code = getQueryParam(search, 'code') ?? '';
  const email = getQueryParam(search, 'email') ?? '';
  return { userId, code, email, valid: confirmEmailChangeSchema.safeParse({ userId, code, email }).success };
}

export type ConfirmEmailChangeState =
  | { status: 'invalid' }
  | { status: 'working' }
  | { status: 'confirmed' }
  | { status: 'failed'; error: unknown };

/** Confirms the change once on open: the code is single-use, so a second call (StrictMode) would fail. */
export function useConfirmEmailChange(
  { userId, code, email, valid }: EmailChangeLink,
  onConfirmed?: () => void,
): ConfirmEmailChangeState {
  const [state, setState] = useState<ConfirmEmailChangeState>(valid ? { status: 'working' } : { status: 'invalid' });
  // A ref, not the effect's cleanup, guards the call: StrictMode re-runs the effect but keeps refs.
  const started = useRef<string | null>(null);
  const confirmed = useRef(onConfirmed);
  confirmed.current = onConfirmed;

  useEffect(() => {
    const link = `${userId}\n${code}\n${email}`;
    if (!valid || started.current === link) return;
    started.current = link;
    setState({ status: 'working' });
    apiPost('/api/account/confirmEmailChange', { userId, code, email }).then(
      () => {
        setState({ status: 'confirmed' });
        confirmed.current?.();
      },
      (error: unknown) => setState({ status: 'failed', error }),
    );
  }, [userId, code, email, valid]);

  return valid ? state : { status: 'invalid' };
}
