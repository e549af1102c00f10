/**
 * Start tests of the two name-led date patterns whose anchor lists they share with others
 * (`DatePattern.startOk`: the date recognizer drops the listed starts that fail it before the
 * pattern's sticky scan; a check inside `AnchoredScan.exec`, which every anchored pattern shares,
 * measured more instructions per text than the execs it saved): what the pattern must
 * read after a listed name, so the names it cannot start at ("May I", "March.⏎⏎", "Friday.⏎2.")
 * cost a few char tests instead of a failed exec. Each must refuse only positions where its
 * pattern cannot match (`date-anchors.test.ts` runs every anchored pattern with its test against
 * a global scan of the same regex).
 *
 * A listed name ends where its ASCII letters end (`letterRunEnd`): in both patterns the month or
 * weekday is followed by ".", ",", a space char or a tab, none of them a letter.
 */
import { AT_SIGN, ASCII_LOWER_BIT, COMMA, DOT, LOWER_A, LOWER_Z, SPACE, TAB } from '../ner/chars.js';
import { letterRunEnd, monthPrefixAt } from './date-anchors.js';
import { isDigitCode, isSpaceCode } from './number-starts.js';

/** The letters of "the" (`ner/chars.ts` has no constants for them). */
const LOWER_T = 116;
const LOWER_H = 104;
const LOWER_E = 101;

/** "the" in any case at `at` (the `i` flag without `u`: only the ASCII letters). */
function theAt(text: string, at: number): boolean {
  return (
    (text.charCodeAt(at) | ASCII_LOWER_BIT) === LOWER_T &&
    (text.charCodeAt(at + 1) | ASCII_LOWER_BIT) === LOWER_H &&
    (text.charCodeAt(at + 2) | ASCII_LOWER_BIT) === LOWER_E
  );
}

/** What `[ \t]` matches. */
function isBlank(c: number): boolean {
  return c === SPACE || c === TAB;
}

/**
 * The month-first pattern ("March 3", "Mar.  3rd", "March the 3rd", "Tue, Mar 4") at a listed
 * name: a month then ".", one or two spaces or tabs, "the" and a space char at most, and the day's
 * first digit; or a weekday, ",", one space char and a month (whose own tail the regex reads).
 */
export function monthFirstStartOk(text: string, at: number): boolean {
  const end = letterRunEnd(text, at);
  let i = text.charCodeAt(end) === DOT ? end + 1 : end;
  for (let blanks = 0; blanks < 2 && isBlank(text.charCodeAt(i)); blanks++) {
    i++;
    if (isDigitCode(text.charCodeAt(i))) return true;
    if (theAt(text, i) && isSpaceCode(text.charCodeAt(i + 3)) && isDigitCode(text.charCodeAt(i + 4))) return true;
  }
  const space = text.charCodeAt(end) === COMMA ? end + 1 : end;
  return isSpaceCode(text.charCodeAt(space)) && monthPrefixAt(text, space + 1);
}

/**
 * The English weekday/ordinal pattern (`EN_DAY_PATTERN`) at a listed weekday: ".", "," and one
 * space char at most, then an ASCII letter, a digit or "@", which every alternative after the
 * weekday starts with ("the 6th", "10am", "at 10", "@ 9", "between 8", "morning", "9-12").
 * Its other stops pass: a number ("3 o'clock") has no letters, and "the" is listed only before a
 * space char and a digit.
 */
export function weekdayStartOk(text: string, at: number): boolean {
  const end = letterRunEnd(text, at);
  if (end === at) return true;
  let i = text.charCodeAt(end) === DOT ? end + 1 : end;
  if (text.charCodeAt(i) === COMMA) i++;
  if (!isSpaceCode(text.charCodeAt(i))) return false;
  const c = text.charCodeAt(i + 1);
  // An ASCII letter in either case: OR-ing the case bit maps exactly the two cases onto a-z.
  const lower = c | ASCII_LOWER_BIT;
  return isDigitCode(c) || c === AT_SIGN || (lower >= LOWER_A && lower <= LOWER_Z);
}
