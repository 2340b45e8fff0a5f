import { resolvePath, useLocation, useNavigate } from 'react-router';

/**
 * Opens an item's edit page from a click or double-click on its card or row. The path is resolved when the list
 * renders, not when the event fires: the later events of a double-click would otherwise resolve `edit/{id}` against
 * the edit page the first click already opened. Those later events find the page open and do nothing.
 */
export function useOpenItem() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  return (relativePath: string | null) => {
    if (!relativePath) return undefined;
    const target = resolvePath(relativePath, pathname.endsWith('/') ? pathname : `${pathname}/`).pathname;
    return () => {
      if (window.location.pathname !== target) navigate(target);
    };
  };
}
