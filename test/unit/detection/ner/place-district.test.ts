/**
 * A district before its known city ("Collection in Durbanville, Cape Town") and a country code
 * after a city ("Leeds, UK") (ner/place-district.ts, read by ner/location.ts).
 */
import { describe, expect, it } from 'vitest';
import { itFinds, labels } from './helpers.js';

describe('districts before a known city, country codes after one', () => {
  itFinds([
    ['en', 'Pick-up only, in Khayelitsha, Cape Town. Text after 5.', 'LOCATION:Khayelitsha'],
    ['en', 'Best biryani near Mehdipatnam, Hyderabad hands down', 'LOCATION:Mehdipatnam'],
    ['es', 'Abrimos nueva sede en Chacarilla, Lima el lunes.', 'LOCATION:Chacarilla'],
    ['en', 'Dana Whitfield\nManchester, UK · dana.w@example.com', 'LOCATION:UK'],
  ]);
  it('takes no given name, no job title and no state code', () => {
    const places = (t: string, l: 'en' | 'es') => labels(t, l).filter((x) => x.startsWith('LOCATION:'));
    // A given name signing a post is the writer.
    expect(places('Loved it, will be back. — Siobhán, Dublin', 'en')).not.toContain('LOCATION:Siobhán');
    // Spanish "de" joins a job title, not a district: "Analista de Presupuestos, Lima".
    expect(places('2018–2021  Analista de Presupuestos, Lima', 'es')).not.toContain('LOCATION:Presupuestos');
    // A word no list knows, with no preposition, line or field start before it.
    expect(places('We met the Zorblax, Denver team today.', 'en')).not.toContain('LOCATION:Zorblax');
    // US state codes after a city stay unlabelled (city-state.ts).
    expect(places('Sam Ortiz\nAtlanta, GA · sam@example.com', 'en')).not.toContain('LOCATION:GA');
  });
});
