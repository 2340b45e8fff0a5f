import { useEffect, useRef, useState } from 'react';
import { apiPost } from '../../lib/api-post';
import type { EmailLink } from './use-email-link';

export type ConfirmEmailState =
  | { status: 'invalid' }
  | { status: 'working' }
  | { status: 'confirmed' }
  | { status: 'failed'; error: unknown };

/** Confirms the link's email once on open: the code is single-use, so a second call would report a failure. */
export function useConfirmEmail({ userId, code, valid }: EmailLink): ConfirmEmailState {
  const [state, setState] = useState<ConfirmEmailState>(valid ? { status: 'working' } : { status: 'invalid' });
  // A ref, not the effect's cleanup, guards the call: StrictMode re-runs the effect but keeps refs.
  const started = useRef<string | null>(null);

  useEffect(() => {
    const link = `${userId}\n${code}`;
    if (!valid || started.current === link) return;
    started.current = link;
    setState({ status: 'working' });
    apiPost('/api/account/confirmEmail', { userId, code }).then(
      () => setState({ status: 'confirmed' }),
      (error: unknown) => setState({ status: 'failed', error }),
    );
  }, [userId, code, valid]);

  return valid ? state : { status: 'invalid' };
}
