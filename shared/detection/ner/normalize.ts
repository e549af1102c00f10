/**
 * Lexicon key normalization, shared by the data build script and the recognizers so both sides
 * agree: lower case, diacritics removed ("Pérez" → "perez", "Muñoz" → "munoz"). Spanish sources
 * spell names with and without accents, so accent-free keys match either spelling.
 */

const COMBINING_MARKS = /[\u0300-\u036f]/g;

export function normalizeKey(word: string): string {
  const lower = word.toLowerCase();
  for (let i = 0; i < lower.length; i++) {
    // Only pay for NFD when there is a non-ASCII character.
    if (lower.charCodeAt(i) > 127) {
      return lower.normalize('NFD').replace(COMBINING_MARKS, '').replace(/’/g, "'");
    }
  }
  return lower;
}
