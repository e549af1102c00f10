/**
 * people7en (round 7). Family and team chats label a speaker with a kinship or role word before
 * the name, typed in lower case: "nana rose: where is it again", "coach dani: bring a mat",
 * "ate joy: salamat!" (Filipino "ate"/"kuya": older sister/brother), "aunty bev: lovely". The
 * name after the word is the speaker; the word itself is no name ("yes nana 😂").
 */
import { type Doc, SEP_SPACE, wordFilter } from './doc.js';
import { COLON } from './chars.js';

/** Kinship and role words that come before a speaker's name in a chat label. */
export const KIN_SPEAKER_PREFIXES: ReadonlySet<string> = new Set([
  'nana', 'nanna', 'nan', 'gran', 'granny', 'grandma', 'grandpa', 'grandad', 'granddad',
  'aunt', 'aunty', 'auntie', 'uncle', 'cousin', 'coach',
  'tita', 'tito', 'ate', 'kuya', 'lolo',
  // people9en: South Asian and Malay kinship words, typed alone or before a name in family chats
  // ("amma asking if you're coming", "didi reached Mumbai?", "makcik Salmah:").
  'amma', 'appa', 'didi', 'bhaiya', 'akka', 'dadi', 'chacha', 'chachi', 'mausi', 'thatha', 'paati', 'periappa', 'chithi',
  'makcik', 'pakcik', 'abang', 'kakak', 'adik',
  // people9es: Spanish kin words, a speaker's prefix ("tía chayo:") and a chat's vocative ("primo vas a ir al partido?").
  'tia', 'tio', 'primo', 'prima', 'abuela', 'abuelo', 'padrino', 'madrina',
]);
const F_KIN_SPEAKER_PREFIXES = wordFilter(KIN_SPEAKER_PREFIXES);

/**
 * Token t opens a line "<kin word> <name>:": the name's token, else t. One bit test rejects
 * nearly every line start.
 */
export function afterKinPrefix(doc: Doc, t: number): number {
  if (!doc.inSet(t, F_KIN_SPEAKER_PREFIXES) || !doc.lower(t)) return t;
  const n = t + 1;
  return doc.sep(n) === SEP_SPACE && doc.isWord(n) && doc.isChar(n + 1, COLON) && doc.adjacent(n + 1) ? n : t;
}
