/**
 * people7es (round 7). A Spanish heading in capitals cut after its first word: "REGLAMENTO DEL
 * HUERTO URBANO", "NORMAS DE LA COMUNIDAD", "MANUAL DEL USUARIO". The everyday noun that opens it
 * is trimmed from the run, which then starts with the particle: a name in capitals starts with
 * its given name or surname ("DEL VALLE, ANA" opens the line, after no capitalized word).
 */
import { type Doc, UPPER } from '../doc.js';
import { cueSet } from '../cue-bits.js';

/** Particles that open the rest of a heading after its noun (accent-free keys). */
const HEADING_PARTICLES = new Set(['del', 'de', 'la', 'las', 'los', 'el']);
/** HEADING_PARTICLES as a cue set: the score rule's document gate (score-table.ts `needs`). */
export const HEADING_PARTICLES_CUE = cueSet(HEADING_PARTICLES);

/** The all-capitals run [a, …] starts with a particle right after another all-capitals word, in Spanish. */
export function capsHeadingPieceEs(doc: Doc, a: number): boolean {
  const p = a - 1;
  return doc.lang === 'es' && doc.shape(a) === UPPER && HEADING_PARTICLES.has(doc.key(a)) && doc.isWord(p) && doc.shape(p) === UPPER && doc.spaced(a);
}
