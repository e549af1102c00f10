/**
 * When a failed delivery is tried again: 8 attempts spread over about 24 hours (DECISIONS:
 * Events), each wait several times the one before. The waits can be scaled down for local runs
 * and tests (WEBHOOK_RETRY_SCALE, e.g. 0.0001), honoured only in the local stage.
 */
import { stage } from '../config/env.js';

/** Seconds to wait after attempt N fails before attempt N+1 (N = 1..7); they sum to 23.6 h. */
const WAITS_SECONDS = [60, 300, 1_800, 3_600, 10_800, 21_600, 46_800] as const;

export const MAX_ATTEMPTS = WAITS_SECONDS.length + 1;

function scale(): number {
  if (stage() !== 'local') return 1;
  const value = Number(process.env.WEBHOOK_RETRY_SCALE ?? '1');
  return Number.isFinite(value) && value > 0 && value <= 1 ? value : 1;
}

/** Milliseconds to wait after this attempt failed, or undefined when it was the last one. */
export function retryDelayMs(failedAttempt: number): number | undefined {
  const seconds = WAITS_SECONDS[failedAttempt - 1];
  return seconds === undefined ? undefined : Math.round(seconds * 1000 * scale());
}
