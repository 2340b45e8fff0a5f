import { generateSecret, generateURI, verify } from 'otplib';

export const TOTP_ISSUER = 'Roadmark';

export function newTotpSecret(): string {
  return generateSecret();
}

export function totpUri(secret: string, accountName: string): string {
  return generateURI({ issuer: TOTP_ISSUER, label: accountName, secret });
}

/**
 * Checks a 6-digit code, allowing one 30-second step of clock drift either way; returns the time step it matched
 * so a code already used (same or earlier step) can be refused.
 */
export async function checkTotp(secret: string, code: string, lastTimeStep: number | null): Promise<number | null> {
  const result = await verify({ secret, token: code, epochTolerance: 30 });
  if (!result.valid) return null;
  const timeStep = (result as { timeStep?: number }).timeStep ?? 0;
  if (lastTimeStep !== null && timeStep <= lastTimeStep) return null;
  return timeStep;
}
