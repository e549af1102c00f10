/**
 * lowerCaseName (ner/person/chat-names.ts) rules out, before any finder runs, a lower-case word
 * that is no given name but an everyday word or a surname ("the", "order", "garcia"): it assumes
 * every finder after the exit needs a given name or a word no list knows. These tests run the
 * finders WITHOUT the exit on such words and expect nothing, so a finder added later that fires
 * on them fails here (and must go above the exit).
 *
 * The contexts are derived from the finders' own cue words, not listed here: every word literal
 * of chat-names.ts (its local sets and the keys it compares with: "soy", "is", "to", "a") and the
 * word sets it imports, placed before the word (one or two of them), and the same words and
 * closing punctuation after it. The dev texts add the contexts real text makes.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import * as cues from '#shared/detection/ner/cues.js';
import * as evidence from '#shared/detection/ner/person/evidence.js';
import { Doc } from '#shared/detection/ner/doc.js';
import { lowerNameExit, lowerNameFinders } from '#shared/detection/ner/person/chat-names.js';
import type { Language } from '#shared/detection/types.js';
import { devDocs } from '../../../bench/detection/sets.js';

const SOURCE = readFileSync(new URL('../../../../shared/detection/ner/person/chat-names.ts', import.meta.url), 'utf8');

/** The imported names of `module` in chat-names.ts whose values are word sets or maps. */
function importedWordSets(module: Record<string, unknown>, from: string): string[] {
  const clause = new RegExp(`import\\s*\\{([^}]*)\\}\\s*from\\s*'${from.replace(/[.]/g, '\\.')}'`).exec(SOURCE)?.[1] ?? '';
  const words: string[] = [];
  for (const name of clause.split(',').map((n) => n.trim().replace(/^type\s+/, ''))) {
    const value = module[name];
    if (value instanceof Set) for (const w of value) if (typeof w === 'string') words.push(w);
    if (value instanceof Map) for (const [k, v] of value) for (const w of [k, v]) if (typeof w === 'string') words.push(w);
  }
  return words;
}

/** Every cue word the finders can read: the file's word literals and the sets it imports. */
const CUE_WORDS: string[] = [
  ...new Set([
    ...[...SOURCE.matchAll(/'([a-záéíóúñü]+)'/g)].map((m) => m[1]!),
    ...importedWordSets(cues as Record<string, unknown>, '../cues.js'),
    ...importedWordSets(evidence as Record<string, unknown>, './evidence.js'),
  ]),
].filter((w) => /^[a-záéíóúñü]+$/.test(w));

/** The finders' own word literals (their keys: "soy", "is", "to", "a", the greetings): drawn as often as all the rest. */
const OWN_WORDS = [...new Set([...SOURCE.matchAll(/'([a-záéíóúñü]+)'/g)].map((m) => m[1]!))];

/** Closing punctuation and separators the finders read around a name. */
const MARKS = ['!', ',', '.', '?', ':', "'s"];

/** Deterministic pseudo-random numbers (a linear congruential generator), so a failure reproduces. */
function random(seed: number): () => number {
  let x = seed >>> 0;
  return () => {
    x = (Math.imul(x, 1664525) + 1013904223) >>> 0;
    return x / 2 ** 32;
  };
}

/**
 * Lines "[w] [w][,] WORD[mark] [w] [w]": up to two cue words before the word and two after, a
 * comma or mark between, each cue word drawn from the finders' own literals half the time.
 */
