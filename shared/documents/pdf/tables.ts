/**
 * Unruled tables from text alignment: a run of consecutive lines that each hold two or more
 * segments aligned on shared column edges (left, right or centre) is a table candidate. The
 * columns are the union of the segments' x-ranges over the run; a one-segment line sandwiched
 * between rows continues the cell above (a description on two lines). Candidates that look
 * like prose in columns (long segments) or a bare label/value list are rejected.
 */
import type { Box } from './geometry.js';
import type { Line, Segment } from './lines.js';

export interface DetectedTable {
  /** rows × columns of cell segments (several segments when a cell spans lines). */
  rows: Segment[][][];
  columns: { left: number; right: number }[];
  box: Box;
  /** Leading rows that are headers (bold, or text over numbers). */
  headerRows: number;
}

const ALIGN_EM = 0.6;
const MAX_ROW_GAP_EM = 2.2;

const numberLike = (text: string) => /\d/.test(text) && text.length <= 24 && /^[\s\p{Sc}%()+\-−.,:/\d\p{L}]*$/u.test(text) && (text.match(/\p{L}/gu)?.length ?? 0) <= 4;

export function detectTables(lines: readonly Line[]): { tables: DetectedTable[]; rest: Line[] } {
  const tables: DetectedTable[] = [];
  const used = new Set<number>();
  let i = 0;
  while (i < lines.length) {
    const run = growRun(lines, i);
    const table = run ? buildTable(run.map((index) => lines[index]!)) : null;
    if (run && table) {
      tables.push(table);
      for (const index of run) used.add(index);
      i = run.at(-1)! + 1;
    } else {
      i++;
    }
  }
  return { tables, rest: lines.filter((_, index) => !used.has(index)) };
}

function aligned(segment: Segment, anchors: readonly Segment[]): boolean {
  const tolerance = ALIGN_EM * segment.size;
  return anchors.some(
    (a) =>
      Math.abs(a.left - segment.left) <= tolerance ||
      Math.abs(a.right - segment.right) <= tolerance ||
      Math.abs((a.left + a.right) / 2 - (segment.left + segment.right) / 2) <= tolerance,
  );
}

/** Indexes of a run of table-like lines starting at `start`, or null. */
function growRun(lines: readonly Line[], start: number): number[] | null {
  const first = lines[start]!;
  if (first.length < 2) return null;
  const run = [start];
  const anchors: Segment[] = [...first];
  let previous = first;
  for (let i = start + 1; i < lines.length; i++) {
    const line = lines[i]!;
    const em = Math.max(...line.map((s) => s.size));
    const gap = Math.min(...line.map((s) => s.top)) - Math.max(...previous.map((s) => s.bottom));
    if (gap > MAX_ROW_GAP_EM * em) break;
    if (line.length >= 2) {
      const hits = line.filter((s) => aligned(s, anchors)).length;
      if (hits < Math.ceil(line.length / 2)) break;
      run.push(i);
      anchors.push(...line);
      previous = line;
      continue;
    }
    // One segment: a continuation only if the table goes on right after it.
    const next = lines[i + 1];
    const only = line[0]!;
    const nextGap = next ? Math.min(...next.map((s) => s.top)) - only.bottom : Infinity;
    if (next && next.length >= 2 && nextGap <= MAX_ROW_GAP_EM * em && aligned(only, anchors)) {
      run.push(i);
      previous = line;
      continue;
    }
    break;
  }
  const multi = run.filter((index) => lines[index]!.length >= 2).length;
  return multi >= 2 ? run : null;
}

function buildTable(lines: Line[]): DetectedTable | null {
  const multi = lines.filter((line) => line.length >= 2);
  const intervals = multi.flat().map((s) => ({ left: s.left, right: s.right })).sort((a, b) => a.left - b.left);
  const columns: { left: number; right: number }[] = [];
  for (const interval of intervals) {
    const last = columns.at(-1);
    if (last && interval.left <= last.right) last.right = Math.max(last.right, interval.right);
    else columns.push({ ...interval });
  }
  if (columns.length < 2) return null;

  const columnOf = (s: Segment) => {
    const centre = (s.left + s.right) / 2;
    let best = 0;
    let bestDistance = Infinity;
    columns.forEach((c, index) => {
      const distance = centre < c.left ? c.left - centre : centre > c.right ? centre - c.right : 0;
      if (distance < bestDistance) [best, bestDistance] = [index, distance];
    });
    return best;
  };

  const rows: Segment[][][] = [];
  for (const line of lines) {
    if (line.length === 1 && rows.length > 0) {
      rows.at(-1)![columnOf(line[0]!)]!.push(line[0]!);
      continue;
    }
    const row: Segment[][] = columns.map(() => []);
    for (const segment of line) row[columnOf(segment)]!.push(segment);
    rows.push(row);
  }

  const cells = rows.flat().filter((cell) => cell.length > 0);
  const texts = cells.map((cell) => cell.map((s) => s.text).join(' '));
  const meanLength = texts.reduce((n, t) => n + t.length, 0) / Math.max(texts.length, 1);
  if (rows.length < 2 || meanLength > 40) return null;
  const numericColumns = columns.filter((_, c) => {
    const column = rows.map((row) => row[c]!.map((s) => s.text).join(' ')).filter(Boolean);
    return column.length >= 2 && column.filter(numberLike).length >= 0.6 * column.length;
  }).length;
  if (numericColumns === 0) return null;
  // Two columns of label and value are a key/value list, not a table, unless it has a header.
  const headerRows = countHeaderRows(rows);
  if (columns.length === 2 && (rows.length < 3 || headerRows === 0)) return null;

  const all = lines.flat();
  return {
    rows,
    columns,
    headerRows,
    box: {
      left: Math.min(...all.map((s) => s.left)),
      right: Math.max(...all.map((s) => s.right)),
      top: Math.min(...all.map((s) => s.top)),
      bottom: Math.max(...all.map((s) => s.bottom)),
    },
  };
}

function countHeaderRows(rows: Segment[][][]): number {
  const first = rows[0]!.flat();
  const body = rows.slice(1).flat(2);
  if (first.length === 0) return 0;
  if (first.every((s) => s.bold) && body.some((s) => !s.bold)) return 1;
  const firstHasNumbers = first.some((s) => numberLike(s.text));
  const bodyHasNumbers = body.some((s) => numberLike(s.text));
  return !firstHasNumbers && bodyHasNumbers ? 1 : 0;
}
