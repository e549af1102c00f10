/**
 * A shortcut for one-word runs, derived from the score table: most of them ("Report", "Meeting",
 * "Price" at a sentence start) hold an everyday word with no cue before it, and the table drops
 * them. Running all ~20 rules on each costs time; this file tells, once per kind of run, which of
 * the table's rules could still save such a run, so score.ts tests only those.
 *
 * A one-word run's features (features.ts) other than its position (`doc`, `a`, `b`) follow from
 * its word's lexicon facts, its evidence level and the document's language: runs with the same
 * facts are one class (`loneWordKey`). For a class, `deriveVerdict` walks the compiled stages
 * with the class's first run: a rule whose `when` reads only class features and the score
 * (`readsOnlyClassFeatures`, from its source) answers the same for every run of the class (rules
 * are pure functions of the features and the score); a rule that reads the text is "unknown"
 * and both outcomes are followed. The verdict lists the unknown rules (with the score they would
 * see) that are the first unknown to hold on some path that ends at or above the floor: a run of
 * the class for which none of them holds is dropped by the table, so it is dropped without the
 * table. When a path ends at or above the floor with no unknown rule holding, the class always
 * needs the full table (no probes).
 *
 * Example: "Report" (an everyday word, no name list knows it, no cue before it) gets the base
 * score 0; the caps cannot lower that; of the raises in the final checks only
 * 'name-at-line-start' and 'part-of-full-name-in-document' read the text without first needing a
 * score above the floor, so only those two are tested on each such run.
 *
 * Nothing here names a rule: a rule added to the table later is classified like the others. The
 * unit test (person-lone-word-verdict.test.ts) checks the shortcut against the full table on the
 * dev texts, that a class fixes every feature but the position, and the source classification
 * against a run of each rule on a stand-in whose position throws when read.
 */
import type { Doc } from '../doc.js';
import { gateShut } from './rule-gates.js';
import { type RunFeatures, W_NAME, firstWordFacts } from './features.js';
import { EV_CONTEXT, EV_LABEL, EV_NONE, EV_TITLE, EV_WEAK } from './evidence.js';

/** Rule effects as score.ts compiles them. */
export const SET = 0;
export const CAP = 1;
export const RAISE = 2;
export const DROP = 3;

export interface CompiledRule {
  when: (f: RunFeatures, score: number) => boolean;
  /** score-table.ts ScoreRule.pre: a condition of the class features that `when` implies. */
  pre: ((f: RunFeatures, score: number) => boolean) | undefined;
  /** rule-gates.ts registerGate of ScoreRule.needs (-1: none): the rule is not tested where it is shut. */
  gate: number;
  kind: number;
  value: number;
}

export interface CompiledStage {
  firstMatch: boolean;
  rules: (CompiledRule[] | undefined)[];
  canLift: Uint8Array;
}

/** One rule to test on a run of the class, with the score it would see there. */
export interface LiftProbe {
  rule: CompiledRule;
  score: number;
}

/** The evidence levels a class can hold; a run at another level gets no class. */
const EVIDENCE_LEVELS: readonly number[] = [EV_NONE, EV_WEAK, EV_CONTEXT, EV_TITLE, EV_LABEL];

/** The features that say where the run is: a class leaves them open. */
export const POSITION_FIELDS = ['doc', 'a', 'b'] as const satisfies readonly (keyof RunFeatures)[];

/** Bits of the class key above the word facts (features.ts W_*, W_REGION the highest). */
const LANG_BIT = 9;
const LEVEL_SHIFT = LANG_BIT + 1;
/** loneWordKey is below this: the one-word classes fit an array (score.ts). */
export const LONE_WORD_KEYS = EVIDENCE_LEVELS.length << LEVEL_SHIFT;

/**
 * The class of the one-word run [t, t] at `evidence`, or -1 when it has none (no name word, an
 * unlisted evidence level). runFeatures computes a one-word run's features from exactly these
 * facts; the document's language is in the class because rules read `doc.lang`.
 */
export function loneWordKey(doc: Doc, t: number, evidence: number): number {
  const w = firstWordFacts(doc, t);
  const level = EVIDENCE_LEVELS.indexOf(evidence);
  if ((w & W_NAME) === 0 || level < 0) return -1;
  return w | ((doc.lang === 'es' ? 1 : 0) << LANG_BIT) | (level << LEVEL_SHIFT);
}

