/**
 * A city and its airport's name after it (ner/city-airport.ts): one place span; a city before any
 * other capitalized word keeps its own span.
 */
import { describe, expect, it } from 'vitest';
import { labels } from './helpers.js';

const places = (text: string) => labels(text, 'en').filter((l) => l.startsWith('LOCATION:'));

describe('city and airport name', () => {
  it('covers the airport name after its city', () => {
    expect(places('BA 0074  Accra → London Heathrow T5 07:35')).toContain('LOCATION:London Heathrow');
    expect(places('We landed at Singapore Changi just after midnight.')).toContain('LOCATION:Singapore Changi');
    expect(places('Delayed at Phoenix Sky Harbor for two hours.')).toContain('LOCATION:Phoenix Sky Harbor');
  });
  it('does not take an ordinary word or a half airport name', () => {
    expect(places('She moved to London Monday and loved it.')).toEqual(['LOCATION:London']);
    expect(places('Delayed at Phoenix Sky bar for two hours.')).toEqual(['LOCATION:Phoenix']);
  });
});
