/**
 * Candidate runs from chat layout: mentions ("@priya") and speaker labels ("[10:29] soledad:",
 * "maría del carmen: gracias", "Ana Ruiz: ok").
 */
import { SPEAKER_NOT_NAMES, SPEAKER_ROLE_PREFIXES } from '../chat-stamps.js';
import { NAME_LABELS, NOT_NAME, PARTICLES } from '../cues.js';
import { type Candidate, type Doc, CAP, PUNCT, SEP_NONE, SEP_SPACE, SEP_NEWLINE, UPPER, wordFilter } from '../doc.js';
import { AT_SIGN, CLOSE_BRACKET, CLOSE_PAREN, COLON, OPEN_PAREN } from '../chars.js';
import { FINDER_SCORES } from './score-table.js';
import { configValueAfter } from '../chat-config-lines.js';

/** SPEAKER_ROLE_PREFIXES as a cue set (one bit test): asked of the first word of every line. */
const F_SPEAKER_ROLE_PREFIXES = wordFilter(SPEAKER_ROLE_PREFIXES);

/** At most this many words after a speaker's first name ("maría del carmen lópez ruiz:"). */
const MAX_SPEAKER_WORDS = 5;
/** A handle is at least two letters ("@al"). */
const MIN_MENTION_LEN = 2;

/**
 * Chat mentions: "@priya", "@Nadia". The "@" must start a word (an e-mail's "@" is glued to its
 * local part), and the handle must end there ("@ana.ruiz" and "@team-x" are handles, not names).
 */
export function mention(doc: Doc, i: number): Candidate | undefined {
  const at = i - 1;
  if (!doc.isChar(at, AT_SIGN) || !doc.adjacent(i) || (at > 0 && doc.sep(at) === SEP_NONE)) return undefined;
  const n = i + 1;
  if (n < doc.count && doc.adjacent(n) && !(doc.kind(n) === PUNCT && ',:;!?)'.includes(doc.text[doc.start(n)]!))) return undefined;
  if (NOT_NAME.has(doc.key(i)) || doc.len(i) < MIN_MENTION_LEN) return undefined;
  if (doc.firstName(i) && !doc.commonWord(i)) return doc.candidate('PERSON', i, i, FINDER_SCORES.mention.score);
  return undefined;
}

/** Chat speakers: "[10:29] soledad: ...", "maría del carmen: gracias", "Ana Ruiz: ok". */
export function speakerName(doc: Doc, i: number): Candidate | undefined {
  const p = i - 1;
  const lineStart = doc.sep(i) >= SEP_NEWLINE || (doc.isChar(p, CLOSE_BRACKET) && doc.sep(i) === SEP_SPACE); // "]"
  if (!lineStart || !(doc.lower(i) || doc.capitalized(i))) return undefined;
  // The two role forms below open with a role word, every other speaker with a given name.
  const role = doc.inSet(i, F_SPEAKER_ROLE_PREFIXES);
  if (!role && !doc.firstName(i)) return undefined;
  // "Agent Kira: Hi Dolores": a support chat's role word, then the speaker's given name.
  const named = i + 1;
  if (role && doc.sep(named) === SEP_SPACE && doc.shape(named) === CAP && doc.firstName(named) && !doc.ambiguous(named) && doc.isChar(named + 1, COLON) && doc.adjacent(named + 1)) {
    return doc.candidate('PERSON', named, named, FINDER_SCORES.speaker.score);
  }
  // "Agente (Estrella): Hola, …", "Agent note (Cheyenne): …": the name in brackets after the role
  // word (and one lower-case word), even an everyday-word name.
  const paren = doc.isWord(named) && doc.lower(named) && doc.spaced(named) ? named + 1 : named;
  const inner = paren + 1;
  if (role && doc.isChar(paren, OPEN_PAREN) && doc.spaced(paren) && doc.shape(inner) === CAP && doc.adjacent(inner) && doc.firstName(inner) &&
    doc.isChar(inner + 1, CLOSE_PAREN) && doc.adjacent(inner + 1) && doc.isChar(inner + 2, COLON) && doc.adjacent(inner + 2)) {
    return doc.candidate('PERSON', inner, inner, FINDER_SCORES.speaker.score);
  }
  // "Papá: Buenos días", "Mum: did you get…": a kinship or role word labels the line, no name.
  if (!doc.firstName(i) || NOT_NAME.has(doc.key(i)) || NAME_LABELS.has(doc.key(i)) || SPEAKER_NOT_NAMES.has(doc.key(i))) return undefined;
  let b = i;
  for (let n = 0; n < MAX_SPEAKER_WORDS; n++) {
    let m = b + 1;
    if (doc.sep(m) !== SEP_SPACE) break;
    while (doc.lower(m) && PARTICLES.has(doc.key(m)) && doc.sep(m + 1) === SEP_SPACE && m < b + 3) m++;
    if (!doc.isWord(m) || NOT_NAME.has(doc.key(m))) break;
    b = m;
  }
  // Shrink to the word followed by ":" — the speaker label must end right before the colon.
  const colon = b + 1;
  if (!(doc.isChar(colon, COLON) && doc.adjacent(colon))) {
    // Shorter speakers: look for the colon within the collected words.
    let c = i;
    while (c <= b && !(doc.isChar(c + 1, COLON) && doc.adjacent(c + 1))) c++;
    if (c > b) return undefined;
    b = c;
  }
  if (doc.lower(b) && PARTICLES.has(doc.key(b))) return undefined;
  // people8es: a config key ("lima: { prioridad: alta }", "colas:" ending its line) is no speaker.
  if (!doc.isChar(p, CLOSE_BRACKET) && configValueAfter(doc, b + 1)) return undefined;
  // Without a "[time]" prefix, every word must be a name ("Base imponible:" and "IBAN:" are labels),
  // and one capitalized word is a form label ("Tel:"), not a speaker.
  if (!doc.isChar(p, CLOSE_BRACKET)) {
    if (b === i && !doc.lower(i)) return undefined;
    for (let w = i; w <= b; w++) {
      if (doc.lower(w) && PARTICLES.has(doc.key(w))) continue;
      const name = doc.firstName(w) || doc.surname(w);
      if (!name || doc.ambiguous(w) || doc.shape(w) === UPPER) return undefined;
    }
  }
  return doc.candidate('PERSON', i, b, FINDER_SCORES.speaker.score);
}

