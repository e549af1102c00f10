/**
 * Scores a capitalized run: trims it, computes its features, then runs the score table's stages
 * (score-table.ts) over them. No number lives here.
 */
import type { Candidate, Doc } from '../doc.js';
import { runFeatures, trimRun, type RunFeatures } from './features.js';
import { PERSON_FLOOR, PERSON_SCORE_STAGES, type ScoreRule } from './score-table.js';

/** Scores the run [a, b] with the evidence before it; undefined when a rule drops it. */
export function scoreRun(doc: Doc, a: number, b: number, evidence: number, wholeRun = false): Candidate | undefined {
  const run = trimRun(doc, a, b, wholeRun);
  if (!run) return undefined;
  const f = runFeatures(doc, run.a, run.b, evidence);
  if (!f) return undefined;
  const score = applyStages(f);
  return score === undefined ? undefined : doc.candidate('PERSON', f.a, f.b, score);
}

const SET = 0;
const CAP = 1;
const RAISE = 2;
const DROP = 3;
const ANY_WORDS = 0;
const ONE_WORD = 1;
const SEVERAL_WORDS = 2;

/**
 * The table in one flat, uniform shape (rules differ in which of score/cap/raise/drop they
 * carry; reading them through one shape keeps the hot loop monomorphic). Built at load.
 */
interface CompiledStage {
  firstMatch: boolean;
  stageWords: number;
  when: ScoreRule['when'][];
  /** Per rule: ANY_WORDS, ONE_WORD or SEVERAL_WORDS. */
  words: Uint8Array;
  /** Per rule: the evidence level it needs, or NaN for any. */
  evidence: Float64Array;
  kind: Uint8Array;
  value: Float64Array;
  /**
   * The rules of the later stages that can lift a score (`score` or `raise`), as their guards:
   * a run below the floor after this stage, that none of them applies to, is dropped at once.
   */
  liftWords: Uint8Array;
  liftEvidence: Float64Array;
}

let compiled: CompiledStage[] = [];
compileScoreTable();

/** Rebuilds the compiled table; call after changing PERSON_SCORE_STAGES at run time (tests do). */
export function compileScoreTable(): CompiledStage[] {
  compiled = PERSON_SCORE_STAGES.map((stage, s) => ({
    firstMatch: stage.firstMatch,
    stageWords: wordsCode(stage.words),
    when: stage.rules.map((r) => r.when),
    words: Uint8Array.from(stage.rules, (r) => wordsCode(r.words)),
    evidence: Float64Array.from(stage.rules, (r) => r.evidence ?? NaN),
    kind: Uint8Array.from(stage.rules, (r) => (r.drop ? DROP : r.score !== undefined ? SET : r.cap !== undefined ? CAP : RAISE)),
    value: Float64Array.from(stage.rules, (r) => r.score ?? r.cap ?? r.raise ?? 0),
    ...liftsAfter(s),
  }));
  return compiled;
}

/** Guards of the rules after stage s that can lift a score (a rule's own words guard, else its stage's). */
function liftsAfter(s: number): { liftWords: Uint8Array; liftEvidence: Float64Array } {
  const lifts = PERSON_SCORE_STAGES.slice(s + 1).flatMap((stage) =>
    stage.rules.filter((r) => r.score !== undefined || r.raise !== undefined).map((r) => ({ words: wordsCode(r.words ?? stage.words), evidence: r.evidence ?? NaN })),
  );
  return { liftWords: Uint8Array.from(lifts, (l) => l.words), liftEvidence: Float64Array.from(lifts, (l) => l.evidence) };
}

/** Some rule after the stage can still lift the run's score. */
function canLift(stage: CompiledStage, one: boolean, evidence: number): boolean {
  const { liftWords, liftEvidence } = stage;
  for (let r = 0; r < liftWords.length; r++) {
    const w = liftWords[r]!;
    if (w === ONE_WORD ? !one : w === SEVERAL_WORDS ? one : false) continue;
    const ev = liftEvidence[r]!;
    if (ev === ev && ev !== evidence) continue;
    return true;
  }
  return false;
}

function wordsCode(words: 'one' | 'several' | 'any' | undefined): number {
  return words === 'one' ? ONE_WORD : words === 'several' ? SEVERAL_WORDS : ANY_WORDS;
}

/** The run's score after every stage, or undefined when a rule drops it. */
export function applyStages(f: RunFeatures): number | undefined {
  let score = 0;
  const one = f.nameWords === 1;
  for (let s = 0; s < compiled.length; s++) {
    const stage = compiled[s]!;
    if (stage.stageWords === ONE_WORD ? !one : stage.stageWords === SEVERAL_WORDS ? one : false) continue;
    const { when, words, evidence, kind, value } = stage;
    for (let r = 0; r < when.length; r++) {
      const w = words[r]!;
      if (w === ONE_WORD ? !one : w === SEVERAL_WORDS ? one : false) continue;
      const ev = evidence[r]!;
      if (ev === ev && ev !== f.evidence) continue; // NaN: any level
      const k = kind[r]!;
      const v = value[r]!;
      // Outside a first-match stage, a cap at or above the score (or a raise at or below it)
      // changes nothing, so its condition need not be tested (the conditions only read).
      if (!stage.firstMatch && (k === CAP ? score <= v : k === RAISE && score >= v)) continue;
      if (!when[r]!(f, score)) continue;
      if (k === DROP) return undefined;
      score = k === SET ? v : k === CAP ? Math.min(score, v) : Math.max(score, v);
      if (stage.firstMatch) break;
    }
    if (score < PERSON_FLOOR.score && !canLift(stage, one, f.evidence)) return undefined;
  }
  return score < PERSON_FLOOR.score ? undefined : score;
}
