/**
 * Hand-written snippet sets in an inline markup, easier to write and review than JSON:
 *
 *   ### en-chat-004 chat
 *   [09:41] {{PER|maria}}: running late, start without me
 *
 * A `### <id> <kind>` line opens a snippet; its text runs to the next header (surrounding blank
 * lines trimmed). `{{CODE|text}}` labels `text` as the entity type CODE stands for (CODES below);
 * the braces and code are not part of the text. Lines starting with `#!` are comments.
 * Offsets are computed here, in code points, so nobody counts characters by hand.
 */
import { readFileSync } from 'node:fs';
import type { Language } from '#shared/detection/types.js';
import { cpLength, type BenchDoc, type GoldSpan } from './dataset.js';

/** Short codes used in the markup → entity types of the benchmark. */
export const CODES: Readonly<Record<string, string>> = {
  PER: 'PERSON', ORG: 'ORGANIZATION', LOC: 'LOCATION', ADDR: 'ADDRESS', DATE: 'DATE_TIME', DOB: 'DATE_OF_BIRTH',
  EMAIL: 'EMAIL_ADDRESS', PHONE: 'PHONE_NUMBER', SSN: 'US_SSN', CC: 'CREDIT_CARD', IBAN: 'IBAN_CODE', IP: 'IP_ADDRESS',
  MAC: 'MAC_ADDRESS', URL: 'URL', PASSPORT: 'US_PASSPORT', DL: 'US_DRIVER_LICENSE', BANK: 'US_BANK_NUMBER',
  ABA: 'ABA_ROUTING_NUMBER', ITIN: 'US_ITIN', NPI: 'US_NPI', MBI: 'US_MBI', MRN: 'MEDICAL_RECORD_NUMBER',
  MEDLIC: 'MEDICAL_LICENSE', NHS: 'UK_NHS', NINO: 'UK_NINO', NIF: 'ES_NIF', NIE: 'ES_NIE', NSS: 'ES_NSS',
};

const LABEL = /\{\{([A-Z]+)\|([^{}]+?)\}\}/g;

/** Parses one snippet body into plain text and gold spans. */
export function parseSnippet(id: string, body: string): { text: string; entities: GoldSpan[] } {
  const entities: GoldSpan[] = [];
  let text = '';
  let last = 0;
  for (const m of body.matchAll(LABEL)) {
    const type = CODES[m[1] as string];
    if (!type) throw new Error(`${id}: unknown code ${m[1]}`);
    text += body.slice(last, m.index);
    const start = cpLength(text);
    const value = m[2] as string;
    text += value;
    entities.push({ type, start, end: start + cpLength(value), text: value });
    last = m.index + m[0].length;
  }
  text += body.slice(last);
  if (text.includes('{{') || text.includes('}}')) throw new Error(`${id}: unbalanced markup`);
  return { text, entities };
}

/** Loads every snippet of a markup file. */
export function loadMarkup(path: string | URL, lang: Language): BenchDoc[] {
  const docs: BenchDoc[] = [];
  const seen = new Set<string>();
  let header: { id: string; kind: string } | undefined;
  let lines: string[] = [];
  const flush = () => {
    if (!header) return;
    const body = lines.join('\n').replace(/^\s*\n/, '').replace(/\s+$/, '');
    const { text, entities } = parseSnippet(header.id, body);
    docs.push({ id: header.id, lang, kind: header.kind, text, entities });
  };
  for (const line of readFileSync(path, 'utf8').split('\n')) {
    if (line.startsWith('#!')) continue;
    const h = /^### (\S+) (\S+)\s*$/.exec(line);
    if (h) {
      flush();
      const id = h[1] as string;
      if (seen.has(id)) throw new Error(`duplicate snippet id ${id}`);
      seen.add(id);
      header = { id, kind: h[2] as string };
      lines = [];
    } else {
      lines.push(line);
    }
  }
  flush();
  return docs;
}
