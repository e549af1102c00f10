import { decodeAll, type Input, type OutputWriter, type Progress, readAll } from './io.js';
import { CodePointCursor, type Edit, type SegmentRedactor } from './segments.js';
import { FormatError } from './types.js';

/** JSON is read whole (a syntax error may come at the very end): refused beyond this. */
export const MAX_JSON_BYTES = 64 * 1024 * 1024;
const BATCH_VALUES = 2_000;
const BATCH_CHARS = 256 * 1024;

interface StringValue {
  /** UTF-16 range of the string's content in the text (inside the quotes). */
  start: number;
  end: number;
  value: string;
  escaped: boolean;
  key: string | undefined;
}

/**
 * JSON (and JSON Lines: values one after another): string values are redacted, each with its
 * member name as context; keys, numbers, booleans, null, whitespace and escapes outside the
 * redacted characters are kept as they are. The file is validated by the same single pass that
 * finds the strings, so invalid JSON fails with its line and column before anything is sent.
 * Memory: the file's bytes while decoding, then its text and one batch of values.
 */
export async function redactJson(input: Input, out: OutputWriter, redactor: SegmentRedactor, progress: Progress): Promise<void> {
  const text = decodeAll(await readAll(input, MAX_JSON_BYTES, 'JSON file', progress.add));
  const values = scanJson(text);
  const cursor = new CodePointCursor(text);
  let written = 0;
  for (let from = 0; from < values.length; ) {
    let to = from;
    let chars = 0;
    while (to < values.length && to - from < BATCH_VALUES && chars < BATCH_CHARS) chars += (values[to++] as StringValue).value.length;
    const batch = values.slice(from, to);
    const edits = await redactor.run(batch.map((v) => ({ text: v.value, context: v.key })), { pack: true });
    let chunk = '';
    batch.forEach((v, k) => {
      const valueEdits = edits[k] ?? [];
      if (valueEdits.length === 0) return;
      chunk += text.slice(written, v.start) + rewriteString(text, v, valueEdits, cursor, redactor);
      written = v.end;
    });
    await out.write(chunk);
    from = to;
    progress.work(from, values.length);
  }
  await out.write(text.slice(written));
}

/** The string's raw content with the edits applied, escaping only the replacements. */
function rewriteString(text: string, v: StringValue, edits: readonly Edit[], cursor: CodePointCursor, redactor: SegmentRedactor): string {
  let out = '';
  let at = v.start;
  for (const e of edits) {
    const start = v.escaped ? rawIndex(text, v.start, e.start) : v.start + e.start;
    const end = v.escaped ? rawIndex(text, v.start, e.end) : v.start + e.end;
    redactor.record(e.entity_type, cursor.at(start), cursor.at(end), e.score);
    out += text.slice(at, start) + JSON.stringify(e.replacement).slice(1, -1);
    at = end;
  }
  return out + text.slice(at, v.end);
}

/** Raw index of the `index`-th UTF-16 unit of a string's decoded value (each escape is one unit). */
function rawIndex(text: string, start: number, index: number): number {
  let r = start;
  for (let u = 0; u < index; u++) r += text.charCodeAt(r) !== 0x5c ? 1 : text[r + 1] === 'u' ? 6 : 2;
  return r;
}

type State = 'value' | 'valueOrClose' | 'keyOrClose' | 'key' | 'colon' | 'after';

const NUMBER = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y;

/**
 * One validating pass over JSON text: the string values (not keys) with their member names.
 * Throws FormatError (corrupt) with a line and column on the first error.
 */
