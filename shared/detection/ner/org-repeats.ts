/**
 * An organization found once by its context or layout is the same organization when its name
 * comes back later in the text without any cue: "Attendees: Kim Lau (Accenture) … - Accenture to
 * send the SOW", "Mi hermana trabaja para Eroski … en Eroski buscan gente". A reader carries the
 * name over; the person and place rules would otherwise read the bare repeat (or miss it).
 *
 * Only names found at REPEAT_MIN_SCORE or more are carried over, only spelled exactly the same
 * (same words, same capitals), and only onto tokens no earlier pass claimed.
 */
import { cueSet } from './cue-bits.js';
import { type Candidate, type Doc, SEP_SPACE } from './doc.js';
import type { FixedScore } from './fixed-score.js';

export const REPEAT_SCORES = {
  /** The weakest source a repeat is carried from (a bracket after a name is 0.65). */
  minSource: { score: 0.6, why: 'a name found by a context or layout cue', example: 'Kim Lau (Accenture)' },
  /** A repeat scores like its source, at most this. */
  repeat: { score: 0.7, why: 'the same spelling later in the text', example: '- Accenture to send the revised SOW' },
} as const satisfies Record<string, FixedScore>;

/**
 * Generic heads and tails a company drops when it is named again: "Banco Santander … la hipoteca
 * es de Santander también", "Grupo Bimbo … Bimbo", "Barclays Bank … Barclays". The rest of the
 * name is carried over as a short form, so a bank named after a city reads as the bank in the
 * text that named it in full.
 */
const SHORT_FORM_HEADS = new Set(['banco', 'grupo', 'group', 'caja']);
const SHORT_FORM_HEADS_CUE = cueSet(SHORT_FORM_HEADS);
const SHORT_FORM_TAILS = new Set(['bank', 'group', 'holdings', 'bancorp', 'banco']);
const SHORT_FORM_TAILS_CUE = cueSet(SHORT_FORM_TAILS);

/** The short form of a source without its generic head or tail word, or undefined. */
function shortForm(doc: Doc, c: Candidate): Candidate | undefined {
  if (c.last === c.first) return undefined;
  if (doc.inSet(c.first, SHORT_FORM_HEADS_CUE) && doc.capitalized(c.first + 1)) return { ...c, first: c.first + 1, start: doc.start(c.first + 1) };
  if (doc.inSet(c.last, SHORT_FORM_TAILS_CUE) && doc.capitalized(c.last - 1)) return { ...c, last: c.last - 1, end: doc.end(c.last - 1) };
  return undefined;
}

/** Names this short (one or two letters: "HP" aside, mostly initials) are not carried over. */
const MIN_NAME_LENGTH = 3;

/** Tokens a and b are the same characters ("Globex" and "Globex", not "GLOBEX"), compared in place. */
function sameToken(doc: Doc, a: number, b: number): boolean {
  const n = doc.len(a);
  if (doc.len(b) !== n) return false;
  const text = doc.text;
  const sa = doc.start(a);
  const sb = doc.start(b);
  for (let k = 0; k < n; k++) if (text.charCodeAt(sa + k) !== text.charCodeAt(sb + k)) return false;
  return true;
}

/** The tokens of `c` spell the same words, with the same spacing, from token `at` on. */
function sameSpelling(doc: Doc, c: Candidate, at: number): boolean {
  const n = c.last - c.first;
  if (at + n >= doc.count) return false;
  for (let k = 0; k <= n; k++) {
    if (!sameToken(doc, c.first + k, at + k)) return false;
    // Inner spacing must match too ("Sysco and US Foods" over a line break is no repeat).
    if (k > 0 && doc.sep(c.first + k) !== doc.sep(at + k)) return false;
  }
  return true;
}

/** A capitalized word right after token `last` continues a longer name ("Globex Health", not "Globex"). */
function longerName(doc: Doc, last: number): boolean {
  return doc.capitalized(last + 1) && doc.sep(last + 1) === SEP_SPACE;
}

