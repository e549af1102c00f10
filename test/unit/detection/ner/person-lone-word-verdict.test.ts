/**
 * The one-word shortcut (ner/person/lone-word-verdict.ts) and the class plans (class-plan.ts) are
 * derived from the person score table: they must give the full table's answer for every run,
 * also after a rule is added.
 */
import { describe, expect, it } from 'vitest';
import { Doc } from '#shared/detection/ner/doc.js';
import { EV_CONTEXT, EV_LABEL, EV_NONE, EV_TITLE, EV_WEAK } from '#shared/detection/ner/person/evidence.js';
import { runFeatures, type RunFeatures } from '#shared/detection/ner/person/features.js';
import { POSITION_FIELDS, loneWordKey, readsOnlyClassFeatures } from '#shared/detection/ner/person/lone-word-verdict.js';
import { FINAL_CHECKS } from '#shared/detection/ner/person/context-rules.js';
import { PERSON_SCORE_STAGES, type ScoreRule } from '#shared/detection/ner/person/score-table.js';
import { applyStages, compileScoreTable, fullTableScore, scoreRun } from '#shared/detection/ner/person/score.js';
import { CLASS_FIELDS, runClassKey } from '#shared/detection/ner/person/class-plan.js';
import { findPersons } from '#shared/detection/ner/person/index.js';
import type { Candidate } from '#shared/detection/ner/doc.js';
import type { Language } from '#shared/detection/types.js';
import { devDocs } from '../../../bench/detection/sets.js';

const helper = (f: RunFeatures): boolean => f.doc.isNum(f.b + 1);

const LEVELS = [EV_NONE, EV_WEAK, EV_CONTEXT, EV_TITLE, EV_LABEL];

/** The features of every capitalized word of the text as a one-word run, at every evidence level. */
function loneWordRuns(text: string, lang: Language): RunFeatures[] {
  const doc = new Doc(text, lang);
  const runs: RunFeatures[] = [];
  for (let t = 0; t < doc.count; t++) {
    if (!doc.capitalized(t)) continue;
    for (const ev of LEVELS) {
      const f = runFeatures(doc, t, t, ev);
      if (f) runs.push(f);
    }
  }
  return runs;
}

const TEXTS: [string, Language][] = [
  ...devDocs().map((d): [string, Language] => [d.text, d.lang]),
  ['Report: the Meeting moved. Price went up. - Arjun: still blocked. Your claim is with Anneke Pietersen. Pietersen will call.', 'en'],
  ['Nota: el Informe llegó tarde. Rosa y yo vamos. Tallan pequeñas. Virginia Zavala Navarro firmó.', 'es'],
];

