import { randomInt } from 'node:crypto';
import { PIN_ALPHABET, PIN_LENGTH } from '@roadmark/domain/pin';
import { inArray } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.ts';
import { driverPinReservations } from '../people/driver-pin-reservation.table.ts';
import { profiles } from '../people/profile.table.ts';

export function randomPin(): string {
  return Array.from({ length: PIN_LENGTH }, () => PIN_ALPHABET[randomInt(PIN_ALPHABET.length)]).join('');
}

/**
 * Which of `candidates` a profile of any tenant has (archived ones too: a PIN is never reused) or a user form holds
 * reserved (expired reservations included until they are swept: erring towards "taken" costs nothing).
 */
async function pinsInUse(db: Executor, candidates: string[]): Promise<Set<string>> {
  const [held, reserved] = await Promise.all([
    db.select({ pin: profiles.uniqueDriverPin }).from(profiles).where(inArray(profiles.uniqueDriverPin, candidates)),
    db
      .select({ pin: driverPinReservations.pin })
      .from(driverPinReservations)
      .where(inArray(driverPinReservations.pin, candidates)),
  ]);
  return new Set([...held, ...reserved].map((row) => row.pin));
}

/**
 * `count` PINs that no profile has and no form holds, no two alike, checked in one query per round (31^8 ≈ 8.5e11
 * possibilities, so a clash is rare and simply retried).
 */
export async function generateUniqueDriverPins(db: Executor, count: number): Promise<string[]> {
  const pins = new Set<string>();
  for (let attempt = 0; attempt < 10 && pins.size < count; attempt++) {
    const candidates = new Set<string>();
    while (candidates.size < count - pins.size) {
      const pin = randomPin();
      if (!pins.has(pin)) candidates.add(pin);
    }
    const inUse = await pinsInUse(db, [...candidates]);
    for (const pin of candidates) if (!inUse.has(pin)) pins.add(pin);
  }
  if (pins.size < count) throw new Error('Could not generate unique driver PINs');
  return [...pins];
}

/** One PIN no profile has and no form holds. */
export async function generateUniqueDriverPin(db: Executor): Promise<string> {
  const [pin] = await generateUniqueDriverPins(db, 1);
  return pin!;
}
