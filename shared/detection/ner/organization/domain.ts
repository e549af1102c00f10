/**
 * Organizations named by a domain of the same text: "Fibranet Telecomunicaciones" beside
 * "soporte@fibranet.es", "Unicaja" beside "www.unicaja.es".
 */
import { NOT_NAME, ORG_TAILS, WEAK_ORG_TAILS } from '../cues.js';
import { type Candidate, type Doc, CAP, SEP_SPACE } from '../doc.js';
import { AMPERSAND, ASCII_LOWER_BIT, AT_SIGN, COMMA, DIGIT_0, DIGIT_9, DOT, HYPHEN, LOWER_A, LOWER_Z } from '../chars.js';
import { AND_WORDS, IGNORED_LABELS } from './cue-words.js';
import { ORG_SCORES } from './score-table.js';
import { doubleSuffix, suffixAt } from './suffix.js';

/** Host names are read for at most this many characters after "@", "://" or "www.". */
const MAX_HOST_LEN = 100;
/** A host shorter than this ("a.io") names nothing. */
const MIN_HOST_LEN = 4;
/** Domain labels (and the words that spell them) have at least three letters. */
const MIN_LABEL_LEN = 3;
/** A name spelling a domain spans at most this many tokens ("Waters, Smitham and Hoppe"). */
const MAX_SPELLING_TOKENS = 8;
/** Partners after the ones the domain spells: "Borer, Bode and Haley" at borerbode.com. */
const MAX_MORE_PARTNERS = 3;

/**
 * Second-level labels of the e-mail and www addresses in the text, letters only ("rachel@brightwater-
 * analytics.com" → "brightwateranalytics"), or undefined when there are none.
 */
export function domainLabels(doc: Doc): DomainIndex | undefined {
  const text = doc.text;
  let labels: Set<string> | undefined;
  let heads: Set<number> | undefined;
  for (const marker of ['@', '://', 'www.']) {
    for (let at = text.indexOf(marker); at >= 0; at = text.indexOf(marker, at + 1)) {
      // Host characters after the marker: letters, digits, "-" and ".".
      const from = at + marker.length;
      let e = from;
      while (e < text.length && e - from < MAX_HOST_LEN) {
        const c = text.charCodeAt(e) | ASCII_LOWER_BIT;
        if ((c >= LOWER_A && c <= LOWER_Z) || (c >= DIGIT_0 && c <= DIGIT_9) || c === HYPHEN || c === DOT) e++;
        else break;
      }
      if (e - from < MIN_HOST_LEN) continue;
      // Each part that a dot ends, so not the TLD: "mail.brightwater-analytics.com" → "mail",
      // "brightwateranalytics". A part too short to be a label is never sliced ("co" in ".co.uk").
      let partStart = from;
      for (let k = from; k < e; k++) {
        if (text.charCodeAt(k) !== DOT) continue;
        if (k - partStart >= MIN_LABEL_LEN) {
          const part = text.slice(partStart, k).toLowerCase();
          const label = part.includes('-') ? part.replace(/-/g, '') : part;
          if (label.length >= MIN_LABEL_LEN && !IGNORED_LABELS.has(label)) {
            (labels ??= new Set()).add(label);
            (heads ??= new Set()).add(head3(label, 0));
          }
        }
        partStart = k + 1;
      }
    }
  }
  // Most texts hold no address: then no set is made.
  return labels && heads ? { labels, heads } : undefined;
}

export interface DomainIndex {
  labels: Set<string>;
  /** First three letters of every label, packed (a cheap test before any string is built). */
  heads: Set<number>;
}

function head3(s: string, at: number): number {
  return (s.charCodeAt(at) << 16) | (s.charCodeAt(at + 1) << 8) | s.charCodeAt(at + 2);
}

/**
 * "Fibranet Telecomunicaciones" beside "soporte@fibranet.es", "Unicaja" beside "www.unicaja.es":
 * capitalized words that spell a domain of the same text name its owner. A person's name is not
 * taken (personal domains), nor any word of an address itself.
 */
export function fromDomain(doc: Doc, i: number, index: DomainIndex): Candidate | undefined {
  const domains = index.labels;
  if (!doc.capitalized(i) || doc.len(i) < MIN_LABEL_LEN || doc.isChar(i - 1, AT_SIGN) || doc.isChar(i - 1, DOT) && doc.adjacent(i)) return undefined;
  // Cheap test first: the word's first three letters must start some label.
  const start = doc.start(i);
  const t3 = ((doc.text.charCodeAt(start) | ASCII_LOWER_BIT) << 16) | ((doc.text.charCodeAt(start + 1) | ASCII_LOWER_BIT) << 8) | (doc.text.charCodeAt(start + 2) | ASCII_LOWER_BIT);
  if (!index.heads.has(t3)) return undefined;
  if (NOT_NAME.has(doc.key(i))) return undefined;
  // A given name may start a firm's name only when partners are joined ("Casper - Hyatt").
  let joinedNames = false;
  // Words joined with and without their connectors: "Waters, Smitham and Hoppe" → both
  // "waterssmithamhoppe" and "waterssmithamandhoppe".
  let joined = '';
  let joinedAll = '';
  for (let e = i; e < i + MAX_SPELLING_TOKENS && e < doc.count; e++) {
    if (e > i && doc.sep(e) > SEP_SPACE) break;
    if (!doc.isWord(e)) {
      if (doc.isChar(e, COMMA) || doc.isChar(e, HYPHEN) || doc.isChar(e, AMPERSAND)) {
        joinedNames = true;
        continue;
      }
      break;
    }
    if (doc.lower(e) && (doc.key(e) === 'and' || doc.key(e) === 'y')) {
      joinedNames = true;
      joinedAll += doc.key(e);
      continue;
    }
    if (!doc.capitalized(e)) break;
    joined += doc.key(e);
    joinedAll += doc.key(e);
    if (!domains.has(joined) && !domains.has(joinedAll)) continue;
    if (doc.firstName(i) && !(joinedNames && e > i)) return undefined;
    // Part of the address itself ("Acme.com", "acme@...").
    const n = e + 1;
    if (doc.adjacent(n) && (doc.isChar(n, DOT) || doc.isChar(n, AT_SIGN)) && doc.isWord(n + 1) && doc.adjacent(n + 1)) return undefined;
    let end = e;
    // The domain often spells only the first partners: "Borer, Bode and Haley" at borerbode.com.
    if (joinedNames) {
      for (let n = 0; n < MAX_MORE_PARTNERS; n++) {
        const j = end + 1;
        const link = doc.isChar(j, COMMA) || doc.isChar(j, AMPERSAND) || (doc.lower(j) && AND_WORDS.has(doc.key(j)));
        if (!link || doc.sep(j + 1) !== SEP_SPACE || !doc.capitalized(j + 1) || doc.commonWord(j + 1)) break;
        end = j + 1;
      }
    }
    const t = end + 1;
    if (doc.spaced(t) && doc.shape(t) === CAP && (ORG_TAILS.has(doc.key(t)) || WEAK_ORG_TAILS.has(doc.key(t)))) end = t;
    const sfx = doc.spaced(end + 1) ? suffixAt(doc, end + 1, false) : -1;
    if (sfx >= 0) end = doubleSuffix(doc, sfx);
    return doc.candidate('ORGANIZATION', i, end, ORG_SCORES.domainSpelled.score);
  }
  return undefined;
}
