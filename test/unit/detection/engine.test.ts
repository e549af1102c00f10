import { describe, expect, it } from 'vitest';
import { entityInfo, normalizeEntityType } from '#shared/detection/entities.js';
import { getEngine } from '#shared/detection/engine.js';
import { codePointsToUtf16, utf16ToCodePoints } from '#shared/detection/offsets.js';
import { resolveOverlaps } from '#shared/detection/overlaps.js';
import type { RawFinding } from '#shared/detection/types.js';
import { scoreOf } from './helpers.js';

const PATTERN_TYPES = getEngine()
  .supportedEntities()
  .map((e) => e.name)
  .filter((n) => !['PERSON', 'ORGANIZATION', 'LOCATION', 'ADDRESS'].includes(n));

describe('entity catalog', () => {
  it('normalizes aliases and case', () => {
    expect(normalizeEntityType('SSN')).toBe('US_SSN');
    expect(normalizeEntityType(' us_ssn ')).toBe('US_SSN');
    expect(normalizeEntityType('PERSON')).toBe('PERSON');
  });

  it.each([
    ['CREDIT_CARD', 'PCI'],
    ['IBAN_CODE', 'PCI'],
    ['US_BANK_NUMBER', 'PCI'],
    ['ABA_ROUTING_NUMBER', 'PCI'],
    ['MEDICAL_RECORD_NUMBER', 'PHI'],
    ['UK_NHS', 'PHI'],
    ['US_NPI', 'PHI'],
    ['US_SSN', 'PII'],
    ['ES_NIF', 'PII'],
  ])('%s is %s', (name, category) => {
    expect(entityInfo(name)?.category).toBe(category);
  });

  it('lists languages per type', () => {
    const engine = getEngine();
    expect(engine.supports('SSN', 'en')).toBe(true);
    // US Hispanic forms write US identifiers in Spanish ("Número de Seguro Social").
    expect(engine.supports('US_SSN', 'es')).toBe(true);
    expect(engine.supports('ES_NIF', 'es')).toBe(true);
    expect(engine.supports('EMAIL_ADDRESS', 'es')).toBe(true);
    expect(engine.supports('NOPE', 'en')).toBe(false);
    expect(engine.supportedEntities('es').map((e) => e.name)).toContain('UK_NHS');
    // Every type in both languages (ES_NSS in English text, US_SSN in Spanish text).
    expect(engine.supportedEntities('en')).toHaveLength(28);
    expect(engine.supportedEntities('es')).toHaveLength(28);
  });
});

describe('context words', () => {
  it.each<[string, string, string]>([
    ['US_SSN', 'id 536228726', 'SSN 536228726'],
    ['ABA_ROUTING_NUMBER', 'number 021000021', 'routing number 021000021'],
    ['US_BANK_NUMBER', 'ref 12345678901', 'account number 12345678901'],
    ['US_PASSPORT', 'ref 912803456', 'passport no 912803456'],
    ['US_DRIVER_LICENSE', 'code D1234567', 'driver license D1234567'],
    ['UK_NHS', 'ref 943 476 5919', 'NHS number 943 476 5919'],
    ['US_NPI', 'ref 1234567893', 'NPI 1234567893'],
    ['PHONE_NUMBER', 'ref 5551234567', 'call 5551234567'],
  ])('%s: context lifts the score over the threshold', (entity, bare, withContext) => {
    const low = scoreOf(bare, entity);
    const high = scoreOf(withContext, entity);
    expect(low).toBeLessThan(0.5);
    expect(high).toBeGreaterThanOrEqual(0.5);
    expect(high).toBeGreaterThan(low);
  });

  it('lowers an IP address after "version"', () => {
    expect(scoreOf('reached 10.2.3.40 today', 'IP_ADDRESS')).toBeGreaterThanOrEqual(0.5);
    expect(scoreOf('upgrade to version 10.2.3.40 today', 'IP_ADDRESS')).toBeLessThan(0.5);
  });

  it('lowers a bare number after order/invoice words', () => {
    expect(scoreOf('Pedido nº 612345678 enviado', 'PHONE_NUMBER', 'es')).toBeLessThan(0.5);
    expect(scoreOf('Móvil 612345678', 'PHONE_NUMBER', 'es')).toBeGreaterThanOrEqual(0.5);
  });

  it('treats a CSV column header as the label of the values below it', () => {
    const csv = 'id;nombre;telefono\n1;Ana;912345678\n';
    expect(scoreOf(csv, 'PHONE_NUMBER', 'es')).toBeGreaterThanOrEqual(0.5);
    expect(scoreOf('id;nombre;codigo\n1;Ana;912345678\n', 'PHONE_NUMBER', 'es')).toBeLessThan(0.5);
  });

  it('does not let the previous line of a form lend its label to the next value', () => {
    const text = 'Phone: 212-555-0199\nAccount number: 5507932215';
    const spans = getEngine().analyze(text, { language: 'en', entities: ['US_BANK_NUMBER', 'PHONE_NUMBER'] });
    expect(spans.map((s) => [s.entity_type, text.slice(s.start, s.end)])).toEqual([
      ['PHONE_NUMBER', '212-555-0199'],
      ['US_BANK_NUMBER', '5507932215'],
    ]);
  });

  it('uses Spanish context words for Spanish text', () => {
    expect(scoreOf('llame al 612345678', 'PHONE_NUMBER', 'es')).toBeGreaterThan(scoreOf('ref 612345678', 'PHONE_NUMBER', 'es'));
  });

  it('looks only at a bounded window before the candidate', () => {
    const far = 'SSN ' + 'x '.repeat(60) + '536228726';
    expect(scoreOf(far, 'US_SSN')).toBeLessThan(0.5);
  });
});

