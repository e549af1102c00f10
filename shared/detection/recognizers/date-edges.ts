/**
 * Words at a date finding's edges that belong to the one date expression (the labelling
 * convention: "a date and its attached time are one span"), taken into the finding in place:
 * - the time zone written after a time, as calendar invitations and booking e-mails write it:
 *   "2pm – 3pm (Central Time)", "10:00 a.m. Central Time", "15:00–16:00 (GMT+08:00)",
 *   "2pm – 3pm (EDT)", "7:14 AM PT";
 * - the year and UTC offset after a ctime / git-log clock: "Thu Feb 15 16:22:07 2024 +0300", and
 *   the offset after an e-mail header's clock: "Mon, 24 Nov 2026 10:02:33 +1300";
 * - the deed and legal form of a date before its month: "the 3rd day of May 2019", "this 9th day
 *   of March, 2026".
 * Every test starts from one character next to a finding (a space after a time, "of " before a
 * month), so almost every finding is rejected by one or two character reads.
 * cover8en: English PII-character coverage (dev losses: zones cut off invitation dates, deed
 * dates losing "the Nth day of").
 */
import { ASCII_LOWER_BIT, DIGIT_0, DIGIT_9, DOT, HYPHEN, LOWER_F, LOWER_M, LOWER_O, OPEN_PAREN, PLUS, SPACE, UPPER_A, UPPER_Z } from '../ner/chars.js';

interface Finding {
  entity_type: string;
  start: number;
  end: number;
}


/** A finding ending in a clock time or a range of them: "…10:00", "…3pm", "…10:00 a.m.", "…16:00". */
const ENDS_IN_TIME = /(?:\d:[0-5]\d|\d\s?[ap]\.?\s?m\.?)$/i;
/** A finding ending in a clock with seconds, as ctime and git log write it: "…16:22:07". */
const ENDS_IN_SECONDS = /\d:[0-5]\d:[0-5]\d$/;

/** A named North American or UTC-offset zone, or a zone's abbreviation (inside brackets only). */
const ZONE_NAME = '(?:Eastern|Central|Mountain|Pacific|Atlantic|Alaska|Hawaii)(?: Standard| Daylight)? Time';
const ZONE_OFFSET = '(?:GMT|UTC)\\s?[+\\-−]\\s?\\d{1,2}(?::?[0-5]\\d)?';
const ZONE_ABBR_US = '(?:PT|ET|CT|MT|PST|PDT|EST|EDT|CST|CDT|MST|MDT)';
/**
 * The zone after a time, one space on (sticky, read at the space): "(Central Time)", "(GMT+08:00)",
 * "(EDT)", "Central Time", "GMT+1", "PT". Bare abbreviations other than the US ones are left to
 * the date patterns' own zone list (`ZONES` in date-parts.ts), which already reads "4pm IST".
 */
const ZONE_TAIL = new RegExp(
  ` (?:\\((?:${ZONE_NAME}|${ZONE_OFFSET}|[A-Z]{2,5})\\)|${ZONE_NAME}|${ZONE_OFFSET}|${ZONE_ABBR_US})(?![A-Za-z0-9])`,
  'y',
);
/**
 * A year and an optional numeric offset after a seconds clock (ctime, git log): " 2024 +0300",
 * " 2024"; or the offset alone, as e-mail headers write it (RFC 5322): "Mon, 24 Nov 2026 10:02:33 +1300".
 */
const YEAR_OFFSET_TAIL = / (?:(?:19|20)\d\d(?: [+-][01]\d[0-5]\d)?|[+-][01]\d[0-5]\d)(?![\d:])/y;
/** "the 3rd day of ", "this 9th day of ", "on the 1st day of " right before a month. */
const DAY_OF_BEFORE = /(?:^|[^A-Za-z])((?:the|this)\s(?:[1-9]|[12]\d|3[01])(?:st|nd|rd|th)\sday\sof\s)$/i;
/** Long enough for "this 31st day of ". */
const DAY_OF_WINDOW = 20;

/** Extends the DATE_TIME findings of one text over their zone, year-and-offset and "the Nth day of" edges. */
export function attachDateEdges(text: string, found: Finding[]): void {
  for (let i = 0; i < found.length; i++) {
    const f = found[i]!;
    if (f.entity_type !== 'DATE_TIME') continue;
    if (text.charCodeAt(f.end) === SPACE) extendTail(text, f);
    const s = f.start;
    // "…day of May": the finding starts right after "of " (a letter, then the space before it).
    if (s >= 4 && text.charCodeAt(s - 1) === SPACE && text.charCodeAt(s - 2) === LOWER_F && text.charCodeAt(s - 3) === LOWER_O) {
      const m = DAY_OF_BEFORE.exec(text.slice(Math.max(0, s - DAY_OF_WINDOW), s));
      if (m) f.start = s - m[1]!.length;
    }
  }
}

function extendTail(text: string, f: Finding): void {
  const c = text.charCodeAt(f.end + 1);
  const last = text.charCodeAt(f.end - 1);
  // After a time only: it ends in a digit or in "m" / "m." of "a.m.".
  if (!isDigit(last) && (last | ASCII_LOWER_BIT) !== LOWER_M && last !== DOT) return;
  if (c === OPEN_PAREN || (c >= UPPER_A && c <= UPPER_Z)) {
    if (!ENDS_IN_TIME.test(text.slice(Math.max(0, f.start), f.end))) return;
    ZONE_TAIL.lastIndex = f.end;
    const m = ZONE_TAIL.exec(text);
    if (m) f.end += m[0].length;
    return;
  }
  // ctime writes the weekday first ("Thu Feb 15 16:22:07 2024"): a bare clock and a number stay apart.
  const first = text.charCodeAt(f.start);
  if ((isDigit(c) || c === PLUS || c === HYPHEN) && first >= UPPER_A && first <= UPPER_Z && ENDS_IN_SECONDS.test(text.slice(f.start, f.end))) {
    YEAR_OFFSET_TAIL.lastIndex = f.end;
    const m = YEAR_OFFSET_TAIL.exec(text);
    if (m) f.end += m[0].length;
  }
}

function isDigit(c: number): boolean {
  return c >= DIGIT_0 && c <= DIGIT_9;
}
