import { RE2JS } from 're2js';
import { PatternError } from './types.js';

/** Longest tenant pattern accepted; RE2 programs grow with pattern size. */
export const MAX_PATTERN_LENGTH = 1000;

/**
 * Compiles a tenant pattern on re2js (RE2 semantics: linear time, no backreferences or
 * lookaround), so no tenant pattern can stall a worker. Throws PatternError with a reason.
 */
export function compileLinear(pattern: string, caseInsensitive = false): RE2JS {
  if (typeof pattern !== 'string' || pattern.length === 0) throw new PatternError(String(pattern), 'the pattern is empty');
  if (pattern.length > MAX_PATTERN_LENGTH) {
    throw new PatternError(pattern.slice(0, 40) + '…', `the pattern is longer than ${MAX_PATTERN_LENGTH} characters`);
  }
  let re: RE2JS;
  try {
    re = RE2JS.compile(pattern, caseInsensitive ? RE2JS.CASE_INSENSITIVE : 0);
  } catch (err) {
    throw new PatternError(pattern, reasonOf(err, pattern));
  }
  // A pattern that matches "" would report empty findings everywhere.
  if (re.matches('')) throw new PatternError(pattern, 'the pattern matches the empty string');
  return re;
}

/** Save-time validation for the config API; same checks as compileLinear. */
export function validatePattern(pattern: string): void {
  compileLinear(pattern);
}

function reasonOf(err: unknown, pattern: string): string {
  const message = err instanceof Error ? err.message : String(err);
  if (/\(\?<?[=!]/.test(pattern)) return 'lookahead and lookbehind are not supported (linear-time engine)';
  if (/\\[1-9]/.test(pattern)) return 'backreferences are not supported (linear-time engine)';
  return message.replace(/^error parsing regexp:\s*/, '') || 'the pattern cannot be compiled';
}

/** All non-empty matches of `re` in `text`, as UTF-16 [start, end) pairs. */
export function* findAll(re: RE2JS, text: string): Generator<[number, number]> {
  const m = re.matcher(text);
  while (m.find()) {
    const s = m.start();
    const e = m.end();
    if (e > s) yield [s, e];
  }
}
