/**
 * Deterministic labelled-document generator. The DEV split (seed A) is for engine authors to
 * tune on; the TEST split (seed B) is what the benchmark reports. Each document's content depends
 * only on (seed, language, index), so the splits are stable across runs and machines.
 */
import { Faker, base, en, en_US, es } from '@faker-js/faker';
import type { Language } from '#shared/detection/types.js';
import type { BenchDoc } from '../dataset.js';
import { DocBuilder } from './builder.js';
import { EN_KINDS, type Kind } from './kinds-en.js';
import { ES_KINDS } from './kinds-es.js';
import { Rng, hashSeed } from './rng.js';

export type Split = 'dev' | 'test';

/** Different seeds, so no generated document of TEST appears in DEV. */
export const SPLIT_SEEDS: Record<Split, string> = { dev: 'seed-A/dev', test: 'seed-B/test' };

const fakers: Record<Language, Faker> = {
  en: new Faker({ locale: [en_US, en, base] }),
  es: new Faker({ locale: [es, en, base] }),
};

function pickWeighted(r: Rng, kinds: ReadonlyArray<readonly [string, Kind, number]>): readonly [string, Kind, number] {
  const total = kinds.reduce((s, k) => s + k[2], 0);
  let x = r.next() * total;
  for (const k of kinds) {
    x -= k[2];
    if (x < 0) return k;
  }
  return kinds[kinds.length - 1] as readonly [string, Kind, number];
}

export function generateDoc(split: Split, lang: Language, index: number): BenchDoc {
  const seed = hashSeed(`${SPLIT_SEEDS[split]}/${lang}/${index}`);
  const r = new Rng(seed);
  const f = fakers[lang];
  f.seed(seed);
  const [kind, fn] = pickWeighted(r, lang === 'en' ? EN_KINDS : ES_KINDS);
  const b = new DocBuilder();
  fn({ r, f, lang }, b);
  return b.build(`${split}-${lang}-${String(index).padStart(5, '0')}-${kind}`, lang, kind);
}

export function generateSplit(split: Split, lang: Language, count: number): BenchDoc[] {
  return Array.from({ length: count }, (_, i) => generateDoc(split, lang, i));
}
