import { randomInt } from 'node:crypto';
import { PIN_ALPHABET, PIN_LENGTH } from '@roadmark/domain/pin';
import { eq } from 'drizzle-orm';
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