describe('one-word shortcut of the person score table', () => {
  it('runs of one class have equal features but for their position', () => {
    const byClass = new Map<number, RunFeatures>();
    const differ: string[] = [];
    let compared = 0;
    for (const [text, lang] of TEXTS) {
      for (const f of loneWordRuns(text, lang)) {
        const key = loneWordKey(f.doc, f.a, f.evidence);
        expect(key, 'a one-word run with features has a class').toBeGreaterThanOrEqual(0);
        const first = byClass.get(key);
        if (!first) {
          byClass.set(key, f);
          continue;
        }
        for (const k of Object.keys(f) as (keyof RunFeatures)[]) {
          if (!(POSITION_FIELDS as readonly string[]).includes(k) && f[k] !== first[k]) differ.push(`${f.doc.key(f.a)} vs ${first.doc.key(first.a)}: ${k}`);
        }
        compared++;
      }
    }
    expect(differ.slice(0, 10)).toEqual([]);
    expect(byClass.size).toBeGreaterThan(20);
    expect(compared).toBeGreaterThan(1000);
  });

  it('gives the full table\'s score for every one-word run of the dev texts', { timeout: 120_000 }, () => {
    let dropped = 0;
    let runs = 0;
    for (const [text, lang] of TEXTS) {
      for (const f of loneWordRuns(text, lang)) {
        const full = fullTableScore(f);
        // Twice: the first run of a class derives its verdict, later ones use it.
        for (let k = 0; k < 2; k++) {
          expect(scoreRun(f.doc, f.a, f.b, f.evidence)?.score, `${text.slice(f.doc.start(f.a), f.doc.end(f.b))} @${f.evidence}`).toBe(full);
        }
        runs++;
        if (full === undefined) dropped++;
      }
    }
    expect(runs).toBeGreaterThan(1000);
    expect(dropped).toBeGreaterThan(100);
  });

  const FEATURES = new Set(['evidence', 'nameWords', 'firsts', 'places', 'firstCommon']);
  type When = ScoreRule['when'];
  const sources: [When, boolean][] = [
    [() => true, true],
    [(f) => f.places > 0 && !f.firstCommon, true],
    [(f, score) => score < 0.5 && f.doc.lang === 'es', true],
    [(f) => f.doc.key(f.a) === 'x', false],
    [(f) => f.a > 0, false],
    [(f) => f.places > 0 && f.doc.sentenceStart(f.a), false],
    [(f) => helper(f), false],
    [(f) => helper({ ...f }), false],
    [(f) => f['a' as 'places'] > 0, false],
    [(f) => f.upper > 0, false], // not among FEATURES
    [function (f: RunFeatures) { return f.b > 0; }, false],
    [function (f: RunFeatures) { return f.places > 0; }, true],
  ];
  it('reads from a rule\'s source whether it reads only class features', () => {
    for (const [when, expected] of sources) expect(readsOnlyClassFeatures(when, FEATURES), when.toString()).toBe(expected);
    const shorthand = { when(f: RunFeatures) { return f.doc.key(f.a) === 'x'; } };
    expect(readsOnlyClassFeatures(shorthand.when, FEATURES)).toBe(false);
  });

  it('no rule read as class-only reads the run position on the dev texts', () => {
    const rules = PERSON_SCORE_STAGES.flatMap((s) => [...s.rules]);
    const runs = TEXTS.slice(0, 300).flatMap(([text, lang]) => loneWordRuns(text, lang));
    const features = new Set(Object.keys(runs[0]!).filter((k) => !(POSITION_FIELDS as readonly string[]).includes(k)));
    const read: string[] = [];
    for (const rule of rules.filter((r) => readsOnlyClassFeatures(r.when, features))) {
      for (const f of runs) {
        const standIn = { ...f } as Record<string, unknown>;
        const lang = f.doc.lang;
        Object.defineProperty(standIn, 'doc', { get: () => new Proxy({}, { get: (_t, k) => (k === 'lang' ? lang : read.push(`${rule.name}: doc.${String(k)}`)) }) });
        for (const k of ['a', 'b']) Object.defineProperty(standIn, k, { get: () => read.push(`${rule.name}: ${k}`) });
        for (const score of [0, 0.5, 0.9]) rule.when(standIn as unknown as RunFeatures, score);
      }
    }
    expect([...new Set(read)]).toEqual([]);
  });

  /** Features of every run of one to four tokens that starts at a capitalized word, at every evidence level. */
  function allRuns(text: string, lang: Language): RunFeatures[] {
    const doc = new Doc(text, lang);
    const runs: RunFeatures[] = [];
    for (let t = 0; t < doc.count; t++) {
      if (!doc.capitalized(t)) continue;
      for (let e = t; e < doc.count && e <= t + 3; e++) {
        for (const ev of LEVELS) {
          const f = runFeatures(doc, t, e, ev);
          if (f) runs.push(f);
        }
      }
    }
    return runs;
  }

  it('the run class holds every feature but the position', () => {
    const [f] = allRuns('I asked Priya Shah.', 'en');
    const covered = new Set<string>([...CLASS_FIELDS, ...POSITION_FIELDS, 'nameWords', 'evidence']);
    expect(Object.keys(f!).filter((k) => !covered.has(k))).toEqual([]);
  });

  it('class plans give the full table\'s score for every run of the dev texts', { timeout: 120_000 }, () => {
    const byClass = new Map<number, RunFeatures>();
    const differ: string[] = [];
    let runs = 0;
    let kept = 0;
    for (const [text, lang] of TEXTS.slice(0, 400)) {
      for (const f of allRuns(text, lang)) {
        const key = runClassKey(f);
        const first = byClass.get(key);
        if (!first) byClass.set(key, f);
        else for (const k of Object.keys(f) as (keyof RunFeatures)[]) if (!(POSITION_FIELDS as readonly string[]).includes(k) && f[k] !== first[k]) differ.push(`${key}: ${k}`);
        const full = fullTableScore(f);
        if (applyStages(f) !== full) differ.push(`${text.slice(f.doc.start(f.a), f.doc.end(f.b))} @${f.evidence}: ${applyStages(f)} vs ${full}`);
        runs++;
        if (full !== undefined) kept++;
      }
    }
    expect(differ.slice(0, 10)).toEqual([]);
    expect(runs).toBeGreaterThan(5000);
    expect(kept).toBeGreaterThan(1000);
    expect(byClass.size).toBeGreaterThan(100);
  });

  /** Runs fn with `rule` appended to the final checks (removed afterwards). */
  function withRule<T>(rule: ScoreRule, fn: () => T): T {
    const rules = FINAL_CHECKS as ScoreRule[];
    rules.push(rule);
    compileScoreTable();
    try {
      return fn();
    } finally {
      rules.pop();
      compileScoreTable();
    }
  }

  const persons = (text: string) => {
    const out: Candidate[] = [];
    findPersons(new Doc(text, 'en'), out);
    return out.map((c) => `${text.slice(c.start, c.end)}:${c.score}`);
  };

  it('follows a rule added later that reads the text', () => {
    const text = 'The Report is late.';
    expect(persons(text)).toEqual([]);
    const rule: ScoreRule = { name: 'test-report', raise: 0.7, when: (f) => f.doc.key(f.a) === 'report', why: 'a test rule only', example: 'Report' };
    expect(withRule(rule, () => persons(text))).toEqual(['Report:0.7']);
  });

  it('follows a rule added later that reads only the features', () => {
    const text = 'The Report is late.';
    const rule: ScoreRule = { name: 'test-common', raise: 0.7, when: (f) => f.firstCommon, why: 'a test rule only', example: 'Report' };
    expect(withRule(rule, () => persons(text))).toEqual(['Report:0.7']);
    expect(persons(text)).toEqual([]);
  });

  // Doc.minScore (the call's threshold) raises the floor of the shortcuts: a run that cannot reach
  // it is dropped early. Above it every score must stay the full table's.
  const atThreshold = (full: number | undefined, threshold: number) => (full !== undefined && full >= threshold ? full : undefined);

  it('with a threshold, one-word runs keep the full table\'s score at or above it, and only those', { timeout: 120_000 }, () => {
    for (const threshold of [0.5, 0.7]) {
      let runs = 0;
      for (const [text, lang] of TEXTS.slice(0, 400)) {
        for (const f of loneWordRuns(text, lang)) {
          const full = fullTableScore(f);
          f.doc.minScore = threshold;
          for (let k = 0; k < 2; k++) {
            expect(scoreRun(f.doc, f.a, f.b, f.evidence)?.score, `${text.slice(f.doc.start(f.a), f.doc.end(f.b))} @${f.evidence}`).toBe(atThreshold(full, threshold));
          }
          runs++;
        }
      }
      expect(runs).toBeGreaterThan(1000);
    }
  });

  it('with a threshold, class plans keep the full table\'s score at or above it, and only those', { timeout: 120_000 }, () => {
    for (const threshold of [0.5, 0.7]) {
      const differ: string[] = [];
      let kept = 0;
      for (const [text, lang] of TEXTS.slice(0, 200)) {
        for (const f of allRuns(text, lang)) {
          const full = fullTableScore(f);
          f.doc.minScore = threshold;
          const planned = applyStages(f);
          if (planned !== atThreshold(full, threshold)) differ.push(`${text.slice(f.doc.start(f.a), f.doc.end(f.b))} @${f.evidence}: ${planned} vs ${full}`);
          if (planned !== undefined) kept++;
        }
      }
      expect(differ.slice(0, 10)).toEqual([]);
      expect(kept).toBeGreaterThan(500);
    }
  });
});
