/**
 * Scores a capitalized run: trims it, computes its features, then runs the score table's stages
 * (score-table.ts) over them. No number lives here.
 */
import type { Candidate, Doc } from '../doc.js';
import { runFeatures, trimRun, type RunFeatures } from './features.js';
import { PERSON_FLOOR, PERSON_SCORE_STAGES, type ScoreRule } from './score-table.js';
import { CAP, type CompiledRule, type CompiledStage, DROP, LONE_WORD_KEYS, type LoneWordVerdict, RAISE, SET, droppedByVerdict, loneWordKey, loneWordVerdict, walkClass } from './lone-word-verdict.js';
import { CLASS_HIGHS, runClassCounts, runClassHigh } from './class-plan.js';
import { registerGate, resetGates } from './rule-gates.js';
import { type PackedPlan, packPlan, runPlan } from './packed-plan.js';

/** Scores the run [a, b] with the evidence before it; undefined when a rule drops it. */
export function scoreRun(doc: Doc, a: number, b: number, evidence: number, wholeRun = false): Candidate | undefined {
  const run = trimRun(doc, a, b, wholeRun);
  if (!run) return undefined;
  // trimRun's answer is reused by its next call: copy the bounds out.
  const ra = run.a, rb = run.b;
  const floor = floorOf(doc);
  // One word: its class may say the table drops it, without building its features.
  const key = ra === rb ? loneWordKey(doc, ra, evidence) : -1;
  const verdict = key >= 0 ? floor.verdicts[key] : undefined;
  if (verdict !== undefined && droppedByVerdict(verdict, doc, ra)) return undefined;
  const f = runFeatures(doc, ra, rb, evidence);
  if (!f) return undefined;
  if (key >= 0 && verdict === undefined) floor.verdicts[key] = loneWordVerdict(compiled, guardClass(true, evidence), floor.score, f);
  const score = applyStages(f);
  return score === undefined ? undefined : doc.candidate('PERSON', f.a, f.b, score);
}

/**
 * The score below which a run is dropped, with the shortcuts derived for it: PERSON_FLOOR, or
 * the call's threshold when higher (Doc.minScore: the analysis drops a candidate below it at the
 * end anyway). A higher floor lets the shortcuts drop more runs early: a one-word class that
 * cannot reach 0.5 ("Report" with a weak cue) is dropped without its features, and a class plan
 * leaves out the rules that only matter on paths ending below it. Scores at or above the floor are
 * the full table's.
 */
interface Floor {
  score: number;
  /**
   * Per one-word class (lone-word-verdict.ts: loneWordKey, a small integer: an array index, not
   * a hash per run): the rules that could still lift a run of it.
   */
  verdicts: (LoneWordVerdict | undefined)[];
  /**
   * Per run class (class-plan.ts): by its high word, then by its counts, the rules that can
   * matter for it (packed-plan.ts). Two small-integer keys: one key above 2^31 was a heap number
   * to hash per run.
   */
  plans: (Map<number, PackedPlan> | undefined)[];
}

/** The floors asked for so far, by score (PERSON_FLOOR, and the threshold of the calls: one or two). */
let floors = new Map<number, Floor>();
/** Most floors kept at once (their shortcuts are derived again when dropped). */
const MAX_FLOORS = 8;
/** The last floor asked for: calls of a service share one threshold. */
let lastFloor: Floor | undefined;

function floorOf(doc: Doc): Floor {
  const score = Math.max(PERSON_FLOOR.score, doc.minScore);
  if (lastFloor !== undefined && lastFloor.score === score) return lastFloor;
  let floor = floors.get(score);
  if (floor === undefined) {
    // Thresholds come from requests: a service passing many different ones must not grow this.
    if (floors.size >= MAX_FLOORS) floors = new Map();
    floor = { score, verdicts: Array.from({ length: LONE_WORD_KEYS }, () => undefined), plans: Array.from({ length: CLASS_HIGHS }, () => undefined) };
    floors.set(score, floor);
  }
  lastFloor = floor;
  return floor;
}

/**
 * The evidence levels the rule guards name (evidence.ts EV_*). A run whose level is none of
 * them matches no evidence guard, which is the last guard class of each word count.
 */
let levels: number[] = [];
let compiled: CompiledStage[] = [];
/** Per guard class: the full table's rules for it (packed-plan.ts). */
let fullPlans: PackedPlan[] = [];
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
  resetGates();
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
  floors = new Map();
  lastFloor = undefined;
  fullPlans = [];
  for (let g = 0; g < classes; g++) fullPlans.push(packPlan(stages, g, stages.map((s) => s.rules[g])));
}

function compileRule(r: ScoreRule): CompiledRule {
  const kind = r.drop ? DROP : r.score !== undefined ? SET : r.cap !== undefined ? CAP : RAISE;
  // `pre` and `gate` always set (undefined when the rule has none): one object shape for the class walks and droppedByVerdict.
  return { when: r.when, pre: r.pre, gate: registerGate(r.needs), kind, value: r.score ?? r.cap ?? r.raise ?? 0 };
}

/**
 * The run's score after every stage, or undefined when a rule drops it or it ends below the floor
 * (floorOf: PERSON_FLOOR, or the call's threshold when higher).
 */
export function applyStages(f: RunFeatures): number | undefined {
  const g = guardClass(f.nameWords === 1, f.evidence);
  const floor = floorOf(f.doc);
  const high = runClassHigh(f);
  if (high < 0) return runPlan(fullPlans[g]!, f, floor.score);
  let byCounts = floor.plans[high];
  if (byCounts === undefined) floor.plans[high] = byCounts = new Map();
  const counts = runClassCounts(f);
  let plan = byCounts.get(counts);
  if (plan === undefined) {
    plan = packPlan(compiled, g, walkClass(compiled, g, floor.score, f).needed);
    byCounts.set(counts, plan);
  }
  return runPlan(plan, f, floor.score);
}

/** The full table's score, with no class plan and PERSON_FLOOR (the unit test compares the two). */
export function fullTableScore(f: RunFeatures): number | undefined {
  const g = guardClass(f.nameWords === 1, f.evidence);
  return runPlan(fullPlans[g]!, f, PERSON_FLOOR.score);
}
