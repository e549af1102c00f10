/**
 * joinSpacedDateTimes (recognizers/date-joins.ts) rejects most texts before building its index by
 * `startsLikeTime`, a cheap stand-in for TIME_ONLY: it must pass every text TIME_ONLY accepts.
 */
import { describe, expect, it } from 'vitest';
import { TIME_ONLY, startsLikeTime } from '#shared/detection/recognizers/date-joins.js';

describe('startsLikeTime', () => {
  it('passes every time TIME_ONLY accepts (hours, minutes, seconds, am/pm, h, ranges, zones)', () => {
    const hours = ['0', '7', '09', '10', '12', '23'];
    const tails = ['', ':30', ':30:15', '.30', 'am', ' pm', ' a.m.', 'p.m.', ' h', 'hs', ' hrs', ':05 PM', '–9', ' - 11:30', '–5pm', ':00–12:00', ' IST', ':00 CEST'];
    let checked = 0;
    for (const h of hours) {
      for (const t of tails) {
        const text = h + t;
        if (!TIME_ONLY.test(text)) continue;
        checked++;
        expect(startsLikeTime(text, { start: 0, end: text.length }), text).toBe(true);
      }
    }
    expect(checked).toBeGreaterThan(60);
  });
  it('rejects a log timestamp', () => {
    const text = '2025-03-04T11:22:09Z INFO';
    expect(startsLikeTime(text, { start: 0, end: 20 })).toBe(false);
  });
});
