/**
 * Where an organization span starts and ends.
 *
 * Start: "Graham Pierce of Tallis Group", "Tomás Elías de Zarzamora y Cía": a person's name joined
 * to the company by "of"/"de"/"from"/"at" is no part of it. The span starts after the connector
 * and the name's tokens are released for the person rules.
 *
 * End: when an abbreviation closes a sentence. "We signed with Northwind Traders
 * Ltd. The kickoff…": the period is the sentence's full stop as much as the abbreviation's, and a
 * redacted or labelled span that swallows it leaves the sentence without its end. A company span
 * ending in a word abbreviation's period ("Ltd.", "Inc.", "Corp.", "Co.") gives the period back
 * when another sentence follows it on the line (a capitalized word after it).
 * "Acme Corp. is hiring" keeps it; dotted initials ("S.L.", "S.A.") keep theirs too.
 */
import { BUSINESS_HEADS, ORG_HEADS, ORG_TAILS, WEAK_ORG_TAILS } from './cues.js';
import { type Candidate, type Doc, SEP_NEWLINE, SEP_SPACE } from './doc.js';
import { DOT } from './chars.js';

/**
 * The period at token `dot` ends a sentence that another one follows on the same line. At the
 * end of a line it is left to the abbreviation: signature and form lines end in "Inc." with no
 * sentence around them ("Senior Engineer at Kessler Labs Inc.").
 */
function sentenceEnd(doc: Doc, dot: number): boolean {
  const n = dot + 1;
  return n < doc.count && doc.sep(n) < SEP_NEWLINE && doc.spaced(n) && doc.capitalized(n);
}

export function trimSentencePeriods(doc: Doc, candidates: Candidate[]): void {
  for (const c of candidates) {
    if (c.entity !== 'ORGANIZATION' || c.last <= c.first || !doc.isChar(c.last, DOT)) continue;
    const w = c.last - 1;
    // A word abbreviation ("Ltd"), not the last letter of dotted initials ("S.L.").
    if (!doc.isWord(w) || doc.len(w) < 2 || !doc.adjacent(c.last) || doc.isChar(w - 1, DOT)) continue;
    if (!sentenceEnd(doc, c.last)) continue;
    c.last = w;
    c.end = doc.end(w);
  }
}

/** Connectors between a person's name and the company: "X of Y", "X de Y". */
const PERSON_COMPANY_LINKS = new Set(['of', 'from', 'at', 'de', 'del']);

/** Words joining two companies of a list: "Sysco and US Foods", "Makro y Cash Fresh". */
const LIST_AND = new Set(['and', 'y']);

/**
 * "Sysco and US Foods": a one-word brand, "and", then a whole company name ending in a business
 * tail is a list of two companies, not partners of one. Partners are surnames ("Marks and Spencer
 * Group", "Procter and Gamble Company") or given names ("Ben and Jerry's"), so the first word must
 * be neither, and the second name needs two words or more ("US Foods").
 */
function splitCompanyList(doc: Doc, candidates: Candidate[]): void {
  const added: Candidate[] = [];
  for (const c of candidates) {
    if (c.entity !== 'ORGANIZATION') continue;
    const and = c.first + 1;
    if (!(doc.lower(and) && LIST_AND.has(doc.key(and)) && doc.sep(and) === SEP_SPACE && doc.sep(and + 1) === SEP_SPACE)) continue;
    if (c.last - (and + 1) < 1 || doc.surname(c.first) || doc.firstName(c.first)) continue;
    const tail = doc.key(c.last);
    if (!ORG_TAILS.has(tail) && !WEAK_ORG_TAILS.has(tail)) continue;
    let words = true;
    for (let w = and + 1; w <= c.last; w++) if (!doc.capitalized(w)) words = false;
    if (!words) continue;
    added.push(doc.candidate('ORGANIZATION', and + 1, c.last, c.score));
    c.last = c.first;
    c.end = doc.end(c.first);
    doc.claimed[and] = 0;
  }
  for (const c of added) candidates.push(c);
}

export function splitPersonPrefix(doc: Doc, candidates: Candidate[]): void {
  splitCompanyList(doc, candidates);
  for (const c of candidates) {
    if (c.entity !== 'ORGANIZATION' || !doc.capitalized(c.first) || !doc.firstName(c.first)) continue;
    const k = doc.key(c.first);
    if (ORG_HEADS.has(k) || BUSINESS_HEADS.has(k)) continue;
    // A given name, one or two more capitalized words, a link, then the company.
    for (let l = c.first + 2; l <= c.first + 3 && l < c.last; l++) {
      if (!(doc.lower(l) && PERSON_COMPANY_LINKS.has(doc.key(l)) && doc.sep(l) === SEP_SPACE && doc.capitalized(l + 1))) continue;
      let name = true;
      // "Georgia Institute of Technology": an institution head is no part of a person's name.
      for (let w = c.first + 1; w < l; w++) if (!doc.capitalized(w) || ORG_HEADS.has(doc.key(w))) name = false;
      if (!name) break;
      for (let w = c.first; w <= l; w++) doc.claimed[w] = 0;
      c.first = l + 1;
      c.start = doc.start(c.first);
      break;
    }
  }
}
