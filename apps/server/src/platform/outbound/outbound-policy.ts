import type { LookupAddress } from 'node:dns';
import ipaddr from 'ipaddr.js';
import { parseAddress } from './address-check.ts';

/** Hosts and address ranges the operator lets outbound requests reach although they are not public. */
export interface OutboundAllowlist {
  /** Lower-case host names, matched exactly. */
  hosts: string[];
  ranges: [ipaddr.IPv4 | ipaddr.IPv6, number][];
}

/** Resolves a host name to every address it has, like dns.lookup with all: true. */
export type HostResolver = (hostname: string) => Promise<LookupAddress[]>;

export interface OutboundPolicy {
  allowlist: OutboundAllowlist;
  timeoutMs: number;
  maxResponseBytes: number;
  /** Replaces the system resolver (tests use it to play a DNS server that changes its answer). */
  resolve?: HostResolver;
}

export const DEFAULT_OUTBOUND_TIMEOUT_MS = 10_000;
/** Receivers of study results and webhooks answer with a status and a few words; nothing bigger is read. */
export const DEFAULT_OUTBOUND_MAX_RESPONSE_BYTES = 64 * 1024;

export function outboundPolicy(allowlist: OutboundAllowlist, overrides: Partial<OutboundPolicy> = {}): OutboundPolicy {
  return {
    allowlist,
    timeoutMs: DEFAULT_OUTBOUND_TIMEOUT_MS,
    maxResponseBytes: DEFAULT_OUTBOUND_MAX_RESPONSE_BYTES,
    ...overrides,
  };
}

const HOST_NAME = /^(?=.{1,253}$)[a-z0-9_]([a-z0-9_-]{0,61}[a-z0-9_])?(\.[a-z0-9_]([a-z0-9_-]{0,61}[a-z0-9_])?)*$/;

/** A four-part IPv4 or an IPv6 address; shorthand like 127.1 is refused, since it rarely means what it looks like. */
function isPlainAddress(text: string) {
  return ipaddr.IPv4.isValidFourPartDecimal(text) || ipaddr.IPv6.isValid(text);
}

function parseRange(entry: string): [ipaddr.IPv4 | ipaddr.IPv6, number] | null {
  const [address = '', bits, extra] = entry.split('/');
  if (extra !== undefined || !isPlainAddress(address)) return null;
  if (bits === undefined) {
    const ip = parseAddress(address)!;
    return [ip, ip.kind() === 'ipv4' ? 32 : 128];
  }
  if (!/^\d{1,3}$/.test(bits) || !ipaddr.isValidCIDR(entry)) return null;
  return ipaddr.parseCIDR(entry);
}

/**
 * Reads OUTBOUND_ALLOWLIST: comma-separated host names, addresses and CIDR ranges (IPv4 and IPv6). Returns the
 * entries it could not read instead of skipping them, so a typo stops start rather than silently blocking.
 */
export function parseOutboundAllowlist(text: string): { allowlist: OutboundAllowlist; invalid: string[] } {
  const allowlist: OutboundAllowlist = { hosts: [], ranges: [] };
  const invalid: string[] = [];
  for (const entry of text.split(',').map((e) => e.trim())) {
    if (entry === '') continue;
    if (/^[\d.]+(\/.*)?$/.test(entry) || entry.includes(':')) {
      const range = parseRange(entry);
      if (range) allowlist.ranges.push(range);
      else invalid.push(entry);
    } else if (HOST_NAME.test(entry.toLowerCase().replace(/\.$/, ''))) {
      allowlist.hosts.push(entry.toLowerCase().replace(/\.$/, ''));
    } else {
      invalid.push(entry);
    }
  }
  return { allowlist, invalid };
}

export function isHostAllowListed(allowlist: OutboundAllowlist, hostname: string) {
  return allowlist.hosts.includes(hostname.toLowerCase().replace(/\.$/, ''));
}

export function isAddressAllowListed(allowlist: OutboundAllowlist, address: string) {
  const ip = parseAddress(address);
  return ip !== null && allowlist.ranges.some(([net, bits]) => net.kind() === ip.kind() && ip.match(net, bits));
}
