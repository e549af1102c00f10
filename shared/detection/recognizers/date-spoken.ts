/**
 * Date and time forms that only some texts hold, each behind a word of the shared word scan so
 * that every other text skips its regex (`when`):
 * - British spoken half hours after a cue: "I'm in until half five", "be there by half 9";
 * - a 24-hour clock in four digits before "hrs", as clinical and military notes write it: "seen in
 *   ED 0300 hrs", "1430hrs";
 * - the days of a Spanish list that share the month written after the last one: "los días 3, 4,
 *   10 y 17 de noviembre" (the last is a full date already; each earlier day is a date of its own,
 *   as "del 18 al 20 de marzo" gives its first day).
 */
import { B, DAY, MONTHS_ES_FULL, re, type DatePattern } from './date-parts.js';
import { followOk } from './date-words.js';
import { WORD_TRIGGERS } from './word-triggers.js';
import { digitRuns, runLengthBit } from '../text-facts.js';

/**
 * The words these forms need, asked of the shared word scan (one scan per text for every
 * recognizer's trigger words; a substring test each would be a scan of its own).
 */
const HALF_WORDS = WORD_TRIGGERS.register(['half ']);
const HRS_WORDS = WORD_TRIGGERS.register(['hrs']);
const DIAS_WORDS = WORD_TRIGGERS.register(['días ', 'dias ']);
/** "0300 hrs" is a whole run of four digits: the shared digit runs answer before the word scan. */
const FOUR_DIGIT_RUN = runLengthBit(4);

const HOUR_WORDS_EN = 'one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve';

/** "until half five", "by half 9", "at half past ten": group 1 is the time. */
const HALF_HOUR_EN: DatePattern = {
  regex: re(`${B}(?:at|by|until|till|til|from|before|after|around|about)\\s(half\\s(?:past\\s)?(?:${HOUR_WORDS_EN}|1[0-2]|[1-9]))(?![\\w:]|\\.\\d)`),
  score: 0.6,
  isDate: false,
  lang: 'en',
  noDigits: true,
  when: (text) => WORD_TRIGGERS.has(text, HALF_WORDS),
  // "cut it by half 2 inches": a noun after the number makes it an amount.
  validate: (m) => followOk(m.input, m.index + m[0].length),
  span: (m) => {
    const end = m.index + m[0].length;
    return [end - (m[1] as string).length, end];
  },
};

/** Quantities before "hrs" ("logged 1200 hrs", "over 2000 hrs of flight time"): no clock. */
const QUANTITY_BEFORE = /(?:^|[^A-Za-z])(?:over|about|approx\.?|approximately|of|than|total|for|logged|worked|flew|flown|some|nearly|almost)\s$/i;

/** "0300 hrs", "1430hrs": a 24-hour clock in four digits. */
const FOUR_DIGIT_HOURS: DatePattern = {
  regex: re(`${B}(?:[01]\\d|2[0-3])[0-5]\\d\\s?hrs\\b`),
  score: 0.6,
  isDate: false,
  when: (text) => (digitRuns(text).lengths & FOUR_DIGIT_RUN) !== 0 && WORD_TRIGGERS.has(text, HRS_WORDS),
  validate: (m) => !QUANTITY_BEFORE.test(m.input.slice(Math.max(0, m.index - 14), m.index)),
};

/** "los días [3], [4], [10] y 17 de noviembre", "los días [2], [5] y 9 de septiembre de 2026". */
const DAY_LIST_ES: DatePattern = {
  regex: re(`(?<=\\bd[ií]as\\s(?:\\d{1,2},\\s){0,8})${DAY}(?=(?:,\\s${DAY}){0,8},?\\s[ye]\\s${DAY}\\sde\\s(?:${MONTHS_ES_FULL}))`),
  score: 0.6,
  isDate: true,
  lang: 'es',
  anchors: 'shortNumbers',
  when: (text) => WORD_TRIGGERS.has(text, DIAS_WORDS),
};

export const SPOKEN_PATTERNS: readonly DatePattern[] = [HALF_HOUR_EN, FOUR_DIGIT_HOURS, DAY_LIST_ES];
