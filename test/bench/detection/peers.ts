/**
 * JavaScript peers run on the same documents in the same run as the engine:
 *
 *  - compromise (+ compromise-dates): the most used JavaScript NLP library with people, places,
 *    organizations and dates (English only; it is still run on Spanish, as a user would);
 *  - redact-pii: regexes plus a well-known-names list (the Google DLP part is not used);
 *  - @cdssnc/sanitize-pii: a regex list (mostly Canadian identifiers, phones, cards, addresses).
 *
 * The two redactors only return redacted text. To score them on spans we run their own redactor
 * classes/patterns, in their own order, with a private-use marker per type as the replacement,
 * and align the output with the input (marker → the original stretch it replaced). Their types
 * are mapped to ours where one exists; the rest (bare digit runs, Canadian IDs) become OTHER,
 * which counts for coverage and false alarms but never matches a typed gold span.
 */
// Deep imports of redact-pii's own parts: its index also loads the Google DLP client.
import { NameRedactor } from 'redact-pii/lib/built-ins/NameRedactor.js';
import * as redactPiiPatterns from 'redact-pii/lib/built-ins/simple-regexp-patterns.js';
import { SimpleRegexpRedactor } from 'redact-pii/lib/built-ins/SimpleRegexpRedactor.js';
import type { PredSpan } from './dataset.js';
import type { Detector } from './detector.js';

/** UTF-16 index → code point index table for one text. */
function cpIndex(text: string): Int32Array {
  const map = new Int32Array(text.length + 1);
  let n = 0;
  for (let i = 0; i < text.length; i++) {
    map[i] = n;
    const c = text.charCodeAt(i);
    if (!(c >= 0xdc00 && c <= 0xdfff)) n++;
  }
  map[text.length] = n;
  return map;
}

const MARK_OPEN = '\u0001';
const MARK_CLOSE = '\u0002';
/** A marker carries the type's index as one private-use character: no regex of a peer matches it. */
const marker = (i: number) => MARK_OPEN + String.fromCharCode(0xe000 + i) + MARK_CLOSE;

/**
 * Aligns a redacted output (literal text and markers) with the original: each marker covers the
 * original stretch between the literal before it and the next literal (found left to right).
 */
export function alignMarkers(original: string, redacted: string, types: readonly string[]): PredSpan[] {
  const parts = redacted.split(new RegExp(`${MARK_OPEN}(.)${MARK_CLOSE}`, 'u'));
  // parts: literal, markerChar, literal, markerChar, literal...
  const out: PredSpan[] = [];
  const cp = cpIndex(original);
  let pos = (parts[0] as string).length;
  if (!original.startsWith(parts[0] as string)) return out;
  for (let k = 1; k < parts.length; k += 2) {
    const type = types[(parts[k] as string).charCodeAt(0) - 0xe000] ?? 'OTHER';
    const next = parts[k + 1] as string;
    let end: number;
    if (next === '') {
      // Adjacent markers or a marker at the end: this one ends where the following one is placed.
      end = k + 2 < parts.length ? pos + 1 : original.length;
    } else {
      end = original.indexOf(next, pos + 1);
      if (end < 0) end = original.length;
    }
    if (end > pos) out.push({ entity_type: type, start: cp[pos] as number, end: cp[end] as number, score: 1 });
    pos = end + next.length;
  }
  return out;
}

