/**
 * False alarms in Spanish no-PII documents (issue 13, no-PII sprint): each rule with a text it
 * must leave alone and one it must still catch.
 */
import { describe, expect, it } from 'vitest';
import { labels } from './helpers.js';

const of = (type: string, text: string, lang: 'en' | 'es') => labels(text, lang).filter((l) => l.startsWith(`${type}:`));

describe('a unit of measure after a number (person/measure-units.ts)', () => {
  it('reads "16 GB de RAM" as a quantity, not a person', () => {
    expect(of('PERSON', 'Portátil IdeaPad Slim 5, 16 GB de RAM, SSD de 512 GB, pantalla OLED de 14".', 'es')).toEqual([]);
  });
  it('keeps a person after a number without a unit', () => {
    expect(of('PERSON', 'En la reunión del día 3 Ana García presentó el plan.', 'es')).toContain('PERSON:Ana García');
  });
});

describe('a head word before a lone letter (organization/shapes.ts fromHead)', () => {
  it('reads a draw\'s group as no organization', () => {
    expect(of('ORGANIZATION', 'Copa América – Grupo A, fecha 2', 'es')).toEqual([]);
    expect(of('ORGANIZATION', 'El sorteo dejó a España en el Grupo B junto a Italia.', 'es')).toEqual([]);
  });
  it('keeps a group named by a word or an acronym', () => {
    expect(of('ORGANIZATION', 'Trabajo en Grupo Bimbo desde 2019.', 'es')).toContain('ORGANIZATION:Grupo Bimbo');
    expect(of('ORGANIZATION', 'Trabaja en el Grupo ACS.', 'es')).toContain('ORGANIZATION:Grupo ACS');
  });
});

describe('everyday words that are also given names (build-lexicons.ts HOMOGRAPHS_ES)', () => {
  it('reads "ida" in "ida y vuelta" as the word', () => {
    expect(of('PERSON', 'Los cuartos de final se juegan a ida y vuelta.', 'es')).toEqual([]);
  });
  it('keeps the capitalized given name with a surname', () => {
    expect(of('PERSON', 'Hablé con Ida Martínez sobre el contrato.', 'es')).toContain('PERSON:Ida Martínez');
    expect(of('PERSON', 'Gloria Fuertes escribió poemas para niños.', 'es')).toContain('PERSON:Gloria Fuertes');
  });
});

describe('"MX" in capitals is a country code, not the title "Mx." (person/evidence.ts countryCodeTitle)', () => {
  it('reads no person in a league name', () => {
    expect(of('PERSON', 'Tabla de posiciones – Liga MX Femenil, Jornada 9', 'es')).toEqual([]);
  });
  it('keeps the honorific and a full name after the code', () => {
    expect(of('PERSON', 'Please welcome Mx. Taylor Jones to the team.', 'en')).toContain('PERSON:Taylor Jones');
    expect(of('PERSON', 'Cliente MX: Ana García Ruiz', 'es')).toContain('PERSON:Ana García Ruiz');
  });
});

describe('a plural acronym in the run (person/plural-acronyms.ts)', () => {
  it('reads a heading about ERPs or APIs as no person', () => {
    expect(of('PERSON', 'Comparativa de ERPs para pymes: SAP Business One ofrece más módulos.', 'es')).toEqual([]);
    expect(of('PERSON', 'Guía de APIs REST', 'es')).toEqual([]);
  });
  it('keeps a person beside a plural acronym', () => {
    expect(of('PERSON', 'Contactar con Luis Gómez para los PDFs.', 'es')).toContain('PERSON:Luis Gómez');
  });
});

describe('a letter glued to an earlier "X." (person/plural-acronyms.ts insideDottedAbbreviation)', () => {
  it('reads "D.O. Ribera del Duero" as a wine appellation', () => {
    expect(of('PERSON', 'Vino Tinto Reserva 2019\nD.O. Ribera del Duero · 100 % Tempranillo', 'es')).toEqual([]);
  });
  it('keeps "D." before a spaced name and spaced initials', () => {
    expect(of('PERSON', 'Atendido por D. Ramón Ortiz en la oficina.', 'es')).toContain('PERSON:Ramón Ortiz');
    expect(of('PERSON', 'Firmado por J. R. Martínez', 'es')).toContain('PERSON:J. R. Martínez');
  });
});

describe('words with no given name before a capitalized weekday (person/event-days.ts)', () => {
  it('reads a sales event as no person', () => {
    expect(of('PERSON', 'Promo Black Friday: 30% en toda la colección Mediterránea.', 'es')).toEqual([]);
  });
  it('keeps a full name before a weekday', () => {
    expect(of('PERSON', 'Llamé a Ana García Monday por la mañana.', 'es')).toContain('PERSON:Ana García');
  });
});
