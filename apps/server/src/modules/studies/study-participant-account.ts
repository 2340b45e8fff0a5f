import { ROLE_GROUPS, RoleGroupName, roleGroupByName } from '@roadmark/domain/roles';
import { SubscriptionType } from '@roadmark/domain/subscription-type';
import { and, eq } from 'drizzle-orm';
import type { Actor } from '../../platform/auth/actor.ts';
import type { Executor } from '../../platform/db/database.ts';
import { AppError } from '../../platform/errors.ts';
import { createAccount } from '../accounts/create-account.ts';
import { users } from '../accounts/user.table.ts';
import { studyParticipants } from './study-participant.table.ts';

/** The profile name of a participant: the identifier they joined with is what the study organiser knows them by. */
export const PARTICIPANT_FIRST_NAME = 'Participant';

type ParticipantUser = typeof users.$inferSelect;

/**
 * The login of a participant's account: in the PIN domain, so every part of the product treats it as having no mailbox
 * (no invite, reset or reminder email is ever sent to it, docs/product/roles.md#pin-only-accounts), and with a random
 * part nobody is told, so nobody signs in with it: participants come back through the study link instead.
 */
export function participantLoginEmail(pinEmailDomain: string): string {
  return `participant-${crypto.randomUUID()}@${pinEmailDomain}`.toLowerCase();
}

/**
 * The study's participant (docs/product/studies.md#joining) with this identifier, made on their first visit (a Driver
 * account without password, its profile and seat, and the participant row, in the caller's transaction). An account the
 * study removed stays removed.
 */
export async function studyParticipantAccount(
  tx: Executor,
  study: { id: string },
  userIdentifier: string,
  pinEmailDomain: string,
): Promise<ParticipantUser> {
  const [existing] = await tx
    .select({ user: users })
    .from(studyParticipants)
    .innerJoin(users, eq(users.id, studyParticipants.userId))
    .where(and(eq(studyParticipants.subscriptionId, study.id), eq(studyParticipants.userIdentifier, userIdentifier)))
    .limit(1);
  if (existing) {
    if (existing.user.archived) throw new AppError('FORBIDDEN', 'errors.studyParticipantRemoved');
    return existing.user;
  }
  const account = await createAccount(tx, {
    email: participantLoginEmail(pinEmailDomain),
    passwordHash: null,
    emailConfirmed: true,
    roleGroupId: roleGroupByName(RoleGroupName.Driver).id,
    subscriptionId: study.id,
    firstName: PARTICIPANT_FIRST_NAME,
    lastName: userIdentifier,
  });
  await tx
    .insert(studyParticipants)
    .values({ id: crypto.randomUUID(), subscriptionId: study.id, userIdentifier, userId: account.userId });
  const [user] = await tx.select().from(users).where(eq(users.id, account.userId));
  return user!;
}

/** The participant acting in their study, as the cookie session will resolve them once signed in. */
export function participantActor(user: ParticipantUser): Actor {
  const roleGroup = ROLE_GROUPS.find((group) => group.id === user.roleGroupId);
  return {
    userId: user.id,
    subscriptionId: user.subscriptionId,
    homeSubscriptionId: user.subscriptionId,
    subscriptionType: SubscriptionType.Study,
    roles: [...(roleGroup?.roles ?? [])],
    roleGroupName: roleGroup?.name ?? RoleGroupName.Driver,
    email: user.email,
  };
}
