import dns, { type LookupAddress } from 'node:dns';
import type { LookupFunction } from 'node:net';
import { Agent, fetch, type Headers } from 'undici';
import { BLOCKED_ADDRESS_DESCRIPTIONS, blockedAddressKind, METADATA_HOST_NAMES } from './address-check.ts';
import { isAddressAllowListed, isHostAllowListed, type OutboundPolicy } from './outbound-policy.ts';

export type OutboundFailure = 'invalid-url' | 'refused' | 'unreachable' | 'timeout' | 'redirect' | 'too-large';

/** Why an outbound request did not get an answer; the message names the host only, never the path or query. */
export class OutboundRequestError extends Error {
  constructor(
    readonly failure: OutboundFailure,
    message: string,
  ) {
    super(message);
    this.name = 'OutboundRequestError';
  }
}

export interface GuardedRequestInit {
  method?: string;
  headers?: Record<string, string>;
  body?: string;
}

export interface GuardedResponse {
  status: number;
  headers: Headers;
  /** The answer as text, at most the policy's maxResponseBytes. */
  body: string;
}

const ALLOW_HINT = 'OUTBOUND_ALLOWLIST can permit it';

function parseTarget(target: string | URL): URL {
  let url: URL;
  try {
    url = new URL(target);
  } catch {
    throw new OutboundRequestError('invalid-url', 'The address is not a valid URL');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new OutboundRequestError('invalid-url', `Only http and https addresses can be called, not ${url.protocol}`);
  }
  if (url.username || url.password) {
    throw new OutboundRequestError(
      'invalid-url',
      `The address of ${url.hostname} must not carry a user name or password`,
    );
  }
  return url;
}

function rejectOnAbort(signal: AbortSignal): Promise<never> {
  return new Promise((_, reject) => {
    if (signal.aborted) reject(signal.reason);
    signal.addEventListener('abort', () => reject(signal.reason), { once: true });
  });
}

const systemResolver = (hostname: string) => dns.promises.lookup(hostname, { all: true, verbatim: true });

/**
 * Resolves the host and checks every address it has: one blocked address refuses the whole host, since the
 * connection could land on any of them. Returns the addresses the connection may use, and only those.
 */
async function vetHost(url: URL, policy: OutboundPolicy, signal: AbortSignal): Promise<LookupAddress[]> {
  const hostname = url.hostname.replace(/^\[|\]$/g, '');
  const hostAllowed = isHostAllowListed(policy.allowlist, hostname);
  if (!hostAllowed && METADATA_HOST_NAMES.has(hostname.toLowerCase().replace(/\.$/, ''))) {
    throw new OutboundRequestError('refused', `Refused to call ${hostname}: it is a cloud metadata service`);
  }
  const literalFamily = hostname.includes(':') ? 6 : /^[\d.]+$/.test(hostname) ? 4 : 0;
  let addresses: LookupAddress[];
  try {
    addresses = literalFamily
      ? [{ address: hostname, family: literalFamily }]
      : await Promise.race([(policy.resolve ?? systemResolver)(hostname), rejectOnAbort(signal)]);
  } catch (error) {
    if (signal.aborted) throw error;
    throw new OutboundRequestError('unreachable', `${hostname} could not be resolved`);
  }
  if (addresses.length === 0) throw new OutboundRequestError('unreachable', `${hostname} could not be resolved`);
  if (hostAllowed) return addresses;
  for (const { address } of addresses) {
    const blocked = blockedAddressKind(address);
    if (blocked && !isAddressAllowListed(policy.allowlist, address)) {
      const what = BLOCKED_ADDRESS_DESCRIPTIONS[blocked];
      const is = literalFamily ? 'is' : 'resolves to';
      throw new OutboundRequestError('refused', `Refused to call ${hostname}: it ${is} ${what}; ${ALLOW_HINT}`);
    }
  }
  return addresses;
}

