import { useNavigate } from 'react-router';
import { startEmulating } from '../../lib/emulation';
import { manageAreaPath } from './subscription-kinds';

/** Staff step into a subscription (Manage): act in it from the next request on, and open its own area. */
export function useManageSubscription() {
  const navigate = useNavigate();
  return (subscription: { id: string; subscriptionType: string }) => {
    startEmulating(subscription.id);
    void navigate(manageAreaPath(subscription.subscriptionType));
  };
}
