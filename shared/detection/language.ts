/**
 * Language identification for `language: "auto"`: English or Spanish, from the text itself.
 *
 * Tri-gram identifiers (franc and the like) were tried and misread short, chatty English
 * ("hey maria u free later?") and CSV headers as Spanish. Function words decide better at these
 * lengths, so each word votes with the frequency lists the engine already ships (the 1,500 most
 * frequent subtitle words of each language, lexicons.json): a word frequent in one language and
 * not in the other is a vote for that language; Spanish letters (ñ, accented vowels, ¿ ¡) are a
 * vote for Spanish. Only the first 20,000 characters are read. A tie answers `en`, the default
 * language of DECISIONS.
 */
import { getLexicon, F_TOP_COMMON_EN, F_TOP_COMMON_ES } from './ner/lexicon.js';
import { normalizeKey } from './ner/normalize.js';
import type { Language } from './types.js';

const SAMPLE_CHARS = 20_000;
const WORD = /[\p{L}'’]+/gu;
const SPANISH_LETTERS = /[ñáéíóúü¿¡]/i;

export interface LanguageGuess {
  language: Language;
  /** Votes for each language (for tests and the CLI's explanation). */
  votes: Record<Language, number>;
}

export function detectLanguage(text: string): LanguageGuess {
  const lex = getLexicon();
  const votes: Record<Language, number> = { en: 0, es: 0 };
  const sample = text.length > SAMPLE_CHARS ? text.slice(0, SAMPLE_CHARS) : text;
  for (const m of sample.matchAll(WORD)) {
    const word = m[0];
    if (SPANISH_LETTERS.test(word)) {
      votes.es++;
      continue;
    }
    const f = lex.flags(normalizeKey(word));
    const en = (f & F_TOP_COMMON_EN) !== 0;
    const es = (f & F_TOP_COMMON_ES) !== 0;
    if (en && !es) votes.en++;
    else if (es && !en) votes.es++;
  }
  return { language: votes.es > votes.en ? 'es' : 'en', votes };
}
