import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';

export const DASHBOARD_SEARCH_DEBOUNCE_MS = 300;

/** A list's search box: what it shows now, and the settled text sent to the server after a short pause. */
export function useSearchText() {
  const [input, setInput] = useState('');
  const [settled] = useDebouncedValue(input.trim(), DASHBOARD_SEARCH_DEBOUNCE_MS);
  return { input, setInput, term: settled };
}
