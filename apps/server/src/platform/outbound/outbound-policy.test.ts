import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config/config.ts';
import { isAddressAllowListed, isHostAllowListed, parseOutboundAllowlist } from './outbound-policy.ts';

const rangesOf = (text: string) => parseOutboundAllowlist(text).allowlist.ranges.map(([ip, bits]) => `${ip}/${bits}`);

describe('parseOutboundAllowlist', () => {
  it('reads host names, addresses and CIDR ranges of both families, ignoring spaces and empty entries', () => {
    const { allowlist, invalid } = parseOutboundAllowlist(' Receiver.Local , 127.0.0.1,10.0.0.0/8,, ::1, fd00::/8 ,');
    expect(invalid).toEqual([]);
    expect(allowlist.hosts).toEqual(['receiver.local']);
    expect(rangesOf('127.0.0.1,10.0.0.0/8,::1,fd00::/8,::ffff:192.168.0.7')).toEqual([
      '127.0.0.1/32',
      '10.0.0.0/8',
      '::1/128',
      'fd00::/8',
      '192.168.0.7/32',
    ]);
  });

  it.each([
    '10.0.0.0/33',
    '10.0.0.0/',
    '10/8',
    '127.1',
    '2130706433',
    '300.1.1.1',
    'fd00::/129',
    '::1/12/4',
    'http://receiver.local',
    'receiver.local:8080',
    'bad host',
    '*.example.com',
  ])('reports %s as invalid', (entry) => {
    expect(parseOutboundAllowlist(`localhost,${entry}`).invalid).toEqual([entry]);
  });
});

describe('allow-list matching', () => {
  const { allowlist } = parseOutboundAllowlist('localhost,10.1.0.0/16,127.0.0.1,fd00:1::/32');

  it.each([
    ['10.1.2.3', true],
    ['10.2.0.1', false],
    ['127.0.0.1', true],
    ['127.0.0.2', false],
    ['::ffff:127.0.0.1', true],
    ['::ffff:10.1.9.9', true],
    ['fd00:1::5', true],
    ['fd00:2::5', false],
    ['::1', false],
  ])('%s allowed: %s', (address, allowed) => {
    expect(isAddressAllowListed(allowlist, address)).toBe(allowed);
  });

  it('matches host names without regard to case or a trailing dot', () => {
    expect(isHostAllowListed(allowlist, 'LocalHost.')).toBe(true);
    expect(isHostAllowListed(allowlist, 'localhost.example')).toBe(false);
  });
});

describe('OUTBOUND_ALLOWLIST', () => {
  it('allows nothing extra by default, with a 10-second timeout', () => {
    const { outbound } = loadConfig({});
    expect(outbound.allowlist).toEqual({ hosts: [], ranges: [] });
    expect(outbound.timeoutMs).toBe(10_000);
  });

  it('is read into hosts and ranges', () => {
    const { outbound } = loadConfig({ OUTBOUND_ALLOWLIST: 'localhost, 127.0.0.0/8, ::1' });
    expect(outbound.allowlist.hosts).toEqual(['localhost']);
    expect(outbound.allowlist.ranges.map(([ip, bits]) => `${ip}/${bits}`)).toEqual(['127.0.0.0/8', '::1/128']);
  });

  it('stops start with a message naming the variable and the entry when an entry is invalid', () => {
    const env = { OUTBOUND_ALLOWLIST: 'localhost,10.0.0.0/40' };
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(
      'OUTBOUND_ALLOWLIST: "10.0.0.0/40" is not a host name, IP address or CIDR range',
    );
  });
});
