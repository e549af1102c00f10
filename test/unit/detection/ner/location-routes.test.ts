/**
 * Routes of two joined cities (location.ts joinedRoute) and place names inside app features and
 * infrastructure (thing-words.ts PRODUCT_AFTER: timetables, cache).
 */
import { describe, expect, it } from 'vitest';
import { labels } from './helpers.js';
import type { Language } from '#shared/detection/types.js';

const places = (text: string, lang: Language) => labels(text, lang).filter((l) => l.startsWith('LOCATION:'));

describe('a route of two joined cities', () => {
  it.each<[Language, string, string]>([
    ['es', 'qué vergüenza, otra vez el Alvia Madrid-Gijón con 90 minutos de retraso', 'LOCATION:Madrid-Gijón'],
    ['en', 'the Leeds-Manchester train was late again', 'LOCATION:Leeds-Manchester'],
  ])('[%s] %j finds %j', (lang, text, expected) => {
    expect(places(text, lang)).toContain(expected);
  });

  it.each<[Language, string]>([
    ['es', 'La paciente María Soria-Toledo acude a consulta.'],
    ['en', 'Okey A. Hane-Klein signed the form.'],
  ])('[%s] %j has no route', (lang, text) => {
    expect(places(text, lang).filter((l) => l.includes('-'))).toEqual([]);
  });
});

describe('a place name inside a feature or a cache name', () => {
  it.each<[Language, string]>([
    ['en', 'The Dublin and Cork timetables now show live departures.'],
    ['en', 'We already regret the "Sheffield" cache cluster.'],
  ])('[%s] %j has no place', (lang, text) => {
    expect(places(text, lang)).toEqual([]);
  });
  it('still finds a place in an ordinary sentence', () => {
    expect(places('I take the train to Dublin on Friday.', 'en')).toContain('LOCATION:Dublin');
  });
});

describe('a metric symbol and a hosting region named after a place (thing-context.ts)', () => {
  it.each<[string]>([
    ['Colour: 99% sRGB, factory calibrated (Delta E < 2)'],
    ['Coming in Q4: the Sydney data region, SSO with Okta and Entra ID.'],
  ])('%j has no place', (text) => {
    expect(places(text, 'en')).toEqual([]);
  });
  it('a region of the world stays a place', () => {
    expect(places('We moved to the Sydney region last year.', 'en')).toContain('LOCATION:Sydney');
  });
});
