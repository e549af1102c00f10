import { dailyUsage, type DailyUsage } from './usage-meter.js';

export type Granularity = 'daily' | 'monthly';

/**
 * Usage records for [from, to] (dates, inclusive). Monthly records sum the days of each month
 * and are dated on the month's first day. Test-mode usage is shown apart from counted usage.
 */
export async function usageReport(tenantId: string, from: string, to: string, granularity: Granularity): Promise<DailyUsage[]> {
  const days = await dailyUsage(tenantId, from, to);
  if (granularity === 'daily') return days;
  const months = new Map<string, DailyUsage>();
  for (const day of days) {
    const key = `${day.date.slice(0, 7)}-01`;
    const month = months.get(key) ?? { date: key, tokens_used: 0, requests: 0, test_tokens_used: 0, test_requests: 0 };
    month.tokens_used += day.tokens_used;
    month.requests += day.requests;
    month.test_tokens_used += day.test_tokens_used;
    month.test_requests += day.test_requests;
    months.set(key, month);
  }
  return [...months.values()];
}
