/**
 * Which IP addresses an outbound request may reach: public unicast only. The ranges come from
 * ipaddr.js (IANA special-purpose registries for IPv4 and IPv6): loopback, RFC 1918 private,
 * link-local (which holds the 169.254.169.254 metadata service), CGNAT 100.64/10, 0.0.0.0/8,
 * multicast, broadcast, reserved and documentation ranges, unique-local fc00::/7 (which holds
 * AWS's fd00:ec2::254), IPv4-mapped ::ffff:0:0/96, NAT64 64:ff9b::/96, 6to4 and Teredo (they
 * embed IPv4 addresses that could be private). Anything not classed `unicast` is refused.
 *
 * Loopback can be allowed for local runs and tests only: SSRF_ALLOW_LOOPBACK=1 counts only when
 * STAGE is `local` (the embedded stack), so a deployed function ignores it even if set.
 */
import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';
import { stage } from '../config/env.js';

/** Ranges ipaddr.js leaves in `unicast` that must not be reached either. */
const EXTRA_BLOCKED: readonly [ipaddr.IPv4 | ipaddr.IPv6, number][] = [
  // IPv4-compatible (deprecated ::a.b.c.d) and the rest of the IETF-reserved ::/8.
  ipaddr.parseCIDR('::/8'),
  // IPv6 documentation prefix.
  ipaddr.parseCIDR('2001:db8::/32'),
];

export interface AddressVerdict {
  allowed: boolean;
  /** The special-purpose range the address falls in (`unicast` when public). */
  range: string;
}

/**
 * Whether loopback may be reached: asked for (SSRF_ALLOW_LOOPBACK=1, or a caller's own local
 * allowance such as ALLOW_INSECURE_WEBHOOKS) and running in the local stage. Never on AWS.
 */
export function loopbackAllowed(requested = false): boolean {
  return (requested || process.env.SSRF_ALLOW_LOOPBACK === '1') && stage() === 'local';
}

export function classifyAddress(address: string, options: { allowLoopback?: boolean } = {}): AddressVerdict {
  const bare = address.startsWith('[') && address.endsWith(']') ? address.slice(1, -1) : address;
  // Zone ids (fe80::1%eth0) only ever qualify link-local addresses.
  const withoutZone = bare.split('%')[0] ?? bare;
  if (isIP(withoutZone) === 0) return { allowed: false, range: 'invalid' };
  const parsed = ipaddr.parse(withoutZone);
  const range = parsed.range();
  if (range === 'unicast') {
    const extra = EXTRA_BLOCKED.some(([net, bits]) => parsed.kind() === net.kind() && parsed.match(net, bits));
    return extra ? { allowed: false, range: 'reserved' } : { allowed: true, range };
  }
  const allowLoopback = options.allowLoopback ?? loopbackAllowed();
  // Only the plain forms (127/8, ::1); ::ffff:127.0.0.1 stays refused as IPv4-mapped.
  if (range === 'loopback' && allowLoopback) return { allowed: true, range };
  return { allowed: false, range };
}

export const isAllowedAddress = (address: string, options?: { allowLoopback?: boolean }) =>
  classifyAddress(address, options).allowed;
