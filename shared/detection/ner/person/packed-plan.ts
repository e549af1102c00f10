/**
 * A plan of the score table (score.ts: a guard class's full table, or a class plan, class-plan.ts)
 * laid out for runPlan, which reads it for every scored run: one array per rule field, the rules
 * in table order, each stage a span of them. A run meets ~65 rules, between the other finders'
 * work: the rules' kinds, values and gates then sit in a few cache lines instead of one object
 * each, and a value is a plain double (in an object a double field is a box to follow).
 */
import type { RunFeatures } from './features.js';
import { CAP, type CompiledRule, type CompiledStage, DROP, RAISE, SET } from './lone-word-verdict.js';
import { gateShut } from './rule-gates.js';

export interface PackedPlan {
  /** Per stage, one past its last rule: stage s holds the rules [ends[s - 1] (0 for the first), ends[s]). */
  ends: Uint16Array;
  /** Per stage: 1 when the stage or a later one can lift a run of the plan's guard class (CompiledStage.canLift). */
  canLift: Uint8Array;
  /** Per stage: 1 for a first-match stage. */
  firstMatch: Uint8Array;
  /** Per rule: its condition, kind (SET, CAP, RAISE, DROP), value and gate (-1: none). */
  when: CompiledRule['when'][];
  kind: Uint8Array;
  value: Float64Array;
  gate: Int16Array;
}

/** Packs the rules of guard class `g` that `rules` keeps per stage (undefined: the stage skips the class). */
export function packPlan(stages: readonly CompiledStage[], g: number, rules: readonly (readonly CompiledRule[] | undefined)[]): PackedPlan {
  const all = rules.flatMap((r) => r ?? []);
  const ends = new Uint16Array(stages.length);
  let end = 0;
  for (let s = 0; s < stages.length; s++) ends[s] = end += rules[s]?.length ?? 0;
  return {
    ends,
    canLift: Uint8Array.from(stages, (s) => s.canLift[g]!),
    firstMatch: Uint8Array.from(stages, (s) => (s.firstMatch ? 1 : 0)),
    when: all.map((r) => r.when),
    kind: Uint8Array.from(all, (r) => r.kind),
    value: Float64Array.from(all, (r) => r.value),
    gate: Int16Array.from(all, (r) => r.gate),
  };
}

/**
 * Runs the stages with the rules of `plan`; a run below `floor` once no later rule can lift it
 * is dropped (undefined), as is a run a rule drops.
 */
export function runPlan(plan: PackedPlan, f: RunFeatures, floor: number): number | undefined {
  const { ends, canLift, firstMatch, when, kind, value, gate } = plan;
  let score = 0;
  let r = 0;
  for (let s = 0; s < ends.length; s++) {
    if (score < floor && canLift[s] === 0) return undefined;
    const end = ends[s]!;
    const first = firstMatch[s] === 1;
    for (; r < end; r++) {
      const k = kind[r]!;
      const v = value[r]!;
      // Outside a first-match stage, a cap at or above the score (or a raise at or below it)
      // changes nothing, so its condition need not be tested (the conditions only read).
      if (!first && (k === CAP ? score <= v : k === RAISE && score >= v)) continue;
      // A rule whose word sets the document lacks cannot hold (rule-gates.ts).
      const g = gate[r]!;
      if (g >= 0 && gateShut(f.doc, g)) continue;
      const holds = when[r]!;
      if (!holds(f, score)) continue;
      if (k === DROP) return undefined;
      score = k === SET ? v : k === CAP ? Math.min(score, v) : Math.max(score, v);
      if (first) break;
    }
    // A first-match stage may stop before its end.
    r = end;
  }
  return score < floor ? undefined : score;
}
