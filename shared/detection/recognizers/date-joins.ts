/**
 * One expression written in two findings with spaces between them, joined into one span as the
 * labelling convention counts it ("a date and its attached time are one span"):
 * - a date and the time after a middle dot, as calendar apps write an event: "Tues, Nov 18 ·
 *   4:40", "11/06/24 · 17:52", "Vie 28 mar · 9:30–10:00";
 * - a time and the end of its range after a spaced dash: "Wed 3 Dec 2026 10:00 – 11:30",
 *   "2pm – 3pm", "13:05 - 14:05" (a range of dates, "Feb 3 – Feb 14", stays two spans: its end
 *   is a date, not a time);
 * - one moment in two zones after a slash: "Wed 20 Nov 2026, 4pm IST / 10:30am GMT" (dates7);
 * - a time written right before its date: "4pm Wed 10 Dec", "1 p.m. Feb 7" (the dev sets keep "at
 *   14:32 on 2025-02-19" as two spans, and so does this).
 * The joined finding is added beside its parts with a higher score, so the overlap resolution
 * keeps it (see `joinCompactRanges` in date-periods.ts for ranges written without spaces).
 */
import { DIGIT_0, DIGIT_9, EM_DASH, EN_DASH, HYPHEN, SLASH, SPACE } from '../ner/chars.js';
import { ZONES } from './date-parts.js';

const MIDDLE_DOT = 0xb7; // "·"
const UPPER_A = 65;
const UPPER_Z = 90;

/**
 * A finding that is a clock time or a range of them, nothing else: "4:55pm", "11:30", "3pm",
 * "10 a.m.", "9:30–10:00", "19:30 h", "4:30–5pm IST".
 */
// The zone is one of the time zones' names (ZONES): "[A-Z]{2,5}" under the "i" flag also read a
// month, "11 March", as a time with a zone, so "09:14 on 11 March" never joined (dates7).
export const TIME_ONLY = new RegExp(
  `^(?:[01]?\\d|2[0-3])(?:[:.][0-5]\\d){0,2}\\s?(?:[ap]\\.?\\s?m\\.?|h|hs|hrs)?(?:\\s?[-–]\\s?(?:[01]?\\d|2[0-3])(?:[:.][0-5]\\d)?\\s?(?:[ap]\\.?\\s?m\\.?|h|hs|hrs)?)?(?:\\s(?:${ZONES}))?$`,
  'i',
);
/** A time and its zone at a finding's end: "…4pm IST", "10:30am GMT", "09:00 UTC" (dates7). */
const ENDS_IN_ZONE = new RegExp(`(?:\\d|[ap]\\.?m\\.?)\\s?(?:${ZONES})$`, 'i');
/** A finding ending in a clock time: "…10:00", "…2pm", "…8 a.m.", "…19:30 h". */
const ENDS_IN_TIME = /(?:\d:[0-5]\d|\d\s?[ap]\.?\s?m\.?|\d\s?(?:h|hs|hrs))$/i;

interface Finding {
  entity_type: string;
  start: number;
  end: number;
  score: number;
}

/** Joins spaced date-and-time expressions among the DATE_TIME findings of one text (see the file comment). */
export function joinSpacedDateTimes(text: string, found: Finding[]): void {
  const n = found.length;
  if (n < 2) return;
  // Most texts hold no finding followed by a spaced dash or dot, or by a space and a digit or a
  // capital (where a date after a time starts): answered before any index is built.
  let gapSeen = false;
  for (let i = 0; i < n && !gapSeen; i++) {
    const f = found[i]!;
    gapSeen = f.entity_type === 'DATE_TIME' && mayJoinAfter(text, f);
  }
  if (!gapSeen) return;
  // The longest DATE_TIME finding at each start (a weekday joined in front of a date is longer).
  const byStart = new Map<number, Finding>();
  for (let i = 0; i < n; i++) {
    const f = found[i]!;
    if (f.entity_type !== 'DATE_TIME') continue;
    const other = byStart.get(f.start);
    if (other === undefined || other.end < f.end || (other.end === f.end && other.score < f.score)) byStart.set(f.start, f);
  }
  const starts = [...byStart.keys()].sort((a, b) => a - b);
  const joinedInto = new Set<number>();
  for (const start of starts) {
    if (joinedInto.has(start)) continue;
    const first = byStart.get(start)!;
    let end = first.end;
    let score = first.score;
    let last = first;
    for (;;) {
      const next = nextJoined(text, last, byStart);
      if (next === undefined) break;
      joinedInto.add(next.start);
      end = next.end;
      score = Math.max(score, next.score);
      last = next;
    }
    if (last !== first) found.push({ ...first, end, score: Math.min(0.95, score + 0.05) });
  }
}

