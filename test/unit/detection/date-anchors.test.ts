/**
 * Anchored date patterns (recognizers/date-anchors.ts) run as sticky regexes at the listed
 * start positions: they must find exactly what a global scan of the same pattern finds.
 */
import { describe, expect, it } from 'vitest';
import { AnchoredScan, dateAnchors, findAnchors, stickyCopy, WORD_ANCHOR } from '#shared/detection/recognizers/date-anchors.js';
import { PATTERNS } from '#shared/detection/recognizers/dates.js';
import { EN_DAY_PATTERN } from '#shared/detection/recognizers/date-periods.js';
import { WEEKDAYS_EN } from '#shared/detection/recognizers/date-parts.js';
import { found } from './helpers.js';

const TEXTS = [
  'Meeting on Tuesday, March 4 at 2:30 pm; follow-up Mon 3 Mar. and the 14th at 10.',
  'MARCH 3, 2024 — sat at 10, Sat 10am, by Friday 12.\n2. Legal review in August.',
  '_March 3 x2March 3 3 March 2024 and 3rd of March, 14 Mar 2024, 10 o’clock, 3 O\'CLOCK.',
  'Jun  4 14:29:15 host sshd[1]: the 3rd, the 31st, thé 3rd, April Jones, the March invoice.',
  'Décembre 3 ÉMarch 5 ñMay 6 Monday17th Thursday the 6th; Mon–Fri 8:00–17:00; since 2015',
  '', 'mar', 'the 1', '12 o clock',
  '_12/03/2024 x3/4 on 9/18, 03/04 14:02, 1.2.24, 14.03.2024 10.30am 9am 9 a.m. 14:00h 123:45 10:30:15.5 UTC',
  'expires 08/2027, 1/2025, 14-Mar-2024, 04/Mar/2025:10:15:32, 2024-03-14T10:15Z, 5/6/7/8, 12-34-56, 3-1',
  '3 PM, 3\u00a0pm, 3\tA.M., 10.30am, 7 p.m, 12 h, 3RD of May, 3 of May, 14–15 March, 14-15 de marzo, 3º de mayo, 3 items, 3\nMarch, 12 Sept. 3°',
  'since 2019-11, 12/2025-03, v2025-03, 20245-03, 2024/03/14 10:30, 2024-2025-03, 1999-12-31 23:59:59+01:00',
  // Shapes whose start lists were widened: the boxed numeric date, GDS dates, compact hour ranges.
  'DOB 17 / 02 / 1994, 3 / 4 / 24, 1 /2/2024, 17 / 02/1994, 5 / x, 14DEC  EK 004, 03MAR25, 12abr, 3Dec, 7ENE24, 9jan2025',
  'open 6–8pm, 9-11am, 12–12:45pm, Hope Mwangi,9:00-11:00,07984, 1,10:30, in 3:58, 3:58pm, 6-8, 10–11:30 ET, 2-3pm',
  'see you at 8\nTIL 12, until 3 items, before\u00a011, at\t9, xat 5, at  5, at 10.5, till\u20038\nAT 7\n,12 at 3',
  '22/Jan/24 9:05 AM, 04/Mar/2025:10:15:32 +0000, 14-Mar-2024 at 6–8pm, 2024-09-04 10:12 ET, 08:01:44,123, 08:01:44,10.12.4.88',
  // Names a start test refuses or keeps (date-starts.ts): the month-first and weekday patterns' tails.
  'May I, March.\n\nhey, Friday.\n2. Legal, Tue, Jun 10, Mar.\t\t3, March  the 3rd, Mar the\t4th, Friday @ 9, Friday.,\t9am, Thursday,  5, Sun.\u00a0the 6th, Mon,\nMar 3',
  // Day-first starts (date-anchors.ts dayFollows): a month or "of" within the day's tail, or not.
  // Bare hours after a cue word (date-bare-hours.ts), the whole letter run before the space, or not.
  'til 8, TILL 9, Until 10, before\u00a011, At 12, flat 5, the 3, xat 4, until\t5, beforeat 6, éat 7, _at 8, 3at 9, at\n10, sat 11',
  '3 days, 10 AM, 12-year, 2nd floor, 3rd\u00a0of\tMarch, 14-15\tmarch, 3rd–5th Sept, 1º Mar, 5 of 6, 7th of may, 31st–1st JAN',
];

