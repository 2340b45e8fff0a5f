import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { type AnalysisFilter, filterFromSearch } from './analysis-filter';

/**
 * The filter of an analysis on screen, starting from the address. It is kept in the page, not written back to the
 * address: the analysis sits in an editor, which asks before any change of address while it has unsaved changes.
 */
export function useAnalysisFilter(): [AnalysisFilter, (filter: AnalysisFilter) => void] {
  const [search] = useSearchParams();
  const [filter, setFilter] = useState(() => filterFromSearch(search, new Date()));
  return [filter, setFilter];
}
