export const REDACTED = '[REDACTED]';

/**
 * Query parameters whose values are secrets or personal data: the single-use codes of account links
 * (`?userId=…&code=…`), an external provider's authorization `code` and `state`, reset and invite tokens, the new
 * address of an email change, and anything named like a key, PIN, password or challenge. Matched as part of the
 * name, so `inviteToken`, `recoveryCode` and `apiKey` are covered without being listed.
 */
const SECRET_PARAMETER = /token|code|secret|passw|pin|key|signature|challenge|otp|state|email|ticket|session|auth/i;

/** Path segments that are codes: a study's unique code opens its sign-in page (/study/{code}). */
const SECRET_PATH_SEGMENTS: RegExp[] = [/^(\/study\/)[^/?#]+/i];

/** A returnUrl may carry another link with its own code, escaped once or twice; deeper nesting is dropped whole. */
const MAX_NESTING = 3;

function redactPath(path: string): string {
  return SECRET_PATH_SEGMENTS.reduce((redacted, pattern) => redacted.replace(pattern, `$1${REDACTED}`), path);
}

function nestedUrl(value: string): string | null {
  if (value.includes('?')) return value;
  if (!/%3f/i.test(value)) return null;
  try {
    return decodeURIComponent(value);
  } catch {
    return null;
  }
}

function redactValue(name: string, value: string, depth: number): string {
  if (SECRET_PARAMETER.test(name)) return REDACTED;
  const nested = nestedUrl(value);
  if (nested === null) return value;
  return depth >= MAX_NESTING ? REDACTED : redactUrlAt(nested, depth + 1);
}

function redactUrlAt(url: string, depth: number): string {
  const queryStart = url.indexOf('?');
  const path = redactPath(queryStart < 0 ? url : url.slice(0, queryStart));
  if (queryStart < 0) return path;
  const query = new URLSearchParams(url.slice(queryStart + 1));
  const redacted = new URLSearchParams();
  for (const [name, value] of query) redacted.append(name, redactValue(name, value, depth));
  return `${path}?${redacted.toString()}`;
}

/**
 * The request URL as it may be written to a log: links from emails and external sign-in land on the server with
 * single-use codes in their query, and whoever reads the logs must not be able to use them.
 */
export function redactUrl(url: string): string {
  return redactUrlAt(url, 0);
}
