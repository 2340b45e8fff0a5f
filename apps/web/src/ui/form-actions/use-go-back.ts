import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';

/**
 * Returns to the previous page, as every save, delete and cancel does (docs/product/screens.md#forms). When the page
 * was opened directly and there is no previous page in the app, goes to `fallback` instead, relative to the current URL
 * (e.g. '../..').
 */
export function useGoBack(fallback = '..'): () => void {
  const navigate = useNavigate();
  const location = useLocation();
  const opened = location.key === 'default';
  return useCallback(() => {
    if (opened) navigate(fallback, { relative: 'path', replace: true });
    else navigate(-1);
  }, [navigate, opened, fallback]);
}
