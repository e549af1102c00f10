/**
 * Hand-written cases (cases/*.jsonl). Each line is
 *   {"id": "...", "text": "...", "entities": [{"type": "PERSON", "text": "María José García-López"}, ...]}
 * with entities listed in text order; offsets are resolved here by searching each entity's text
 * after the previous one, at word boundaries, so nobody ever counts code points by hand.
 */
import { readFileSync } from 'node:fs';
import type { Language } from '#shared/detection/types.js';
import { BENCH_TYPES, cpLength, type BenchDoc, type GoldSpan } from './dataset.js';

interface CaseLine {
  id: string;
  text: string;
  entities: Array<{ type: string; text: string }>;
}

const ALNUM = /[\p{L}\p{N}]/u;

/** UTF-16 index of `needle` at or after `from`, not glued to letters/digits on either side. */
function findBounded(text: string, needle: string, from: number): number {
  for (let i = text.indexOf(needle, from); i >= 0; i = text.indexOf(needle, i + 1)) {
    const before = text[i - 1];
    const after = text[i + needle.length];
    const okBefore = !(before && ALNUM.test(before) && ALNUM.test(needle[0] as string));
    const okAfter = !(after && ALNUM.test(after) && ALNUM.test(needle[needle.length - 1] as string));
    if (okBefore && okAfter) return i;
  }
  return -1;
}

/** Resolves entity texts to code-point offsets; throws with the case id on any mismatch. */
export function resolveCase(line: CaseLine, lang: Language, kind: string): BenchDoc {
  const known = new Set<string>(BENCH_TYPES);
  const entities: GoldSpan[] = [];
  let from = 0;
  for (const e of line.entities) {
    if (!known.has(e.type)) throw new Error(`${line.id}: unknown entity type ${e.type}`);
    const at = findBounded(line.text, e.text, from);
    if (at < 0) throw new Error(`${line.id}: ${e.type} ${JSON.stringify(e.text)} not found (in order)`);
    const start = cpLength(line.text.slice(0, at));
    entities.push({ type: e.type, start, end: start + cpLength(e.text), text: e.text });
    from = at + e.text.length;
  }
  return { id: line.id, lang, kind, text: line.text, entities };
}

export function loadCases(path: string | URL, lang: Language, kind: string): BenchDoc[] {
  return readFileSync(path, 'utf8')
    .split('\n')
    .filter((l) => l.trim() !== '')
    .map((l) => resolveCase(JSON.parse(l) as CaseLine, lang, kind));
}

/** Hand-written DEV cases (dev-en.jsonl, dev-es.jsonl): part of the DEV split only, for tuning. */
export function devCases(): BenchDoc[] {
  const dir = new URL('./cases/', import.meta.url);
  return [...loadCases(new URL('dev-en.jsonl', dir), 'en', 'devcase'), ...loadCases(new URL('dev-es.jsonl', dir), 'es', 'devcase')];
}

/** All hand-written and corpus-derived cases; they belong to the TEST split only. */
export function allCases(): BenchDoc[] {
  const dir = new URL('./cases/', import.meta.url);
  return [
    ...loadCases(new URL('en.jsonl', dir), 'en', 'case'),
    ...loadCases(new URL('corpus-en.jsonl', dir), 'en', 'corpus'),
    ...loadCases(new URL('es.jsonl', dir), 'es', 'case'),
  ];
}
