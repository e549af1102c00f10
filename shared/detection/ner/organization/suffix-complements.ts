/**
 * Latin American legal forms written as a suffix and its complement (orgs7es, round 7, blind
 * b10/b11), all one span with the name:
 *  - Mexico's variable-capital forms: "Constructora San Felipe S.A. de C.V.", "Finanzas Ágiles
 *    S.A.P.I. de C.V.", "Artesanías Tlaquepaque S. de R.L.", "… S. de R.L. de C.V.";
 *  - Colombia's public-service companies: "Electrificadora de Santander S.A. E.S.P.".
 * Asked only after a legal suffix was found (suffix.ts), or at a lone "S." before "de".
 */
import type { Doc } from '../doc.js';
import { DOT } from '../chars.js';

/** Dotted initials after "de" that complete a legal form: "de C.V." (capital variable), "de R.L." (responsabilidad limitada). */
export const DE_COMPLEMENTS = new Set(['cv', 'rl']);
/** Dotted initials right after a legal form: "S.A. E.S.P." (empresa de servicios públicos). */
export const BARE_COMPLEMENTS = new Set(['esp']);
/** Dotted initials written only with their dots: "Fundación Sonrisas, A.C.", "S.A.P.I.", "S.A.B.", Peru's "S.A.A."; as words they are "AC", "Sab". */
// orgs9 (round 9, blind b14): Venezuela's and Ecuador's "C.A." (compañía anónima: "Hidráulica Lara
// C.A.", "Banco Mercantil C.A."); as a word "CA" is California.
export const DOTTED_ONLY_SUFFIXES = new Set(['ac', 'sapi', 'sab', 'saa', 'ca']);

/** At most this many dotted letters in a complement ("E.S.P."). */
const MAX_COMPLEMENT_LETTERS = 3;

/** Dotted initials at i ("C.V.", "E.S.P."): their letters and last token, or undefined. */
function dottedInitials(doc: Doc, i: number): { letters: string; end: number } | undefined {
  let letters = '';
  let end = -1;
  for (let t = i; doc.isWord(t) && doc.len(t) === 1 && doc.isChar(t + 1, DOT) && doc.adjacent(t + 1) && letters.length < MAX_COMPLEMENT_LETTERS; t += 2) {
    letters += doc.key(t);
    end = t + 1;
    if (!doc.adjacent(t + 2)) break;
  }
  return letters.length >= 2 ? { letters, end } : undefined;
}

/** A lower-case "de" spaced at i, then dotted initials in `set`: the last token, or -1. */
function deComplement(doc: Doc, i: number): number {
  if (!doc.spaced(i) || !doc.isWord(i) || !doc.lower(i) || doc.key(i) !== 'de' || !doc.spaced(i + 1)) return -1;
  const d = dottedInitials(doc, i + 1);
  return d && DE_COMPLEMENTS.has(d.letters) ? d.end : -1;
}

/** The end of a legal form whose suffix ends at e, with its complements: "S.A." → "S.A. de C.V.". */
export function complementEnd(doc: Doc, e: number): number {
  for (;;) {
    const de = deComplement(doc, e + 1);
    if (de >= 0) {
      e = de;
      continue;
    }
    if (doc.spaced(e + 1)) {
      const d = dottedInitials(doc, e + 1);
      if (d && BARE_COMPLEMENTS.has(d.letters)) {
        e = d.end;
        continue;
      }
    }
    return e;
  }
}

/** "S. de R.L." at i (an "S" with its dot, then "de R.L."): the form's last token, or -1. */
export function spacedDeForm(doc: Doc, i: number): number {
  if (doc.len(i) !== 1 || doc.key(i) !== 's' || !doc.isChar(i + 1, DOT) || !doc.adjacent(i + 1)) return -1;
  return deComplement(doc, i + 2);
}
