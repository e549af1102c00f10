/**
 * Scores a capitalized run: trims it, computes its features, then runs the score table's stages
 * (score-table.ts) over them. No number lives here.
 */
import type { Candidate, Doc } from '../doc.js';
import { runFeatures, trimRun, type RunFeatures } from './features.js';
import { PERSON_FLOOR, PERSON_SCORE_STAGES, type ScoreRule } from './score-table.js';
import { CAP, type CompiledRule, type CompiledStage, DROP, type LoneWordVerdict, RAISE, SET, droppedByVerdict, loneWordKey, loneWordVerdict, walkClass } from './lone-word-verdict.js';
import { runClassKey } from './class-plan.js';

/** Scores the run [a, b] with the evidence before it; undefined when a rule drops it. */
export function scoreRun(doc: Doc, a: number, b: number, evidence: number, wholeRun = false): Candidate | undefined {
  const run = trimRun(doc, a, b, wholeRun);
  if (!run) return undefined;
  // One word: its class may say the table drops it, without building its features.
  const key = run.a === run.b ? loneWordKey(doc, run.a, evidence) : -1;
  const verdict = key >= 0 ? loneWordVerdicts.get(key) : undefined;
  if (verdict !== undefined && droppedByVerdict(verdict, doc, run.a)) return undefined;
  const f = runFeatures(doc, run.a, run.b, evidence);
  if (!f) return undefined;
  if (key >= 0 && verdict === undefined) loneWordVerdicts.set(key, loneWordVerdict(compiled, guardClass(true, evidence), PERSON_FLOOR.score, f));
  const score = applyStages(f);
  return score === undefined ? undefined : doc.candidate('PERSON', f.a, f.b, score);
}

/**
 * The evidence levels the rule guards name (evidence.ts EV_*). A run whose level is none of
 * them matches no evidence guard, which is the last guard class of each word count.
 */
let levels: number[] = [];
let compiled: CompiledStage[] = [];
/**
 * Per one-word class (lone-word-verdict.ts: loneWordKey): the rules that could still lift a run
 * of it. Derived from the first run of each class.
 */
let loneWordVerdicts = new Map<number, LoneWordVerdict>();
/**
 * Per guard class: each stage's rules (undefined where the stage skips the class), the list the
 * full table runs.
 */
let fullPlans: (CompiledRule[] | undefined)[][] = [];
/** Per run class (class-plan.ts: runClassKey): each stage's rules that can matter for it. */
let classPlans = new Map<number, (CompiledRule[] | undefined)[]>();
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
  loneWordVerdicts = new Map();
  fullPlans = [];
  for (let g = 0; g < classes; g++) fullPlans.push(stages.map((s) => s.rules[g]));
  classPlans = new Map();
}

function compileRule(r: ScoreRule): CompiledRule {
  const kind = r.drop ? DROP : r.score !== undefined ? SET : r.cap !== undefined ? CAP : RAISE;
  return { when: r.when, kind, value: r.score ?? r.cap ?? r.raise ?? 0 };
}

/** The run's score after every stage, or undefined when a rule drops it. */
export function applyStages(f: RunFeatures): number | undefined {
  const g = guardClass(f.nameWords === 1, f.evidence);
  const key = runClassKey(f);
  if (key < 0) return runPlan(fullPlans[g]!, g, f);
  let plan = classPlans.get(key);
  if (plan === undefined) {
    plan = walkClass(compiled, g, PERSON_FLOOR.score, f).needed;
    classPlans.set(key, plan);
  }
  return runPlan(plan, g, f);
}

/** The full table's score, with no class plan (the unit test compares the two). */
export function fullTableScore(f: RunFeatures): number | undefined {
  const g = guardClass(f.nameWords === 1, f.evidence);
  return runPlan(fullPlans[g]!, g, f);
}

/** Runs the stages with the rules of `plan` (per stage; undefined: the stage skips the run). */
function runPlan(plan: readonly (CompiledRule[] | undefined)[], g: number, f: RunFeatures): number | undefined {
  const floor = PERSON_FLOOR.score;
  let score = 0;
  for (let s = 0; s < compiled.length; s++) {
    const stage = compiled[s]!;
    if (score < floor && stage.canLift[g] === 0) return undefined;
    const rules = plan[s];
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