export function scanJson(text: string): StringValue[] {
  const values: StringValue[] = [];
  const stack: { kind: '{' | '['; key: string | undefined }[] = [];
  let key: string | undefined; // the member name the next value belongs to
  let state = 'value' as State;
  let valuesSeen = 0;
  const n = text.length;
  let i = 0;
  const fail = (what: string): never => {
    let line = 1;
    let lineStart = 0;
    for (let k = text.indexOf('\n'); k >= 0 && k < i; k = text.indexOf('\n', k + 1)) {
      line++;
      lineStart = k + 1;
    }
    throw new FormatError('corrupt', `The file is not valid JSON: ${what} at line ${line}, column ${i - lineStart + 1}.`);
  };
  const closeValue = () => {
    state = 'after';
    if (stack.length === 0) valuesSeen++;
  };

  while (i < n) {
    const c = text.charCodeAt(i);
    if (c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09) {
      i++;
      continue;
    }
    switch (state) {
      case 'valueOrClose':
        if (c === 0x5d) {
          i++;
          key = stack.pop()?.key;
          closeValue();
          continue;
        }
        state = 'value';
        continue;
      case 'keyOrClose':
      case 'key':
        if (c === 0x7d && state === 'keyOrClose') {
          i++;
          key = stack.pop()?.key;
          closeValue();
          continue;
        }
        if (c !== 0x22) fail('expected a property name in double quotes');
        {
          const end = stringEnd(text, i, fail);
          const raw = text.slice(i + 1, end - 1);
          key = raw.includes('\\') ? (JSON.parse(text.slice(i, end)) as string) : raw;
          i = end;
          state = 'colon';
        }
        continue;
      case 'colon':
        if (c !== 0x3a) fail("expected ':' after a property name");
        i++;
        state = 'value';
        continue;
      case 'after':
        if (stack.length === 0) {
          state = 'value'; // JSON Lines: another value follows
          continue;
        }
        if (c === 0x2c) {
          i++;
          state = (stack.at(-1) as { kind: string }).kind === '{' ? 'key' : 'value';
          continue;
        }
        if ((c === 0x7d && stack.at(-1)?.kind === '{') || (c === 0x5d && stack.at(-1)?.kind === '[')) {
          i++;
          key = stack.pop()?.key;
          closeValue();
          continue;
        }
        fail("expected ',' or a closing bracket");
        continue;
      case 'value':
        if (c === 0x7b || c === 0x5b) {
          const member = stack.at(-1)?.kind === '[' ? stack.at(-1)?.key : key;
          stack.push({ kind: c === 0x7b ? '{' : '[', key: member });
          key = c === 0x5b ? member : undefined;
          state = c === 0x7b ? 'keyOrClose' : 'valueOrClose';
          i++;
          continue;
        }
        if (c === 0x22) {
          const end = stringEnd(text, i, fail);
          const raw = text.slice(i + 1, end - 1);
          const escaped = raw.includes('\\');
          const member = stack.at(-1)?.kind === '[' ? stack.at(-1)?.key : key;
          values.push({ start: i + 1, end: end - 1, value: escaped ? (JSON.parse(text.slice(i, end)) as string) : raw, escaped, key: member });
          i = end;
          closeValue();
          continue;
        }
        NUMBER.lastIndex = i;
        if (NUMBER.test(text)) {
          i = NUMBER.lastIndex;
          closeValue();
          continue;
        }
        for (const literal of ['true', 'false', 'null']) {
          if (text.startsWith(literal, i)) {
            i += literal.length;
            closeValue();
            break;
          }
        }
        if ((state as State) === 'value') fail('unexpected character');
        continue;
    }
  }
  if (valuesSeen === 0 && stack.length === 0) throw new FormatError('corrupt', 'The file is not valid JSON: it holds no value.');
  if (stack.length > 0 || (state as State) !== 'after') fail('the file ends before the JSON does');
  return values;
}

/** Index after the closing quote of the string opening at `start`; validates escapes and control characters. */
function stringEnd(text: string, start: number, fail: (what: string) => never): number {
  for (let i = start + 1; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x22) return i + 1;
    if (c < 0x20) fail('a control character inside a string');
    if (c === 0x5c) {
      const e = text[i + 1];
      if (e === 'u') {
        if (!/^[0-9a-fA-F]{4}$/.test(text.slice(i + 2, i + 6))) fail('a malformed \\u escape');
        i += 5;
      } else if (e !== undefined && '"\\/bfnrt'.includes(e)) i++;
      else fail('a malformed escape');
    }
  }
  return fail('a string that is never closed');
}
