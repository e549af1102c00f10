/**
 * Detection benchmark — `npm run bench:detect [-- options]`
 *
 * DATA
 *   generator/   our own seeded, deterministic generator of labelled documents in English and
 *                Spanish (business e-mails with signatures, chat logs, medical notes, HR forms,
 *                invoices, server logs, CSV rows, support tickets, legal prose, UK forms, Spanish
 *                forms and contracts, technical notes full of hard negatives). Identifiers are
 *                valid where the type has a checksum (Luhn cards incl. Mastercard 2221-2720,
 *                mod-97 IBANs with per-country lengths, SSN area/group/serial rules, NIF/NIE
 *                letters, NHS mod-11, ABA, NPI with the 80840 prefix, MBI positions); the checks
 *                live in generator/checksums.ts, independent of the engine, and validate.ts
 *                re-checks every labelled value before scoring. Names, companies and streets
 *                come from a seeded faker (test data only: the engine uses census lists).
 *   cases/       hand-written real-looking cases (en.jsonl, es.jsonl) and a few texts from the
 *                sample corpus (corpus-en.jsonl); entities are given as text, offsets resolved
 *                by cases.ts. dev-en.jsonl / dev-es.jsonl are hand-written too but belong to DEV
 *                (kind `devcase`), written without looking at the engine's errors or the test cases.
 *
 * SPLITS
 *   dev   generated with seed A plus the hand-written dev cases. Engine authors tune on this:
 *         `--split dev --errors 20`.
 *   test  generated with seed B plus every hand-written/corpus case. This is what the
 *         benchmark reports (default). Do not tune on it.
 *   1,600 generated documents per language per split (`--docs N` to change).
 *
 * LABEL CONVENTIONS (engine authors follow the same)
 *   PERSON excludes titles (Dr., Mr., Sra., D.) and possessive 's (an inverted "Smith, John" is one
 *   span, upper-case names count too); PHONE_NUMBER includes country
 *   code and extension; CREDIT_CARD/IBAN include internal spaces/dashes; MRN/licence spans are the
 *   identifier only; URL excludes trailing punctuation; an e-mail is not also a URL; a date with
 *   birth context is DATE_OF_BIRTH only; every other date, time of day and log timestamp is
 *   DATE_TIME ("May 2024" too; durations, bare years and weekday names are never labelled);
 *   ADDRESS is the street line through the postal code (and the city written with it), a city
 *   alone is LOCATION; ORGANIZATION includes its legal suffix. US_* / UK_* only in English.
 *
 * SCORING (score.ts, unit-tested in test/unit/bench/score.test.ts)
 *   Code-point offsets. Per type and micro P/R/F1 for exact match (type+start+end) and
 *   same-type overlap (each gold/prediction matched at most once); redaction coverage = share of
 *   gold-PII code points inside ANY predicted span; per language.
 *
 * SPEED
 *   throughput: English test documents concatenated to >= 5 MB, all recognizers, median of 3,
 *   as characters per CPU-second of this process (one core; a busy machine inflates wall time, so
 *   wall-clock throughput is printed beside it for reference);
 *   load: from importing the engine to its first analyze result, in a fresh process, median of 5
 *   (after one unmeasured run), two ways: an esbuild bundle of load-entry.ts built like the
 *   CDK's Lambda bundles, under plain `node --enable-source-maps` (what Lambda runs; the target
 *   is judged on this one), and a `node --import tsx` child (local dev; info only, as tsx adds
 *   its own per-module transform and cross-thread costs);
 *   pathological: 1 MB repeated characters/patterns in a killable child, flagged above 2 s,
 *   with the 1 MB / 256 KB time ratio (about 4 when linear).
 *
 * OUTPUT
 *   Tables on stdout, and test/bench/detection/results/latest.json (git-ignored: results are
 *   machine-specific; paste numbers into the PR instead of committing them).
 *
 * OPTIONS
 *   --split dev|test   (default test)        --errors N      N worst FPs/FNs per type
 *   --type T           errors for one type   --lang en|es    one language only
 *   --docs N           generated docs/lang   --no-perf       skip speed measurements
 *   --fake             regex stand-in detector (checks the harness without the engine)
 *   --dump DIR         write the data set as JSONL      --strict   exit 1 when a target fails
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { LANGUAGES, type Language } from '#shared/detection/types.js';
import { allCases, devCases } from './cases.js';
import type { BenchDoc, PredSpan } from './dataset.js';
import { engineDetector, fakeDetector, type Detector } from './detector.js';
import { ErrorLog } from './errors.js';
import { generateSplit, type Split } from './generator/index.js';
import { bundledLoadTime, loadTime, mixedEnglish, pathological, throughput, type LoadTime, type PathoResult, type Throughput } from './perf.js';
import { targetTable, typeTable, type TargetRow } from './report.js';
import { emptySummary, micro, prf, ratio, scoreDoc, type ScoreSummary } from './score.js';
import { validateDocs } from './validate.js';

const TARGETS = { f1: { en: 0.9, es: 0.85 } as Record<Language, number>, coverage: 0.97, charsPerSec: 2_000_000, loadMs: 300, pathoMs: 2000 };

const { values: opts } = parseArgs({
  options: {
    split: { type: 'string', default: 'test' },
    errors: { type: 'string', default: '0' },
    type: { type: 'string' },
    lang: { type: 'string' },
    docs: { type: 'string', default: '1600' },
    'no-perf': { type: 'boolean', default: false },
    fake: { type: 'boolean', default: false },
    dump: { type: 'string' },
    strict: { type: 'boolean', default: false },
  },
});

const split = opts.split as Split;
if (split !== 'dev' && split !== 'test') throw new Error('--split must be dev or test');
const langs: Language[] = opts.lang ? [opts.lang as Language] : [...LANGUAGES];
const errorsN = Number(opts.errors);
const perDoc = Number(opts.docs);

function buildDocs(): BenchDoc[] {
  const docs: BenchDoc[] = [];
  for (const lang of langs) docs.push(...generateSplit(split, lang, perDoc));
  // Hand-written and corpus cases are part of TEST only, so tuning on DEV never sees them.
  if (split === 'test') docs.push(...allCases().filter((d) => langs.includes(d.lang)));
  // Hand-written DEV cases (cases/dev-*.jsonl) are tuning data: DEV only, never in the test report.
  if (split === 'dev') docs.push(...devCases().filter((d) => langs.includes(d.lang)));
  return docs;
}

function dump(dir: string, docs: readonly BenchDoc[]): void {
  mkdirSync(dir, { recursive: true });
  for (const lang of langs) {
    const lines = docs.filter((d) => d.lang === lang).map((d) => JSON.stringify(d));
    writeFileSync(`${dir}/${split}-${lang}.jsonl`, lines.join('\n') + '\n');
  }
  console.log(`wrote ${docs.length} documents to ${dir}`);
}

interface LangResult {
  summary: ScoreSummary;
  byKind: Map<string, ScoreSummary>;
  chars: number;
  ms: number;
}

function evaluate(det: Detector, docs: readonly BenchDoc[], log?: ErrorLog): Map<Language, LangResult> {
  const out = new Map<Language, LangResult>();
  for (const lang of langs) {
    const entities = det.types(lang);
    const res: LangResult = { summary: emptySummary(), byKind: new Map(), chars: 0, ms: 0 };
    for (const d of docs) {
      if (d.lang !== lang) continue;
      const t0 = performance.now();
      const pred: Array<PredSpan & { recognizer?: string }> =
        log && det.explain ? det.explain(d.text, lang, entities) : det.detect(d.text, lang, entities);
      res.ms += performance.now() - t0;
      res.chars += d.text.length;
      const m = scoreDoc(res.summary, d.entities, pred);
      let k = res.byKind.get(d.kind);
      if (!k) res.byKind.set(d.kind, (k = emptySummary()));
      scoreDoc(k, d.entities, pred);
      log?.add(d, pred, m);
    }
    out.set(lang, res);
  }
  return out;
}

function kindTable(lang: Language, byKind: ReadonlyMap<string, ScoreSummary>): string {
  const rows = [...byKind.entries()].sort((a, b) => a[0].localeCompare(b[0]));
  const lines = [`\n-- ${lang} by document kind (micro, overlap) --`];
  for (const [kind, s] of rows) {
    const o = micro(s.overlap);
    lines.push(`  ${kind.padEnd(20)} docs ${String(s.docs).padStart(5)}  P ${o.precision.toFixed(3)}  R ${o.recall.toFixed(3)}  F1 ${o.f1.toFixed(3)}  cover ${ratio(s.coverage).toFixed(3)}`);
  }
  return lines.join('\n');
}

function jsonSummary(s: ScoreSummary) {
  const perType = (m: ScoreSummary['exact']) => Object.fromEntries([...m.entries()].map(([t, c]) => [t, prf(c)]));
  return {
    docs: s.docs,
    micro: { exact: micro(s.exact), overlap: micro(s.overlap) },
    coverage: { ...s.coverage, ratio: ratio(s.coverage) },
    exact: perType(s.exact),
    overlap: perType(s.overlap),
    coverageByType: Object.fromEntries([...s.coverageByType.entries()].map(([t, c]) => [t, { ...c, ratio: ratio(c) }])),
  };
}

async function main(): Promise<void> {
  const started = performance.now();
  const docs = buildDocs();
  const problems = validateDocs(docs);
  if (problems.length > 0) throw new Error(`invalid gold data:\n${problems.slice(0, 20).join('\n')}`);
  if (opts.dump) dump(opts.dump, docs);

  const det = opts.fake ? fakeDetector() : await engineDetector();
  const log = errorsN > 0 ? new ErrorLog() : undefined;
  const counts = langs.map((l) => `${l}: ${docs.filter((d) => d.lang === l).length} docs / ${docs.filter((d) => d.lang === l).reduce((s, d) => s + d.entities.length, 0)} entities`).join(', ');
  console.log(`detection benchmark — detector ${det.name}, split ${split} (${counts})`);
  // Timings on a shared machine are only comparable when it was idle; print how busy it was.
  console.log(`node ${process.version}, ${cpus().length} CPUs, load average ${loadavg().map((x) => x.toFixed(2)).join(' ')}`);

  const results = evaluate(det, docs, log);
  const rows: TargetRow[] = [];
  for (const [lang, r] of results) {
    const supported = new Set(det.types(lang));
    console.log(typeTable(`${lang} — ${r.summary.docs} docs, ${(r.chars / 1024).toFixed(0)} KB, ${(r.chars / (r.ms / 1000) / 1e6).toFixed(2)}M chars/s in this pass`, r.summary, supported));
    console.log(kindTable(lang, r.byKind));
    const f1 = micro(r.summary.overlap).f1;
    rows.push({ name: `micro overlap F1 (${lang})`, value: f1.toFixed(3), target: `>= ${TARGETS.f1[lang]}`, pass: f1 >= TARGETS.f1[lang] });
    const cov = ratio(r.summary.coverage);
    rows.push({ name: `PII character coverage (${lang})`, value: cov.toFixed(4), target: `>= ${TARGETS.coverage}`, pass: cov >= TARGETS.coverage });
    rows.push({ name: `micro exact F1 (${lang}, info)`, value: micro(r.summary.exact).f1.toFixed(3), target: '-', pass: undefined });
    // Generated DEV and TEST share a generator, so an engine tuned on DEV scores high on TEST too;
    // the hand-written and corpus cases are the real hold-out, shown on their own.
    const held = emptySummary();
    for (const kind of split === 'test' ? ['case', 'corpus'] : ['devcase']) {
      const k = r.byKind.get(kind);
      if (!k) continue;
      held.docs += k.docs;
      for (const [t, c] of k.overlap) {
        const cur = held.overlap.get(t) ?? { tp: 0, fp: 0, fn: 0 };
        held.overlap.set(t, { tp: cur.tp + c.tp, fp: cur.fp + c.fp, fn: cur.fn + c.fn });
      }
      held.coverage.gold += k.coverage.gold;
      held.coverage.covered += k.coverage.covered;
    }
    if (held.docs > 0) {
      rows.push({ name: `hand-written ${split === 'test' ? '' : 'dev '}cases (${lang}, ${held.docs} docs): ovl F1 / cover`, value: `${micro(held.overlap).f1.toFixed(3)} / ${ratio(held.coverage).toFixed(3)}`, target: '-', pass: undefined });
    }
  }

  let tp: Throughput | undefined;
  let load: LoadTime | undefined;
  let loadBundled: LoadTime | undefined;
  let patho: PathoResult[] | undefined;
  if (!opts['no-perf']) {
    const text = mixedEnglish(split === 'test' ? docs : generateSplit('test', 'en', perDoc));
    tp = throughput(det, text);
    rows.push({ name: `throughput, mixed English (${(tp.chars / 1e6).toFixed(1)}M chars, CPU, median of ${tp.runsMs.length})`, value: Math.round(tp.charsPerSec).toLocaleString('en-US'), target: '>= 2,000,000 /s', pass: tp.charsPerSec >= TARGETS.charsPerSec });
    rows.push({ name: 'throughput, same runs, wall clock (info)', value: Math.round(tp.wallCharsPerSec).toLocaleString('en-US'), target: '-', pass: undefined });
    if (!opts.fake) {
      // Two load figures. The target is judged on the production form (bundledLoadTime: the
      // esbuild bundle a Lambda runs, under plain node): that is the cold start users wait for.
      // The tsx figure (fresh `node --import tsx`, local dev and this harness) adds tsx's own
      // per-module costs: its loader thread reads, hashes and transforms every imported file and
      // passes each source (the 1.6 MB lexicon JSON too) across threads, tens of milliseconds
      // that production never pays. It stays on as information, to catch regressions there too.
      load = await loadTime(5);
      rows.push({ name: 'engine load, node --import tsx (ms, median of 5, info)', value: load.error ? 'error' : load.medianMs.toFixed(0), target: '-', pass: undefined });
      loadBundled = await bundledLoadTime(5);
      const lb = loadBundled;
      rows.push({ name: `engine load, esbuild bundle + node (ms, median of 5, ${lb.bundleBytes ? (lb.bundleBytes / 1024 / 1024).toFixed(1) : '?'} MB)`, value: lb.error ? 'error' : lb.medianMs.toFixed(0), target: `< ${TARGETS.loadMs}`, pass: !lb.error && lb.medianMs < TARGETS.loadMs });
      patho = await pathological(langs);
      const worst = patho.reduce((m, p) => (p.ms > m.ms ? p : m), patho[0] as PathoResult);
      console.log('\n== Pathological inputs (analyze, all recognizers) ==');
      for (const p of patho) {
        const ratioQ = p.quarterMs ? (p.ms / p.quarterMs).toFixed(1) : '-';
        const flag = p.timedOut ? 'TIMEOUT' : p.ms > TARGETS.pathoMs ? 'SLOW' : '';
        console.log(`  ${p.lang} ${p.name.padEnd(34)} ${(p.chars / 1024).toFixed(0).padStart(5)} KB ${p.ms.toFixed(0).padStart(7)} ms  1MB/256KB ${ratioQ.padStart(5)}  findings ${String(p.findings ?? '-').padStart(6)}  ${flag}`);
      }
      rows.push({ name: `pathological inputs, worst (${worst.lang} ${worst.name})`, value: `${worst.ms.toFixed(0)} ms`, target: `< ${TARGETS.pathoMs} ms`, pass: patho.every((p) => !p.timedOut && p.ms <= TARGETS.pathoMs) });
    }
  }

  console.log(targetTable(rows));
  if (log) console.log(log.render(errorsN, opts.type));
  if (load?.error) console.log(`\nload-time child failed: ${load.error}`);
  if (loadBundled?.error) console.log(`\nbundled load-time child failed: ${loadBundled.error}`);

  const resultsDir = new URL('./results/', import.meta.url);
  mkdirSync(resultsDir, { recursive: true });
  const json = {
    date: new Date().toISOString(),
    loadavg: loadavg(),
    node: process.version,
    detector: det.name,
    split,
    languages: Object.fromEntries([...results.entries()].map(([l, r]) => [l, { ...jsonSummary(r.summary), byKind: Object.fromEntries([...r.byKind.entries()].map(([k, s]) => [k, jsonSummary(s)])) }])),
    throughput: tp,
    load,
    loadBundled,
    pathological: patho,
    targets: rows,
    elapsedMs: performance.now() - started,
  };
  writeFileSync(new URL('latest.json', resultsDir), JSON.stringify(json, null, 1));
  console.log(`\nresults: test/bench/detection/results/latest.json  (${((performance.now() - started) / 1000).toFixed(1)} s)`);
  if (opts.strict && rows.some((r) => r.pass === false)) process.exitCode = 1;
}

await main();
