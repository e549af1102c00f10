/**
 * A bare hour after a time word, as chats and notes give it (dates7, blind files b10/b11): "she's
 * at netball til 8", "wants the numbers before 11", "see you at 8".
 * - after "til", "till", "until", "before": the next word must let a time stand before it
 *   (`followOk`: "before 11⏎", "til 8 and…"; not "before 3 weeks", "until 5 items");
 * - after "at", which also carries amounts ("at 3 bar", "priced at 5") and opening hours in
 *   reviews ("the shop opens at 9."), the hour must end its line, as a chat message ends ("see you
 *   at 8⏎", "dentist at 11⏎"), and no amount or setting word comes before it ("exit at 4⏎");
 * - not after "by": "divide by 4", "won by 3", and the dev sets leave "i'll be there by 6" unlabelled.
 * Runs only at the short numbers after a space and a cue's last letter (anchors), English only.
 */
import { re, type DatePattern } from './date-parts.js';
import { followOk } from './date-words.js';
import { CARRIAGE_RETURN, NEWLINE, SPACE, TAB } from '../ner/chars.js';

/** The words a bare hour may follow (the start list reads them before its hour: `date-anchors.ts`). */
export const HOUR_CUES: readonly string[] = ['til', 'till', 'until', 'before', 'at'];

/** The hour and the cue right before it: group 1 is the cue. */
const BARE_HOUR_REGEX = re(`(?<=(?:^|[^A-Za-z])(${HOUR_CUES.join('|')})\\s)(?:1[0-2]|0?[1-9])(?![\\w:/%°-]|[.,]\\d)`);

/**
 * "at" needs the hour to end its line (or the text): `/^[ \t]*(?:\r?\n|$)/` on the three
 * characters after it, read without a slice (three spaces or tabs pass too, as they did there).
 */
function lineEndsWithin3(text: string, end: number): boolean {
  const limit = Math.min(end + 3, text.length);
  let k = end;
  while (k < limit && (text.charCodeAt(k) === SPACE || text.charCodeAt(k) === TAB)) k++;
  if (k >= limit) return true;
  const c = text.charCodeAt(k);
  return c === NEWLINE || (c === CARRIAGE_RETURN && k + 1 < limit && text.charCodeAt(k + 1) === NEWLINE);
}
/** Words before "at" that make the number an amount, a score or a setting: "priced at 5", "exit at 4". */
const AMOUNT_BEFORE =
  /(?:^|[^A-Za-z])(?:divide[ds]?|divided|multipl(?:y|ied|ies)|increased?|decreased?|reduced?|rose|fell|grew|dropped|up|down|won|win|beat|lost|lead|leads|led|rated|scored?|priced|valued|set|capped|tied|level|aged?|costs?|sold|stands?|stood|exit|junction|page|step|chapter|floor|gate|platform|row|seat|table|room|number)\s$/i;
const AMOUNT_WINDOW = 14;

export const BARE_HOUR_EN: DatePattern = {
  regex: BARE_HOUR_REGEX,
  score: 0.6,
  isDate: false,
  lang: 'en',
  anchors: 'hoursAfterCue',
  validate: (m) => {
    const text = m.input;
    const end = m.index + m[0].length;
    // The one cue of two letters is "at", in any case.
    const cueLength = m[1]!.length;
    if (cueLength !== 2) return followOk(text, end);
    if (!lineEndsWithin3(text, end)) return false;
    const cueStart = m.index - cueLength - 1;
    return !AMOUNT_BEFORE.test(text.slice(Math.max(0, cueStart - AMOUNT_WINDOW), cueStart));
  },
};
