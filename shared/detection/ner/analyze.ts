/**
 * Runs the four NER passes over one tokenization and resolves their overlaps, so each token
 * belongs to at most one NER entity. Addresses and organizations are found first and claim their
 * tokens (a street or bank name is not a person or a place); PERSON and LOCATION candidates then
 * compete on score ("Paris Hilton" vs "in Paris").
 */
import type { Language } from '../types.js';
import { findAddresses } from './address.js';
import { findChatNames } from './chat.js';
import { findCityStates } from './city-state.js';
import { findCsvCells } from './csv-roles.js';
import { findExonyms } from './exonyms.js';
import { type Candidate, Doc } from './doc.js';
import { getLexicon } from './lexicon.js';
import { findListedPersons } from './list-labels.js';
import { findLocations } from './location.js';
import { findOrganizations } from './organization/index.js';
import { findOrganizationsByContext } from './org-context.js';
import { findOrganizationsByLayout } from './org-layout.js';
import { findPersons } from './person/index.js';
import { splitPersonPrefix, trimSentencePeriods } from './span-ends.js';
import { cappedScore } from './thing-context.js';
import { warmTokenizer } from './tokenize.js';

export type { Candidate };

/**
 * The NER candidates of `text`. With a `threshold` (the engine passes its call's), the result is
 * exactly the candidates of `analyzeNer(text, language)` that score at or above it: the engine
 * drops the others anyway, so the work on them is skipped (see below).
 */
export function analyzeNer(text: string, language: Language, threshold = 0): Candidate[] {
  const doc = new Doc(text, language);
  doc.minScore = threshold;
  const fixed: Candidate[] = [];
  findAddresses(doc, fixed);
  // Column roles of a delimited export come before the word-level rules: a header says more
  // about "maria,lopez" or "East,Q4" than capital letters do.
  findCsvCells(doc, fixed);
  findOrganizations(doc, fixed);
  // "Graham Pierce of Tallis Group": the person before "of"/"de" is no part of the company.
  splitPersonPrefix(doc, fixed);
  // "works for Kroger", "cuenta en BBVA": organizations named by the phrase before them.
  findOrganizationsByContext(doc, fixed);
  // Signature blocks, CV lines, "Name (Company)", "Insurance: Aetna": organizations by layout.
  findOrganizationsByLayout(doc, fixed);
  // Attendee lists and "Deliver to:" blocks: people by layout.
  findListedPersons(doc, fixed);
  // Chat speakers and lower-case given names in chat text.
  findChatNames(doc, fixed);
  // "Atlanta, GA": a city before a US state code.
  findCityStates(doc, fixed);
  // Organizations that are products or ID schemes ("Skills: Google Analytics", "National
  // Insurance number"): capped like the things below.
  // A cap only lowers a score: an organization already below the threshold stays below it.
  for (const c of fixed) if (c.entity === 'ORGANIZATION' && c.score >= threshold) c.score = cappedScore(doc, c, c.score);
  const open: Candidate[] = [];
  findPersons(doc, open);
  findLocations(doc, open);
  // "Londres", "Lisboa", "Cologne": foreign cities in the other language's spelling.
  findExonyms(doc, open);
  // Products, brands, named rooms and pets, region values: capped below the threshold. A
  // candidate already below the call's threshold is left out: a cap only lowers its score, and in
  // the resolution below it could only block candidates that score no higher, below the
  // threshold too (about a third of a ticket's PERSON and LOCATION candidates).
  const scored = threshold > 0 ? aboveThreshold(open, threshold) : open;
  for (const c of scored) c.score = cappedScore(doc, c, c.score);
  // "…signed with Northwind Traders Ltd. The kickoff…": the sentence keeps its full stop.
  trimSentencePeriods(doc, fixed);
  for (const c of resolve(doc, scored)) fixed.push(c);
  // The candidates hold only numbers: the next text may reuse the token arrays.
  doc.release();
  return sortByStart(threshold > 0 ? aboveThreshold(fixed, threshold) : fixed);
}

/** The candidates scoring at least `threshold`, in their order (the list itself is reused). */
function aboveThreshold(list: Candidate[], threshold: number): Candidate[] {
  let n = 0;
  for (let i = 0; i < list.length; i++) {
    const c = list[i]!;
    if (c.score >= threshold) list[n++] = c;
  }
  list.length = n;
  return list;
}

const byStart = (x: Candidate, y: Candidate): number => x.start - y.start;
/** Higher score first, then more tokens. */
const byScoreThenLength = (x: Candidate, y: Candidate): number => y.score - x.score || y.last - y.first - (x.last - x.first);

/*
 * The two sorts below sort in place, stably, like Array.prototype.sort with byStart and
 * byScoreThenLength. A document has a few dozen candidates, and for so few an insertion sort
 * (the comparison written out) costs less than the built-in sort's comparator calls; longer lists
 * use the built-in one. Both keep equal elements in their order, so the result is the same.
 */

function sortByStart(list: Candidate[]): Candidate[] {
  if (list.length > INSERTION_SORT_MAX) return list.sort(byStart);
  for (let i = 1; i < list.length; i++) {
    const c = list[i]!;
    let j = i - 1;
    while (j >= 0 && list[j]!.start > c.start) {
      list[j + 1] = list[j]!;
      j--;
    }
    list[j + 1] = c;
  }
  return list;
}

function sortByScoreThenLength(list: Candidate[]): Candidate[] {
  if (list.length > INSERTION_SORT_MAX) return list.sort(byScoreThenLength);
  for (let i = 1; i < list.length; i++) {
    const c = list[i]!;
    let j = i - 1;
    // list[j] goes after c when c scores higher, or the same with more tokens.
    while (j >= 0 && (list[j]!.score < c.score || (list[j]!.score === c.score && list[j]!.last - list[j]!.first < c.last - c.first))) {
      list[j + 1] = list[j]!;
      j--;
    }
    list[j + 1] = c;
  }
  return list;
}

/** Lists up to this long are insertion-sorted (sortByStart, sortByScoreThenLength). */
const INSERTION_SORT_MAX = 48;

/** Greedy by score (then length): keeps the best of overlapping PERSON/LOCATION candidates. */
function resolve(doc: Doc, candidates: Candidate[]): Candidate[] {
  sortByScoreThenLength(candidates);
  const kept: Candidate[] = [];
  for (const c of candidates) {
    if (doc.anyClaimed(c.first, c.last)) continue;
    doc.claim(c);
    kept.push(c);
  }
  return kept;
}

/** Loads lexicons and tables now (cold start) instead of on the first request. */
export function warmUpNer(): void {
  warmTokenizer();
  getLexicon().buildAll();
}

// One-entry memo: the four NER recognizers are called one after another on the same text within
// one analyze call. Keyed by that call's context object too, so a later call on an equal text
// (a retry, or the benchmark's repeated runs) analyzes again instead of reusing the result.
let memoCtx: object | undefined;
let memoText: string | undefined;
let memoLang: Language | undefined;
let memoResult: Candidate[] = [];

export function analyzeNerCached(text: string, language: Language, call: { readonly threshold?: number }): Candidate[] {
  if (call !== memoCtx || text !== memoText || language !== memoLang) {
    // The call's threshold: the engine keeps only findings at or above it (engine.ts: collect).
    memoResult = analyzeNer(text, language, call.threshold ?? 0);
    memoCtx = call;
    memoText = text;
    memoLang = language;
  }
  return memoResult;
}
