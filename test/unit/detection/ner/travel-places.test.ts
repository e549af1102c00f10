/**
 * Airports and places named by a travel phrase before them (ner/travel-places.ts): a sentence each
 * cue kind must catch, and ones it must leave alone.
 */
import { describe, expect, it } from 'vitest';
import { labels } from './helpers.js';
import type { Language } from '#shared/detection/types.js';

const places = (text: string, lang: Language) => labels(text, lang).filter((l) => l.startsWith('LOCATION:'));

describe('places after a travel phrase (travel-places.ts)', () => {
  it.each<[Language, string, string]>([
    ['en', 'My flight leaves from Heathrow at 7:40, so I will miss standup.', 'LOCATION:Heathrow'],
    ['en', 'landed at JFK, cab queue is insane', 'LOCATION:JFK'],
    ['en', 'Flight into Gatwick, then the train to the coast.', 'LOCATION:Gatwick'],
    ['en', 'We are flying out of Heathrow Airport on Friday.', 'LOCATION:Heathrow Airport'],
    ['es', 'Salgo desde Barajas el jueves, así que no llego.', 'LOCATION:Barajas'],
    ['es', 'Vuelo a Manises y luego tren a la playa.', 'LOCATION:Manises'],
  ])('[%s] %j finds %j', (lang, text, expected) => {
    expect(places(text, lang)).toContain(expected);
  });

  it.each<[Language, string]>([
    ['en', 'My flight leaves from gate 12 at noon.'],
    ['en', 'The flight into Monday night was cancelled.'],
    ['en', 'The bus leaves from Sarah\'s house at nine.'],
    ['es', 'Vuelo a María le gustaría, pero no puede.'],
  ])('[%s] %j has no place', (lang, text) => {
    expect(places(text, lang)).toEqual([]);
  });
});
