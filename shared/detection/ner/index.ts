import type { Recognizer } from '../types.js';

/** Name, organization, location and address recognizers (lexicon + context based). */
export function nerRecognizers(): Recognizer[] {
  return [];
}
