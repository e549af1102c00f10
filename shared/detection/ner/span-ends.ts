/**
 * Where a span ends when an abbreviation closes a sentence. "We signed with Northwind Traders
 * Ltd. The kickoff…": the period is the sentence's full stop as much as the abbreviation's, and a
 * redacted or labelled span that swallows it leaves the sentence without its end. A company span
 * ending in a word abbreviation's period ("Ltd.", "Inc.", "Corp.", "Co.") gives the period back
 * when another sentence follows it on the line (a capitalized word after it).
 * "Acme Corp. is hiring" keeps it; dotted initials ("S.L.", "S.A.") keep theirs too.
 */
import { type Candidate, type Doc, SEP_NEWLINE } from './doc.js';
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
