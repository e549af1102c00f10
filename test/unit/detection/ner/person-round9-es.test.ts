/**
 * Spanish PERSON rules of round 9 (people9es, the Latin American daily-life blind files): each
 * change with a text it must decide and a near miss it must leave alone.
 */
import { describe, expect, it } from 'vitest';
import { getEngine } from '#shared/detection/engine.js';

const find = (text: string, language: 'es' | 'en' = 'es') =>
  getEngine().analyze(text, { language }).map((s) => [s.entity_type, [...text].slice(s.start, s.end).join('')]);
const persons = (text: string, language: 'es' | 'en' = 'es') => find(text, language).filter(([t]) => t === 'PERSON').map(([, v]) => v);

describe('a place-kind noun opens the name (place-head-first-es)', () => {
  it('leaves neighbourhoods, towers and ports alone', () => {
    expect(persons('Soy Jenniffer Rivera, vivo en Urb. Villa Carolina, Calle 15 Bloque 87 #12.')).not.toContain('Villa Carolina');
    expect(persons('Se alquila apartamento en PH Torre Marina, piso 14, calle 50.')).not.toContain('Torre Marina');
    expect(persons('La inspección es el viernes a las 8:00 en Puerto Quetzal.')).toEqual([]);
  });
  it('still finds a person whose surname is such a noun', () => {
    expect(persons('Hablé con Carmen Villa y con Luis de la Torre.')).toEqual(['Carmen Villa', 'Luis de la Torre']);
  });
});

describe('a spoken article before a name in a chat (article-nickname-in-chat-es)', () => {
  const chat = (line: string) => `Kevin: hola, ya salí de la casa\nAna: dale\n${line}\nAna: ok`;
  it('finds the first name or nickname after "la"/"el"/"al"', () => {
    expect(persons(chat('Kevin: va pues, le digo a la Kiara entonces'))).toContain('Kiara');
    expect(persons(chat('Kevin: q bueno, así el Benja termina la maqueta'))).toContain('Benja');
  });
  it('leaves a place after "en el", and the same article outside a chat, alone', () => {
    expect(persons(chat('Kevin: nos vemos en el Cuscatlán a las 7'))).not.toContain('Cuscatlán');
    expect(persons('Batería: el Samsung aguanta más.\nCámara: el iPhone gana en vídeo; el Galaxy en zoom.')).toEqual([]);
  });
});

describe('a Spanish text that opens as a review (work-review.ts)', () => {
  it('leaves the characters alone', () => {
    expect(persons('Serie recomendada: Club de Cuervos. Chava Iglesias es el peor presidente de un equipo de fútbol, y por eso es genial.')).toEqual([]);
    expect(persons('Volví a ver la telenovela y me sigue impresionando: Armando Mendoza es un desastre y Marcela Valencia tenía razón.')).toEqual([]);
  });
  it('still finds a person seen again', () => {
    expect(persons('Volví a ver a Marta Gómez en la boda; está igual.')).toContain('Marta Gómez');
  });
});

describe('"por" is a weak cue (WEAK_PERSON_CONTEXT)', () => {
  it('does not make a person of a service or a place', () => {
    expect(persons('¿El mando funciona por Bluetooth en Windows 10?')).toEqual([]);
    expect(persons('Mijo, ¿por fin mandaste la caja por Cubamax?')).toEqual([]);
  });
  it('still raises a listed given name', () => {
    expect(persons('Preguntar por Rubén al 11 5834-2207.')).toContain('Rubén');
  });
});

describe('in-laws, godparents and the teacher before a name (PERSON_CONTEXT)', () => {
  it('finds the name after them', () => {
    expect(persons('Lo instaló mi cuñado Benja en 20 minutos.')).toContain('Benja');
    expect(persons('Preguntar por la profe Belu, de lunes a viernes.')).toContain('Belu');
  });
  it('leaves the same nouns before a lower-case word alone', () => {
    expect(persons('Lo instaló mi cuñado en 20 minutos.')).toEqual([]);
  });
});

describe('role labels and kin vocatives in a chat (chat-stamps.ts, chat-kin-speakers.ts)', () => {
  it('reads no person in "arrendador:" or "primo"', () => {
    const text = 'Yadira: buenas, el cuarto sigue disponible?\narrendador: si, lo puede ver el jueves\nYadira: perfecto, primo vas a venir?';
    expect(persons(text)).not.toContain('arrendador');
    expect(persons(text)).not.toContain('primo');
  });
  it('still finds the speakers', () => {
    expect(persons('Yadira: buenas, el cuarto sigue disponible?\narrendador: si, lo puede ver el jueves\nYadira: perfecto')).toContain('Yadira');
  });
});

describe('an everyday-word given name opening a line before a comma (vocativeOpeningLine)', () => {
  it('finds the addressed reader the text names in full', () => {
    expect(persons('Para: Pilar Domínguez Rey\nAsunto: Nómina\nPilar, creo que en la nómina de marzo me han retenido de más.')).toContain('Pilar');
  });
  it('leaves the same word opening a sentence without a comma alone', () => {
    expect(persons('Para: Pilar Domínguez Rey\nAsunto: Obra\nPilar de hormigón reforzado en la planta 2.')).not.toContain('Pilar');
  });
});
