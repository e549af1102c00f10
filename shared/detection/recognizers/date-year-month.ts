/**
 * A year and a month in digits, ISO style: "2025-03", "since 2019-11". A year alone, a year
 * range or a coarser period ("in 2019", "2019–2022", "Q3 2024", "FY2025", "summer 2014") is no
 * date by the DATE_TIME convention (README): a year identifies nobody (HIPAA's Safe Harbor keeps
 * years too), and such years fill documents that hold no personal data (release notes, reports).
 */
import { B, W, type DatePattern } from './date-parts.js';
import { COLON, DOT, EN_DASH, HYPHEN, SLASH } from '../ner/chars.js';

/** Characters before the digits that make them part of something else: "12/2025-03", "v.2025-03". */
const GLUED_BEFORE = new Set([SLASH, HYPHEN, DOT, COLON, EN_DASH]);

const YEAR = '(?:19[5-9]\\d|20[0-3]\\d)';

export const YEAR_MONTH_PATTERN: DatePattern = {
  // "2025-03" but not the start of "2025-03-14" (the ISO pattern's), "2025-03-1234" or "v2025-03".
  regex: new RegExp(`${B}${YEAR}-(?:0[1-9]|1[0-2])(?![${W}%]|[-–/.,:]\\d)`, 'g'),
  score: 0.6,
  isDate: true,
  anchors: 'years',
  validate: (m) => !GLUED_BEFORE.has(m.input.charCodeAt(m.index - 1)),
};
