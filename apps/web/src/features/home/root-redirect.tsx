import { returnPath } from '@roadmark/domain/return-url';
import { Navigate, useLocation } from 'react-router';
import { getQueryParam } from '../../lib/query-param';

/** Spec 1 §2.4: / goes to the redirectUrl query value when it stays on this site, otherwise to /me. */
export function RootRedirect() {
  const { search } = useLocation();
  const target = returnPath(getQueryParam(search, 'redirectUrl'), window.location.origin, '/me');
  return <Navigate replace to={target === '/' ? '/me' : target} />;
}
