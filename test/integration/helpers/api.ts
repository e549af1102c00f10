import { inject } from 'vitest';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    adminKey: string;
    operatorKey: string;
    /** The local S3 emulator (s3rver) and the service's files bucket in it. */
    s3Endpoint: string;
    filesBucket: string;
    /** DynamoDB Local and the jobs table: checks of what the API does not show (attempts). */
    dynamoEndpoint: string;
    jobsTable: string;
  }
}

export interface ApiResponse {
  status: number;
  /** Lower-cased header names. */
  headers: Record<string, string>;
  body: unknown;
}

export interface ApiOptions {
  key?: string;
  body?: unknown;
  /** Sent as-is (malformed JSON tests); wins over `body`. */
  rawBody?: string;
  headers?: Record<string, string>;
  query?: Record<string, string>;
}

/** One request to the local stack's /api/v1, through real HTTP. */
export async function api(method: string, path: string, options: ApiOptions = {}): Promise<ApiResponse> {
  const url = new URL(`${inject('baseUrl')}/api/v1${path}`);
  for (const [name, value] of Object.entries(options.query ?? {})) url.searchParams.set(name, value);
  const headers: Record<string, string> = { ...options.headers };
  if (options.key !== undefined) headers['x-api-key'] = options.key;
  let body: string | undefined = options.rawBody;
  if (body === undefined && options.body !== undefined) body = JSON.stringify(options.body);
  if (body !== undefined) headers['content-type'] ??= 'application/json';
  const res = await fetch(url, { method, headers, body });
  const text = await res.text();
  let parsed: unknown = text;
  try {
    parsed = text ? JSON.parse(text) : undefined;
  } catch {
    // Non-JSON bodies are returned as text.
  }
  return { status: res.status, headers: Object.fromEntries(res.headers.entries()), body: parsed };
}