describe('offsets', () => {
  it('counts code points around emoji', () => {
    const text = '😀👍🏽 mail a@b.io then 😀 555-123-4567';
    const spans = getEngine().analyze(text, { language: 'en', entities: ['EMAIL_ADDRESS', 'PHONE_NUMBER'] });
    const chars = [...text];
    expect(spans.map((s) => chars.slice(s.start, s.end).join(''))).toEqual(['a@b.io', '555-123-4567']);
    expect(spans[0]).toMatchObject({ start: 9, end: 15 });
  });

  it('keeps combining marks inside the span and counts them as code points', () => {
    const text = 'Cafe\u0301 x@y.com';
    const spans = getEngine().analyze(text, { language: 'en', entities: ['EMAIL_ADDRESS'] });
    expect(spans[0]).toMatchObject({ start: 6, end: 13 });
  });

  it('converts indices both ways in one pass', () => {
    const text = 'a😀b😀😀c';
    expect(utf16ToCodePoints(text, [0, 1, 3, 4, 8, 9])).toEqual([0, 1, 2, 3, 5, 6]);
    expect(codePointsToUtf16(text, [0, 1, 2, 3, 5, 6])).toEqual([0, 1, 3, 4, 8, 9]);
  });

  it('is the identity without surrogates', () => {
    const text = 'plain ascii 555-123-4567';
    const [s] = getEngine().analyze(text, { language: 'en', entities: ['PHONE_NUMBER'] });
    expect(s).toMatchObject({ start: 12, end: 24 });
  });
});

describe('overlap resolution', () => {
  const f = (entity_type: string, start: number, end: number, score: number): RawFinding => ({
    entity_type,
    start,
    end,
    score,
    recognizer: 't',
  });

  it('keeps the higher score, then the longer span', () => {
    const out = resolveOverlaps([f('A', 0, 10, 0.6), f('B', 2, 5, 0.9), f('C', 4, 12, 0.9), f('D', 20, 25, 0.5)]);
    expect(out.map((x) => x.entity_type)).toEqual(['C', 'D']);
    const tie = resolveOverlaps([f('SHORT', 0, 4, 0.8), f('LONG', 0, 9, 0.8)]);
    expect(tie.map((x) => x.entity_type)).toEqual(['LONG']);
  });

  it('keeps adjacent spans', () => {
    expect(resolveOverlaps([f('A', 0, 5, 0.5), f('B', 5, 9, 0.5)])).toHaveLength(2);
  });

  it('agrees with a plain greedy over all findings (clusters are resolved independently)', () => {
    // Reference: rank everything, keep a finding when it overlaps nothing kept so far.
    const reference = (xs: RawFinding[]): RawFinding[] => {
      const ranked = [...xs].sort((a, b) => b.score - a.score || b.end - b.start - (a.end - a.start) || a.start - b.start);
      const kept: RawFinding[] = [];
      for (const x of ranked) if (!kept.some((k) => k.start < x.end && x.start < k.end)) kept.push(x);
      return kept.sort((a, b) => a.start - b.start);
    };
    let seed = 7;
    const rnd = (n: number): number => ((seed = (seed * 1103515245 + 12345) & 0x7fffffff) % n);
    for (let round = 0; round < 300; round++) {
      const xs: RawFinding[] = [];
      const n = 1 + rnd(40);
      for (let i = 0; i < n; i++) {
        const start = rnd(150);
        xs.push(f(`T${i}`, start, start + 1 + rnd(15), rnd(5) / 4));
      }
      expect(resolveOverlaps(xs)).toEqual(reference(xs));
    }
  });

  it('grows linearly with the number of findings across a long text', () => {
    // Findings in score order land at random positions: a single sorted array with spliced
    // inserts was quadratic here; per-cluster resolution is linear. Compare 8x the input, not
    // wall-clock bounds, so a busy CI machine does not turn this into a flake.
    const findings = (n: number) => {
      const xs: RawFinding[] = [];
      for (let i = 0; i < n; i++) {
        const start = ((i * 7919) % n) * 10;
        xs.push(f('A', start, start + 8, (i % 97) / 97), f('B', start + 4, start + 12, (i % 89) / 89));
      }
      return xs;
    };
    const fastest = (n: number) => {
      let best = Infinity;
      for (let run = 0; run < 5; run++) {
        const xs = findings(n);
        const t0 = performance.now();
        resolveOverlaps(xs);
        best = Math.min(best, performance.now() - t0);
      }
      return best;
    };
    const small = fastest(25_000);
    const large = fastest(200_000);
    // Linear: about 8x (n log n sorting and GC pauses push it higher on a loaded machine);
    // quadratic: about 64x. 40x keeps that distinction without flaking under load.
    expect(large).toBeLessThan(40 * small + 50);
    const out = resolveOverlaps(findings(200_000));
    expect(out.length).toBeGreaterThan(100_000);
    expect(out.every((x, i) => i === 0 || (out[i - 1] as RawFinding).end <= x.start)).toBe(true);
  });

  it('reports one span per region in the engine (card vs bank number vs phone)', () => {
    const spans = getEngine().analyze('account card 4111111111111111', { language: 'en', entities: PATTERN_TYPES });
    expect(spans.map((s) => s.entity_type)).toEqual(['CREDIT_CARD']);
  });

  it('does not report an email as a URL', () => {
    const spans = getEngine().analyze('write to support@example.com', { language: 'en', entities: ['URL', 'EMAIL_ADDRESS'] });
    expect(spans.map((s) => s.entity_type)).toEqual(['EMAIL_ADDRESS']);
  });
});

