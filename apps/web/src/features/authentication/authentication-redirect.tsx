import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { usePageTitle } from '../../ui/page-title/use-page-title';
import { WaitingMessage } from './waiting-message';

interface AuthenticationRedirectProps {
  to: string;
  title: string;
  message: string;
}

/** An authentication route that only sends the person on, showing its waiting message meanwhile. */
export function AuthenticationRedirect({ to, title, message }: AuthenticationRedirectProps) {
  const navigate = useNavigate();
  usePageTitle(title);

  useEffect(() => {
    void navigate(to, { replace: true });
  }, [navigate, to]);

  return <WaitingMessage message={message} />;
}
