/** `path?returnUrl=...`, or just `path` when there is no return URL to keep. */
export function withReturnUrl(path: string, returnUrl: string): string {
  return returnUrl ? `${path}?${new URLSearchParams({ returnUrl })}` : path;
}