/**
 * Does `when` read nothing of the run but its class features (and `doc.lang`) and the score? Read
 * from its source: its first parameter may appear only as `f.<feature>` with a feature that is
 * not the run's position, or as `f.doc.lang`. Any other use (`f.doc.key(f.a)`, `helper(f)`, a
 * parameter list this cannot read) counts as reading the text. Rules are pure functions of the
 * features and the score (score-table.ts), so such a rule answers alike for a whole class.
 *
 * The rule is never called on a stand-in object: calling the table's closures with objects of
 * another shape would make their property reads slower for every run afterwards.
 */
export function readsOnlyClassFeatures(when: CompiledRule['when'], features: ReadonlySet<string>): boolean {
  const source = when.toString();
  if (NO_PARAMETERS.test(source)) return true; // `() => true`: a constant
  const p = (ARROW_PARAMETER.exec(source) ?? FIRST_PARAMETER.exec(source))?.[1];
  if (p === undefined) return false;
  // The parameter as a name of its own: not a property ("x.f"), but after a spread ("...f") too.
  const name = `(?<![\\w$])(?<![^.]\\.)(?<!^\\.)${p.replace(/\$/g, '\\$')}(?![\\w$])`;
  const uses = source.match(new RegExp(name, 'g'))?.length ?? 0;
  // The parameter itself, in its list: one use that reads nothing.
  let reads = 1;
  for (const m of source.matchAll(new RegExp(`${name}\\.([\\w$]+)(\\.lang(?![\\w$]))?`, 'g'))) {
    if (m[1] === 'doc' ? m[2] !== undefined : features.has(m[1]!)) reads++;
  }
  return reads === uses;
}

