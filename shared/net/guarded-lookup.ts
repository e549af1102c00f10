/**
 * The DNS lookup handed to the socket itself (net.connect's `lookup` option), so the address a
 * connection is opened to is one this module resolved and checked a moment before. A name that
 * answered a public address to an earlier check and a private one now (DNS rebinding) is
 * refused here, at connect time.
 */
import { lookup as dnsLookup } from 'node:dns/promises';
import type { LookupAddress } from 'node:dns';
import { classifyAddress } from './address-policy.js';
import { FetchRefusedError } from './fetch-refused-error.js';

export type Resolver = (hostname: string) => Promise<LookupAddress[]>;

/** The system resolver (getaddrinfo: /etc/hosts, then DNS), every address in its own order. */
export const systemResolver: Resolver = (hostname) => dnsLookup(hostname, { all: true, verbatim: true });

/**
 * Resolves a name and refuses it when it has no address, or when ANY of its addresses is not
 * allowed: a name mixing public and private answers is a rebinding setup, never a real target.
 */
export async function resolveAllowed(hostname: string, resolver: Resolver, allowLoopback: boolean): Promise<LookupAddress[]> {
  let addresses: LookupAddress[];
  try {
    addresses = await resolver(hostname);
  } catch {
    throw new FetchRefusedError('dns', 'The host name could not be resolved.');
  }
  if (addresses.length === 0) throw new FetchRefusedError('dns', 'The host name could not be resolved.');
  for (const { address } of addresses) {
    if (!classifyAddress(address, { allowLoopback }).allowed) {
      throw new FetchRefusedError('blocked_address', 'The host resolves to a private, loopback or reserved address, which is not allowed.');
    }
  }
  return addresses;
}

type LookupCallback = (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

/** A `lookup` for net/http/https request options that resolves through resolveAllowed. */
export function guardedLookup(resolver: Resolver, allowLoopback: boolean) {
  return (hostname: string, options: { family?: number | string; all?: boolean }, callback: LookupCallback): void => {
    resolveAllowed(hostname, resolver, allowLoopback).then(
      (addresses) => {
        const family = options.family === 'IPv4' ? 4 : options.family === 'IPv6' ? 6 : Number(options.family ?? 0);
        const usable = family === 4 || family === 6 ? addresses.filter((a) => a.family === family) : addresses;
        if (usable.length === 0) {
          callback(Object.assign(new Error(`No IPv${family} address for the host`), { code: 'ENOTFOUND' }), '', 0);
        } else if (options.all) {
          callback(null, usable);
        } else {
          callback(null, usable[0]!.address, usable[0]!.family);
        }
      },
      (error: unknown) => callback(error as NodeJS.ErrnoException, '', 0),
    );
  };
}
