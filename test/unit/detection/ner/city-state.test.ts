/**
 * A city before a US state code (ner/city-state.ts): "Atlanta, GA" in CV headers and job lines.
 */
import { describe, expect, it } from 'vitest';
import { labels } from './helpers.js';

describe('city before a US state code', () => {
  it('finds the city, not the code', () => {
    const got = labels('Daniel Okafor\nAtlanta, GA | (404) 555-0107', 'en');
    expect(got).toContain('LOCATION:Atlanta');
    expect(got.filter((l) => l.endsWith('GA'))).toEqual([]);
  });
  it('keeps the employer and the city of a job line apart', () => {
    const got = labels('Shift Lead, Target, Marietta, GA', 'en');
    expect(got).toContain('ORGANIZATION:Target');
    expect(got).toContain('LOCATION:Marietta');
  });
  it('reads ", MD" after a person as a credential', () => {
    expect(labels('Provider: Dr. Ethel Clark, MD, NPI 1079544130', 'en').filter((l) => l.startsWith('LOCATION:'))).toEqual([]);
    expect(labels('Provider: Dr. Uriah G. Rodriguez, MD', 'en').filter((l) => l.startsWith('LOCATION:'))).toEqual([]);
  });
  it('leaves a given name before "OK" alone', () => {
    expect(labels('Thanks Sam, OK? See you.', 'en').filter((l) => l.startsWith('LOCATION:'))).toEqual([]);
  });
});
