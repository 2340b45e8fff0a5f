import { randomInt } from 'node:crypto';
import { PIN_ALPHABET, PIN_LENGTH } from '@roadmark/domain/pin';
import { eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.ts';
import { profiles } from './profile.table.ts';

export function randomPin(): string {
  return Array.from({ length: PIN_LENGTH }, () => PIN_ALPHABET[randomInt(PIN_ALPHABET.length)]).join('');
}

/** Whether any profile of any tenant (archived ones too: a PIN is never reused) has this PIN. */
export async function driverPinTaken(db: Executor, pin: string): Promise<boolean> {
  const taken = await db.select({ id: profiles.id }).from(profiles).where(eq(profiles.uniqueDriverPin, pin)).limit(1);
  return taken.length > 0;
}

/** A PIN no profile on the platform has yet (31^8 ≈ 8.5e11 possibilities, so a clash is rare and retried). */
export async function generateUniqueDriverPin(db: Executor): Promise<string> {
  for (let attempt = 0; attempt < 10; attempt++) {
    const pin = randomPin();
    if (!(await driverPinTaken(db, pin))) return pin;
  }
  throw new Error('Could not generate a unique driver PIN');
}

/** `count` PINs no profile has and no two of which are alike, checked in one query per round (for imports). */
export async function generateUniqueDriverPins(db: Executor, count: number): Promise<string[]> {
  const pins = new Set<string>();
  for (let attempt = 0; attempt < 10 && pins.size < count; attempt++) {
    const candidates = new Set<string>();
    while (candidates.size < count - pins.size) {
      const pin = randomPin();
      if (!pins.has(pin)) candidates.add(pin);
    }
    const taken = await db
      .select({ pin: profiles.uniqueDriverPin })
      .from(profiles)
      .where(inArray(profiles.uniqueDriverPin, [...candidates]));
    const takenPins = new Set(taken.map((row) => row.pin));
    for (const pin of candidates) if (!takenPins.has(pin)) pins.add(pin);
  }
  if (pins.size < count) throw new Error('Could not generate unique driver PINs');
  return [...pins];
}
