import { PEOPLE_LIST_ROLE_GROUPS, type PeopleListKind } from '@roadmark/domain/people';
import { Role } from '@roadmark/domain/roles';
import { PROVIDER_SUBSCRIPTION_ID } from '@roadmark/domain/subscription-type';
import { createContext, useContext } from 'react';
import { useParams } from 'react-router';
import { useViewer } from '../../app/session/use-viewer';

export type { PeopleListKind };

/** Who may open each people area (docs/product/roles.md#areas-and-the-roles-they-need). */
export const PEOPLE_KIND_ROLES: Record<PeopleListKind, readonly Role[]> = {
  drivers: [Role.DriverManagement],
  managers: [Role.SubscriptionAdministration],
  administrators: [Role.Administration],
};

export const PeopleKindContext = createContext<PeopleListKind>('drivers');

/**
 * Which people screen this is: the kind (from the route), the subscription it shows (the provider's own for
 * administrators, else the one the viewer works in), the role groups it lists, and the team of a team-scoped list.
 */
export function usePeopleScope() {
  const kind = useContext(PeopleKindContext);
  const { subscriptionTeamId } = useParams();
  const { viewer } = useViewer();
  const subscriptionId = kind === 'administrators' ? PROVIDER_SUBSCRIPTION_ID : (viewer?.subscription.id ?? '');
  return {
    kind,
    subscriptionId,
    subscriptionTeamId: subscriptionTeamId ?? null,
    roleGroupNames: [...PEOPLE_LIST_ROLE_GROUPS[kind]] as string[],
    /** Staff have no team: the field and column are hidden for them. */
    showsTeams: kind !== 'administrators',
  };
}
