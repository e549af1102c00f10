/**
 * What a webhook URL may be (DECISIONS: Events): `https://` to a public address. Plain
 * `http://` is accepted only to loopback and only when ALLOW_INSECURE_WEBHOOKS=1 in the local
 * stage (a developer's receiver on their machine, the integration tests' receivers); the same
 * allowance then lets the delivery through the SSRF guard. The host is resolved at creation so
 * a private or metadata target is refused up front, and again on every delivery by safeFetch.
 */
import { isIP } from 'node:net';
import { stage } from '../config/env.js';
import { unprocessable } from '../http/errors.js';
import { classifyAddress } from '../net/address-policy.js';
import { resolveAllowed, systemResolver } from '../net/guarded-lookup.js';
import { isFetchRefused } from '../net/fetch-refused-error.js';

export function insecureWebhooksAllowed(): boolean {
  return process.env.ALLOW_INSECURE_WEBHOOKS === '1' && stage() === 'local';
}

const invalid = (msg: string, type: string) => unprocessable([{ loc: ['body', 'url'], msg, type }]);

const LOOPBACK_NAMES = new Set(['localhost']);

/** Throws a 422 naming `url` when the URL may not receive webhooks; returns it normalized. */
export async function checkWebhookUrl(raw: string): Promise<string> {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw invalid('Must be an absolute https:// URL.', 'url_invalid');
  }
  if (url.username || url.password) throw invalid('Must not contain credentials.', 'url_credentials');
  const host = url.hostname.startsWith('[') ? url.hostname.slice(1, -1) : url.hostname;
  const insecure = insecureWebhooksAllowed();
  if (url.protocol === 'http:') {
    const loopback = LOOPBACK_NAMES.has(host.toLowerCase()) || (isIP(host) > 0 && classifyAddress(host, { allowLoopback: false }).range === 'loopback');
    if (!insecure || !loopback) throw invalid('Must use https://.', 'url_scheme');
  } else if (url.protocol !== 'https:') {
    throw invalid('Must use https://.', 'url_scheme');
  }
  try {
    if (isIP(host)) {
      if (!classifyAddress(host, { allowLoopback: insecure }).allowed) throw invalid('Must not point at a private, loopback or reserved address.', 'url_blocked');
    } else {
      await resolveAllowed(host, systemResolver, insecure);
    }
  } catch (error) {
    if (!isFetchRefused(error)) throw error;
    throw error.reason === 'dns'
      ? invalid('The host name could not be resolved.', 'url_unresolvable')
      : invalid('Must not point at a private, loopback or reserved address.', 'url_blocked');
  }
  return url.href;
}
