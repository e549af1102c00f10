import { codePointsToUtf16, hasSurrogates } from '../offsets.js';
import type { OperatorContext, PseudonymStore, RedactedFinding, RedactionMethod, RedactionResult, Span } from '../types.js';
import { hashValue, mask, pseudonymize, pseudonymizeMany, typeLabel } from './methods.js';
import { InMemoryPseudonymStore } from './pseudonym-store.js';

export { InMemoryPseudonymStore } from './pseudonym-store.js';
export { hashValue, mask, pseudonymCandidate, pseudonymize, pseudonymizeMany, PseudonymSpaceExhaustedError, typeLabel } from './methods.js';

export const REDACTION_METHODS: readonly RedactionMethod[] = ['type_label', 'mask', 'hash', 'pseudonymize'];

/**
 * Replaces each span (code points into `text`) with its method's output. Spans may come in any
 * order; overlapping ones after the first (by start, longer first) are dropped. Findings keep
 * code-point offsets into the ORIGINAL text and carry their `replacement`.
 */
export async function redact(
  text: string,
  spans: readonly Span[],
  method: RedactionMethod,
  ctx: OperatorContext,
): Promise<RedactionResult> {
  const ordered = [...spans].sort((a, b) => a.start - b.start || b.end - a.end);
  const accepted: Span[] = [];
  let lastEnd = 0;
  for (const s of ordered) {
    if (s.start < lastEnd || s.end <= s.start) continue;
    accepted.push(s);
    lastEnd = s.end;
  }

  // Code points → UTF-16 for slicing (identity when there are no surrogate pairs).
  let units: number[];
  if (hasSurrogates(text)) {
    const indices: number[] = [];
    for (const s of accepted) indices.push(s.start, s.end);
    units = codePointsToUtf16(text, indices);
  } else {
    units = accepted.flatMap((s) => [s.start, s.end]);
  }

  // Pseudonyms are looked up once per distinct (type, value) within the call, several at a
  // time: a store round trip each, so a long text must not wait for them one after another.
  // Without a store (CLI), pseudonyms are stable within this call only.
  const cache =
    method === 'pseudonymize'
      ? await pseudonymsFor(text, accepted, units, ctx.tenantSecret, ctx.pseudonyms ?? new InMemoryPseudonymStore())
      : new Map<string, string>();

  const pieces: string[] = [];
  const findings: RedactedFinding[] = [];
  let cursor = 0;
  for (let i = 0; i < accepted.length; i++) {
    const s = accepted[i] as Span;
    const from = Math.min(units[2 * i] as number, text.length);
    const to = Math.min(units[2 * i + 1] as number, text.length);
    const value = text.slice(from, to);
    let replacement: string;
    switch (method) {
      case 'type_label':
        replacement = typeLabel(s.entity_type);
        break;
      case 'mask':
        replacement = mask(value);
        break;
      case 'hash':
        replacement = hashValue(ctx.tenantSecret, s.entity_type, value);
        break;
      case 'pseudonymize':
        replacement = cache.get(pseudonymKey(s.entity_type, value)) as string;
        break;
      default:
        throw new RangeError(`Unknown redaction method: ${String(method)}`);
    }
    pieces.push(text.slice(cursor, from), replacement);
    cursor = to;
    findings.push({ entity_type: s.entity_type, start: s.start, end: s.end, score: s.score, replacement });
  }
  pieces.push(text.slice(cursor));
  return { redacted_text: pieces.join(''), findings };
}

const PSEUDONYM_CONCURRENCY = 16;

const pseudonymKey = (entityType: string, value: string) => `${entityType}\u0000${value}`;

/** The pseudonym of every distinct (type, value) among the spans, resolved by a small pool. */
async function pseudonymsFor(
  text: string,
  spans: readonly Span[],
  units: readonly number[],
  secret: OperatorContext['tenantSecret'],
  store: PseudonymStore,
): Promise<Map<string, string>> {
  const distinct = new Map<string, { entityType: string; value: string }>();
  spans.forEach((s, i) => {
    const value = text.slice(Math.min(units[2 * i] as number, text.length), Math.min(units[2 * i + 1] as number, text.length));
    distinct.set(pseudonymKey(s.entity_type, value), { entityType: s.entity_type, value });
  });
  const pending = [...distinct.entries()];
  const resolved = new Map<string, string>();
  if (store.findManyByValue && store.claimMany) {
    const batchStore = store as PseudonymStore & Required<Pick<PseudonymStore, 'findManyByValue' | 'claimMany'>>;
    const pseudonyms = await pseudonymizeMany(secret, batchStore, pending.map(([, item]) => item));
    pending.forEach(([key], i) => resolved.set(key, pseudonyms[i] as string));
    return resolved;
  }
  const worker = async () => {
    for (let next = pending.pop(); next; next = pending.pop()) {
      const [key, { entityType, value }] = next;
      resolved.set(key, await pseudonymize(secret, store, entityType, value));
    }
  };
  await Promise.all(Array.from({ length: Math.min(PSEUDONYM_CONCURRENCY, pending.length) }, worker));
  return resolved;
}
