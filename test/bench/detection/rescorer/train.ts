/**
 * Trains the re-scorer of the study (../rescore-study.ts): a logistic model over ./name-features.ts
 * that estimates whether a name finding of the engine covers personal data.
 *
 * A finding is a positive when it overlaps a gold span of ANY type: the question is "is there
 * personal data here?", so a name the rules typed wrongly but that still hides PII (what coverage
 * counts) is not taught away. Plain SGD over the documents in their order with a little L2:
 * deterministic, a few seconds for the whole dev set.
 */
import { getEngine } from '#shared/detection/engine.js';
import { codePointsToUtf16, hasSurrogates } from '#shared/detection/offsets.js';
import type { Span } from '#shared/detection/types.js';
import type { BenchDoc } from '../dataset.js';
import { FEATURE_NAMES, NAME_TYPES, nameFeatures, textFacts, type NameFinding } from './name-features.js';

const EPOCHS = 60;
const RATE = 0.05;
const L2 = 1e-4;
/** The engine's name recognizers (shared/detection/ner/index.ts). */
const NER_RECOGNIZERS: ReadonlySet<string> = new Set(['ner-person', 'ner-location', 'ner-organization']);

/** One judged finding of one document. */
export interface Example {
  doc: BenchDoc;
  /** Index of the finding in the engine's output for `doc`. */
  index: number;
  x: number[];
  /** 1 when the finding overlaps gold personal data of any type. */
  y: number;
}

export interface Analysis {
  doc: BenchDoc;
  /** The engine's findings (code points). */
  found: Span[];
}

/** The findings with UTF-16 offsets (the features read UTF-16, like the engine); they are sorted and disjoint. */
function toUtf16(text: string, spans: readonly Span[]): readonly NameFinding[] {
  if (!hasSurrogates(text)) return spans;
  const at = codePointsToUtf16(text, spans.flatMap((s) => [s.start, s.end]));
  return spans.map((s, i) => ({ ...s, start: at[2 * i] as number, end: at[2 * i + 1] as number }));
}

/** Runs the engine over `docs`: its findings, and one example per name finding. */
export function collectExamples(docs: readonly BenchDoc[]): { analyses: Analysis[]; examples: Example[] } {
  const engine = getEngine();
  const analyses: Analysis[] = [];
  const examples: Example[] = [];
  for (const doc of docs) {
    const found = engine.explain(doc.text, { language: doc.lang });
    analyses.push({ doc, found });
    const utf16 = toUtf16(doc.text, found);
    const facts = textFacts(doc.text, utf16, doc.lang === 'es');
    found.forEach((s, index) => {
      if (!NAME_TYPES.has(s.entity_type) || !NER_RECOGNIZERS.has(s.recognizer)) return;
      const y = doc.entities.some((e) => e.start < s.end && s.start < e.end) ? 1 : 0;
      examples.push({ doc, index, x: nameFeatures(doc.text, utf16[index] as NameFinding, facts), y });
    });
  }
  return { analyses, examples };
}

/** The logistic model's probability for one feature vector. */
export function probability(weights: readonly number[], x: readonly number[]): number {
  let z = 0;
  for (let i = 0; i < x.length; i++) z += (x[i] as number) * (weights[i] as number);
  return 1 / (1 + Math.exp(-z));
}

/** Logistic regression weights for the examples. */
export function fitWeights(examples: readonly Example[]): number[] {
  const w = new Array<number>(FEATURE_NAMES.length).fill(0);
  for (let epoch = 0; epoch < EPOCHS; epoch++) {
    for (const { x, y } of examples) {
      const g = y - probability(w, x);
      for (let i = 0; i < w.length; i++) w[i] = (w[i] as number) + RATE * (g * (x[i] as number) - L2 * (w[i] as number));
    }
  }
  return w;
}