/** `() => …`, `function () {…}`, `when() {…}`. */
const NO_PARAMETERS = /^\s*(?:async\s*)?(?:function\b[^(]*|[A-Za-z_$][\w$]*\s*)?\(\s*\)/;
/** `f => …` */
const ARROW_PARAMETER = /^\s*(?:async\s+)?([A-Za-z_$][\w$]*)\s*=>/;
/** `(f, score) => …`, `function (f) {…}`, `when(f) {…}` */
const FIRST_PARAMETER = /^\s*(?:async\s*)?(?:function\b[^(]*|[A-Za-z_$][\w$]*\s*)?\(\s*([A-Za-z_$][\w$]*)\s*[,)]/;

/** Per rule closure: whether it reads only class features (readsOnlyClassFeatures), asked once. */
const classOnly = new WeakMap<CompiledRule['when'], boolean>();

/** One path through the stages: its score, and whether an unknown rule already held on it. */
interface Path {
  score: number;
  lifted: boolean;
}

function applied(kind: number, value: number, score: number): number {
  return kind === SET ? value : kind === CAP ? Math.min(score, value) : Math.max(score, value);
}

/** What a walk over the stages tells about the class of its run (walkClass). */
export interface ClassWalk {
  /** The unknown rules that are the first to hold on some path (with the score they see there). */
  probes: LiftProbe[];
  /** Some path ends at or above the floor with no unknown rule holding. */
  passesUnlifted: boolean;
  /**
   * Per stage, the rules that hold or may hold on some path, in table order (undefined where the
   * stage skips the guard class). The others answer false wherever a run of the class meets
   * them, so leaving them out changes no score (class-plan.ts).
   */
  needed: (CompiledRule[] | undefined)[];
}

/**
 * The probes for the class of `f` (a run of it passes the table only if one of them holds), or
 * undefined when some run of the class passes with no unknown rule holding.
 */
export function deriveVerdict(stages: readonly CompiledStage[], g: number, floor: number, f: RunFeatures): LiftProbe[] | undefined {
  const walk = walkClass(stages, g, floor, f);
  return walk.passesUnlifted ? undefined : walk.probes;
}

/**
 * Walks every path a run of f's class can take through the stages. `g` is the guard class
 * score.ts gives the run; the walk mirrors score.ts's applyStages step by step.
 */
export function walkClass(stages: readonly CompiledStage[], g: number, floor: number, f: RunFeatures): ClassWalk {
  const features = new Set(Object.keys(f).filter((k) => !(POSITION_FIELDS as readonly string[]).includes(k)));
  /** The rule's answer for every run of f's class, or undefined when it reads the text. */
  const only = (when: CompiledRule['when']): boolean => {
    let o = classOnly.get(when);
    if (o === undefined) {
      o = readsOnlyClassFeatures(when, features);
      classOnly.set(when, o);
    }
    return o;
  };
  const answer = (rule: CompiledRule, score: number): boolean | undefined => {
    if (only(rule.when)) return rule.when(f, score);
    // A rule that reads the text fails for the whole class where its class precondition does.
    const pre = rule.pre;
    return pre !== undefined && only(pre) && !pre(f, score) ? false : undefined;
  };
  const probes: LiftProbe[] = [];
  const addProbe = (rule: CompiledRule, score: number) => {
    if (!probes.some((p) => p.rule === rule && p.score === score)) probes.push({ rule, score });
  };
  const held = new Set<CompiledRule>();
  let paths: Path[] = [{ score: 0, lifted: false }];
  for (const stage of stages) {
    // score.ts drops a run below the floor once no later rule can lift it.
    paths = paths.filter((p) => !(p.score < floor && stage.canLift[g] === 0));
    const rules = stage.rules[g];
    if (rules === undefined) continue;
    const next: Path[] = [];
    // What a walk does from rule r on depends only on r and its path's score and flag: a state
    // met again (another branch reaching the same score there) adds nothing new, and is not
    // walked again. Without this the branches of a stage's unknown rules multiply (one class
    // took ~27,000 steps, the first pass over the bench ~0.5 s); the first visit of a state
    // always finishes before a later one, so the probes keep their order.
    const seen = new Set<string>();
    const walk = (p: Path, from: number): void => {
      for (let r = from; r < rules.length; r++) {
        const state = `${r}:${p.score}:${p.lifted}`;
        if (seen.has(state)) return;
        seen.add(state);
        const rule = rules[r]!;
        const k = rule.kind;
        const v = rule.value;
        if (!stage.firstMatch && (k === CAP ? p.score <= v : k === RAISE && p.score >= v)) continue;
        const holds = answer(rule, p.score);
        if (holds === false) continue;
        held.add(rule);
        if (holds === undefined) {
          // The rule may hold: follow that branch (a drop ends it), then go on as if it did not.
          if (k !== DROP) {
            if (!p.lifted) addProbe(rule, p.score);
            const taken = { score: applied(k, v, p.score), lifted: true };
            if (stage.firstMatch) next.push(taken);
            else walk(taken, r + 1);
          }
          continue;
        }
        if (k === DROP) return;
        p = { score: applied(k, v, p.score), lifted: p.lifted };
        if (stage.firstMatch) break;
      }
      next.push(p);
    };
    for (const p of paths) walk(p, 0);
    // Paths that reach the same score with the same flag go on alike.
    const unique = new Map<string, Path>();
    for (const p of next) unique.set(`${p.score}:${p.lifted}`, p);
    paths = [...unique.values()];
  }
  return {
    probes,
    passesUnlifted: paths.some((p) => p.score >= floor && !p.lifted),
    needed: stages.map((s) => s.rules[g]?.filter((r) => held.has(r))),
  };
}

/**
 * What score.ts keeps per class: the probes (`full`: the class needs the full table), one array
 * per field as in packed-plan.ts (read for every one-word run), and a features object of the
 * class to test them on, whose position is set for each run. It is the first run's own object
 * (runFeatures made it, so the rules read it as fast as any), and it keeps that run's document
 * until the next run of the class: one small object per class.
 */
export interface LoneWordVerdict {
  full: boolean;
  /** Per probe: its rule's condition, gate (-1: none) and the score it sees. */
  when: CompiledRule['when'][];
  gate: Int16Array;
  score: Float64Array;
  run: RunFeatures;
}

export function loneWordVerdict(stages: readonly CompiledStage[], g: number, floor: number, f: RunFeatures): LoneWordVerdict {
  const verdict = deriveVerdict(stages, g, floor, f);
  const probes = verdict ?? [];
  return {
    full: verdict === undefined,
    when: probes.map((p) => p.rule.when),
    gate: Int16Array.from(probes, (p) => p.rule.gate),
    score: Float64Array.from(probes, (p) => p.score),
    run: f,
  };
}

/**
 * True when the run [t, t] of the verdict's class is surely dropped: none of the probes holds
 * for it. The verdict's features object takes the run's position for the test.
 */
export function droppedByVerdict(v: LoneWordVerdict, doc: Doc, t: number): boolean {
  if (v.full) return false;
  const { when, gate, score } = v;
  const f = v.run;
  f.doc = doc;
  f.a = t;
  f.b = t;
  for (let i = 0; i < when.length; i++) {
    const g = gate[i]!;
    const holds = when[i]!;
    if ((g < 0 || !gateShut(doc, g)) && holds(f, score[i]!)) return false;
  }
  return true;
}

