import { describe, expect, it } from 'vitest';
import { getEngine } from '#shared/detection/engine.js';

type Lang = 'en' | 'es';
const find = (text: string, language: Lang = 'en') =>
  getEngine().analyze(text, { language }).map((s) => [s.entity_type, [...text].slice(s.start, s.end).join('')]);
const anyNer = (text: string, language: Lang = 'en') =>
  find(text, language).filter(([t]) => t === 'PERSON' || t === 'LOCATION' || t === 'ORGANIZATION');

/**
 * Thing cues added for texts without personal data (release notes, spec sheets, product pages,
 * sports results): each row a text the cue must leave alone, then texts whose people and places
 * must still be found.
 */
describe('thing cues, round 3 (thing-context.ts, thing-words.ts)', () => {
  it.each<[string, string, Lang]>([
    ['product-noun-after', 'Fixed: the Tucson plugin no longer crashes. The Denver scheduler runs hourly.', 'en'],
    ['product-noun-after', 'Removed: the old Memphis sync engine.', 'en'],
    ['product-noun-after', 'New: "Phoenix" theme with larger fonts.', 'en'],
    ['product-noun-after', 'The Lisbon screen in the lobby is off. Get the matching Houston ottoman.', 'en'],
    ['material-after', 'Catalogue – Lyon linen bedding set, washed finish.', 'en'],
    ['model-word-number', 'Spec sheet – Orion Max 32 monitor, 4K panel.', 'en'],
    ['product-noun-last', 'Riverbend Hazy Pale Ale – tasting notes', 'en'],
    ['place-then-model', 'These feel better than my Jordan 4s on long walks.', 'en'],
    ['person-named-brand', 'The white Stan Smiths crease fast.', 'en'],
    ['counted-in-brackets', 'Rooms: Danube (10 seats, VC), Shannon (4 seats).', 'en'],
    ['colour-name', 'Available in Sand, Sage, Clay and Midnight. We chose the Milan in Navy Velvet.', 'en'],
    ['determiner-before', 'Only gripe: the "Moss" looks greener than online.', 'en'],
    ['thing-list-label', 'Finish: Graphite or Polar White. Programs: Cotton, Mix, Wool.', 'en'],
    ['team-in-results', 'Final score: Fulham 3–1 Burnley. Fulham climb to 9th; Burnley stay bottom.', 'en'],
    ['club-head', 'Resultados: el Real Betis empató con el FC Barcelona y el Atlético de Madrid ganó.', 'es'],
    ['team-in-results', 'Clasificación\n1. Girona 60 pts\n2. Valencia 55 pts', 'es'],
    ['team-in-results', 'Semifinal: Kiel 30 – 28 Szeged', 'es'],
    ['product-noun-before', 'Ficha — Edredón nórdico Oslo 300 g. Guía — Zapatillas Trail Sol.', 'es'],
    ['product-noun-before', 'Ingredientes — Galletas María, leche y canela.', 'es'],
    ['thing-list-label', 'Programas: Algodón, Sintéticos, Mix, Lana, Rápido.', 'es'],
    ['thing-list-label', 'Variedades para maceta: Cherry Pera, Corazón de Buey y Marmande.', 'es'],
    ['team-in-results', 'Table after week 9\n1. Athletico Madras – 31 pts\n2. Red Lion FC – 29 pts', 'en'],
    ['product-named-again', 'Our Denver sectional is deeper. The Denver has oak legs; we love the Denver.', 'en'],
    ['product-noun-after', 'Fixed: tips entered on the Lisbon handheld were rounded. Hand-dived Orkney scallop.', 'en'],
    ['colour-name', 'Available in Graphite and Arctic White.', 'en'],
    ['product-noun-before', '· Plantillas Aurora y Sevilla con logotipo.', 'es'],
    ['thing-list-label', 'Colours: the classic stripe, Charcoal, and Heather Grey.', 'en'],
    ['time-zone-name', 'DTSTART;TZID=Europe/Kyiv:20240315T100000 and TZ=America/Denver', 'en'],
    ['product-noun-before', 'Busco taller para placas de lavarropas Drean.', 'es'],
    ['thing-noun-beside', 'Where: Boardroom "Houston", 4th floor', 'en'],
    ['product-noun-after', 'Blocked on the Leeds data import and the Bristol migration.', 'en'],
    ['product-noun-after', 'Release notes – Kestrel mobile app 6.4 (iOS & Android)', 'en'],
  ])('%s leaves %j alone', (_cue, text, lang) => {
    expect(anyNer(text, lang)).toEqual([]);
  });

  it.each<[string, string, Lang, string[][]]>([
    ['product-noun-after', 'Can Jordan Blake screen the candidates? He flew in from Denver.', 'en', [['PERSON', 'Jordan Blake'], ['LOCATION', 'Denver']]],
    ['material-after', 'Maria Lopez moved to Lyon in 2019.', 'en', [['PERSON', 'Maria Lopez'], ['LOCATION', 'Lyon']]],
    ['model-word-number', 'Max 3 tickets for Max Turner, please.', 'en', [['PERSON', 'Max Turner']]],
    ['product-noun-last', 'Please call Tom Branch tomorrow.', 'en', [['PERSON', 'Tom Branch']]],
    ['counted-in-brackets', 'Laura Sanz (Denver) joins on Monday.', 'en', [['PERSON', 'Laura Sanz'], ['LOCATION', 'Denver']]],
    ['colour-name', 'I met Olivia Grey in Boston.', 'en', [['PERSON', 'Olivia Grey'], ['LOCATION', 'Boston']]],
    ['offered-in-colour', 'The office in Austin is closed; Carla Brandt moved to the Dallas office.', 'en', [['LOCATION', 'Austin'], ['PERSON', 'Carla Brandt']]],
    ['team-in-results', 'Invoice 2024-118 shipped to Denver 2-3 May. Call Nadia Burnley at 10-12 about it.', 'en', [['LOCATION', 'Denver'], ['PERSON', 'Nadia Burnley']]],
    ['club-head', 'Vivo en Madrid y trabajo en Ciudad Real con Ana Ruiz.', 'es', [['LOCATION', 'Madrid'], ['PERSON', 'Ana Ruiz']]],
    ['time-zone-name', 'Maria Lopez lives in Europe / Kyiv since 2019.', 'en', [['LOCATION', 'Kyiv']]],
    ['product-named-again', 'Our Denver sectional arrived. I moved to Denver in May; the Denver office is big.', 'en', [['LOCATION', 'Denver']]],
  ])('%s still finds the PII in %j', (_cue, text, lang, expected) => {
    const found = find(text, lang);
    for (const e of expected) expect(found).toContainEqual(e);
  });
});

