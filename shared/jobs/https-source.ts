/**
 * `https://` sources through the SSRF-guarded fetch (shared/net/safe-fetch.ts): DNS resolved and
 * checked before connecting and again at connect time, redirects re-checked hop by hop, a size
 * and a time limit. A refusal or a 4xx is the input's fault; a 5xx or a network error is retried.
 */
import { loopbackAllowed } from '../net/address-policy.js';
import { FetchRefusedError, safeFetch } from '../net/safe-fetch.js';
import { InputError, tooLarge } from './input-error.js';
import type { OpenedSource } from './sources.js';

/** One deadline for the whole download (the worker's visibility timeout is 120 s). */
const FETCH_TIMEOUT_MS = 60_000;

export async function openHttpsSource(uri: string, maxBytes: number): Promise<OpenedSource> {
  let response;
  try {
    // Plain http only where the guard also lets loopback through: local test servers.
    response = await safeFetch(uri, {
      maxBytes,
      timeoutMs: FETCH_TIMEOUT_MS,
      allowHttp: loopbackAllowed(),
    });
  } catch (error) {
    throw refusal(error, maxBytes) ?? error;
  }
  if (response.status >= 500) {
    response.body.destroy();
    throw new Error(`The source answered ${response.status}.`);
  }
  if (response.status >= 400 || response.status < 200 || response.status >= 300) {
    response.body.destroy();
    throw new InputError(
      response.status === 404 ? 'The input URL was not found (404).' : `The input URL answered HTTP ${response.status}.`,
    );
  }
  const size = Number(response.headers['content-length']);
  const path = new URL(response.finalUrl).pathname;
  // A body cut at maxBytes errors mid-stream; the worker maps that error to `failed` too.
  return {
    body: response.body,
    ...(Number.isFinite(size) && size >= 0 ? { size } : {}),
    ...(response.headers['content-type'] ? { contentType: response.headers['content-type'] } : {}),
    name: decodeURIComponent(path.slice(path.lastIndexOf('/') + 1)) || 'download',
  };
}

/** Refusals the caller can fix (address, scheme, size, redirects, DNS); timeouts are retried. */
export function refusal(error: unknown, maxBytes: number): InputError | undefined {
  if (!(error instanceof FetchRefusedError)) return undefined;
  if (error.reason === 'timeout') return undefined;
  if (error.reason === 'too_large') return tooLarge(maxBytes);
  if (error.reason === 'blocked_address') {
    return new InputError('The input URL resolves to an address this service does not fetch from (private, loopback or metadata).');
  }
  return new InputError(`The input URL could not be fetched: ${error.message}`);
}
