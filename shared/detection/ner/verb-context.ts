/**
 * Capitalized runs that start with a verb, not a name: Spanish plural imperatives at the start
 * of a sentence ("Usad la Sorolla, junto a recepción", "Reservad la Mezquita", "Avisad a
 * Marta"). The verb ends in -ad, -ed or -id and is known to no name list ("David", "Ingrid",
 * "Mohamed" are), so the run the person rules built around it is not a person. These cues share
 * the shape of the thing cues (see thing-context.ts) and are applied with them.
 */
import type { Language } from '../types.js';
import { type Candidate, type Doc } from './doc.js';

/** Second-person plural imperative endings: "usad", "reservad", "pedid", "venid", "abrid". */
const PLURAL_IMPERATIVE = /(?:ad|ed|id)$/;

export interface VerbCue {
  id: string;
  types: ReadonlyArray<Candidate['entity']>;
  cap: number;
  /** The only language the cue fires in: thing-context.ts then never tests it in another. */
  lang?: Language;
  why: string;
  fires(doc: Doc, c: Candidate): boolean;
}

export const VERB_CUES: readonly VerbCue[] = [
  {
    id: 'spanish-plural-imperative',
    types: ['PERSON'],
    cap: 0.3,
    lang: 'es',
    why: 'A sentence-initial imperative starts the run: "Usad la Sorolla", "Reservad la Mezquita".',
    fires: (doc, c) =>
      doc.lang === 'es' &&
      c.first < c.last &&
      doc.sentenceStart(c.first) &&
      PLURAL_IMPERATIVE.test(doc.key(c.first)) &&
      !doc.firstName(c.first) &&
      !doc.surname(c.first),
  },
];
