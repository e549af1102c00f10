/**
 * The word after a number that may be a date or a time: a lower-case noun after it makes it a
 * count ("on the 4th floor", "las 3 personas", "2000 rows"); a function word, a verb, punctuation
 * or a capital leaves it a date ("on the 14th at noon", "a las 7 y media", "since 2015 and…").
 */
import { NEWLINE, SPACE } from '../ner/chars.js';

/**
 * Words that may follow a year, a day or an hour that is a date, when the next word is in lower
 * case ("since 2015 and never…", "on the 14th at noon", "a las 7 y media"). Any other lower-case
 * word makes the number a count: "of 2000 rows", "on the 4th floor", "las 3 personas".
 */
const FOLLOW_OK = new Set([
  'and', 'or', 'to', 'the', 'a', 'an', 'we', 'i', 'he', 'she', 'they', 'it', 'you', 'our', 'my', 'his', 'her', 'their',
  'when', 'while', 'but', 'as', 'at', 'in', 'on', 'for', 'with', 'after', 'before', 'until', 'till', 'through', 'from',
  'of', 'was', 'were', 'is', 'are', 'had', 'has', 'have', 'will', 'so', 'if', 'then', 'onwards', 'onward', 'alone',
  // Adverbs that end a clause: "move it to the 22nd instead", "she's out til the 14th tho".
  'instead', 'too', 'either', 'though', 'tho', 'please', 'pls', 'latest', 'anyway',
  // A relative day after a time: "collection moved to 5.30 tomorrow", "a las 9 mañana".
  'tomorrow', 'today', 'tonight', 'hoy', 'mañana',
  // Pronouns that start the clause after a date: "since Monday the 23rd none of our staff…".
  'none', 'nobody', 'nothing', 'everyone', 'everybody', 'everything', 'someone', 'somebody', 'nadie', 'nada', 'todos',
  'y', 'o', 'u', 'el', 'la', 'los', 'las', 'en', 'con', 'pero', 'cuando', 'que', 'se', 'me', 'te', 'nos', 'le', 'les',
  'hasta', 'desde', 'por', 'para', 'fue', 'era', 'es', 'ha', 'hemos', 'del', 'al', 'de', 'mientras', 'sin', 'ya', 'no',
  // Verbs that follow a time in Spanish: "de 10 a 12 estoy ocupada", "a las 9 empieza", "a las 8 quedamos".
  'estoy', 'está', 'estás', 'estamos', 'están', 'tengo', 'tiene', 'tenemos', 'hay', 'voy', 'va', 'vamos', 'van', 'salgo',
  'sale', 'salimos', 'llego', 'llega', 'llegamos', 'empieza', 'empezamos', 'empiezo', 'termina', 'terminamos', 'acaba',
  'quedamos', 'quedo', 'paso', 'pasa', 'abre', 'abrimos', 'cierra', 'cerramos', 'son', 'sería', 'será', 'os',
  'puedo', 'puedes', 'puede', 'podemos', 'tenéis', 'estáis', 'vale', 'mejor', 'porque', 'aquí', 'allí', 'allá',
]);

/** The next word after `end`, if it starts in lower case; '' when punctuation, a capital or the end follows. */
export function nextLowerWord(text: string, end: number): string {
  let i = end;
  while (text.charCodeAt(i) === SPACE) i++;
  if (i === end && i < text.length && text.charCodeAt(i) !== NEWLINE) return '';
  const m = /^[a-z\u00E0-\u00FF]+/.exec(text.slice(i, i + 24));
  return m ? m[0] : '';
}

/** The next word allows a date or time before it (see FOLLOW_OK). */
export function followOk(text: string, end: number): boolean {
  const word = nextLowerWord(text, end);
  return word === '' || FOLLOW_OK.has(word);
}
