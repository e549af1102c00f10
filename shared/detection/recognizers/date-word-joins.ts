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
import { ASCII_LOWER_BIT, COMMA, LOWER_A, LOWER_Z, SPACE } from '../ner/chars.js';
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

/**
 * The words that may join two findings (the gaps below are built of them): read after a finding
 * before any regex runs, so that a text whose findings are followed by other words ("at", "in",
 * "for") costs a few character reads per finding.
 */
const CONNECTORS = new Set([
  'to', 'till', 'til', 'until', 'and', 'from', 'between', 'on', 'approx', 'approx.', 'approximately', 'around', 'about',
  'a', 'al', 'y', 'de', 'desde', 'entre', 'hasta', 'sobre', 'hacia',
]);
/** Articles that may follow a connector before the next finding: "entre las 9", "hasta el 22". */
const ARTICLES = new Set(['la', 'las', 'el']);
/** Longest connector ("approximately"). */
const CONNECTOR_MAX = 13;

/**
 * The connectors by their first letter (lower case), derived from CONNECTORS at load: the word
 * after a finding is compared in place, char by char, with the few connectors of its first letter
 * ("at", "for", "info" after a date cost one or two char reads, no slice, no lower-casing).
 */
const CONNECTORS_BY_FIRST = lowerWordsByFirst(CONNECTORS);
const ARTICLES_BY_FIRST = lowerWordsByFirst(ARTICLES);

function lowerWordsByFirst(words: ReadonlySet<string>): Map<number, string[]> {
  const byFirst = new Map<number, string[]>();
  for (const w of words) {
    const first = w.charCodeAt(0);
    const list = byFirst.get(first);
    if (list === undefined) byFirst.set(first, [w]);
    else list.push(w);
  }
  return byFirst;
}

/**
 * Whether `text[start, end)`, a run of ASCII letters and dots (`wordEnd`), lower-cased is one of
 * `byFirst`'s words: what `set.has(text.slice(start, end).toLowerCase())` answers (a letter's
 * lower case is its code | 0x20, a dot's is itself).
 */
export function isLowerWordIn(byFirst: ReadonlyMap<number, readonly string[]>, text: string, start: number, end: number): boolean {
  const first = text.charCodeAt(start);
  const folded = first | ASCII_LOWER_BIT;
  const list = byFirst.get(folded >= LOWER_A && folded <= LOWER_Z ? folded : first);
  if (list === undefined) return false;
  const len = end - start;
  for (const w of list) {
    if (w.length !== len) continue;
    let k = 1;
    while (k < len && sameLower(text.charCodeAt(start + k), w.charCodeAt(k))) k++;
    if (k === len) return true;
  }
  return false;
}

/** `c` lower-cased is `lower` (a lower-case ASCII letter or a dot): "A" is "a", "." only ".". */
function sameLower(c: number, lower: number): boolean {
  return c === lower || (lower >= LOWER_A && (c | ASCII_LOWER_BIT) === lower);
}

/** For the unit test: the connector and article tables `afterConnector` reads. */
export const CONNECTOR_TABLES = { CONNECTORS, ARTICLES, CONNECTORS_BY_FIRST, ARTICLES_BY_FIRST } as const;

/** Joins the worded date-and-time expressions among the DATE_TIME findings of one text (see the file comment). */
export function joinWordedDateTimes(text: string, found: Finding[]): void {
  const n = found.length;
  // [finding, where the finding after its connector must start] for each finding followed by a
  // connector: most texts have none, answered by character reads and no allocation.
  let links: number[] | undefined;
  for (let i = 0; i < n; i++) {
    const f = found[i]!;
    if (f.entity_type !== 'DATE_TIME') continue;
    const at = afterConnector(text, f.end);
    if (at >= 0) (links ??= []).push(i, at);
  }
  if (links === undefined) return;
  const added = addBareRangeStarts(text, found);
  for (let i = n; i < n + added; i++) {
    const at = afterConnector(text, found[i]!.end);
    if (at >= 0) links.push(i, at);
  }
  // The finding each linked one is followed by: the longest DATE_TIME finding at that start
  // (-1: none). `linked` keeps the order of `links`.
  const next = new Int32Array(found.length).fill(-1);
  const linked: number[] = [];
  for (let k = 0; k < links.length; k += 2) {
    const j = longestAt(found, links[k + 1]!);
    if (j >= 0) {
      next[links[k]!] = j;
      linked.push(links[k]!);
    }
  }
  // A chain from every linked finding; one from a later part ("8am to 4pm" inside "19 March from
  // 8am to 4pm") or from inside a longer one ("19 March" in "Thursday 19 March") is shorter at no
  // higher score, so the overlap resolution drops it. The chain so far is held in numbers; a
  // finding is built only for a chain of two parts or more.
  const out: Finding[] = [];
  for (const i of linked) {
    const first = found[i]!;
    const chain: Chain = { start: first.start, end: first.end, lastStart: first.start, parts: 1 };
    let score = first.score;
    for (let j = next[i]!; j >= 0; j = next[j]!) {
      const g = found[j]!;
      if (!joins(text, chain, g)) break;
      chain.end = g.end;
      chain.lastStart = g.start;
      chain.parts++;
      score = Math.max(score, g.score);
    }
    // Not inside a finding that holds it already: "Thursday between 7am and 11am" (a weekday's window).
    if (chain.parts > 1 && !covered(found, chain.start, chain.end)) {
      out.push({ ...first, end: chain.end, score: Math.min(0.95, score + 0.05) });
    }
  }
  for (const f of out) found.push(f);
}

