/**
 * One date expression written as several findings joined by WORDS, made one span as the labelling
 * convention counts it ("a date and its attached time are one span"; a range of hours or of days
 * of one month is one dated period):
 * - a range of hours: "from 9:00 to 16:00", "between 10am and 2pm", "de 9:30 a 12:00", "entre las
 *   9 y las 11", "9:00 a 10:15", and its bare first hour: "between 8 and 10 a.m.", "entre 2 y 4 p. m.";
 * - a date and the time or hours after it: "Thursday 19 March from 8am to 4pm", "sábado 14 de
 *   junio de 14:00 a 17:00", "Sat 7 March 2026, approx. 14:40", "Jue 12 Jun 2025, desde 15:00",
 *   "martes 1 de abril sobre las 8";
 * - a time before its date: "1 p.m. on March 17", "18:30 on 09/03", "by 4pm on 2 October 2024";
 * - the first day of a Spanish range of days in one month: "del 3 al 9 de febrero".
 * Not joined: two full dates ("April 7 to April 9", "23 de diciembre al 3 de enero" stay one span
 * per end), a list of times ("a las 8:00, 10:00 y 19:00"), and two times joined by "and"/"y"
 * without "between"/"entre" ("at 10:00 and 14:00" are two times).
 * The joined finding is added beside its parts with a higher score, so the overlap resolution
 * keeps it (as `date-joins.ts` and `joinCompactRanges` do for spaces, dots and dashes).
 */
import { COMMA, SPACE } from '../ner/chars.js';
import { TIME_ONLY } from './date-joins.js';

interface Finding {
  entity_type: string;
  start: number;
  end: number;
  score: number;
}

/** Longest gap of words between two findings that may join: ", entre las " is 12. */
const MAX_GAP = 14;
/** How far back the bare first hour of a range and its cue are read: "between 10:30 and ". */
const BARE_START_WINDOW = 28;

/** A time and the end of its range: " to ", " a ", " hasta las ", " – " is `date-joins.ts`. */
const RANGE_TO = /^\s(?:to|till|til|until|a|hasta)\s(?:las?\s)?$/i;
/** " and ", " y las ": a range only after "between" / "entre" (else a list of two times). */
const RANGE_AND = /^\s(?:and|&|y)\s(?:las?\s)?$/i;
/** What before a range's first hour makes it a range: "from 9", "between 8", "de 14:00", "entre las 9". */
const RANGE_CUE_BEFORE = /(?:^|[^A-Za-z\u00C0-\u024F])(?:from|between|de|desde|entre)\s(?:las?\s)?$/i;
const BETWEEN_BEFORE = /(?:^|[^A-Za-z\u00C0-\u024F])(?:between|entre)\s(?:las?\s)?$/i;
/** A date, then the words that attach a time or a range of hours to it. */
const DATE_THEN_TIME =
  /^,?\s(?:from|between|de|desde|entre|approx\.?|approximately|around|about|sobre|hacia|hasta|until|till|a\seso\sde)\s(?:las?\s)?$/i;
/** A time, then the word that attaches its date: "1 p.m. on March 17". */
const TIME_THEN_DATE = /^\son\s$/i;
/** The first day of "del 3 al 9 de febrero", "desde el 4 hasta el 22 de agosto", "entre el 2 y el 5 de junio". */
const DAY_RANGE_GAP = /^\s(?:al|hasta\sel|y\sel)\s$/i;
const DAY_RANGE_BEFORE = /(?:^|[^A-Za-z\u00C0-\u024F])(?:del|desde\sel|entre\sel)\s$/i;
const BARE_DAY = /^\d{1,2}$/;
/** A finding ending in a clock time: "…, 9:00", "…at 2pm", "…19:30 h". */
const ENDS_IN_TIME = /(?:\d:[0-5]\d|\d\s?[ap]\.?\s?m\.?|\d\s?(?:h|hs|hrs))$/i;
/** A date that starts with its day: "9 de febrero", "9 de febrero de 2025". */
const DAY_FIRST_DATE = /^\d{1,2}\s(?:de\s)?[a-z]/i;
/** A time with its mark (a colon, am/pm or hours): "14:00", "4pm", "18 h"; "9" alone is unmarked. */
const MARKED = /[:.]\d|[ap]\.?\s?m|\dh|\sh/i;
/**
 * The bare first hour of a range whose end carries the mark: "between 8 and [10 a.m.]", "entre
 * 2 y [4 p. m.]", "from 9 to [5pm]", "entre las 9 y las [13 h]". Group 1 is the cue, group 2 the hour.
 */
const BARE_RANGE_START =
  /((?:^|[^A-Za-z\u00C0-\u024F])(?:between|from|entre|de|desde)\s(?:las?\s)?)((?:[01]?\d|2[0-3])(?:[:.][0-5]\d)?)\s(?:and|to|till|until|y|a|hasta)\s(?:las?\s)?$/i;

/** A Spanish range of hours in words: "9 a 18 h", "16 a 20 h", "8 y las 9 h" (`date-periods.ts`). */
const WORDED_HOUR_RANGE = /^\d{1,2}\s[ay]\s(?:las\s)?\d{1,2}\s?(?:h|hs|hrs|horas)$/i;

/** A clock time or a range of them, nothing else. */
function isTime(t: string): boolean {
  return TIME_ONLY.test(t) || WORDED_HOUR_RANGE.test(t);
}

