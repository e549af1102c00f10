/**
 * The three document sets the benchmark reports, from most to least honest:
 *
 *  - holdout:   hand-written realistic snippets (holdout/*.txt, markup.ts), en and es: tickets,
 *               chats with lower-case names and speaker labels, CSV exports, e-mails, CVs,
 *               shipping notices, meeting notes, release notes, product reviews and documents with
 *               no personal data. FROZEN (test/unit/bench/holdout-frozen.test.ts checks a digest):
 *               nobody tunes on it, and the benchmark never prints its individual errors.
 *  - dev:       hand-written tuning data: dev/*.txt plus the older hand-written cases
 *               (cases/*.jsonl, which earlier rules were written against). Tune here:
 *               `npm run bench:detect -- --set dev --errors 20`.
 *  - generated: the seeded generator's test split (generator/). Optimistic: the rules grew up
 *               beside this generator, so it measures regressions, not real-world accuracy.
 */
import { readdirSync } from 'node:fs';
import type { Language } from '#shared/detection/types.js';
import { loadCases } from './cases.js';
import type { BenchDoc } from './dataset.js';
import { generateSplit } from './generator/index.js';
import { loadMarkup } from './markup.js';

export type SetName = 'holdout' | 'dev' | 'generated';
export const SET_NAMES: readonly SetName[] = ['holdout', 'dev', 'generated'];

const here = new URL('./', import.meta.url);

/** Markup files of a directory, in name order; the language is the file name's prefix. */
function markupDir(dir: string): BenchDoc[] {
  const base = new URL(`${dir}/`, here);
  return readdirSync(base)
    .filter((f) => f.endsWith('.txt'))
    .sort()
    .flatMap((f) => loadMarkup(new URL(f, base), f.startsWith('es') ? 'es' : 'en'));
}

/** Names of the frozen hold-out files (the digest test reads them in this order). */
export function holdoutFiles(): URL[] {
  const base = new URL('holdout/', here);
  return readdirSync(base).filter((f) => f.endsWith('.txt')).sort().map((f) => new URL(f, base));
}

export function holdoutDocs(): BenchDoc[] {
  return markupDir('holdout');
}

export function devDocs(): BenchDoc[] {
  const cases = new URL('cases/', here);
  return [
    ...markupDir('dev'),
    ...loadCases(new URL('dev-en.jsonl', cases), 'en', 'devcase'),
    ...loadCases(new URL('dev-es.jsonl', cases), 'es', 'devcase'),
    ...loadCases(new URL('en.jsonl', cases), 'en', 'case'),
    ...loadCases(new URL('corpus-en.jsonl', cases), 'en', 'corpus'),
    ...loadCases(new URL('es.jsonl', cases), 'es', 'case'),
  ];
}

export function generatedDocs(langs: readonly Language[], perLang: number): BenchDoc[] {
  return langs.flatMap((l) => generateSplit('test', l, perLang));
}

export function loadSet(name: SetName, langs: readonly Language[], perLang: number): BenchDoc[] {
  const docs = name === 'holdout' ? holdoutDocs() : name === 'dev' ? devDocs() : generatedDocs(langs, perLang);
  return docs.filter((d) => langs.includes(d.lang));
}
