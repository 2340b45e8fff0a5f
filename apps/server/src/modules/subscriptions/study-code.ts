import { randomInt } from 'node:crypto';
import { STUDY_CODE_ALPHABET, STUDY_CODE_LENGTH } from '@roadmark/domain/subscription';
import { and, eq, gt, lt } from 'drizzle-orm';
import type { Actor } from '../../platform/auth/actor.ts';
import type { Executor } from '../../platform/db/database.ts';
import { fieldProblem, forbidden } from '../../platform/errors.ts';
import type { UseCaseCall } from '../../platform/use-case.ts';
import { studyCodeReservations } from './study-code-reservation.table.ts';
import { isStaff } from './subscription.policy.ts';
import { subscriptions } from './subscription.table.ts';

/** Long enough to copy into a study's settings; unused reservations then lapse. */
const RESERVATION_HOURS = 24;

function randomStudyCode(): string {
  return Array.from(
    { length: STUDY_CODE_LENGTH },
    () => STUDY_CODE_ALPHABET[randomInt(STUDY_CODE_ALPHABET.length)],
  ).join('');
}

/**
 * 'Generate code' (docs/product/studies.md#setting-one-up): a code no study has or has been promised, reserved for the
 * person asking.
 */
export async function generateUniqueStudyPin({ actor, db }: UseCaseCall): Promise<string> {
  if (!isStaff(actor)) throw forbidden();
  await db.delete(studyCodeReservations).where(lt(studyCodeReservations.expiresAt, new Date()));
  for (let attempt = 0; attempt < 10; attempt += 1) {
    const code = randomStudyCode();
    const [taken] = await db
      .select({ id: subscriptions.id })
      .from(subscriptions)
      .where(eq(subscriptions.studyUniqueCode, code))
      .limit(1);
    if (taken) continue;
    const reserved = await db
      .insert(studyCodeReservations)
      .values({ code, userId: actor.userId, expiresAt: new Date(Date.now() + RESERVATION_HOURS * 3_600_000) })
      .onConflictDoNothing()
      .returning({ code: studyCodeReservations.code });
    if (reserved.length > 0) return code;
  }
  throw new Error('Could not generate a unique study code');
}

/**
 * A study's code may change only to a code generated for this person (spent here), or be cleared. Anything else
 * was typed by hand and is refused.
 */
export async function acceptStudyCode(
  tx: Executor,
  actor: Actor,
  change: { from: string | null; to: string | null | undefined },
): Promise<void> {
  const to = change.to ?? null;
  if (to === change.from || to === null) return;
  const spent = await tx
    .delete(studyCodeReservations)
    .where(
      and(
        eq(studyCodeReservations.code, to),
        eq(studyCodeReservations.userId, actor.userId),
        gt(studyCodeReservations.expiresAt, new Date()),
      ),
    )
    .returning({ code: studyCodeReservations.code });
  if (spent.length === 0) {
    throw fieldProblem('BAD_USER_INPUT', 'studyUniqueCode', 'errors.studyCodeNotGenerated');
  }
}
