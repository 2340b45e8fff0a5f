import { useCallback, useEffect, useRef } from 'react';

/**
 * A page signals completion once (which unlocks Next or Finish). The returned function is stable and calls the
 * latest `onComplete` the first time only, so pages may call it from effects and media events freely.
 */
export function useCompleteOnce(onComplete: () => void): () => void {
  const latest = useRef(onComplete);
  const done = useRef(false);
  useEffect(() => {
    latest.current = onComplete;
  }, [onComplete]);
  return useCallback(() => {
    if (done.current) return;
    done.current = true;
    latest.current();
  }, []);
}
