/**
 * docs/product/sessions.md#retakes: another session may start while the sessions started so far do not exceed
 * maxRestarts (so 0 allows the first attempt only, 1 a first attempt and one retake), or always when the person's
 * profile has no subscription. A missing maxRestarts is the default 0; a negative one counts as 0.
 */
export function retakeAllowed(
  startedSessions: number,
  maxRestarts: number | null | undefined,
  profileHasSubscription: boolean,
): boolean {
  if (!profileHasSubscription) return true;
  const limit = Number.isFinite(maxRestarts) ? Math.max(0, Math.floor(maxRestarts as number)) : 0;
  return startedSessions <= limit;
}
