import ipaddr from 'ipaddr.js';

/** Why an address is no place for the server to send a request a user asked for. */
export type BlockedAddressKind =
  | 'loopback'
  | 'private'
  | 'link-local'
  | 'cloud-metadata'
  | 'unspecified'
  | 'shared'
  | 'multicast'
  | 'broadcast'
  | 'reserved';

export const BLOCKED_ADDRESS_DESCRIPTIONS: Record<BlockedAddressKind, string> = {
  loopback: 'a loopback address',
  private: 'a private network address',
  'link-local': 'a link-local address',
  'cloud-metadata': 'a cloud metadata address',
  unspecified: 'an unspecified address',
  shared: 'a shared (carrier-grade NAT) address',
  multicast: 'a multicast address',
  broadcast: 'a broadcast address',
  reserved: 'a reserved or special-purpose address',
};

/** Cloud instance metadata services answer here (AWS, Azure, GCP, OpenStack on IPv4; AWS on IPv6). */
const METADATA_ADDRESSES = new Set(['169.254.169.254', 'fd00:ec2:0:0:0:0:0:254']);

/** Host names that reach a metadata service whatever they resolve to. */
export const METADATA_HOST_NAMES = new Set(['metadata.google.internal']);

const RANGE_KINDS: Record<string, BlockedAddressKind> = {
  loopback: 'loopback',
  private: 'private',
  uniqueLocal: 'private',
  linkLocal: 'link-local',
  unspecified: 'unspecified',
  carrierGradeNat: 'shared',
  multicast: 'multicast',
  broadcast: 'broadcast',
};

/** IPv4-compatible IPv6 (::a.b.c.d, deprecated) is not in ipaddr.js's special ranges but must not pass as public. */
const IPV4_COMPATIBLE: [ipaddr.IPv6, number] = [ipaddr.IPv6.parse('::'), 96];

/** Reads an address, unwrapping an IPv4-mapped IPv6 address (::ffff:a.b.c.d) to the IPv4 address it reaches. */
export function parseAddress(address: string): ipaddr.IPv4 | ipaddr.IPv6 | null {
  if (!ipaddr.isValid(address)) return null;
  const parsed = ipaddr.parse(address);
  return parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).isIPv4MappedAddress()
    ? (parsed as ipaddr.IPv6).toIPv4Address()
    : parsed;
}

/**
 * Null for a public unicast address; otherwise why it is blocked. Anything that is not plain public unicast is
 * refused (NAT64, 6to4 and Teredo prefixes embed IPv4 addresses that may be internal; documentation and benchmark
 * ranges never hold a real receiver), so the list fails closed.
 */
export function blockedAddressKind(address: string): BlockedAddressKind | null {
  const ip = parseAddress(address);
  if (!ip) return 'reserved';
  if (METADATA_ADDRESSES.has(ip.toNormalizedString())) return 'cloud-metadata';
  const range = ip.range();
  if (range !== 'unicast') return RANGE_KINDS[range] ?? 'reserved';
  return ip.kind() === 'ipv6' && ip.match(IPV4_COMPATIBLE) ? 'reserved' : null;
}
