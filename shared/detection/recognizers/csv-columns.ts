/**
 * Column awareness for delimited text (CSV/TSV exports): a value's meaning often lives only in
 * the header ("fecha_nacimiento", "dob"). Looks at the first line once per text.
 */

const DELIMITERS = [',', ';', '\t', '|'] as const;

export interface CsvHeader {
  delimiter: string;
  /** Header fields, lower-cased, with "_-." turned into spaces ("fecha_nacimiento" → "fecha nacimiento"). */
  fields: string[];
}

export interface CsvLayout {
  delimiter: string;
  /** Number of header fields. */
  width: number;
  /** Index of the first header field matching the predicate. */
  column: number;
}

// One-entry memo: every pattern recognizer asks about the same text in turn.
let memoText: string | undefined;
let memoHeader: CsvHeader | undefined;

/** The first line as a delimited header (at least two delimiters), or undefined. Do not mutate. */
export function csvHeader(text: string): CsvHeader | undefined {
  if (text !== memoText) {
    memoHeader = parseHeader(text);
    memoText = text;
  }
  return memoHeader;
}

/** Where the header line is looked for: a first line longer than this is no CSV header. */
const MAX_HEADER = 2000;

function parseHeader(text: string): CsvHeader | undefined {
  const nl = text.indexOf('\n');
  if (nl <= 0 || nl >= MAX_HEADER) return undefined;
  const header = text.slice(0, nl).replace(/\r$/, '');
  let best: string | undefined;
  let bestCount = 1;
  for (const d of DELIMITERS) {
    const count = occurrences(header, d);
    if (count > bestCount) {
      best = d;
      bestCount = count;
    }
  }
  if (!best) return undefined;
  const fields = header.split(best).map((f) => f.trim().replace(/^"|"$/g, '').toLowerCase().replace(/[_\-.]+/g, ' ').trim());
  return { delimiter: best, fields };
}

/** How often `d` occurs in `s` (counted without splitting: most first lines are prose, not headers). */
function occurrences(s: string, d: string): number {
  let n = 0;
  for (let i = s.indexOf(d); i !== -1; i = s.indexOf(d, i + 1)) n++;
  return n;
}

/** The header's layout when it has a column matching `isTarget`. */
export function csvLayout(text: string, isTarget: (normalizedHeader: string) => boolean): CsvLayout | undefined {
  const h = csvHeader(text);
  if (!h) return undefined;
  const column = h.fields.findIndex(isTarget);
  return column < 0 ? undefined : { delimiter: h.delimiter, width: h.fields.length, column };
}

/** Longest data line looked at; longer lines are not treated as CSV rows. */
const MAX_LINE = 10_000;

/** [lineStart, lineEnd) of the line holding [start, end), or undefined when it is too long. */
function lineAround(text: string, start: number, end: number): [number, number] | undefined {
  const from = Math.max(0, start - MAX_LINE);
  const nl = text.slice(from, start).lastIndexOf('\n');
  if (nl === -1 && from > 0) return undefined;
  const lineStart = nl === -1 ? 0 : from + nl + 1;
  const tail = text.slice(end, end + MAX_LINE);
  const nlEnd = tail.indexOf('\n');
  if (nlEnd === -1 && end + MAX_LINE < text.length) return undefined;
  const lineEnd = nlEnd === -1 ? text.length : end + nlEnd;
  return [lineStart, lineEnd];
}

function countDelimiters(text: string, from: number, to: number, d: string): number {
  let n = 0;
  let quoted = false;
  for (let i = from; i < to; i++) {
    const ch = text[i];
    if (ch === '"') quoted = !quoted;
    else if (ch === d && !quoted) n++;
  }
  return n;
}

/**
 * Header field of the column holding [start, end) on a data line, or undefined. Counted from the
 * line start when the row has the header's width, otherwise from the line end (values such as
 * "March 3, 2024" may contain the delimiter themselves).
 */
export function headerOf(text: string, start: number, end: number, header: CsvHeader): string | undefined {
  const line = lineAround(text, start, end);
  if (!line || line[0] === 0) return undefined; // too long, or the header line itself
  const [lineStart, lineEnd] = line;
  const d = header.delimiter;
  const before = countDelimiters(text, lineStart, start, d);
  const after = countDelimiters(text, end, lineEnd, d);
  const width = header.fields.length;
  const index = before + after + 1 === width ? before : width - 1 - after;
  return header.fields[index];
}

/** True when [start, end) sits in the layout's column on a data line. */
export function inColumn(text: string, start: number, end: number, layout: CsvLayout): boolean {
  const line = lineAround(text, start, end);
  if (!line || line[0] === 0) return false;
  const [lineStart, lineEnd] = line;
  const { delimiter: d, column, width } = layout;
  if (countDelimiters(text, lineStart, start, d) === column) return true;
  return countDelimiters(text, end, lineEnd, d) === width - 1 - column;
}
