/**
 * Shapes shared by the benchmark's generator, hand-written cases, scorer and runner.
 * Offsets are Unicode code points, half-open [start, end), exactly like the engine's `Span`.
 */
import type { Language } from '#shared/detection/types.js';

export interface GoldSpan {
  type: string;
  start: number;
  end: number;
  /** The labelled text; redundant with the offsets but makes dumps and error reports readable. */
  text: string;
}

export interface BenchDoc {
  id: string;
  lang: Language;
  /** Document kind (business_email, server_log, ...) or `case` / `corpus` for hand-written ones. */
  kind: string;
  text: string;
  entities: GoldSpan[];
}

/** A predicted span as the scorer sees it (the engine's Span is structurally compatible). */
export interface PredSpan {
  entity_type: string;
  start: number;
  end: number;
  score: number;
}

/** Every entity type the benchmark labels. US_* and UK_* only ever appear in English documents. */
export const BENCH_TYPES = [
  'EMAIL_ADDRESS', 'PHONE_NUMBER', 'US_SSN', 'CREDIT_CARD', 'IBAN_CODE', 'IP_ADDRESS', 'MAC_ADDRESS',
  'URL', 'US_PASSPORT', 'US_DRIVER_LICENSE', 'US_BANK_NUMBER', 'ABA_ROUTING_NUMBER', 'US_ITIN',
  'US_NPI', 'US_MBI', 'MEDICAL_RECORD_NUMBER', 'MEDICAL_LICENSE', 'UK_NHS', 'UK_NINO', 'ES_NIF',
  'ES_NIE', 'ES_NSS', 'DATE_TIME', 'DATE_OF_BIRTH', 'ADDRESS', 'LOCATION', 'PERSON', 'ORGANIZATION',
] as const;
export type BenchType = (typeof BENCH_TYPES)[number];

/** Length in code points (not UTF-16 units): "María" is 5 either way, an emoji is 1 here. */
export function cpLength(s: string): number {
  let n = 0;
  for (const _ of s) n++;
  return n;
}

/** Code-point slice, for error reports and tests. */
export function cpSlice(s: string, start: number, end: number): string {
  return Array.from(s).slice(start, end).join('');
}
