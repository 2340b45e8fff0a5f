import { type Challenge, solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/pbkdf2';

/**
 * Works out the proof the server asks for before a PIN sign-in while PIN guessing is going on (ALTCHA proof of work,
 * PBKDF2 in the browser's own Web Crypto), as the JSON the sign-in call takes back. Null when it could not be done
 * in time. Loaded only when asked for, so the sign-in page does not carry it.
 */
export async function solveSignInChallenge(challenge: Challenge): Promise<string | null> {
  const solution = await solveChallenge({ challenge, deriveKey, timeout: 120_000 });
  return solution ? JSON.stringify({ challenge, solution }) : null;
}
