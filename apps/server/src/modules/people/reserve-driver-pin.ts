import { and, eq, gt, lt } from 'drizzle-orm';
import type { Actor } from '../../platform/auth/actor.ts';
import type { Executor } from '../../platform/db/database.ts';
import { fieldProblem } from '../../platform/errors.ts';
import type { UseCaseCall } from '../../platform/use-case.ts';
import { generateUniqueDriverPin } from '../accounts/generate-unique-driver-pin.ts';
import { driverPinReservations } from './driver-pin-reservation.table.ts';

/** Long enough to fill in the user form at leisure; an unused PIN then lapses. */
const RESERVATION_HOURS = 24;

/**
 * The PIN the user form shows (generateUniqueDriverPin): a new one, reserved for the caller's
 * subscription until it is used or lapses.
 */
export async function reserveDriverPin({ actor, db }: UseCaseCall): Promise<string> {
  await db.delete(driverPinReservations).where(lt(driverPinReservations.expiresAt, new Date()));
  for (let attempt = 0; attempt < 10; attempt++) {
    const pin = await generateUniqueDriverPin(db);
    const reserved = await db
      .insert(driverPinReservations)
      .values({
        pin,
        subscriptionId: actor.subscriptionId,
        expiresAt: new Date(Date.now() + RESERVATION_HOURS * 3_600_000),
      })
      .onConflictDoNothing()
      .returning({ pin: driverPinReservations.pin });
    if (reserved.length > 0) return pin;
  }
  throw new Error('Could not reserve a unique driver PIN');
}

/**
 * Spends a PIN the caller chose: accepted only when it was reserved for the caller's subscription and has not
 * lapsed. Every other PIN (typed by hand, another subscription's, already used, unknown) gets the same plain
 * answer after the same single lookup, so nobody can learn whether a PIN exists anywhere else.
 */
export async function spendDriverPinReservation(tx: Executor, actor: Actor, pin: string): Promise<void> {
  const spent = await tx
    .delete(driverPinReservations)
    .where(
      and(
        eq(driverPinReservations.pin, pin),
        eq(driverPinReservations.subscriptionId, actor.subscriptionId),
        gt(driverPinReservations.expiresAt, new Date()),
      ),
    )
    .returning({ pin: driverPinReservations.pin });
  if (spent.length === 0) throw fieldProblem('BAD_USER_INPUT', 'uniqueDriverPin', 'validation.driverPinNotReserved');
}