/** Trims whitespace and trailing punctuation compromise keeps in a term's text ("Sarah,"). */
function trimSpan(text: string, s: number, e: number): [number, number] {
  while (s < e && /\s/.test(text[s] as string)) s++;
  while (e > s && /[\s.,;:!?)"'’]/.test(text[e - 1] as string)) e--;
  return [s, e];
}

export async function compromiseDetector(): Promise<Detector> {
  const nlp = (await import('compromise')).default;
  const dates = (await import('compromise-dates')).default;
  nlp.plugin(dates);
  const supported = ['PERSON', 'LOCATION', 'ORGANIZATION', 'DATE_TIME', 'EMAIL_ADDRESS', 'PHONE_NUMBER', 'URL'];
  return {
    name: 'compromise',
    types: () => supported,
    detect(text) {
      const doc = nlp(text) as any;
      const cp = cpIndex(text);
      const out: PredSpan[] = [];
      const add = (view: any, type: string) => {
        for (const m of view.json({ offset: true }) as Array<{ offset: { start: number; length: number } }>) {
          const [s, e] = trimSpan(text, m.offset.start, m.offset.start + m.offset.length);
          if (e > s) out.push({ entity_type: type, start: cp[s] as number, end: cp[e] as number, score: 1 });
        }
      };
      add(doc.people(), 'PERSON');
      add(doc.places(), 'LOCATION');
      add(doc.organizations(), 'ORGANIZATION');
      add(doc.dates(), 'DATE_TIME');
      add(doc.emails(), 'EMAIL_ADDRESS');
      add(doc.phoneNumbers(), 'PHONE_NUMBER');
      add(doc.urls(), 'URL');
      return out.sort((a, b) => a.start - b.start);
    },
  };
}

interface Redactor {
  redact(text: string): string;
}

/** redact-pii's SyncRedactor, rebuilt from its own parts in its own order (composition.js). */
export function redactPiiDetector(): Detector {
  // The same order as redact-pii's composition.js: every simple pattern, then names.
  const patterns = Object.fromEntries(Object.entries(redactPiiPatterns).filter(([, v]) => v instanceof RegExp)) as Record<string, RegExp>;
  const map: Record<string, string> = {
    creditCardNumber: 'CREDIT_CARD', streetAddress: 'ADDRESS', zipcode: 'ADDRESS', phoneNumber: 'PHONE_NUMBER',
    ipAddress: 'IP_ADDRESS', usSocialSecurityNumber: 'US_SSN', emailAddress: 'EMAIL_ADDRESS', url: 'URL',
  };
  const types: string[] = [];
  const redactors: Redactor[] = [];
  for (const name of Object.keys(patterns)) {
    types.push(map[name] ?? 'OTHER');
    redactors.push(new SimpleRegexpRedactor({ regexpPattern: patterns[name] as RegExp, replaceWith: marker(types.length - 1) }));
  }
  types.push('PERSON');
  redactors.push(new NameRedactor(marker(types.length - 1)));
  const supported = [...new Set(types.filter((t) => t !== 'OTHER'))];
  return {
    name: 'redact-pii',
    types: () => supported,
    detect(text) {
      let out = text;
      for (const r of redactors) out = r.redact(out);
      return alignMarkers(text, out, types);
    },
    redactOnly(text) {
      let out = text;
      for (const r of redactors) out = r.redact(out);
      return out;
    },
  };
}

/** @cdssnc/sanitize-pii with its default patterns, in its order. */
export async function sanitizePiiDetector(): Promise<Detector> {
  const mod = (await import('@cdssnc/sanitize-pii')) as unknown as { defaultPatterns: Array<{ name: string; regex: RegExp }>; PiiSanitizer: new (o?: object) => { sanitize(t: string): string } };
  const map: Record<string, string> = {
    address_en: 'ADDRESS', address_fr: 'ADDRESS', po_box: 'ADDRESS', credit_card: 'CREDIT_CARD', ip_address: 'IP_ADDRESS',
    phone_number: 'PHONE_NUMBER', phone_number_international: 'PHONE_NUMBER',
  };
  const patterns = mod.defaultPatterns;
  const types = patterns.map((p) => map[p.name] ?? 'OTHER');
  const plain = new mod.PiiSanitizer();
  const supported = [...new Set(types.filter((t) => t !== 'OTHER'))];
  return {
    name: 'sanitize-pii',
    types: () => supported,
    detect(text) {
      let out = text;
      patterns.forEach((p, i) => {
        out = out.replace(p.regex, marker(i));
      });
      return alignMarkers(text, out, types);
    },
    // The library's own call, for the speed comparison.
    redactOnly: (text) => plain.sanitize(text),
  };
}

export async function peerDetectors(): Promise<Detector[]> {
  return [await compromiseDetector(), redactPiiDetector(), await sanitizePiiDetector()];
}
