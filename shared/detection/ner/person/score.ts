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

/** One rule in the flat, uniform shape the hot loop reads (rules differ in which effect they carry). */
interface CompiledRule {
  when: ScoreRule['when'];
  kind: number;
  value: number;
}

/**
 * A stage with its guards resolved at load: a run's guard class (its word count and evidence
 * level, see guardClass) picks the stage's rules that can apply to it, in table order, so the
 * hot loop tests no guard. Example: a one-word run at EV_NONE never sees 'after-title' or
 * 'weak-evidence-several'.
 */
interface CompiledStage {
  firstMatch: boolean;
  /** Per guard class: the applicable rules, or undefined when the stage skips that class. */
  rules: (CompiledRule[] | undefined)[];
  /**
   * Per guard class: 1 when a rule of this stage or a later one can lift a score (`score` or
   * `raise`). A run below the floor that no such rule applies to is dropped at once: caps only
   * lower a score, and drops drop it.
   */
  canLift: Uint8Array;
}

/**
 * The evidence levels the rule guards name (evidence.ts EV_*). A run whose level is none of
 * them matches no evidence guard, which is the last guard class of each word count.
 */
let levels: number[] = [];
let compiled: CompiledStage[] = [];
compileScoreTable();

/** Guard class of a run: its word count (one or several) and the index of its evidence level. */
function guardClass(one: boolean, evidence: number): number {
  let level = levels.indexOf(evidence);
  if (level < 0) level = levels.length;
  return level * 2 + (one ? 1 : 0);
}

/** The rule or stage `words` guard admits runs of one word (`one`) or of several. */
function wordsAdmit(words: 'one' | 'several' | 'any' | undefined, one: boolean): boolean {
  return words === 'one' ? one : words === 'several' ? !one : true;
}

/** Rebuilds the compiled table; call after changing PERSON_SCORE_STAGES at run time (tests do). */
export function compileScoreTable(): void {
  const guarded = PERSON_SCORE_STAGES.flatMap((s) => s.rules.map((r) => r.evidence)).filter((e): e is number => e !== undefined);
  levels = [...new Set(guarded)];
  const classes = (levels.length + 1) * 2;
  // Walk the stages backwards so each knows whether it or a later stage can lift a class.
  const later = new Uint8Array(classes);
  const stages: CompiledStage[] = [];
  for (let s = PERSON_SCORE_STAGES.length - 1; s >= 0; s--) {
    const stage = PERSON_SCORE_STAGES[s]!;
    const rules: (CompiledRule[] | undefined)[] = [];
    for (let g = 0; g < classes; g++) {
      const one = g % 2 === 1;
      const level = (g - (one ? 1 : 0)) / 2;
      if (!wordsAdmit(stage.words, one)) {
        rules.push(undefined);
        continue;
      }
      const applicable = stage.rules.filter((r) => wordsAdmit(r.words, one) && (r.evidence === undefined || r.evidence === levels[level]));
      if (applicable.some((r) => r.score !== undefined || r.raise !== undefined)) later[g] = 1;
      rules.push(applicable.map(compileRule));
    }
    stages.unshift({ firstMatch: stage.firstMatch, rules, canLift: later.slice() });
  }
  compiled = stages;
}

function compileRule(r: ScoreRule): CompiledRule {
  const kind = r.drop ? DROP : r.score !== undefined ? SET : r.cap !== undefined ? CAP : RAISE;
  return { when: r.when, kind, value: r.score ?? r.cap ?? r.raise ?? 0 };
}

/** The run's score after every stage, or undefined when a rule drops it. */
export function applyStages(f: RunFeatures): number | undefined {
  const floor = PERSON_FLOOR.score;
  const g = guardClass(f.nameWords === 1, f.evidence);
  let score = 0;
  for (let s = 0; s < compiled.length; s++) {
    const stage = compiled[s]!;
    if (score < floor && stage.canLift[g] === 0) return undefined;
    const rules = stage.rules[g];
    if (rules === undefined) continue;
    const firstMatch = stage.firstMatch;
    for (let r = 0; r < rules.length; r++) {
      const rule = rules[r]!;
      const k = rule.kind;
      const v = rule.value;
      // Outside a first-match stage, a cap at or above the score (or a raise at or below it)
      // changes nothing, so its condition need not be tested (the conditions only read).
      if (!firstMatch && (k === CAP ? score <= v : k === RAISE && score >= v)) continue;
      if (!rule.when(f, score)) continue;
      if (k === DROP) return undefined;
      score = k === SET ? v : k === CAP ? Math.min(score, v) : Math.max(score, v);
      if (firstMatch) break;
    }
  }
  return score < floor ? undefined : score;
}