/**
 * What `nextJoined` can accept after a finding's end: a space, then a dash or a middle dot and a
 * space, or (after a time, which starts with a digit and is short) a digit or an ASCII capital
 * ("4pm Wed 10 Dec", "1 p.m. Feb 7"; the date patterns that start with a letter read a capital
 * there, or a digit).
 */
function mayJoinAfter(text: string, f: Finding): boolean {
  const end = f.end;
  if (text.charCodeAt(end) !== SPACE) return false;
  const c = text.charCodeAt(end + 1);
  if (isDigit(c) || (c >= UPPER_A && c <= UPPER_Z)) return startsLikeTime(text, f);
  return (c === MIDDLE_DOT || c === HYPHEN || c === EN_DASH || c === EM_DASH || c === SLASH) && text.charCodeAt(end + 2) === SPACE;
}

/**
 * A finding that may be TIME_ONLY: short, one or two digits first ("9:30", "10am"), not three
 * (a log's ISO timestamp, "2025-03-04T11:22:09Z INFO", is the usual finding before a capital).
 * Every TIME_ONLY text passes it (a unit test checks that when either changes).
 */
export function startsLikeTime(text: string, f: { start: number; end: number }): boolean {
  const s = f.start;
  return f.end - s <= TIME_MAX && isDigit(text.charCodeAt(s)) && !(isDigit(text.charCodeAt(s + 1)) && isDigit(text.charCodeAt(s + 2)));
}

/** Longest time TIME_ONLY accepts before a date ("10:30:15 a.m. CEST" is 18): a longer finding is a date. */
const TIME_MAX = 24;

function isDigit(c: number): boolean {
  return c >= DIGIT_0 && c <= DIGIT_9;
}

/** The finding that continues `f` across one of the gaps, or undefined. */
function nextJoined(text: string, f: Finding, byStart: ReadonlyMap<number, Finding>): Finding | undefined {
  if (text.charCodeAt(f.end) !== SPACE) return undefined;
  const mark = text.charCodeAt(f.end + 1);
  if (text.charCodeAt(f.end + 2) === SPACE) {
    const g = byStart.get(f.end + 3);
    if (g === undefined || !TIME_ONLY.test(text.slice(g.start, g.end))) return undefined;
    // "Tues, Nov 18 · 4:40": a date, a middle dot, a time.
    if (mark === MIDDLE_DOT) return g;
    // "10:00 – 11:30": a time, a spaced dash, a time.
    if ((mark === HYPHEN || mark === EN_DASH || mark === EM_DASH) && ENDS_IN_TIME.test(text.slice(f.start, f.end))) return g;
    // "4pm IST / 10:30am GMT": one moment in two zones (both zoned; "10:00 / 11:00" is a list).
    if (mark === SLASH && ENDS_IN_ZONE.test(text.slice(f.start, f.end)) && ENDS_IN_ZONE.test(text.slice(g.start, g.end))) return g;
    return undefined;
  }
  // "4pm Wed 10 Dec": a time, one space, a date.
  const g = byStart.get(f.end + 1);
  if (g === undefined || !TIME_ONLY.test(text.slice(f.start, f.end)) || TIME_ONLY.test(text.slice(g.start, g.end))) return undefined;
  return g;
}