function globalMatches(regex: RegExp, text: string): [number, string][] {
  const out: [number, string][] = [];
  regex.lastIndex = 0;
  for (let m = regex.exec(text); m; m = regex.exec(text)) out.push([m.index, m[0]]);
  return out;
}

/** The pattern's matches at the listed starts, each first asked of its start test (`startOk`) as the recognizer does. */
function anchoredMatches(regex: RegExp, text: string, starts: readonly number[], startOk?: (text: string, at: number) => boolean): [number, string][] {
  const out: [number, string][] = [];
  const tried = startOk === undefined ? starts : starts.filter((at) => startOk(text, at));
  const scan = new AnchoredScan(stickyCopy(regex), tried);
  for (let m = scan.exec(text); m; m = scan.exec(text)) out.push([m.index, m[0]]);
  return out;
}

describe('anchored date patterns', () => {
  const anchored = [...PATTERNS, EN_DAY_PATTERN].filter((p) => p.anchors !== undefined);
  it('covers the name-led English patterns and the short-number-led ones', () => {
    expect(anchored.length).toBeGreaterThanOrEqual(12);
  });
  for (const text of TEXTS) {
    it(`finds what a global scan finds: ${JSON.stringify(text.slice(0, 40))}`, () => {
      for (const p of anchored) {
        expect(anchoredMatches(p.regex, text, findAnchors(text, Infinity)[p.anchors!]!, p.startOk)).toEqual(globalMatches(p.regex, text));
      }
    });
  }
  it('finds what a global scan finds on generated texts', () => {
    const pieces = [
      'March', 'mar', 'Sept.', 'Tue', 'Monday', 'the ', 'of ', 'de ', 'am', 'PM', 'p.m.', 'a.m', 'st', 'th', 'rd', 'º', '°', 'h',
      "o'clock", 'clock', 'UTC', ' ', ' ', ' ', '\n', '\u00a0', '\t', ':', '.', ',', '/', '-', '–', 'T', 'x', '@',
      '1', '3', '9', '12', '14', '24', '31', '05', '2024', '1999', '123', '2025',
      // The boxed numeric separator, GDS month codes (either case), compact range dashes, zones.
      ' / ', ' /', 'DEC', 'dec', 'ABR', 'Ene', 'JAN', 'MAY', 'X', 'ET', 'cst', '–', '-',
      // The bare hour's cues (its start list reads the cue's last letter before one space char).
      'til', 'TILL', 'until', 'Before', 'at', 'AT', 'xat', 'ł', 'L', '\u2003',
    ];
    let seed = 7;
    const next = () => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed / 2147483648;
    };
    for (let i = 0; i < 3000; i++) {
      let text = '';
      const n = 2 + Math.floor(next() * 14);
      for (let k = 0; k < n; k++) text += pieces[Math.floor(next() * pieces.length)];
      for (const p of anchored) {
        expect(anchoredMatches(p.regex, text, findAnchors(text, Infinity)[p.anchors!]!, p.startOk), JSON.stringify(text)).toEqual(globalMatches(p.regex, text));
      }
    }
  });
  it('lists month and weekday names at word starts only', () => {
    expect(findAnchors('in March, xMarch, on Tue', Infinity).names).toEqual([3, 21]);
  });
  it('gives up on anchors too dense to pay, and the recognizer scans instead', () => {
    const dense = '1 2 3 4 5 6 7 8 9 0 '.repeat(50);
    expect(dateAnchors(dense).shortNumbers).toBeUndefined();
    expect(dateAnchors(`Due March 3 at 10:30, ref 2024-03-14.${' '.repeat(200)}`).shortNumbers).toEqual([10, 15, 18, 31, 34]);
    expect(found(`${dense}on 3/14/2024 at 10:30`, 'DATE_TIME', 'en')).toEqual(['3/14/2024 at 10:30']);
  });
});

