/**
 * Per class of run, the score table's rules that can matter, derived from the table: a run's
 * features other than its position (`doc`, `a`, `b`) make its class (`runClassKey`), and a rule
 * that reads only class features answers alike for every run of the class
 * (lone-word-verdict.ts: walkClass). A rule that answers false on every path a run of the class
 * can take is left out of the class's plan; the stages then test only the rest, in table order,
 * and give the same score.
 *
 * Example: for "Carla Brandt" (a given name, a surname, no cue) the plan of the several-word
 * base stage is its first rule alone ('given-and-surname' holds for the whole class), and
 * 'three-lexical-words' (two lexical words: false) is left out of the raises.
 *
 * The unit test (person-lone-word-verdict.test.ts) checks that runs of one class have the same
 * features but for their position, and the planned score against the full table on the dev texts.
 */
import type { RunFeatures } from './features.js';
import { EV_CONTEXT, EV_LABEL, EV_NONE, EV_TITLE, EV_WEAK } from './evidence.js';

/** The evidence levels a class can hold; a run at another level gets no class. */
const EVIDENCE_LEVELS: readonly number[] = [EV_NONE, EV_WEAK, EV_CONTEXT, EV_TITLE, EV_LABEL];

/** Each count of a class takes this many bits; a run with a larger count gets no class. */
const COUNT_BITS = 3;
const COUNT_MAX = (1 << COUNT_BITS) - 1;
/** The counts fill the low 27 bits of the key, the flags, language and level the bits above. */
const HIGH = 2 ** (9 * COUNT_BITS);

const b = (x: boolean): number => (x ? 1 : 0);

/** The high words of the classes: 10 flags, the language and the level (below 5). */
export const CLASS_HIGHS = EVIDENCE_LEVELS.length << 11;

/**
 * The high word of a run's class (its flags, language and evidence level, below CLASS_HIGHS),
 * or -1 when it has none. With `runClassCounts` it makes the class: two small integers, so the
 * plan lookup (score.ts) indexes an array and hashes a small integer, where one key above 2^31
 * would be a heap number on every run. Written out field by field: it runs on every scored run.
 */
export function runClassHigh(f: RunFeatures): number {
  const level = EVIDENCE_LEVELS.indexOf(f.evidence);
  if (level < 0 || (f.nameWords | f.firsts | f.surnames | f.unknown | f.common | f.upper | f.initials | f.places | f.lexical) > COUNT_MAX) return -1;
  const flags =
    b(f.firstIsName) | (b(f.firstGiven) << 1) | (b(f.firstSurname) << 2) | (b(f.firstCommon) << 3) | (b(f.firstInitial) << 4) |
    (b(f.firstIsAmbiguousName) << 5) | (b(f.firstIsRegion) << 6) | (b(f.middleInitial) << 7) | (b(f.initialSurname) << 8) | (b(f.knownPlacePhrase) << 9);
  return flags | ((f.doc.lang === 'es' ? 1 : 0) << 10) | (level << 11);
}

/** The counts word of a run's class (below 2^27); meaningful only when runClassHigh is not -1. */
export function runClassCounts(f: RunFeatures): number {
  return f.nameWords | (f.firsts << 3) | (f.surnames << 6) | (f.unknown << 9) | (f.common << 12) | (f.upper << 15) | (f.initials << 18) | (f.places << 21) | (f.lexical << 24);
}

/**
 * The class of a run's features as one number, or -1 when it has none. Every RunFeatures field
 * but the position is in it (the unit test fails otherwise), and the language: rules read
 * `doc.lang`. The same class as the pair (runClassHigh, runClassCounts).
 */
export function runClassKey(f: RunFeatures): number {
  const high = runClassHigh(f);
  return high < 0 ? -1 : high * HIGH + runClassCounts(f);
}

/** The RunFeatures fields runClassKey reads besides `nameWords` and `evidence` (for the unit test). */
export const CLASS_FIELDS = [
  'firsts', 'surnames', 'unknown', 'common', 'upper', 'initials', 'places', 'lexical',
  'firstIsName', 'firstGiven', 'firstSurname', 'firstCommon', 'firstInitial', 'firstIsAmbiguousName',
  'firstIsRegion', 'middleInitial', 'initialSurname', 'knownPlacePhrase',
] as const satisfies readonly (keyof RunFeatures)[];