describe('threshold and entity filter', () => {
  it('applies the threshold', () => {
    const text = 'see 5551234567';
    expect(getEngine().analyze(text, { language: 'en', entities: ['PHONE_NUMBER'] })).toEqual([]);
    expect(getEngine().analyze(text, { language: 'en', entities: ['PHONE_NUMBER'], threshold: 0.3 })).toHaveLength(1);
  });

  it('accepts the SSN alias in the entity list and reports US_SSN', () => {
    const spans = getEngine().analyze('SSN: 219-09-9998', { language: 'en', entities: ['SSN'] });
    expect(spans.map((s) => s.entity_type)).toEqual(['US_SSN']);
  });

  it('reports only requested types', () => {
    const spans = getEngine().analyze('a@b.io 555-123-4567', { language: 'en', entities: ['PHONE_NUMBER'] });
    expect(spans.map((s) => s.entity_type)).toEqual(['PHONE_NUMBER']);
  });

  it('needs a context word for a US identifier in Spanish, not in English', () => {
    expect(getEngine().analyze('Nos vemos, 219-09-9998', { language: 'es', entities: ['US_SSN'] })).toEqual([]);
    expect(getEngine().analyze('Nos vemos, 219-09-9998', { language: 'en', entities: ['US_SSN'] })).toHaveLength(1);
    expect(getEngine().analyze('SSN: 219-09-9998', { language: 'es', entities: ['US_SSN'] })).toHaveLength(1);
  });

  it('finds nothing in empty text and rejects unknown languages', () => {
    expect(getEngine().analyze('', { language: 'en' })).toEqual([]);
    expect(() => getEngine().analyze('x', { language: 'fr' as 'en' })).toThrow(RangeError);
  });
});

describe('linear time on pathological input', () => {
  const MB = 1_000_000;
  const inputs: [string, string][] = [
    ['a', 'a'.repeat(MB)],
    ['1', '1'.repeat(MB)],
    ['space', ' '.repeat(MB)],
    ['@', '@'.repeat(MB)],
    ['.', '.'.repeat(MB)],
    ['a.', 'a.'.repeat(MB / 2)],
    ['1-', '1-'.repeat(MB / 2)],
    ['1.', '1.'.repeat(MB / 2)],
    ['a@', 'a@'.repeat(MB / 2)],
    ['1:', 'f:'.repeat(MB / 2)],
    ['http', 'http://a'.repeat(MB / 8)],
  ];
  it.each(inputs)('1 MB of %j finishes quickly', (_name, text) => {
    const started = performance.now();
    getEngine().analyze(text, { language: 'en', entities: PATTERN_TYPES });
    // Linear inputs take well under a second on an idle core; a backtracking blow-up takes
    // minutes. The bound is loose so a busy CI machine cannot make it flaky.
    expect(performance.now() - started).toBeLessThan(15_000);
  });
});

describe('trigger scan (context-only recognizers)', () => {
  it('skips a context-only recognizer on a text without its words, and only above its floor', () => {
    const engine = getEngine();
    const text = 'Order 021000021 shipped.';
    // ABA alone scores 0.25: below the default threshold nothing is lost by not running it...
    expect(engine.analyze(text, { language: 'en', entities: ['ABA_ROUTING_NUMBER'] })).toEqual([]);
    // ...and with a threshold under that floor it still runs and reports the weak match.
    expect(engine.analyze(text, { language: 'en', entities: ['ABA_ROUTING_NUMBER'], threshold: 0.2 }).map((s) => s.entity_type)).toEqual(['ABA_ROUTING_NUMBER']);
    expect(engine.analyze('Routing number 021000021.', { language: 'en', entities: ['ABA_ROUTING_NUMBER'] }).map((s) => s.entity_type)).toEqual(['ABA_ROUTING_NUMBER']);
  });
});
