import { isPinEntry } from '@roadmark/domain/pin';
import { ALL_ROLE_GROUP_NAMES } from '@roadmark/domain/roles';
import type { PersonDetails } from '../people/person-columns.ts';
import type { profiles } from '../people/profile.table.ts';
import { idSchema } from './api-schemas.ts';

export const personSchema = {
  type: 'object',
  required: ['id', 'profileId', 'firstName', 'lastName', 'email', 'uniqueDriverPin', 'subscriptionTeamId', 'roleGroup'],
  properties: {
    id: { ...idSchema, description: "The person's user id, used in the other calls (assignments, sessions)." },
    profileId: idSchema,
    firstName: { type: 'string' },
    lastName: { type: 'string' },
    email: { type: ['string', 'null'], description: 'Null for a person who signs in with their driver PIN.' },
    uniqueDriverPin: { type: 'string' },
    subscriptionTeamId: { type: ['string', 'null'], format: 'uuid' },
    roleGroup: { type: 'string', enum: ALL_ROLE_GROUP_NAMES },
  },
} as const;

type PersonRow = typeof profiles.$inferSelect & PersonDetails;

/** A person as the API shows them; a PIN account's generated address is not an email anyone can write to. */
export function personView(row: PersonRow, pinEmailDomain: string) {
  return {
    id: row.userId,
    profileId: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    email: isPinEntry(row.user.email, pinEmailDomain) ? null : row.user.email,
    uniqueDriverPin: row.uniqueDriverPin,
    subscriptionTeamId: row.subscriptionTeamId,
    roleGroup: row.user.roleGroupName,
  };
}
