import { useApolloClient } from '@apollo/client/react';
import { returnPath } from '@roadmark/domain/return-url';
import { useState } from 'react';
import { reloadAppAt } from '../../app/session/reload-app-at';
import { apiPost } from '../../lib/api-post';

export interface StudyLoginValues {
  studyUniqueCode: string;
  userIdentifier: string;
}

interface StudyLoginResult {
  succeeded: boolean;
  returnUrl?: string | null;
}

/** The study login ends in a full-page redirect to the participant's session. */
export function useStudyLogin() {
  const client = useApolloClient();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>();

  const login = async (values: StudyLoginValues) => {
    setBusy(true);
    setError(undefined);
    try {
      const result = await apiPost<StudyLoginResult>('/api/account/studyLogin', {
        studyUniqueCode: values.studyUniqueCode.trim(),
        userIdentifier: values.userIdentifier.trim(),
      });
      if (result.succeeded) {
        // Whatever an earlier visitor of this browser left in the persisted cache is not the participant's.
        await reloadAppAt(client, returnPath(result.returnUrl, window.location.origin, '/'));
        return;
      }
    } catch (caught) {
      setError(caught);
    }
    setBusy(false);
  };

  return { login, busy, error };
}
