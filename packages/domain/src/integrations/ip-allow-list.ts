import ipaddr from 'ipaddr.js';

type Range = [ipaddr.IPv4 | ipaddr.IPv6, number];

/** An IPv4-mapped IPv6 address (::ffff:a.b.c.d, as a dual-stack socket reports IPv4 peers) is the IPv4 address. */
function parseAddress(text: string): ipaddr.IPv4 | ipaddr.IPv6 | null {
  const bare = text.trim();
  if (!(ipaddr.IPv4.isValidFourPartDecimal(bare) || ipaddr.IPv6.isValid(bare))) return null;
  const parsed = ipaddr.parse(bare);
  return parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).isIPv4MappedAddress()
    ? (parsed as ipaddr.IPv6).toIPv4Address()
    : parsed;
}

/** A single address (IPv4 or IPv6) or a CIDR range such as 203.0.113.0/24 or 2001:db8::/32; null when unreadable. */
export function parseAllowListEntry(entry: string): Range | null {
  const [address = '', bits, extra] = entry.trim().split('/');
  if (extra !== undefined) return null;
  const ip = parseAddress(address);
  if (!ip) return null;
  const maxBits = ip.kind() === 'ipv4' ? 32 : 128;
  if (bits === undefined) return [ip, maxBits];
  if (!/^\d{1,3}$/.test(bits) || Number(bits) > maxBits) return null;
  return [ip, Number(bits)];
}

export function isAllowListEntry(entry: string): boolean {
  return parseAllowListEntry(entry) !== null;
}

/** True when the address is in one of the entries; an empty list lets every address in. */
export function isAddressAllowed(address: string, entries: readonly string[]): boolean {
  if (entries.length === 0) return true;
  const ip = parseAddress(address);
  if (!ip) return false;
  return entries.some((entry) => {
    const range = parseAllowListEntry(entry);
    return range !== null && range[0].kind() === ip.kind() && ip.match(range);
  });
}