/** Joins the worded date-and-time expressions among the DATE_TIME findings of one text (see the file comment). */
export function joinWordedDateTimes(text: string, found: Finding[]): void {
  const n = found.length;
  if (n === 0) return;
  // Every join has a word right after a finding ("to", "on", "de", "entre"…), or a bare first
  // hour before a time: most texts hold neither, answered before any list is built.
  let wordSeen = false;
  for (let i = 0; i < n && !wordSeen; i++) {
    const f = found[i]!;
    wordSeen = f.entity_type === 'DATE_TIME' && wordAfter(text, f.end);
  }
  if (!wordSeen) return;
  addBareRangeStarts(text, found);
  const chain = longestByStart(found);
  let cur: Joined | undefined;
  for (const next of chain) {
    // A shorter finding inside the current one ("19 March" in "Thursday 19 March").
    if (cur !== undefined && next.start < cur.end) continue;
    if (cur !== undefined && next.start - cur.end <= MAX_GAP && joins(text, cur, next)) {
      cur = { ...cur, end: next.end, score: Math.max(cur.score, next.score), lastStart: next.start, parts: cur.parts + 1 };
      continue;
    }
    if (cur !== undefined && cur.parts > 1) found.push(joinedFinding(cur));
    cur = { ...next, lastStart: next.start, parts: 1 };
  }
  if (cur !== undefined && cur.parts > 1) found.push(joinedFinding(cur));
}

interface Joined extends Finding {
  /** Where the last part joined so far starts: a range's cue is read before it. */
  lastStart: number;
  parts: number;
}

function joinedFinding(j: Joined): Finding {
  const { lastStart: _l, parts: _p, ...f } = j;
  return { ...f, score: Math.min(0.95, j.score + 0.05) };
}

/** A space or ", " and then a letter after `end`: where every join's connecting word starts. */
function wordAfter(text: string, end: number): boolean {
  let i = end;
  if (text.charCodeAt(i) === COMMA) i++;
  if (text.charCodeAt(i) !== SPACE) return false;
  const c = text.charCodeAt(i + 1) | 0x20;
  return c >= 0x61 && c <= 0x7a;
}

/** Whether `next` continues `cur` across the words between them. */
function joins(text: string, cur: Joined, next: Finding): boolean {
  const gap = text.slice(cur.end, next.start);
  const last = text.slice(cur.lastStart, cur.end);
  const nextText = text.slice(next.start, next.end);
  const lastIsTime = isTime(last);
  const nextIsTime = isTime(nextText);
  if (lastIsTime && nextIsTime) {
    const before = text.slice(Math.max(0, cur.lastStart - 12), cur.lastStart);
    if (RANGE_AND.test(gap)) return BETWEEN_BEFORE.test(before);
    if (!RANGE_TO.test(gap)) return false;
    // "9:00 a 10:15", "10:00 to 11:30": two marked times; "de 10 a 13" needs its cue.
    return (MARKED.test(last) && MARKED.test(nextText)) || RANGE_CUE_BEFORE.test(before);
  }
  // "del [3] al [9 de febrero]" (the day is also a bare hour to TIME_ONLY: asked first).
  if (cur.parts === 1 && BARE_DAY.test(last) && DAY_FIRST_DATE.test(nextText) && DAY_RANGE_GAP.test(gap)) {
    return DAY_RANGE_BEFORE.test(text.slice(Math.max(0, cur.start - 10), cur.start));
  }
  if (cur.parts === 1 && lastIsTime && !nextIsTime) return TIME_THEN_DATE.test(gap);
  if (lastIsTime || !nextIsTime) return false;
  // "Martes 18 de marzo de 2025, 9:00 a 10:15": a date whose attached time starts a range.
  if (ENDS_IN_TIME.test(last) && RANGE_TO.test(gap) && MARKED.test(nextText)) return true;
  return DATE_THEN_TIME.test(gap);
}

/**
 * Adds the bare first hour of "between 8 and 10 a.m." as a finding of its own, so that the chain
 * joins it to the marked end (the hour alone is no time: "between 8 and 10 people").
 */
function addBareRangeStarts(text: string, found: Finding[]): void {
  const n = found.length;
  for (let i = 0; i < n; i++) {
    const f = found[i]!;
    if (f.entity_type !== 'DATE_TIME' || text.charCodeAt(f.start - 1) !== SPACE) continue;
    const t = text.slice(f.start, f.end);
    if (!TIME_ONLY.test(t) || !MARKED.test(t)) continue;
    const from = Math.max(0, f.start - BARE_START_WINDOW);
    const m = BARE_RANGE_START.exec(text.slice(from, f.start));
    if (m === null) continue;
    const hourStart = from + m.index + m[1]!.length;
    const hourEnd = hourStart + m[2]!.length;
    if (found.some((g) => g.entity_type === 'DATE_TIME' && g.start < hourEnd && g.end > hourStart)) continue;
    found.push({ ...f, start: hourStart, end: hourEnd, score: f.score });
  }
}

/** DATE_TIME findings sorted by start, the longest (then highest-scored) at each start. */
function longestByStart(found: readonly Finding[]): Finding[] {
  const byStart = new Map<number, Finding>();
  for (const f of found) {
    if (f.entity_type !== 'DATE_TIME') continue;
    const other = byStart.get(f.start);
    if (other === undefined || other.end < f.end || (other.end === f.end && other.score < f.score)) byStart.set(f.start, f);
  }
  return [...byStart.values()].sort((a, b) => a.start - b.start);
}
