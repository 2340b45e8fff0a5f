import { createHmac } from 'node:crypto';
import { type Challenge, createChallenge, randomInt, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { z } from 'zod';
import type { Database } from '../../platform/db/database.ts';
import { countHit, readHits } from '../../platform/rate-limits/count-hit.ts';

/**
 * Guessing PINs spread over many addresses: every failed PIN sign-in on the platform is counted in one shared
 * counter, and once an hour has seen more than the threshold, every PIN sign-in must first solve a proof-of-work
 * challenge (ALTCHA, PBKDF2). A person signing in pays about a second once; a guesser pays it for every guess.
 * The figures are in the README's Security section.
 */
export interface PinSignInGuard {
  /** Failed PIN sign-ins per hour, platform-wide, before challenges start. */
  failuresPerHour: number;
  /** PBKDF2 iterations per candidate; the solver tries about 7,500 candidates on average. */
  challengeCost: number;
  /** Signs challenges, so the server needs no record of the ones it handed out. */
  hmacSecret: string;
}

const FAILURES_KEY = 'pin-sign-in:failures';
const HOUR_MS = 3_600_000;
const CHALLENGE_MINUTES = 10;

/** The challenge signing key, derived from SECRETS_KEY so every server process shares it. */
export function pinChallengeSecret(secretsKey: string): string {
  return createHmac('sha256', secretsKey).update('roadmark pin sign-in challenge').digest('hex');
}

export async function pinChallengeRequired(db: Database, guard: PinSignInGuard): Promise<boolean> {
  return (await readHits(db, FAILURES_KEY)) >= guard.failuresPerHour;
}

export async function countFailedPinSignIn(db: Database): Promise<void> {
  await countHit(db, FAILURES_KEY, HOUR_MS);
}

export function createPinChallenge(guard: PinSignInGuard): Promise<Challenge> {
  return createChallenge({
    algorithm: 'PBKDF2/SHA-256',
    cost: guard.challengeCost,
    counter: randomInt(5_000, 10_000),
    deriveKey,
    expiresAt: new Date(Date.now() + CHALLENGE_MINUTES * 60_000),
    hmacSignatureSecret: guard.hmacSecret,
    hmacKeySignatureSecret: `${guard.hmacSecret}:key`,
  });
}

const proofSchema = z.object({
  challenge: z.object({
    parameters: z.looseObject({ algorithm: z.string(), nonce: z.string(), salt: z.string() }),
    signature: z.string().max(256),
  }),
  solution: z.object({ counter: z.number().int().min(0), derivedKey: z.string().max(256) }),
});

/**
 * Whether `proof` (the solved challenge, as JSON) is a genuine solution of a challenge this server made, not
 * expired, and not used before: each challenge is spent once, in the shared counters, so a solution cannot be
 * replayed for a second guess.
 */
export async function acceptPinProof(db: Database, guard: PinSignInGuard, proof: string | undefined) {
  if (!proof) return false;
  let parsed: z.infer<typeof proofSchema>;
  try {
    parsed = proofSchema.parse(JSON.parse(proof));
  } catch {
    return false;
  }
  const result = await verifySolution({
    challenge: parsed.challenge as unknown as Challenge,
    solution: parsed.solution,
    deriveKey,
    hmacSignatureSecret: guard.hmacSecret,
    hmacKeySignatureSecret: `${guard.hmacSecret}:key`,
  }).catch(() => ({ verified: false }));
  if (!result.verified) return false;
  const { hits } = await countHit(db, `pin-sign-in:proof:${parsed.challenge.signature}`, CHALLENGE_MINUTES * 60_000);
  return hits === 1;
}
