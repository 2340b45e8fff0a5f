/**
 * A return URL must stay on the current origin. Relative paths are accepted; protocol-relative
 * ("//host") and backslash tricks are not, because browsers resolve them to another origin.
 */
export function isSafeReturnUrl(returnUrl: string, origin: string): boolean {
  if (returnUrl === '') return true;
  if (returnUrl.startsWith('/')) {
    return !returnUrl.startsWith('//') && !returnUrl.startsWith('/\\');
  }
  try {
    return new URL(returnUrl).origin === origin;
  } catch {
    return false;
  }
}

/** The path part of a safe return URL, so a redirect never leaves the site. */
export function returnPath(returnUrl: string | null | undefined, origin: string, fallback = '/'): string {
  if (!returnUrl || !isSafeReturnUrl(returnUrl, origin)) return fallback;
  if (returnUrl.startsWith('/')) return returnUrl;
  const url = new URL(returnUrl);
  return `${url.pathname}${url.search}${url.hash}`;
}
