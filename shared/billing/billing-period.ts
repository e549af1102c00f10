/** Billing periods are calendar months in UTC: [first day 00:00, first day of next month). */
export function billingPeriod(now = new Date()): { key: string; start: string; end: string } {
  const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const end = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
  return { key: start.toISOString().slice(0, 7), start: start.toISOString(), end: end.toISOString() };
}

/** DECISIONS: one token is ceil(characters / 4) of text processed. */
export const tokensFor = (characters: number) => Math.ceil(characters / 4);