function contexts(words: readonly string[], n: number, seed: number): string[] {
  const next = random(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!;
  const cue = () => (next() < 0.5 ? pick(OWN_WORDS) : pick(CUE_WORDS));
  const lines: string[] = [];
  for (let k = 0; k < n; k++) {
    const before = [next() < 0.4 ? cue() : '', next() < 0.9 ? cue() : ''].filter(Boolean).join(' ') + (next() < 0.15 ? ',' : '');
    const after = (next() < 0.4 ? pick(MARKS) : '') + [next() < 0.7 ? cue() : '', next() < 0.4 ? cue() : ''].filter(Boolean).map((w) => ` ${w}`).join('');
    lines.push(`${before} ${pick(words)}${after}`.trim());
  }
  return lines;
}

/** Every cue word before the word alone, and every cue word after it alone: each context at least once. */
function sweeps(words: readonly string[]): string[] {
  const lines: string[] = [];
  for (const w of words) {
    for (const c of CUE_WORDS) lines.push(`${c} ${w}`, `${c}, ${w}!`, `${c} ${w} ${c}`, `${w} ${c}`, `, ${w} ${c}`);
    for (const c of OWN_WORDS) for (const d of OWN_WORDS) lines.push(`${c} ${d} ${w}`, `${c} ${w} ${d}`, `${w} ${c} ${d}`);
  }
  return lines;
}

/** Lower-case words of the dev texts that the exit rules out, some everyday words, some surnames. */
function exitWords(lang: Language, n: number): string[] {
  const everyday = new Set<string>();
  const surnames = new Set<string>();
  for (const d of devDocs()) {
    if (d.lang !== lang) continue;
    const doc = new Doc(d.text, lang);
    for (let i = 0; i < doc.count; i++) {
      if (!doc.lower(i) || doc.len(i) < 3 || !lowerNameExit(doc, i)) continue;
      (doc.knownWord(i) ? everyday : surnames).add(doc.raw(i));
    }
    doc.release();
  }
  const pick = (s: Set<string>) => [...s].sort().filter((_, k, all) => k % Math.max(1, Math.floor(all.length / n)) === 0).slice(0, n);
  return [...pick(everyday), ...pick(surnames)];
}

/** The tokens of `text` the exit rules out (lowerCaseName's length bounds too) where a finder fires anyway. */
function firesPastExit(text: string, lang: Language): string[] {
  const doc = new Doc(text, lang);
  const fired: string[] = [];
  for (let i = 0; i < doc.count; i++) {
    if (!doc.lower(i) || doc.len(i) < 3 || doc.len(i) > 12 || !lowerNameExit(doc, i)) continue;
    const c = lowerNameFinders(doc, i);
    if (c) fired.push(`"${text.slice(Math.max(0, c.start - 30), c.end + 10).replace(/\n/g, '⏎')}" → ${text.slice(c.start, c.end)}`);
  }
  doc.release();
  return fired;
}

describe('lowerCaseName: the early exit', () => {
  it('derives a useful set of contexts', () => {
    for (const w of ['hey', 'ask', 'gracias', 'soy', 'to', 'is', 'covers']) expect(CUE_WORDS).toContain(w);
  });

  for (const lang of ['en', 'es'] as const) {
    it(`no finder fires on a word it rules out, whatever cue words surround it (${lang})`, () => {
      const words = exitWords(lang, 4);
      expect(words.length).toBeGreaterThanOrEqual(6);
      const lines = [...sweeps(words), ...contexts(words, 100_000, lang === 'en' ? 13 : 29)];
      const fired: string[] = [];
      for (let k = 0; k < lines.length && fired.length <= 10; k += 2000) fired.push(...firesPastExit(lines.slice(k, k + 2000).join('\n'), lang));
      expect(fired).toEqual([]);
    });
  }

  it('no finder fires on a word it rules out in the dev texts', () => {
    const fired = devDocs().flatMap((d) => firesPastExit(d.text, d.lang));
    expect(fired).toEqual([]);
  });

  it('the same contexts reach the finders: given names in them are found', () => {
    // A control for the tests above: were the contexts unable to trigger any finder, they would
    // pass whatever the finders did.
    const doc = new Doc(sweeps(['maria', 'carmen']).join('\n'), 'en');
    let found = 0;
    for (let i = 0; i < doc.count; i++) if (doc.lower(i) && !lowerNameExit(doc, i) && lowerNameFinders(doc, i)) found++;
    doc.release();
    expect(found).toBeGreaterThan(100);
  });
});
