/**
 * Collects false positives and false negatives (overlap mode) for `--errors N`, so engine authors
 * can see what to fix. Use it on the DEV split: tuning on TEST makes the report meaningless.
 */
import type { BenchDoc, GoldSpan, PredSpan } from './dataset.js';
import type { DocMatch } from './score.js';

interface ErrorItem {
  docId: string;
  text: string;
  context: string;
  /** FP: the score; FN: 1 when nothing covers it at all, else 0 (worst first). */
  rank: number;
  note: string;
}

const overlaps = (a: { start: number; end: number }, b: { start: number; end: number }) => a.start < b.end && b.start < a.end;

function context(cps: readonly string[], start: number, end: number, width = 40): string {
  const flat = (s: string) => s.replace(/\n/g, '⏎');
  const pre = flat(cps.slice(Math.max(0, start - width), start).join(''));
  const mid = flat(cps.slice(start, end).join(''));
  const post = flat(cps.slice(end, end + width).join(''));
  return `…${pre}[[${mid}]]${post}…`;
}

export class ErrorLog {
  private readonly fps = new Map<string, ErrorItem[]>();
  private readonly fns = new Map<string, ErrorItem[]>();

  add(doc: BenchDoc, pred: ReadonlyArray<PredSpan & { recognizer?: string }>, m: DocMatch): void {
    if (m.unmatchedGold.length === 0 && m.unmatchedPred.length === 0) return;
    const cps = Array.from(doc.text);
    for (const gi of m.unmatchedGold) {
      const g = doc.entities[gi] as GoldSpan;
      const near = pred.filter((p) => overlaps(p, g));
      const note = near.length === 0 ? 'missed' : near.map((p) => `pred ${p.entity_type} "${cps.slice(p.start, p.end).join('')}"`).join('; ');
      push(this.fns, g.type, { docId: doc.id, text: g.text, context: context(cps, g.start, g.end), rank: near.length === 0 ? 1 : 0, note });
    }
    for (const pi of m.unmatchedPred) {
      const p = pred[pi] as PredSpan & { recognizer?: string };
      const near = doc.entities.filter((g) => overlaps(p, g));
      const gold = near.length === 0 ? 'no gold' : near.map((g) => `gold ${g.type} "${g.text}"`).join('; ');
      const note = `score ${p.score.toFixed(2)}${p.recognizer ? ` by ${p.recognizer}` : ''}; ${gold}`;
      push(this.fps, p.entity_type, { docId: doc.id, text: cps.slice(p.start, p.end).join(''), context: context(cps, p.start, p.end), rank: p.score, note });
    }
  }

  /** Renders the `n` worst of each kind per type (optionally one type only). */
  render(n: number, onlyType?: string): string {
    const lines: string[] = ['\n== Errors (overlap mode) =='];
    const types = [...new Set([...this.fps.keys(), ...this.fns.keys()])].sort();
    for (const t of types) {
      if (onlyType && t !== onlyType) continue;
      for (const [label, map] of [['false negatives', this.fns], ['false positives', this.fps]] as const) {
        const items = (map.get(t) ?? []).slice().sort((a, b) => b.rank - a.rank || b.text.length - a.text.length);
        if (items.length === 0) continue;
        lines.push(`\n-- ${t}: ${items.length} ${label} (showing ${Math.min(n, items.length)})`);
        for (const it of items.slice(0, n)) lines.push(`  ${it.docId}  ${it.note}\n      ${it.context}`);
      }
    }
    return lines.join('\n');
  }
}

function push(map: Map<string, ErrorItem[]>, type: string, item: ErrorItem): void {
  const l = map.get(type) ?? [];
  l.push(item);
  map.set(type, l);
}