/** Adds a candidate for every unclaimed later or earlier repeat of a confident organization. */
export function findOrganizationRepeats(doc: Doc, out: Candidate[]): void {
  // Most texts hold no confident organization: then nothing is filtered, mapped or indexed.
  if (!hasSource(out)) return;
  // One source per spelling (the best scored), grouped by first word: a text naming the same
  // company a thousand times tests each token against a handful of names, not a thousand. The
  // confident organizations first, then their short forms, in the order of `out` (a spelling
  // keeps the place of its first source); no list of either is made.
  const bySpelling = new Map<string, Candidate>();
  const n = out.length;
  for (let k = 0; k < n; k++) {
    const c = out[k]!;
    if (isSource(c)) addSource(doc, bySpelling, c);
  }
  for (let k = 0; k < n; k++) {
    const c = out[k]!;
    const s = isSource(c) ? shortForm(doc, c) : undefined;
    if (s !== undefined) addSource(doc, bySpelling, s);
  }
  if (bySpelling.size === 0) return;
  // Grouped by the first word's key, then by its exact spelling: a token is looked up by the key
  // it already has (no text sliced per token), and "GLOBEX" does not take the group of "Globex".
  const byFirstKey = new Map<string, Candidate[][]>();
  // The lengths of the sources' first words (capped at MAX_LENGTH_BIT), as bits: a repeat's first
  // token is spelled like one of them (sameToken), so a token of another length is skipped before
  // its key is looked up (most capitalized words of a text).
  let firstLengths = 0;
  for (const c of bySpelling.values()) {
    firstLengths |= lengthBit(doc.len(c.first));
    const k = doc.key(c.first);
    const groups = byFirstKey.get(k) ?? [];
    const same = groupAt(doc, groups, c.first);
    if (same) same.push(c);
    else groups.push([c]);
    byFirstKey.set(k, groups);
  }
  // No closure in this loop may capture `i`: V8 would then make a context object for every token.
  for (let i = doc.nextCapitalized(0); i < doc.count; i = doc.nextCapitalized(i + 1)) {
    if (doc.claimed[i] || (firstLengths & lengthBit(doc.len(i))) === 0) continue;
    const groups = byFirstKey.get(doc.key(i));
    const list = groups === undefined ? undefined : groupAt(doc, groups, i);
    if (!list) continue;
    const match = longestMatch(doc, list, i);
    if (!match) continue;
    const last = i + match.last - match.first;
    // "Globex Health" is not a repeat of "Globex", nor "Big Globex" (a word before it).
    if (longerName(doc, last) || (doc.capitalized(i - 1) && doc.sep(i) === SEP_SPACE)) continue;
    const c = doc.candidate('ORGANIZATION', i, last, Math.min(match.score, REPEAT_SCORES.repeat.score));
    out.push(c);
    doc.claim(c);
    i = last;
  }
}

/** Token lengths from this one on share one bit (lengthBit). */
const MAX_LENGTH_BIT = 30;

/** A bit for a token length: equal lengths give equal bits (longer tokens share the last one). */
function lengthBit(n: number): number {
  return 1 << (n < MAX_LENGTH_BIT ? n : MAX_LENGTH_BIT);
}

/** The group whose first word is spelled as token i, if any. */
function groupAt(doc: Doc, groups: readonly Candidate[][], i: number): Candidate[] | undefined {
  for (const g of groups) if (sameToken(doc, g[0]!.first, i)) return g;
  return undefined;
}

/**
 * The longest source of `list` spelled from token i on over unclaimed tokens: "Globex Health"
 * before "Globex"; the first of the list among equally long ones.
 */
function longestMatch(doc: Doc, list: readonly Candidate[], i: number): Candidate | undefined {
  let best: Candidate | undefined;
  for (const c of list) {
    if (!sameSpelling(doc, c, i) || doc.anyClaimed(i, i + c.last - c.first)) continue;
    if (best === undefined || c.last - c.first > best.last - best.first) best = c;
  }
  return best;
}

/** An organization confident enough to be a repeat's source. */
function isSource(c: Candidate): boolean {
  return c.entity === 'ORGANIZATION' && c.score >= REPEAT_SCORES.minSource.score;
}

/** Some candidate is a repeat's source. */
function hasSource(out: readonly Candidate[]): boolean {
  for (let k = 0; k < out.length; k++) if (isSource(out[k]!)) return true;
  return false;
}

/** Keeps `c` as the source of its spelling when it is long enough and the best scored so far. */
function addSource(doc: Doc, bySpelling: Map<string, Candidate>, c: Candidate): void {
  if (c.end - c.start < MIN_NAME_LENGTH) return;
  const k = doc.text.slice(c.start, c.end);
  const seen = bySpelling.get(k);
  if (!seen || seen.score < c.score) bySpelling.set(k, c);
}
