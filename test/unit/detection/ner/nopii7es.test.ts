/**
 * Spanish false alarms in texts with no personal data (issue 13, sprint nopii7es): each rule with
 * a text it must leave alone and one whose PII it must still find.
 */
import { describe, expect, it } from 'vitest';
import { getEngine } from '#shared/detection/engine.js';

const find = (text: string) =>
  getEngine().analyze(text, { language: 'es' }).map((s) => [s.entity_type, [...text].slice(s.start, s.end).join('')]);
const anyNer = (text: string) => find(text).filter(([t]) => t === 'PERSON' || t === 'LOCATION' || t === 'ORGANIZATION');

describe('"Máximo"/"Mínimo" before what it limits (person/spec-limits.ts)', () => {
  it('leaves the adjective alone', () => {
    expect(anyNer('No acumulable con otras ofertas. Máximo un uso por cliente.')).toEqual([]);
    expect(anyNer('El Barça busca su sexto título. Máximo goleador del torneo hasta ahora: el extremo.')).toEqual([]);
  });
  it('still reads Máximo the person', () => {
    expect(find('Ayer hablé con Máximo y me dijo que vendría.')).toContainEqual(['PERSON', 'Máximo']);
  });
});

describe('food, drink and scent under a brand name (person/catalogue-nouns.ts)', () => {
  it('leaves the brand after the lower-case noun alone', () => {
    expect(anyNer('El jamón Joselito es caro pero vale cada euro.')).toEqual([]);
  });
  it('still reads the person the thing is given to or belongs to', () => {
    expect(find('Le regalé el vino a Joselito por su cumpleaños.')).toContainEqual(['PERSON', 'Joselito']);
    expect(find('Compré el jamón de Joselito Ruiz en el mercado.')).toContainEqual(['PERSON', 'Joselito Ruiz']);
  });
});

describe('a Spanish set phrase opening with a noun that is a given name (person/idiom-openers.ts)', () => {
  it('leaves "Lluvia de ideas" alone', () => {
    expect(anyNer('Lluvia de ideas para la campaña de primavera: mensajes, canales y fechas.')).toEqual([]);
  });
  it('still reads Lluvia the person outside the set phrase', () => {
    expect(find('Mañana llega Lluvia de vacaciones y nos cuenta.')).toContainEqual(['PERSON', 'Lluvia']);
  });
});

describe('a thing named with a fronted object and a clitic (person/thing-names.ts namedByCliticEs)', () => {
  it('leaves the thing\'s name alone, here and later in the text', () => {
    expect(anyNer('Al robot aspirador lo llamamos Paquito. Paquito se queda atascado debajo del sofá.')).toEqual([]);
  });
  it('still reads a child named so', () => {
    expect(find('A mi hijo le pusimos Mateo. Mateo ya tiene dos años.')).toContainEqual(['PERSON', 'Mateo']);
    expect(find('Al final lo llamamos Mateo, como su abuelo.')).toContainEqual(['PERSON', 'Mateo']);
  });
});

describe('"Master" heads a role or certificate (cues.ts ROLE_HEADS)', () => {
  it('leaves a CV certificate alone', () => {
    expect(anyNer('Certificación Scrum Master (2021), PMP (2018)')).toEqual([]);
  });
  it('still reads the person after the role', () => {
    expect(find('Scrum Master: Juan Pérez.')).toContainEqual(['PERSON', 'Juan Pérez']);
  });
});

describe('a town spelled like a Spanish product noun before a model name (place-context.ts product-noun-town-es)', () => {
  it('leaves the product alone', () => {
    expect(anyNer('Lo más vendido: 1) Mochila Lisboa negra, 2) Zapatillas Jordan 1 Mid, 3) Taza Dalí edición limitada.')).toEqual([]);
  });
  it('still reads the town after a place preposition', () => {
    expect(find('Viajamos a Colonia Alemania el lunes.')).toContainEqual(['LOCATION', 'Colonia']);
  });
});
