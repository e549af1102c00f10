/** Network identifiers: IPv4/IPv6, MAC addresses, URLs. */
import type { Rng } from './rng.js';

export function ipv4(r: Rng): string {
  const first = r.pick([10, 172, 192, r.int(11, 223), r.int(11, 223), r.int(11, 223)]);
  if (first === 192) return `192.168.${r.int(0, 255)}.${r.int(1, 254)}`;
  if (first === 172) return `172.${r.int(16, 31)}.${r.int(0, 255)}.${r.int(1, 254)}`;
  return `${first}.${r.int(0, 255)}.${r.int(0, 255)}.${r.int(1, 254)}`;
}

export function ipv6(r: Rng): string {
  const h = () => r.int(0, 0xffff).toString(16);
  switch (r.int(0, 3)) {
    case 0: return Array.from({ length: 8 }, h).join(':');
    case 1: return `2001:db8:${h()}:${h()}::${h()}`;
    case 2: return `fe80::${h()}:${h()}:${h()}:${h()}`;
    default: return `${r.pick(['2a02', '2600', '2607', '2804'])}:${h()}:${h()}:${h()}::${r.int(1, 255).toString(16)}`;
  }
}

export function mac(r: Rng): string {
  const bytes = Array.from({ length: 6 }, () => r.int(0, 255).toString(16).padStart(2, '0'));
  const upper = r.chance(0.5);
  const b = upper ? bytes.map((x) => x.toUpperCase()) : bytes;
  switch (r.int(0, 3)) {
    case 0:
    case 1: return b.join(':');
    case 2: return b.join('-');
    default: return `${b[0]}${b[1]}.${b[2]}${b[3]}.${b[4]}${b[5]}`; // Cisco dotted
  }
}

const PATHS = ['login', 'account/settings', 'orders/track', 'support/tickets', 'docs/getting-started', 'invoices',
  'careers', 'blog/2024/pricing-update', 'api/v2/status', 'es/contacto', 'portal/patients', 'reset-password'];

/** A URL on `domain`; sometimes with a query string, sometimes scheme-less "www." */
export function url(r: Rng, domain: string): string {
  const scheme = r.pick(['https://', 'https://', 'http://', '']);
  const host = scheme === '' ? `www.${domain}` : r.chance(0.5) ? `www.${domain}` : domain;
  let u = scheme + host;
  if (r.chance(0.7)) u += '/' + r.pick(PATHS);
  if (r.chance(0.25)) u += `?id=${r.digits(5)}&ref=${r.pick(['email', 'sms', 'web'])}`;
  return u;
}
