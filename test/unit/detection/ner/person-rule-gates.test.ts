/**
 * The document gates of the person score rules (ner/person/rule-gates.ts, ScoreRule.needs): a rule
 * whose gate is shut in a document is not tested there, so a shut gate must mean the rule cannot
 * hold. Checked by running every gated rule, ungated, on the runs of the dev set and of the rules'
 * own examples, in every document where its gate is shut, at every score it can see: it must never
 * hold. When this fails after a change to a rule's helper, its `needs` no longer tells the truth:
 * widen it or drop it.
 */
import { describe, expect, it } from 'vitest';
import { Doc } from '#shared/detection/ner/doc.js';
import { EV_CONTEXT, EV_LABEL, EV_NONE, EV_TITLE, EV_WEAK } from '#shared/detection/ner/person/evidence.js';
import { runFeatures, type RunFeatures } from '#shared/detection/ner/person/features.js';
import { PERSON_SCORE_STAGES, type ScoreRule } from '#shared/detection/ner/person/score-table.js';
import { gateOpen, ruleGate } from '#shared/detection/ner/person/rule-gates.js';
import type { Language } from '#shared/detection/types.js';
import { devDocs } from '../../../bench/detection/sets.js';

const LEVELS = [EV_NONE, EV_WEAK, EV_CONTEXT, EV_TITLE, EV_LABEL];
/** Scores a rule can see (the table's levels and the values between them). */
const SCORES = [0, 0.1, 0.15, 0.2, 0.25, 0.3, 0.35, 0.45, 0.5, 0.55, 0.6, 0.65, 0.7, 0.75, 0.8, 0.85, 0.9, 0.95, 1];
/** Longest run tried. */
const MAX_RUN_WORDS = 4;

const RULES: ScoreRule[] = PERSON_SCORE_STAGES.flatMap((s) => [...s.rules]);
const GATED = RULES.filter((r) => ruleGate(r.needs) !== undefined);

/** Runs as the finders make them: each capitalized word, alone and with up to three more on its line, at every evidence level. */
function runs(doc: Doc): RunFeatures[] {
  const out: RunFeatures[] = [];
  for (let a = 0; a < doc.count; a++) {
    if (!doc.capitalized(a)) continue;
    for (let b = a; b < a + MAX_RUN_WORDS && b < doc.count && (b === a || doc.sep(b) <= 1); b++) {
      for (const ev of LEVELS) {
        const f = runFeatures(doc, a, b, ev);
        if (f) out.push(f);
      }
    }
  }
  return out;
}

/** The gated rules that hold in `text` although their gate is shut there: must be none. */
function heldThroughShutGates(text: string, lang: Language): string[] {
  const doc = new Doc(text, lang);
  const shut = GATED.filter((r) => !gateOpen(doc, ruleGate(r.needs)));
  const held: string[] = [];
  if (shut.length > 0) {
    for (const f of runs(doc)) {
      for (const r of shut) if (SCORES.some((s) => r.when(f, s))) held.push(`${r.name}: ${doc.text.slice(doc.start(f.a), doc.end(f.b))}`);
    }
  }
  doc.release();
  return held;
}

describe('person score rule gates (rule-gates.ts)', () => {
  it('gates some rules', () => {
    expect(GATED.length).toBeGreaterThan(10);
  });

  it('shut gates hide no rule that holds in the rules\' own examples', () => {
    const held = RULES.flatMap((r) => (['en', 'es'] as const).flatMap((lang) => heldThroughShutGates(r.example, lang)));
    expect(held).toEqual([]);
  });

  it('shut gates hide no rule that holds in the dev set', { timeout: 300_000 }, () => {
    const held = devDocs().flatMap((d) => heldThroughShutGates(d.text, d.lang));
    expect(held).toEqual([]);
  });

  it('opens a gate on a word of the set it needs, and only then', () => {
    const rule = (name: string) => RULES.find((r) => r.name === name)!;
    const open = (text: string, name: string) => {
      const doc = new Doc(text, 'en');
      const o = gateOpen(doc, ruleGate(rule(name).needs));
      doc.release();
      return o;
    };
    expect(open('Sprint 42 retro – Team Falcon', 'team-name')).toBe(true);
    expect(open('Sprint 42 retro with Falcon', 'team-name')).toBe(false);
    expect(open('Choose any two: Chana Masala, Dal Tadka', 'dish-word')).toBe(true);
    expect(open('Choose any two: Ana Ruiz, Tom Hale', 'dish-word')).toBe(false);
  });
});
