import { describe, expect, it } from 'vitest';
import { AhoCorasick } from '#shared/detection/aho-corasick.js';
import { getEngine } from '#shared/detection/engine.js';
import { validatePattern } from '#shared/detection/linear-regex.js';
import { compileTenantRules } from '#shared/detection/tenant-rules.js';
import { PatternError, type Span } from '#shared/detection/types.js';

const texts = (text: string, spans: Span[]) => spans.map((s) => [s.entity_type, [...text].slice(s.start, s.end).join(''), s.score]);

describe('custom recognizers', () => {
  it('runs regex recognizers on the linear-time engine', () => {
    const tenant = compileTenantRules(
      [{ name: 'employee id', type: 'regex', entity_type: 'EMPLOYEE_ID', patterns: ['EMP-\\d{6}', '(?i)staff#\\d+'], score: 0.8 }],
      [],
    );
    const text = 'EMP-123456 and STAFF#42 and emp-1';
    const spans = getEngine().analyze(text, { language: 'en', tenant });
    expect(texts(text, spans)).toEqual([
      ['EMPLOYEE_ID', 'EMP-123456', 0.8],
      ['EMPLOYEE_ID', 'STAFF#42', 0.8],
    ]);
    expect(tenant.customEntityTypes).toEqual(['EMPLOYEE_ID']);
    expect(getEngine().supports('EMPLOYEE_ID', 'es', tenant)).toBe(true);
  });

  it('matches phrase lists case-insensitively on whole words', () => {
    const tenant = compileTenantRules(
      [{ name: 'projects', type: 'phrase_list', entity_type: 'PROJECT', phrases: ['Project Falcon', 'Ñandú', 'falcon'], score: 0.9 }],
      [],
    );
    const text = 'PROJECT FALCON is not falconry; ñandú 😀 falcon.';
    const spans = getEngine().analyze(text, { language: 'es', entities: ['PROJECT'], tenant });
    expect(texts(text, spans).map((t) => t[1])).toEqual(['PROJECT FALCON', 'ñandú', 'falcon']);
  });

  it('drops custom findings under the threshold and filters by requested entity', () => {
    const tenant = compileTenantRules([{ name: 'x', type: 'regex', entity_type: 'CODE', patterns: ['X\\d+'], score: 0.3 }], []);
    expect(getEngine().analyze('X12', { language: 'en', tenant })).toEqual([]);
    expect(getEngine().analyze('X12', { language: 'en', tenant, threshold: 0.2, entities: ['EMAIL_ADDRESS'] })).toEqual([]);
    expect(getEngine().analyze('X12', { language: 'en', tenant, threshold: 0.2 })).toHaveLength(1);
  });
});

describe('PatternError', () => {
  it.each([
    ['(a)\\1', /backreference/],
    ['(?<=a)b', /lookahead and lookbehind/],
    ['(unclosed', /missing closing/],
    ['a*', /empty string/],
    ['', /empty/],
    ['x'.repeat(1001), /longer than/],
  ])('rejects %j with a readable reason', (pattern, reason) => {
    expect(() => validatePattern(pattern)).toThrow(PatternError);
    try {
      validatePattern(pattern);
    } catch (err) {
      expect((err as PatternError).reason).toMatch(reason);
    }
  });

  it('accepts RE2 syntax', () => {
    expect(() => validatePattern('(?i)[a-z]{2}\\d{4}')).not.toThrow();
  });

  it('is thrown by compileTenantRules for recognizers and regex list entries', () => {
    expect(() => compileTenantRules([{ name: 'bad', type: 'regex', entity_type: 'X', patterns: ['(a)\\1'], score: 1 }], [])).toThrow(PatternError);
    expect(() => compileTenantRules([], [{ type: 'allow', value: '(?=x)', entity_type: '*', match: 'regex' }])).toThrow(PatternError);
  });

  it('keeps a catastrophic-for-backtracking pattern linear', () => {
    const tenant = compileTenantRules([{ name: 'evil', type: 'regex', entity_type: 'EVIL', patterns: ['(a+)+b'], score: 1 }], []);
    const started = performance.now();
    getEngine().analyze('a'.repeat(50_000), { language: 'en', entities: ['EVIL'], tenant });
    // A backtracking engine needs longer than the universe's age here; RE2 needs milliseconds.
    expect(performance.now() - started).toBeLessThan(15_000);
  });
});

describe('allow and block lists', () => {
  it('allow wins over detection (exact, case-insensitive, per type or *)', () => {
    const tenant = compileTenantRules(
      [],
      [
        { type: 'allow', value: 'SUPPORT@EXAMPLE.COM', entity_type: 'EMAIL_ADDRESS' },
        { type: 'allow', value: '555-123-4567', entity_type: '*' },
        { type: 'allow', value: 'other@example.com', entity_type: 'PHONE_NUMBER' },
      ],
    );
    const text = 'support@example.com other@example.com 555-123-4567';
    const spans = getEngine().analyze(text, { language: 'en', entities: ['EMAIL_ADDRESS', 'PHONE_NUMBER'], tenant });
    expect(texts(text, spans).map((t) => t[1])).toEqual(['other@example.com']);
  });

  it('allow regex entries match the whole finding', () => {
    const tenant = compileTenantRules([], [{ type: 'allow', value: '.*@example\\.com', entity_type: 'EMAIL_ADDRESS', match: 'regex' }]);
    const text = 'a@example.com b@example.com.au';
    const spans = getEngine().analyze(text, { language: 'en', entities: ['EMAIL_ADDRESS'], tenant });
    expect(texts(text, spans).map((t) => t[1])).toEqual(['b@example.com.au']);
  });

  it('block always redacts, whatever threshold or entity filter, typed BLOCKLIST for *', () => {
    const tenant = compileTenantRules(
      [],
      [
        { type: 'block', value: 'Project Falcon', entity_type: '*' },
        { type: 'block', value: 'ACME-\\d+', entity_type: 'ORGANIZATION', match: 'regex' },
      ],
    );
    const text = 'project falcon with ACME-7, not ProjectFalconry';
    const spans = getEngine().analyze(text, { language: 'en', entities: ['EMAIL_ADDRESS'], threshold: 1, tenant });
    expect(texts(text, spans)).toEqual([
      ['BLOCKLIST', 'project falcon', 1],
      ['ORGANIZATION', 'ACME-7', 1],
    ]);
  });

  it('block wins over allow and over an overlapping detection', () => {
    const tenant = compileTenantRules(
      [],
      [
        { type: 'allow', value: 'a@b.io', entity_type: '*' },
        { type: 'block', value: 'a@b.io', entity_type: 'SECRET' },
      ],
    );
    const spans = getEngine().analyze('to a@b.io', { language: 'en', entities: ['EMAIL_ADDRESS'], tenant });
    expect(spans).toEqual([{ entity_type: 'SECRET', start: 3, end: 9, score: 1 }]);
  });
});

describe('Aho-Corasick', () => {
  it('finds overlapping phrases with suffix links and word boundaries', () => {
    const ac = new AhoCorasick<string>([
      ['he', 'he'],
      ['she', 'she'],
      ['hers', 'hers'],
      ['his', 'his'],
    ]);
    expect(ac.findAll('ushers she his hers').map((m) => m.value)).toEqual(['she', 'his', 'hers']);
  });

  it('keeps UTF-16 indices aligned when lower-casing changes length', () => {
    const ac = new AhoCorasick<number>([['istanbul', 1]]);
    const text = 'İ x istanbul';
    expect(ac.findAll(text)).toEqual([{ start: 4, end: 12, value: 1 }]);
  });
});
