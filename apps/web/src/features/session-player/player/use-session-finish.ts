import { useMutation } from '@apollo/client/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { detectBrowserData } from '../finish/detect-browser-data';
import { FinishSessionMutation } from '../graphql/session-operations';

export type FinishState = 'idle' | 'finishing' | 'waitingForNetwork' | 'finished' | 'error';

/**
 * Finishes the session once every answer is saved: when answers still wait for the network, it waits
 * for the browser to come back online and tries again, so a driver who finishes offline loses nothing.
 */
export function useSessionFinish(
  sessionId: string,
  flush: () => Promise<'saved' | 'queued'>,
  alreadyFinished: boolean,
) {
  const [state, setState] = useState<FinishState>(alreadyFinished ? 'finished' : 'idle');
  const [finish, { error }] = useMutation(FinishSessionMutation);
  const running = useRef(false);

  const attempt = useCallback(async () => {
    if (running.current) return;
    running.current = true;
    setState('finishing');
    try {
      if ((await flush()) === 'queued') {
        setState('waitingForNetwork');
        return;
      }
      await finish({ variables: { model: { assessmentSessionId: sessionId, browserData: detectBrowserData() } } });
      setState('finished');
    } catch {
      setState('error');
    } finally {
      running.current = false;
    }
  }, [finish, flush, sessionId]);

  useEffect(() => {
    if (state !== 'waitingForNetwork') return;
    const retry = () => void attempt();
    window.addEventListener('online', retry);
    const timer = window.setInterval(retry, 15_000);
    return () => {
      window.removeEventListener('online', retry);
      window.clearInterval(timer);
    };
  }, [state, attempt]);

  return { state, error, finishSession: attempt };
}
