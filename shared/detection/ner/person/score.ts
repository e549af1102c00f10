/**
 * Scores a capitalized run: trims it, computes its features, then runs the score table's stages
 * (score-table.ts) over them. No number lives here.
 */
import type { Candidate, Doc } from '../doc.js';
import { runFeatures, trimRun, type RunFeatures } from './features.js';
import { PERSON_SCORE_STAGES, type ScoreRule } from './score-table.js';

/** Scores the run [a, b] with the evidence before it; undefined when a rule drops it. */
export function scoreRun(doc: Doc, a: number, b: number, evidence: number, wholeRun = false): Candidate | undefined {
  const run = trimRun(doc, a, b, wholeRun);
  if (!run) return undefined;
  const f = runFeatures(doc, run.a, run.b, evidence);
  if (!f) return undefined;
  const score = applyStages(f);
  return score === undefined ? undefined : doc.candidate('PERSON', f.a, f.b, score);
}

/** The run's score after every stage, or undefined when a rule drops it. */
export function applyStages(f: RunFeatures, onRule?: (rule: ScoreRule) => void): number | undefined {
  let score = 0;
  for (const stage of PERSON_SCORE_STAGES) {
    if (stage.words === 'one' ? f.nameWords !== 1 : stage.words === 'several' ? f.nameWords === 1 : false) continue;
    for (const rule of stage.rules) {
      if (!rule.when(f, score)) continue;
      onRule?.(rule);
      if (rule.drop) return undefined;
      if (rule.score !== undefined) score = rule.score;
      else if (rule.cap !== undefined) score = Math.min(score, rule.cap);
      else if (rule.raise !== undefined) score = Math.max(score, rule.raise);
      if (stage.firstMatch) break;
    }
  }
  return score;
}