/**
 * Answers the connection's own lookup with the addresses already vetted, never asking DNS again: a name that
 * resolves to a public address for the check and to an internal one a moment later (DNS rebinding) still
 * connects to the address that was checked. The Host header and TLS server name stay the original name.
 */
function pinnedLookup(hostname: string, addresses: LookupAddress[]): LookupFunction {
  return (requested, options, callback) => {
    const usable = addresses.filter((a) => !options.family || a.family === options.family);
    if (requested !== hostname || usable.length === 0) {
      callback(new Error(`No vetted address for ${requested}`) as NodeJS.ErrnoException, '', 0);
    } else if (options.all) {
      callback(null, usable);
    } else {
      callback(null, usable[0]!.address, usable[0]!.family);
    }
  };
}

function tooLarge(host: string, maxBytes: number) {
  return new OutboundRequestError('too-large', `${host} answered with more than ${maxBytes} bytes`);
}

async function readCapped(body: AsyncIterable<Uint8Array> | null, maxBytes: number, host: string) {
  if (!body) return '';
  const chunks: Uint8Array[] = [];
  let total = 0;
  for await (const chunk of body) {
    total += chunk.byteLength;
    if (total > maxBytes) throw tooLarge(host, maxBytes);
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

function describeFailure(error: unknown, host: string, policy: OutboundPolicy, signal: AbortSignal) {
  if (error instanceof OutboundRequestError) return error;
  if (signal.aborted) {
    return new OutboundRequestError('timeout', `${host} did not answer within ${policy.timeoutMs / 1000} s`);
  }
  const cause = (error as { cause?: { code?: string; message?: string } }).cause;
  const reason = cause?.code ?? cause?.message ?? (error instanceof Error ? error.message : String(error));
  return new OutboundRequestError('unreachable', `${host} could not be reached (${reason})`);
}

/**
 * Checks a URL as guardedFetch would before connecting (scheme, credentials, every address the name resolves to)
 * without sending anything: for refusing a target when it is saved rather than on every delivery.
 */
export async function vetOutboundTarget(target: string | URL, policy: OutboundPolicy): Promise<void> {
  const url = parseTarget(target);
  const signal = AbortSignal.timeout(policy.timeoutMs);
  try {
    await vetHost(url, policy, signal);
  } catch (error) {
    throw describeFailure(error, url.host, policy, signal);
  }
}

/**
 * The one way to call a URL a user typed (study result posts, webhooks). Refuses loopback, private, link-local,
 * cloud-metadata and other non-public targets after resolving the name, unless the operator's allow-list permits
 * the host or the address; connects only to the checked address; does not follow redirects (a 3xx is a failure,
 * since its target was never checked); gives up after the policy's timeout and refuses answers over its size cap.
 * Any other status is returned for the caller to judge.
 */
export async function guardedFetch(
  target: string | URL,
  init: GuardedRequestInit,
  policy: OutboundPolicy,
): Promise<GuardedResponse> {
  const url = parseTarget(target);
  const signal = AbortSignal.timeout(policy.timeoutMs);
  const hostname = url.hostname.replace(/^\[|\]$/g, '');
  let agent: Agent | null = null;
  try {
    const addresses = await vetHost(url, policy, signal);
    agent = new Agent({ connect: { lookup: pinnedLookup(hostname, addresses) } });
    const response = await fetch(url, { ...init, redirect: 'manual', dispatcher: agent, signal });
    if (response.status >= 300 && response.status < 400) {
      await response.body?.cancel();
      throw new OutboundRequestError(
        'redirect',
        `${url.host} answered ${response.status} (a redirect); redirects are not followed, so use the final address`,
      );
    }
    if (Number(response.headers.get('content-length') ?? 0) > policy.maxResponseBytes) {
      await response.body?.cancel();
      throw tooLarge(url.host, policy.maxResponseBytes);
    }
    const body = await readCapped(response.body, policy.maxResponseBytes, url.host);
    return { status: response.status, headers: response.headers, body };
  } catch (error) {
    throw describeFailure(error, url.host, policy, signal);
  } finally {
    await agent?.destroy();
  }
}
