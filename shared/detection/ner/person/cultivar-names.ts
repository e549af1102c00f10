/**
 * A plant's cultivar name: a capitalized genus, then the cultivar in single quotes, the way
 * garden centres, seed catalogues and nurseries write it (the ICNCP convention):
 * "Rosa 'Gertrude Jekyll'", "Nepeta 'Six Hills Giant'", "Acer 'Bloodgood'". Neither the genus
 * nor the quoted cultivar (often named after a person) is a person in the text.
 * A nickname in quotes sits between a given name and a surname ("Robert 'Bobby' Smith"): a
 * capitalized word right after the closing quote keeps the person.
 */
import { type Doc } from '../doc.js';
import { APOSTROPHE } from '../chars.js';

/** A cultivar name holds at most this many words ("Six Hills Giant", "Blue Moon Rising"). */
const MAX_CULTIVAR_WORDS = 4;

/**
 * Token q is an opening quote glued to a capitalized word, spaced after a capitalized genus at
 * q - 1, and the quote closes within a few words with no capitalized word after it.
 */
function cultivarQuoteAt(doc: Doc, q: number): boolean {
  if (!doc.isChar(q, APOSTROPHE) || !doc.spaced(q) || !doc.capitalized(q - 1) || !doc.capitalized(q + 1) || !doc.adjacent(q + 1)) return false;
  for (let i = q + 2; i <= q + 1 + MAX_CULTIVAR_WORDS; i++) {
    if (doc.isChar(i, APOSTROPHE) && doc.adjacent(i)) return !(doc.spaced(i + 1) && doc.capitalized(i + 1));
    if (!doc.isWord(i) || !doc.spaced(i)) return false;
  }
  return false;
}

/** The run [a, b] is the genus before a quoted cultivar, or the cultivar inside its quotes. */
export function cultivarName(doc: Doc, a: number, b: number): boolean {
  if (doc.isChar(b + 1, APOSTROPHE)) {
    // The genus: "Rosa" before "'Gertrude Jekyll'".
    if (a === b && cultivarQuoteAt(doc, b + 1)) return true;
    // The cultivar: "Gertrude Jekyll" inside its quotes.
    return doc.adjacent(b + 1) && cultivarQuoteAt(doc, a - 1);
  }
  return false;
}