describe('a kind of document opening a heading is no sender (cues.ts NOT_NAME)', () => {
  it('leaves "Changelog – …" and "Minuta — …" alone', () => {
    expect(anyNer('Changelog – Beacon Weather app 3.4\n* Radar loads faster.')).toEqual([]);
    expect(anyNer('Minuta — Comité de Calidad\nFecha: 07/05/2025', 'es')).toEqual([]);
  });
  it('keeps an unknown sender before a dash', () => {
    expect(find('Kutxabank — Aviso de cargo\nSe ha realizado un cargo.', 'es')).toContainEqual(['ORGANIZATION', 'Kutxabank']);
  });
});

describe('engineering teams are no organization (org-context.ts DEPARTMENTS)', () => {
  it('leaves "equipo de Plataforma" alone', () => {
    expect(anyNer('Responsable: equipo de Plataforma.', 'es')).toEqual([]);
  });
  it('keeps a company after "equipo de"', () => {
    expect(find('Me uní al equipo de Glovo en 2021.', 'es')).toContainEqual(['ORGANIZATION', 'Glovo']);
  });
});

describe('a surname that is a city, after "in" (location.ts)', () => {
  it('reads "married in Cork" and "lived in Reading" as places', () => {
    expect(find('We got married in Cork last June.')).toContainEqual(['LOCATION', 'Cork']);
    expect(find('I have lived in Reading since 2021.')).toContainEqual(['LOCATION', 'Reading']);
  });
  it('keeps a given name after "in" as it was', () => {
    expect(find('Please call Tom Cork about the invoice.')).not.toContainEqual(['LOCATION', 'Cork']);
  });
});

describe('a small Spanish town spelled like a word, inside a title-case name (location.ts)', () => {
  it('reads "Tarifa Básica" as a fare', () => {
    expect(anyNer('Coche 4, plaza 12C · Tarifa Básica · 19,70 €', 'es')).toEqual([]);
  });
  it('keeps the town after a preposition', () => {
    expect(find('Vivimos en Tarifa desde 2019.', 'es')).toContainEqual(['LOCATION', 'Tarifa']);
  });
});

describe('a district after its city and a dash (location.ts)', () => {
  it('finds the district at the end of a field or a line', () => {
    expect(find('Cajera,Valencia - Benimaclet\nReponedor,Málaga - Teatinos', 'es')).toContainEqual(['LOCATION', 'Benimaclet']);
    expect(find('Cajera,Valencia - Benimaclet\nReponedor,Málaga - Teatinos', 'es')).toContainEqual(['LOCATION', 'Teatinos']);
  });
  it('leaves a dash title and an everyday word alone', () => {
    expect(find('Madrid - Oficina central', 'es')).not.toContainEqual(['LOCATION', 'Oficina']);
    expect(find('Madrid - Resumen', 'es')).not.toContainEqual(['LOCATION', 'Resumen']);
  });
});

