/**
 * The part of autocannon's API the HTTP benchmark uses (the package ships no types and
 * @types/autocannon is not a dependency). Latencies are milliseconds; only 2xx responses are
 * recorded in the latency histogram, so non-2xx and errors must be checked separately.
 */
declare module 'autocannon' {
  export interface AutocannonRequest {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string;
  }

  export interface Options {
    url: string;
    connections?: number;
    duration?: number;
    /** Requests per second over all connections; 0 means as fast as possible. */
    overallRate?: number;
    timeout?: number;
    method?: string;
    headers?: Record<string, string>;
    /** Each connection cycles through these in order. */
    requests?: AutocannonRequest[];
    /** False counts the response as a mismatch (the body must then be buffered). */
    verifyBody?: (body: string) => boolean;
  }

  export interface Histogram {
    average: number;
    mean: number;
    stddev: number;
    min: number;
    max: number;
    p50: number;
    p90: number;
    p97_5: number;
    p99: number;
    p99_9: number;
    total: number;
  }

  export interface Result {
    duration: number;
    errors: number;
    timeouts: number;
    mismatches: number;
    non2xx: number;
    resets: number;
    '2xx': number;
    statusCodeStats: Record<string, { count: number }>;
    latency: Histogram & { totalCount: number };
    requests: Histogram & { sent: number };
    throughput: Histogram;
  }

  function autocannon(options: Options): Promise<Result> & { stop(): void };
  export default autocannon;
}
