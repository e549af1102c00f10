/**
 * The four document sets the benchmark reports, from most to least honest:
 *
 *  - holdout:   hand-written realistic snippets (holdout/*.txt, markup.ts), en and es: tickets,
 *               chats with lower-case names and speaker labels, CSV exports, e-mails, CVs,
 *               shipping notices, meeting notes, release notes, product reviews and documents with
 *               no personal data. FROZEN (test/unit/bench/holdout-frozen.test.ts checks a digest):
 *               nobody tunes on it, and the benchmark never prints its individual errors.
 *  - holdout2:  a second, independent hand-written hold-out (holdout2/*.txt, same markup and
 *               kinds, plus a few forms, medical, log, legal, bank and HR snippets), written
 *               later without looking at holdout/ or dev/, so that rule changes made after the
 *               first hold-out was written can be judged on text nobody has seen. FROZEN the
 *               same way (test/unit/bench/holdout2-frozen.test.ts); errors never printed.
 *  - holdout3:  a third hold-out (holdout3/*.txt), written blind: by writers who never saw the
 *               code, the rules, the dev sets or the other hold-outs, from the labelling
 *               convention alone, at the same time as the blind dev files (dev/*-b*.txt) that
 *               the rules were then tuned on. It judges whether tuning on blind text transfers to
 *               unseen blind text. FROZEN (holdout3-frozen.test.ts); errors never printed.
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

export type SetName = 'holdout' | 'holdout2' | 'holdout3' | 'dev' | 'generated';
export const SET_NAMES: readonly SetName[] = ['holdout', 'holdout2', 'holdout3', 'dev', 'generated'];
/** Sets whose individual errors are never printed (nobody may tune on them). */
export const FROZEN_SETS: readonly SetName[] = ['holdout', 'holdout2', 'holdout3'];

const here = new URL('./', import.meta.url);

/** Markup files of a directory, in name order; the language is the file name's prefix. */
function markupDir(dir: string): BenchDoc[] {
  const base = new URL(`${dir}/`, here);
  return readdirSync(base)
    .filter((f) => f.endsWith('.txt'))
    .sort()
    .flatMap((f) => loadMarkup(new URL(f, base), f.startsWith('es') ? 'es' : 'en'));
}

/** Markup files of a directory, in name order (the digest tests read them in this order). */
function markupFiles(dir: string): URL[] {
  const base = new URL(`${dir}/`, here);
  return readdirSync(base).filter((f) => f.endsWith('.txt')).sort().map((f) => new URL(f, base));
}

/** Names of the frozen hold-out files (the digest test reads them in this order). */
export function holdoutFiles(): URL[] {
  return markupFiles('holdout');
}

export function holdoutDocs(): BenchDoc[] {
  return markupDir('holdout');
}

/** Names of the frozen second hold-out's files (holdout2-frozen.test.ts reads them in this order). */
export function holdout2Files(): URL[] {
  return markupFiles('holdout2');
}

export function holdout2Docs(): BenchDoc[] {
  return markupDir('holdout2');
}

/** Names of the frozen blind-written third hold-out's files (holdout3-frozen.test.ts reads them in this order). */
export function holdout3Files(): URL[] {
  return markupFiles('holdout3');
}

export function holdout3Docs(): BenchDoc[] {
  return markupDir('holdout3');
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

/**
 * The texts of the speed measurement: the English dev documents as they were when the speed
 * target was first measured (support tickets, chats, e-mails, forms). Fixed, so throughput
 * figures stay comparable while the dev set grows (later dev files are denser in some types).
 */
export function speedDocs(): BenchDoc[] {
  const cases = new URL('cases/', here);
  const dev = new URL('dev/', here);
  return [
    ...['en-dev.txt', 'en-dev-2.txt'].flatMap((f) => loadMarkup(new URL(f, dev), 'en')),
    ...loadCases(new URL('dev-en.jsonl', cases), 'en', 'devcase'),
    ...loadCases(new URL('en.jsonl', cases), 'en', 'case'),
    ...loadCases(new URL('corpus-en.jsonl', cases), 'en', 'corpus'),
  ];
}

export function generatedDocs(langs: readonly Language[], perLang: number): BenchDoc[] {
  return langs.flatMap((l) => generateSplit('test', l, perLang));
}

export function loadSet(name: SetName, langs: readonly Language[], perLang: number): BenchDoc[] {
  const docs =
    name === 'holdout' ? holdoutDocs()
    : name === 'holdout2' ? holdout2Docs()
    : name === 'holdout3' ? holdout3Docs()
    : name === 'dev' ? devDocs()
    : generatedDocs(langs, perLang);
  return docs.filter((d) => langs.includes(d.lang));
}