describe('word anchors read from the tokens (speed; must be what the WORD_ANCHOR scan finds)', () => {
  /**
   * The global scan of WORD_ANCHOR: names (group 1), month names, weekday names and "the" stops,
   * and every stop, as findAnchors lists them.
   */
  function scanned(text: string): { names: number[]; months: number[]; weekdaysOrThe: number[]; all: number[] } {
    const names: number[] = [];
    const months: number[] = [];
    const weekdaysOrThe: number[] = [];
    const all: number[] = [];
    const weekdays = new Set(WEEKDAYS_EN.split('|'));
    WORD_ANCHOR.lastIndex = 0;
    for (let m = WORD_ANCHOR.exec(text); m !== null; m = WORD_ANCHOR.exec(text)) {
      if (m[1] !== undefined) names.push(m.index);
      if (m[1] !== undefined && !weekdays.has(m[1].toLowerCase())) months.push(m.index);
      else weekdaysOrThe.push(m.index);
      all.push(m.index);
    }
    return { names, months, weekdaysOrThe, all };
  }
  const tricky = [
    ...TEXTS,
    'mid-March, mar-apr, MAR-APR, x-mar, jan\'s, O\'Sun, sun’s, ÉMarch, éjan 5, maré, marché 3, Décembre, _the 5, the\u00a05, the\t5, THE 5, the 5th',
    'common lemon showed Sunday-Monday thus thur Thurs thursday THURSDAY wed wedding sept. Sept3 5sep sep5 the-5 the_5 the5 xthe 5',
    'may mayo MAY. jun june junes Fri friday fries 2Mar 12mar2024 mar_ Mar_ mar😀 ½may',
  ];
  it('gives the same names and stops as the scan, on tricky words and random mixes', () => {
    for (const text of tricky) {
      const a = findAnchors(text, Infinity);
      const want = scanned(text);
      expect(a.names, JSON.stringify(text)).toEqual(want.names);
      expect(a.months, JSON.stringify(text)).toEqual(want.months);
    }
    const pieces = ['mar', 'March', '-', "'", '’', 'é', 'the', ' ', '5', '_', 'x', 'Sun', 'day', 'SEPT', '.', '\n', 'ñ', 'wed', 'Dec', '3', 's', '\u212a', 'İ', '\u00a0', '\t', '😀', '‐', 'ª'];
    let seed = 11;
    const next = () => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed / 2147483648;
    };
    for (let i = 0; i < 20000; i++) {
      let text = '';
      const n = 1 + Math.floor(next() * 12);
      for (let k = 0; k < n; k++) text += pieces[Math.floor(next() * pieces.length)];
      const a = findAnchors(text, Infinity);
      const want = scanned(text);
      expect(a.names, JSON.stringify(text)).toEqual(want.names);
      expect(a.months, JSON.stringify(text)).toEqual(want.months);
      // weekdayOrOrdinal adds the short numbers only when the text says "clock".
      expect(a.weekdayOrOrdinal, JSON.stringify(text)).toEqual(want.weekdaysOrThe);
    }
  });
  it('gives up past the limit as the scan did', () => {
    // Twelve stops: within a limit of 12, not of 11.
    const text = 'March 3, the 4, May 5 '.repeat(4);
    expect(scanned(text).all.length).toBe(12);
    expect(findAnchors(text, 12).names).toEqual(scanned(text).names);
    expect(findAnchors(text, 12).weekdayOrOrdinal).toEqual(scanned(text).weekdaysOrThe);
    expect(findAnchors(text, 11).names).toBeUndefined();
    expect(findAnchors(text, 11).weekdayOrOrdinal).toBeUndefined();
  });
});
