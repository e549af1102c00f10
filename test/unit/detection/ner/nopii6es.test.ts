/**
 * Spanish false alarms in texts with no personal data (issue 13, sprint nopii6es, tuned on the
 * blind files b1-b8): each rule with a text it must leave alone and one whose PII it must still find.
 */
import { describe, expect, it } from 'vitest';
import { getEngine } from '#shared/detection/engine.js';

const find = (text: string) =>
  getEngine().analyze(text, { language: 'es' }).map((s) => [s.entity_type, [...text].slice(s.start, s.end).join('')]);
const anyNer = (text: string) => find(text).filter(([t]) => t === 'PERSON' || t === 'LOCATION' || t === 'ORGANIZATION');

describe('a sauce after an indefinite pour ("unas gotas de", ingredients.ts)', () => {
  it('leaves a brand after "unas gotas de" alone', () => {
    expect(anyNer('Sal, salsa inglesa y unas gotas de Valentina. Hielos y cerveza clara.')).toEqual([]);
  });
  it('still reads a person after an envelope that is theirs', () => {
    expect(find('Te dejé en la mesa un sobre de Julián Ortega con las llaves.')).toContainEqual(['PERSON', 'Julián Ortega']);
  });
});

describe('a Title Case listing heading: product noun, capitalized word, model name (thing-context.ts product-noun-before)', () => {
  it('leaves the model name alone', () => {
    expect(anyNer('Sofá Rinconera Austin 3 plazas, tapizado en pana color mostaza.')).toEqual([]);
  });
  it('still finds a place after a name in a heading', () => {
    expect(find('Mesa redonda con Lucía Gómez en Austin.')).toContainEqual(['LOCATION', 'Austin']);
  });
});

describe('an app after "integración con" (thing-context.ts linked-with-es)', () => {
  it('leaves the apps alone', () => {
    expect(find('Novedades: la integración con Glovo y Just Eat pasa a ser configurable por local.').filter(([t]) => t === 'PERSON')).toEqual([]);
  });
  it('still finds a person after "reunión con"', () => {
    expect(find('Mañana tengo la reunión con Julia Martínez para la integración.')).toContainEqual(['PERSON', 'Julia Martínez']);
  });
});

describe('"Domingo de" + a lower-case word is the day (event-days.ts weekdayActivityEs)', () => {
  it('leaves the day alone', () => {
    expect(anyNer('Playlist "Domingo de limpieza" 🧹: tres horas de salsa.')).toEqual([]);
  });
  it('still finds a person named Domingo', () => {
    expect(find('Hablé ayer con Domingo de la Fuente sobre el contrato.')).toContainEqual(['PERSON', 'Domingo de la Fuente']);
  });
});

describe('a department after "áreas de" (thing-context.ts department-after-unit-es)', () => {
  it('leaves the department alone', () => {
    expect(anyNer('Las áreas de Logística y Atención al Cliente mejoran más de un punto respecto al año pasado.')).toEqual([]);
  });
  it('still finds a named firm after "área de"', () => {
    expect(find('El departamento de Transportes Ruiz S.L. presentó ayer el plan.')).toContainEqual(['ORGANIZATION', 'Transportes Ruiz S.L.']);
  });
});

describe('a product noun with its "de" complement before a brand (thing-context.ts product-noun-before)', () => {
  it('leaves the brand and model alone', () => {
    expect(anyNer('No compren la plancha de pelo Remington Keratin Protect. Se calienta de un solo lado.')).toEqual([]);
  });
  it('still finds the owner after "de"', () => {
    expect(find('Se quemó la plancha de Lucía Romero en el vestuario.')).toContainEqual(['PERSON', 'Lucía Romero']);
  });
});

describe('a kind of work in brackets after a title (thing-context.ts work-kind-in-brackets-es)', () => {
  it('leaves the title alone', () => {
    expect(anyNer('Notas del parche 1.3 – Ruta Maya (videojuego)\n- Nuevo mapa nocturno.')).toEqual([]);
  });
  it('still finds a person with a place or a role in brackets', () => {
    expect(find('Entrevista a Marta Ruiz Gil (directora) sobre el nuevo juego.')).toContainEqual(['PERSON', 'Marta Ruiz Gil']);
  });
});

describe('a team after a draw score "1-1 con" (product-edition.ts drawScoreBeforeEs)', () => {
  it('leaves the team alone', () => {
    expect(anyNer('El Guadalajara quedó en el 11.º lugar tras empatar 1-1 con Atlas en el clásico.').filter(([t]) => t === 'PERSON')).toEqual([]);
  });
  it('still finds a player after a win "a"', () => {
    expect(find('En la final, Sofía Martínez ganó 6-4 a Laura Pérez Gil.')).toContainEqual(['PERSON', 'Laura Pérez Gil']);
  });
});

describe('a platform\'s name, also in brackets (thing-words.ts PRODUCT_BEFORE, product-noun-before)', () => {
  it('leaves the platform alone', () => {
    expect(anyNer('Notas de versión v2.14.3 (Plataforma Kuna)\n- Se agregó exportación a Excel.')).toEqual([]);
  });
  it('still finds a place in brackets after a name', () => {
    expect(find('Reunión con la plataforma vecinal (Valencia) y con Ana Ruiz.')).toContainEqual(['LOCATION', 'Valencia']);
  });
});
