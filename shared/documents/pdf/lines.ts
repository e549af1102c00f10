/**
 * Runs into visual lines and lines into segments. Runs on one baseline form a line; a line is
 * cut into segments wherever the horizontal gap is wider than about one em, which keeps the
 * two columns of a paper, the cells of an unruled table and a label and its value apart (the
 * layout-preserving text that invoice2data's benchmark shows matters: 85.9 % vs 42.9 %).
 */
import type { Box } from './geometry.js';
import type { TextRun } from './text-runs.js';

export interface Segment extends Box {
  text: string;
  size: number;
  bold: boolean;
  italic: boolean;
  fontName?: string;
  structId?: number;
  baseline: number;
}

export type Line = Segment[];

/** Gap (in ems of the larger font) beyond which a line is cut into two segments. */
const SEGMENT_GAP_EM = 1.0;

export function buildLines(runs: readonly TextRun[]): Line[] {
  const sorted = [...runs].sort((a, b) => a.baseline - b.baseline || a.left - b.left);
  const groups: TextRun[][] = [];
  for (const run of sorted) {
    const current = groups.at(-1);
    const head = current?.[0];
    if (current && head && Math.abs(run.baseline - head.baseline) <= 0.35 * Math.min(run.size, head.size)) current.push(run);
    else groups.push([run]);
  }
  return mergeScripts(groups).map((group) => segmentsOf(group.sort((a, b) => a.left - b.left)));
}

/** Superscripts and subscripts (footnote marks, affiliations) join the line they sit on. */
function mergeScripts(groups: TextRun[][]): TextRun[][] {
  const maxSize = (g: TextRun[]) => Math.max(...g.map((r) => r.size));
  const within = (small: TextRun[], line: TextRun[]) => {
    const size = maxSize(line);
    const top = Math.min(...line.map((r) => r.top)) - 0.1 * size;
    const bottom = Math.max(...line.map((r) => r.bottom)) + 0.1 * size;
    const left = Math.min(...line.map((r) => r.left)) - size;
    const right = Math.max(...line.map((r) => r.right)) + size;
    return maxSize(small) < 0.85 * size && small.every((r) => r.baseline >= top && r.baseline <= bottom && r.left >= left && r.right <= right);
  };
  const result: TextRun[][] = [];
  for (let i = 0; i < groups.length; i++) {
    const group = groups[i]!;
    const next = groups[i + 1];
    const previous = result.at(-1);
    if (next && within(group, next)) next.unshift(...group);
    else if (previous && within(group, previous)) previous.push(...group);
    else result.push(group);
  }
  return result;
}

function segmentsOf(runs: TextRun[]): Segment[] {
  const segments: { runs: TextRun[]; text: string; right: number }[] = [];
  for (const run of runs) {
    const current = segments.at(-1);
    const last = current?.runs.at(-1);
    const gap = last ? run.left - current!.right : Infinity;
    const em = Math.max(run.size, last?.size ?? 0);
    const differentElement = last !== undefined && last.structId !== undefined && run.structId !== undefined && last.structId !== run.structId;
    // A lone bullet glyph belongs to the text after it, however far the tab stop is.
    const afterBullet = current !== undefined && /^[•●▪◦‣∙·○■□➢►✓✔–-]$/u.test(current.text.trim()) && gap < 4 * em;
    if (!current || !last || (gap > SEGMENT_GAP_EM * em && !afterBullet) || differentElement) {
      segments.push({ runs: [run], text: run.text, right: run.right });
      continue;
    }
    const needsSpace = gap > 0.15 * em && !/\s$/.test(current.text) && !/^\s/.test(run.text);
    current.text += (needsSpace ? ' ' : '') + run.text;
    current.runs.push(run);
    current.right = Math.max(current.right, run.right);
  }
  return segments
    .map(({ runs: parts, text }) => {
      // The dominant run (most characters) speaks for the segment's font.
      const main = parts.reduce((a, b) => (b.text.length > a.text.length ? b : a));
      return {
        text: text.replace(/\s+/g, ' ').trim(),
        left: Math.min(...parts.map((r) => r.left)),
        right: Math.max(...parts.map((r) => r.right)),
        top: Math.min(...parts.map((r) => r.top)),
        bottom: Math.max(...parts.map((r) => r.bottom)),
        baseline: main.baseline,
        size: main.size,
        bold: main.bold,
        italic: main.italic,
        fontName: main.fontName,
        structId: main.structId,
      };
    })
    .filter((segment) => segment.text.length > 0);
}
