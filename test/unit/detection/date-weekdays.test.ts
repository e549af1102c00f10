/**
 * attachWeekdays (recognizers/date-periods.ts) rejects most words before a date by their length
 * and first letter before it lower-cases them: it must add exactly the weekday spans a plain
 * look-up of every word adds.
 */
import { describe, expect, it } from 'vitest';
import { attachWeekdays } from '#shared/detection/recognizers/date-periods.js';
import { WEEKDAYS_EN, WEEKDAYS_ES } from '#shared/detection/recognizers/date-parts.js';

type Found = { entity_type: string; start: number; end: number; score: number };

const ES_ABBR = ['lun', 'mié', 'mie', 'jue', 'vie', 'sáb', 'sab', 'dom'];
const NAMES = [...WEEKDAYS_EN.split('|'), ...WEEKDAYS_ES.split('|'), ...ES_ABBR];
const EN_ABBR = new Set(['mon', 'tue', 'tues', 'wed', 'thu', 'thur', 'thurs', 'fri', 'sat', 'sun']);
const RANGE_BEFORE = /(?:[-–—]\s?|\s(?:a|al|to|through|thru|y|and)\s)$/i;

/** The look-up without the length and first-letter filter (the reference). */
function reference(text: string, found: Found[]): void {
  const words = new Set(NAMES);
  const isLetter = (c: number) => (c >= 97 && c <= 122) || (c >= 65 && c <= 90) || (c >= 0xc0 && c <= 0x24f);
  for (const f of [...found]) {
    if (f.entity_type !== 'DATE_TIME') continue;
    let end = f.start - 1;
    const blank = text.charCodeAt(end);
    if (blank !== 32 && blank !== 9) continue;
    if (text.charCodeAt(end - 1) === 44) end--;
    if (text.charCodeAt(end - 1) === 46) end--;
    let start = end;
    while (start > 0 && end - start <= 9 && isLetter(text.charCodeAt(start - 1))) start--;
    if (start === end || end - start > 9 || (start > 0 && isLetter(text.charCodeAt(start - 1)))) continue;
    const weekday = text.slice(start, end);
    const lower = weekday.toLowerCase();
    if (!words.has(lower)) continue;
    if (EN_ABBR.has(lower) && weekday.charCodeAt(0) >= 97) continue;
    if (RANGE_BEFORE.test(text.slice(Math.max(0, start - 10), start))) continue;
    found.push({ ...f, start, score: Math.min(0.95, f.score + 0.05) });
  }
}

describe('attachWeekdays', () => {
  it('adds what a look-up of every word before a date adds', () => {
    const words = [...NAMES, 'on', 'at', 'by', 'from', 'Mo', 'İmon', 'MON', 'Ámon', 'xmon', 'fri.', 'Fri.,', 'Sáb', 'WED', 'to', '-', 'y'];
    let seed = 11;
    const next = () => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed / 2147483648;
    };
    for (let i = 0; i < 3000; i++) {
      let text = '';
      const n = 1 + Math.floor(next() * 3);
      for (let k = 0; k < n; k++) {
        let w = words[Math.floor(next() * words.length)] as string;
        if (next() < 0.3) w = w.toUpperCase();
        else if (next() < 0.3) w = w.charAt(0).toUpperCase() + w.slice(1);
        text += w + (next() < 0.8 ? ' ' : '\t');
      }
      const f: Found = { entity_type: 'DATE_TIME', start: text.length, end: text.length + 5, score: 0.6 };
      text += '12/03';
      const mine = [{ ...f }];
      const theirs = [{ ...f }];
      attachWeekdays(text, mine);
      reference(text, theirs);
      expect(mine, JSON.stringify(text)).toEqual(theirs);
    }
  });
});
