import { useApolloClient } from '@apollo/client/react';
import { useEffect, useRef, useState } from 'react';
import { reloadAppAt } from '../../app/session/reload-app-at';
import { apiPost } from '../../lib/api-post';

export const STUDY_THANKS_PATH = '/study-thanks';

/** Only a web address is followed: the study's return URL is typed by its organiser. */
function followableUrl(returnUrl: string | null | undefined): string | null {
  if (!returnUrl) return null;
  try {
    const { protocol } = new URL(returnUrl, window.location.origin);
    return protocol === 'https:' || protocol === 'http:' ? returnUrl : null;
  } catch {
    return null;
  }
}

/**
 * study-complete signs the participant out once on opening, then leaves (full page, so nothing of the
 * participant's stays in memory) for the study's return URL, or the thank-you page when there is none.
 */
export function useStudyLogout(assessmentSessionId: string): { error: unknown } {
  const client = useApolloClient();
  const [error, setError] = useState<unknown>();
  // A ref, not the effect's cleanup, guards the call: StrictMode re-runs the effect but keeps refs.
  const started = useRef<string | null>(null);

  useEffect(() => {
    if (started.current === assessmentSessionId) return;
    started.current = assessmentSessionId;
    apiPost<{ returnUrl?: string | null }>('/api/account/studyLogout', { assessmentSessionId })
      .then(async (result) => {
        await reloadAppAt(client, followableUrl(result?.returnUrl) ?? STUDY_THANKS_PATH);
      })
      .catch((caught: unknown) => setError(caught));
  }, [assessmentSessionId, client]);

  return { error };
}
