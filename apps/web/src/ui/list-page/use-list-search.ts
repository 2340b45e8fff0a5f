import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';

export const SEARCH_PARAM = 'search';
export const SEARCH_DEBOUNCE_MS = 250;

export interface ListSearch {
  /** What the search box shows, updated on every keystroke. */
  input: string;
  setInput: (value: string) => void;
  /** The settled search text: in the URL and sent to the server. */
  term: string;
}

/**
 * Search text kept in the `search` URL parameter. The box is local state so typing stays smooth;
 * the URL (and so the query) follows after a short pause, replacing the history entry instead of adding one.
 */
export function useListSearch(delay = SEARCH_DEBOUNCE_MS): ListSearch {
  const [params, setParams] = useSearchParams();
  const term = params.get(SEARCH_PARAM) ?? '';
  const [input, setInput] = useState(term);
  const [settled] = useDebouncedValue(input, delay);
  const written = useRef(term);

  // The URL changed from outside (back button, link): show it in the box.
  useEffect(() => {
    if (term === written.current) return;
    written.current = term;
    setInput(term);
  }, [term]);

  useEffect(() => {
    if (settled === written.current) return;
    written.current = settled;
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        if (settled) next.set(SEARCH_PARAM, settled);
        else next.delete(SEARCH_PARAM);
        return next;
      },
      { replace: true },
    );
  }, [settled, setParams]);

  return { input, setInput, term };
}
