/**
 * Edges of one date expression taken into its finding (recognizers/date-edges.ts): the time zone
 * after a time, the year and offset after a ctime clock, "the Nth day of" before a month; and
 * the look-alikes the finding must not grow into.
 */
import { describe, expect, it } from 'vitest';
import { found } from './helpers.js';

const en = (text: string) => found(text, 'DATE_TIME', 'en');

describe('date edges: zones after a time', () => {
  it('takes a bracketed or spelled-out zone after a time', () => {
    expect(en('When: Wed Jan 22, 2025 2pm – 3pm (Central Time)\nWhere: Zoom')).toEqual(['Wed Jan 22, 2025 2pm – 3pm (Central Time)']);
    expect(en('The hearing is Tuesday, May 20, 2025, at 10:00 a.m. Central Time.')).toEqual([
      'Tuesday, May 20, 2025, at 10:00 a.m. Central Time',
    ]);
    expect(en('Tue 8 Apr 2025 15:00–16:00 (GMT+08:00) Manila')).toEqual(['Tue 8 Apr 2025 15:00–16:00 (GMT+08:00)']);
    expect(en('Thu Jun 20, 2024 2pm – 3pm (EDT)')).toEqual(['Thu Jun 20, 2024 2pm – 3pm (EDT)']);
  });
  it('keeps a clock and its US zone whole: the minutes are no house number (address.ts clockMinutes)', () => {
    const text = 'You sent $1,150.00 on 08/01/2024 at 7:14 AM PT. Thanks';
    expect(en(text)).toEqual(['08/01/2024 at 7:14 AM PT']);
    expect(found(text, 'ADDRESS', 'en')).toEqual([]);
    expect(found('Ship to: 14 Mariners Pt, Halifax', 'ADDRESS', 'en')).toEqual(['14 Mariners Pt, Halifax']);
  });
  it('takes a ctime clock\'s year and offset', () => {
    expect(en('Date:   Thu Feb 15 16:22:07 2024 +0300\n\n    fix build')).toEqual(['Thu Feb 15 16:22:07 2024 +0300']);
    expect(en('Date: Mon, 24 Nov 2026 10:02:33 +1300\nFrom: ops')).toEqual(['Mon, 24 Nov 2026 10:02:33 +1300']);
    expect(en('Built 10:02:33 - 1300 files')).toEqual(['10:02:33']);
  });
  it('does not grow into a following word, a bracketed note or a number', () => {
    expect(en('Call at 3pm PTA meeting after.')).toEqual(['3pm']);
    expect(en('Pickup on May 3 (Central Station) please.')).toEqual(['May 3']);
    expect(en('We meet at 10:00 (Room 4) and stay 2024 rooms.')).toEqual(['10:00']);
    expect(en('Updated 16:22:07 2024 items')).not.toContain('16:22:07 2024');
  });
});

describe('date edges: "the Nth day of" before a month', () => {
  it('takes the deed form of a date', () => {
    expect(en('Signed this 9th day of March, 2026 before me.')).toEqual(['this 9th day of March, 2026']);
    expect(en('made on the 3rd day of May 2019 between the parties')).toEqual(['the 3rd day of May 2019']);
  });
  it('leaves a count of days alone', () => {
    expect(en('It was the first day of March 2026 for the team.')).toEqual(['March 2026']);
    expect(en('By the 3rd day of training, May was tired.')).toEqual([]);
  });
});
