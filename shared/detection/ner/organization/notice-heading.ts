/**
 * orgs7en (round 7): a text's first line that names its sender before the kind of notice, with
 * no dash between them: "FedEx Delivery Exception", "Delhivery shipment update", "Monzo payment
 * alert". The sender is one word no list knows (no everyday word, name or place: "Tuesday
 * delivery", "Jordan delivery update" stay out), then a notice word (NOTICE_TITLE_WORDS) in any
 * case (not "Results": "Parkrun Results"), and the line ends within a few words. Asked only at the text's first token.
 */
import { NOT_NAME } from '../cues.js';
import { type Candidate, type Doc, CAP, SEP_NEWLINE, SEP_SPACE } from '../doc.js';
import { F_PLACE, F_PLACE_START } from '../lexicon.js';
import { cueSet } from '../cue-bits.js';
import { NOTICE_TITLE_WORDS } from './cue-words.js';
import { ORG_SCORES } from './score-table.js';

/** Notice words that head other lines too: a race's or a test's "Results". */
const NOT_HERE = new Set(['results', 'result']);
const NOTICE_TITLE_CUE = cueSet(new Set([...NOTICE_TITLE_WORDS].filter((w) => !NOT_HERE.has(w))));
/** The sender has at least three letters ("DHL", "FedEx"). */
const MIN_SENDER_LEN = 3;
/** After the notice word, at most this many more words before the line ends ("Delivery Exception", "shipment update"). */
const MAX_TITLE_WORDS = 3;

export function noticeHeading(doc: Doc, i: number): Candidate | undefined {
  // Mixed case ("FedEx", "Delhivery"): an acronym in capitals names a scheme as often ("ITIN
  // application follow-up", "E-TICKET RECEIPT"), and a hyphenated word is no sender.
  if (i !== 0 || doc.shape(i) !== CAP || doc.len(i) < MIN_SENDER_LEN || doc.key(i).includes('-')) return undefined;
  const t = i + 1;
  if (doc.sep(t) !== SEP_SPACE || !doc.isWord(t) || !doc.inSet(t, NOTICE_TITLE_CUE)) return undefined;
  let e = t;
  while (e + 1 < doc.count && doc.sep(e + 1) === SEP_SPACE && doc.isWord(e + 1) && e - t < MAX_TITLE_WORDS) e++;
  if (e + 1 < doc.count && doc.sep(e + 1) < SEP_NEWLINE) return undefined;
  if (doc.knownWord(i) || doc.firstName(i) || doc.surname(i) || (doc.flags(i) & (F_PLACE | F_PLACE_START)) !== 0 || NOT_NAME.has(doc.key(i))) return undefined;
  return doc.candidate('ORGANIZATION', i, i, ORG_SCORES.noticeHeading.score);
}
