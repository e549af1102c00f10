import { describe, expect, it } from 'vitest';
import { parseSnippet } from '../../bench/detection/markup.js';
import { alignMarkers } from '../../bench/detection/peers.js';

describe('snippet markup', () => {
  it('strips labels and counts offsets in code points', () => {
    const { text, entities } = parseSnippet('t', '🎂 hi {{PER|María}}, call {{PHONE|612 345 678}}');
    expect(text).toBe('🎂 hi María, call 612 345 678');
    expect(entities).toEqual([
      { type: 'PERSON', start: 5, end: 10, text: 'María' },
      { type: 'PHONE_NUMBER', start: 17, end: 28, text: '612 345 678' },
    ]);
  });

  it('refuses unknown codes and unbalanced braces', () => {
    expect(() => parseSnippet('t', '{{XX|a}}')).toThrow(/unknown code/);
    expect(() => parseSnippet('t', '{{PER|a}')).toThrow(/unbalanced/);
  });
});

describe('peer output alignment', () => {
  it('maps each replacement marker back to the original stretch', () => {
    const m = (i: number) => '\u0001' + String.fromCharCode(0xe000 + i) + '\u0002';
    const spans = alignMarkers('Call 555-0100 or mail a@b.co now', `Call ${m(0)} or mail ${m(1)} now`, ['PHONE_NUMBER', 'EMAIL_ADDRESS']);
    expect(spans.map((s) => [s.entity_type, s.start, s.end])).toEqual([['PHONE_NUMBER', 5, 13], ['EMAIL_ADDRESS', 22, 28]]);
  });
});
