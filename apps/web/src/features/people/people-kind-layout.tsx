import { RequireRole } from '../../app/session/require-role';
import { PEOPLE_KIND_ROLES, PeopleKindContext, type PeopleListKind } from './people-kinds';

/**
 * Guards a people area by its role (docs/product/people-and-teams.md#the-people-screens) and tells its pages which
 * people they show.
 */
export function PeopleKindLayout({ kind }: { kind: PeopleListKind }) {
  return (
    <PeopleKindContext value={kind}>
      <RequireRole roles={PEOPLE_KIND_ROLES[kind]} />
    </PeopleKindContext>
  );
}
