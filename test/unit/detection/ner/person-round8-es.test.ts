/**
 * Spanish PERSON rules of round 8 (nopii8es, false alarms in no-PII documents;
 * spanish-thing-cues.ts): each rule with a text it must leave alone and one whose person it must
 * still find.
 */
import { describe, expect, it } from 'vitest';
import { getEngine } from '#shared/detection/engine.js';

const find = (text: string) =>
  getEngine().analyze(text, { language: 'es' }).map((s) => [s.entity_type, [...text].slice(s.start, s.end).join('')]);
const persons = (text: string) => find(text).filter(([t]) => t === 'PERSON');

describe('a compound noun ending in "madre"/"padre" (afterKinCompoundEs)', () => {
  it('leaves the product name alone', () => {
    expect(persons('Pan de masa madre Rústico: corteza crujiente y miga abierta.')).toEqual([]);
  });
  it('still finds the mother', () => {
    expect(persons('Mañana viene mi madre Rosario a comer.')).toContainEqual(['PERSON', 'Rosario']);
  });
});

describe('"Don"/"Doña" before one everyday word (afterCourtesyTitleEs)', () => {
  it('leaves the book alone', () => {
    expect(persons('Club de lectura: este mes Don Quijote y el siguiente La Regenta.')).toEqual([]);
  });
  it('still finds a given name or a surname after the title', () => {
    expect(persons('Pregúntale a don Anselmo por la llave del trastero.')).toContainEqual(['PERSON', 'Anselmo']);
    expect(persons('Le dejé el paquete a doña Amparo en la portería.')).toContainEqual(['PERSON', 'Amparo']);
  });
});

describe('a season, chapter or episode "de" a name (afterWorkPartEs)', () => {
  it('leaves the show alone', () => {
    expect(persons('Por fin llegó la caja con todas las temporadas de Aída. La tercera sigue siendo la mejor.')).toEqual([]);
  });
  it('still finds a person "de" an everyday noun', () => {
    expect(persons('Por fin llegó la caja con los libros de Aída Gómez.')).toContainEqual(['PERSON', 'Aída Gómez']);
  });
});

const places = (text: string) => find(text).filter(([t]) => t === 'LOCATION');

describe('a food noun + "del" + a place (thing-context.ts product-of-place-del-es)', () => {
  it('leaves the dish alone', () => {
    expect(places('Pedimos el menú degustación. El arroz del Delta estaba en su punto; el postre, flojo.')).toEqual([]);
  });
  it('still finds the place after another noun', () => {
    expect(places('Pasamos el fin de semana en una casa rural cerca del Delta del Ebro.').length).toBeGreaterThan(0);
  });
});

describe('a name that closes an institution or competition name (honouredInInstitutionNameEs)', () => {
  it('leaves the honoured name alone', () => {
    expect(persons('Resultado de la jornada – Liga de Béisbol Profesional Roberto Clemente')).toEqual([]);
    expect(persons('El concierto es en el Estadio Olímpico Lluís Companys.')).toEqual([]);
  });
  it('still finds a person the sentence names apart from the institution', () => {
    expect(persons('Desde la liga nos escribió Roberto Clemente.')).toContainEqual(['PERSON', 'Roberto Clemente']);
  });
});

describe('a name after a plural noun of kinds of things and "como" (exampleOfThingKindEs)', () => {
  it('leaves the variety alone', () => {
    expect(persons('Variedades como Cherry Pera, Corazón de Buey o Raf se adaptan bien a la terraza.')).toEqual([]);
  });
  it('still finds a person after a noun of people', () => {
    expect(persons('Autores como Julio Cortázar marcaron mi juventud.')).toContainEqual(['PERSON', 'Julio Cortázar']);
  });
});
