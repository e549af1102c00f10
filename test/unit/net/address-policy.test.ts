import { afterEach, describe, expect, it } from 'vitest';
import { classifyAddress, loopbackAllowed } from '../../../shared/net/address-policy.js';

describe('classifyAddress', () => {
  it.each([
    ['127.0.0.1', 'loopback'],
    ['10.0.0.1', 'private'],
    ['172.16.5.4', 'private'],
    ['192.168.1.1', 'private'],
    ['169.254.169.254', 'linkLocal'],
    ['100.64.0.1', 'carrierGradeNat'],
    ['0.0.0.0', 'unspecified'],
    ['0.1.2.3', 'unspecified'],
    ['224.0.0.1', 'multicast'],
    ['255.255.255.255', 'broadcast'],
    ['240.0.0.1', 'reserved'],
    ['::1', 'loopback'],
    ['::', 'unspecified'],
    ['::ffff:127.0.0.1', 'ipv4Mapped'],
    ['::ffff:169.254.169.254', 'ipv4Mapped'],
    ['fd00:ec2::254', 'uniqueLocal'],
    ['fc00::1', 'uniqueLocal'],
    ['fe80::1', 'linkLocal'],
    ['fe80::1%eth0', 'linkLocal'],
    ['64:ff9b::7f00:1', 'rfc6052'],
    ['2002:7f00:1::', '6to4'],
    ['::7f00:1', 'reserved'],
    ['2001:db8::1', 'reserved'],
    ['[::1]', 'loopback'],
  ])('refuses %s (%s)', (address, range) => {
    expect(classifyAddress(address, { allowLoopback: false })).toEqual({ allowed: false, range });
  });

  it.each(['93.184.216.34', '8.8.8.8', '2606:4700:4700::1111'])('allows the public address %s', (address) => {
    expect(classifyAddress(address, { allowLoopback: false }).allowed).toBe(true);
  });

  it('refuses what is not an address at all', () => {
    expect(classifyAddress('example.com', { allowLoopback: true }).allowed).toBe(false);
  });

  it('lets the loopback allowance open plain loopback only, never mapped or private forms', () => {
    expect(classifyAddress('127.0.0.1', { allowLoopback: true }).allowed).toBe(true);
    expect(classifyAddress('::1', { allowLoopback: true }).allowed).toBe(true);
    expect(classifyAddress('::ffff:127.0.0.1', { allowLoopback: true }).allowed).toBe(false);
    expect(classifyAddress('10.0.0.1', { allowLoopback: true }).allowed).toBe(false);
    expect(classifyAddress('169.254.169.254', { allowLoopback: true }).allowed).toBe(false);
  });
});

describe('loopbackAllowed', () => {
  const saved = { allow: process.env.SSRF_ALLOW_LOOPBACK, stage: process.env.STAGE };
  afterEach(() => {
    for (const [name, value] of [['SSRF_ALLOW_LOOPBACK', saved.allow], ['STAGE', saved.stage]] as const) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  });

  it('is off unless SSRF_ALLOW_LOOPBACK=1, and ignored outside the local stage', () => {
    delete process.env.SSRF_ALLOW_LOOPBACK;
    process.env.STAGE = 'local';
    expect(loopbackAllowed()).toBe(false);
    process.env.SSRF_ALLOW_LOOPBACK = '1';
    expect(loopbackAllowed()).toBe(true);
    process.env.STAGE = 'prod';
    expect(loopbackAllowed()).toBe(false);
  });
});
