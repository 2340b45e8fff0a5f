/** A setup key as authenticator apps show it: groups of four, e.g. 'JBSW Y3DP EHPK 3PXP'. */
export function groupSetupKey(secret: string): string {
  return (secret.replace(/\s/g, '').match(/.{1,4}/g) ?? []).join(' ');
}