/** Whether a longer DATE_TIME finding holds `j` whole. */
function covered(found: readonly Finding[], start: number, end: number): boolean {
  return found.some((f) => f.entity_type === 'DATE_TIME' && f.start <= start && f.end >= end && f.end - f.start > end - start);
}

/** Index of the longest (then highest-scored) DATE_TIME finding starting at `start`, or -1. */
function longestAt(found: readonly Finding[], start: number): number {
  let best = -1;
  for (let i = 0; i < found.length; i++) {
    const f = found[i]!;
    if (f.start !== start || f.entity_type !== 'DATE_TIME') continue;
    const b = best < 0 ? undefined : found[best]!;
    if (b === undefined || b.end < f.end || (b.end === f.end && b.score < f.score)) best = i;
  }
  return best;
}

/** A chain of joined findings so far: its span, where its last part starts, how many parts. */
interface Chain {
  start: number;
  end: number;
  /** Where the last part joined so far starts: a range's cue is read before it. */
  lastStart: number;
  parts: number;
}

/**
 * Where the next finding must start if a connector follows `end` (" to ", ", from ", " entre las
 * ", " hasta el "), else -1. Character reads only: most findings are followed by no connector.
 */
function afterConnector(text: string, end: number): number {
  let i = end;
  if (text.charCodeAt(i) === COMMA) i++;
  if (text.charCodeAt(i) !== SPACE) return -1;
  i++;
  const w = wordEnd(text, i);
  if (w === i || w - i > CONNECTOR_MAX || text.charCodeAt(w) !== SPACE || !isLowerWordIn(CONNECTORS_BY_FIRST, text, i, w)) return -1;
  i = w + 1;
  const a = wordEnd(text, i);
  if (a > i && a - i <= 3 && text.charCodeAt(a) === SPACE && isLowerWordIn(ARTICLES_BY_FIRST, text, i, a)) i = a + 1;
  return i;
}

/** End of the run of ASCII letters and dots from `i` ("approx." keeps its dot). */
function wordEnd(text: string, i: number): number {
  let j = i;
  for (;;) {
    const c = text.charCodeAt(j) | 0x20;
    if ((c >= 0x61 && c <= 0x7a) || c === 0x2e) j++;
    else return j;
  }
}

/** Whether `next` continues `cur` across the words between them. */
function joins(text: string, cur: Chain, next: Finding): boolean {
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
function addBareRangeStarts(text: string, found: Finding[]): number {
  const n = found.length;
  let added = 0;
  for (let i = 0; i < n; i++) {
    const f = found[i]!;
    // The word before the time ends a connector: "and", "to", "y", "a", "till", "hasta", "las".
    if (f.entity_type !== 'DATE_TIME' || text.charCodeAt(f.start - 1) !== SPACE || !CONNECTOR_ENDS.has(text.charCodeAt(f.start - 2) | 0x20)) continue;
    const t = text.slice(f.start, f.end);
    if (!TIME_ONLY.test(t) || !MARKED.test(t)) continue;
    const from = Math.max(0, f.start - BARE_START_WINDOW);
    const m = BARE_RANGE_START.exec(text.slice(from, f.start));
    if (m === null) continue;
    const hourStart = from + m.index + m[1]!.length;
    const hourEnd = hourStart + m[2]!.length;
    if (found.some((g) => g.entity_type === 'DATE_TIME' && g.start < hourEnd && g.end > hourStart)) continue;
    found.push({ ...f, start: hourStart, end: hourEnd, score: BARE_HOUR_SCORE });
    added++;
  }
  return added;
}

/**
 * The bare first hour is reported only inside its joined range: alone it stays below the
 * threshold (the joined finding takes the end's score).
 */
const BARE_HOUR_SCORE = 0.3;

/** Last letters of the words before a range's marked end: an(d), t(o), y, a, til(l), hast(a), la(s). */
const CONNECTOR_ENDS = new Set(['d', 'o', 'y', 'a', 'l', 's'].map((c) => c.charCodeAt(0)));
