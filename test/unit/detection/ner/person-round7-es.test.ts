/**
 * Spanish PERSON rules of round 7 (people7es, tuned on the blind files es-dev-b10 and es-dev-b11):
 * each rule with a text whose person it must find and one it must leave alone.
 */
import { describe, expect, it } from 'vitest';
import { getEngine } from '#shared/detection/engine.js';

const find = (text: string) =>
  getEngine().analyze(text, { language: 'es' }).map((s) => [s.entity_type, [...text].slice(s.start, s.end).join('')]);
const persons = (text: string) => find(text).filter(([t]) => t === 'PERSON');

describe('a given name that is an everyday word labelling two chat lines (chat-repeated-labels.ts)', () => {
  it('reads the repeated labels as speakers', () => {
    const chat = 'Sole: me dijo que el bautizo es en Colonia\nPilar: cuál, la de Uruguay?\nSole: sí, el sábado\nPilar: ah bueno, vamos en el auto';
    expect(persons(chat)).toContainEqual(['PERSON', 'Pilar']);
    expect(persons(chat)).toContainEqual(['PERSON', 'Sole']);
  });
  it('reads a flat after the name as a tag ("Amparo 3ºB:")', () => {
    const chat = 'Amparo 3ºB: ¿alguien sabe si ya han avisado al del ascensor?\nIgnacio Berrocal: Sí, llamé yo\nAmparo 3ºB: Gracias!! mi madre no puede subir';
    expect(persons(chat).filter(([, t]) => t === 'Amparo')).toHaveLength(2);
  });
  it('leaves a single form line alone', () => {
    expect(persons('Resultado del partido\nVictoria: 3 puntos\nEmpate: 1 punto\nDerrota: 0 puntos')).toEqual([]);
  });
});

describe('stamped chat layouts (chat-stamps.ts)', () => {
  it('reads a bare clock before a given name as a stamp', () => {
    const chat = '09:02 pablo.m: alguien sabe si viene hoy?\n09:03 irene: sí, a las 10\n09:05 pablo.m: gracias!!';
    expect(persons(chat)).toContainEqual(['PERSON', 'irene']);
  });
  it('leaves a log source after a clock alone', () => {
    expect(persons('10:02 kernel: eth0 link up\n10:03 kernel: eth0 link down\n10:04 sshd: accepted key')).toEqual([]);
  });
  it('reads "a. m." after a Teams time, and an abbreviated given name', () => {
    const teams = 'Quintero, Alejandro 10:14 a. m.\n¿me confirmas la factura?\nNatalia Gómez 10:20 a. m.\nno todavía\nQuintero, Alejandro 10:21 a. m.\ndale';
    expect(persons(teams)).toContainEqual(['PERSON', 'Quintero, Alejandro']);
    const wa = '[3/4/2025 20:41] Ma. Fernanda: amiga ya le pagaste?\n[3/4/2025 20:43] Conchi Aguayo: no, pasame el cbu\n[3/4/2025 20:44] Ma. Fernanda: listo';
    expect(persons(wa)).toContainEqual(['PERSON', 'Ma. Fernanda']);
  });
});

describe('"y" between two full names, the second given name an everyday word (person/runs.ts)', () => {
  it('splits the two people', () => {
    const found = persons('Vuelo IB6621. Pasajeros: Gonzalo Ferrer y Amparo Liñán\n14-17 nov: casa particular');
    expect(found).toContainEqual(['PERSON', 'Gonzalo Ferrer']);
    expect(found).toContainEqual(['PERSON', 'Amparo Liñán']);
  });
  it('splits a given name and a nickname no list knows', () => {
    expect(persons('Sus hijos, Fermín, Begoña y Asun; hijos políticos y nietos.')).toContainEqual(['PERSON', 'Asun']);
  });
  it('keeps a compound surname whole', () => {
    expect(persons('Hoy leemos a José Ortega y Gasset en clase.')).toContainEqual(['PERSON', 'José Ortega y Gasset']);
  });
});

describe('a number on the next line caps only a weak run (context-rules.ts number-after)', () => {
  it('leaves a product heading before a numbered step alone', () => {
    expect(persons('Guía rápida: configurar el doble factor en Nube Segura\n1. Abre Ajustes > Seguridad.')).toEqual([]);
  });
});

describe('feature, campaign and loaf names after a Spanish catalogue noun (catalogue-nouns.ts)', () => {
  it('leaves the things alone', () => {
    expect(persons('- Nuevo tema Medianoche y paleta Coral para los paneles.')).toEqual([]);
    expect(persons('Corregido: fuga de memoria en el visor Cristal al abrir imágenes.')).toEqual([]);
    expect(persons('Manual de marca – paleta para la campaña Verano Andino: Turquesa Titicaca.')).toEqual([]);
    expect(persons('Vendo lote: 4 pijamas Petit Bateau y un abrigo.')).toEqual([]);
  });
  it('still finds a person named with a given name after the noun', () => {
    expect(persons('Habla con el jefe de campaña Luis Pérez mañana.')).toContainEqual(['PERSON', 'Luis Pérez']);
  });
});

describe('a scent after "notas a", "huele a" (person/chat-names.ts)', () => {
  it('leaves the scent alone', () => {
    expect(persons('Cata de cafés: el Geisha tiene notas florales a jazmín y bergamota.')).toEqual([]);
  });
  it('still finds the lower-case name after the personal "a"', () => {
    expect(persons('Hola. Le mandé la factura a carmen ayer.')).toContainEqual(['PERSON', 'carmen']);
  });
});

describe('an all-capitals heading cut after its noun (caps-heading-piece.ts)', () => {
  it('leaves the heading alone', () => {
    expect(persons('REGLAMENTO DEL HUERTO URBANO\n- Cada parcela se asigna por un año.')).toEqual([]);
  });
  it('still finds a name in capitals after a label', () => {
    expect(persons('Titular: DEL VALLE RUIZ, ANA\nDNI: 12345678Z')).not.toEqual([]);
  });
});

describe('a pet named in brackets (thing-names.ts petNameInBrackets)', () => {
  it('leaves the pet alone', () => {
    expect(persons('4. Quejas por el perro del 4ºB (Rufo) que ladra de noche.')).toEqual([]);
  });
  it('still finds a neighbour named in brackets', () => {
    expect(persons('Ayer vino el vecino del 2ºA (Antonio) a quejarse.')).toContainEqual(['PERSON', 'Antonio']);
  });
});

describe('the first side of a result line and a standings row (result-lines.ts)', () => {
  it('leaves the teams alone', () => {
    expect(persons('Liga Femenina - Jornada 14\nValencia Basket 78 - 64 Perfumerías Avenida')).toEqual([]);
    expect(persons('Clasificación: 1. Valencia Basket 13-1  2. Perfumerías Avenida 11-3')).toEqual([]);
  });
  it('still finds a person before a number that is no score', () => {
    expect(persons('La reserva de Lucía Gómez 3 - 1 pendiente.')).toContainEqual(['PERSON', 'Lucía Gómez']);
  });
});

describe('a dotted professional title before the name (features.ts trimRun)', () => {
  it('finds the name after "C.P." and "Q.F."', () => {
    expect(persons('Saludos cordiales,\nC.P. Ernesto Garza Montemayor\nAnalista Sr. de Tesorería')).toContainEqual(['PERSON', 'Ernesto Garza Montemayor']);
    expect(persons('Recibe: Q.F. Constanza Maturana – anexo 4123')).toContainEqual(['PERSON', 'Constanza Maturana']);
  });
  it('leaves a wine appellation alone', () => {
    expect(persons('D.O. Ribera del Duero · 100 % Tempranillo')).toEqual([]);
  });
});

describe('"Recibido por:", "Atendido por:" labels (person/labels.ts)', () => {
  it('finds the person after the label', () => {
    expect(persons('Firma: ___________\nRecibido por: Kathy (recepción)')).toContainEqual(['PERSON', 'Kathy']);
  });
  it('leaves a sort label alone', () => {
    expect(persons('Ordenar por: Precio\nMostrar: 20 por página')).toEqual([]);
  });
});

describe('a Mexican state abbreviation after the city (state-abbreviations.ts)', () => {
  it('leaves "Jal." alone', () => {
    expect(persons('Av. Vallarta 2440, Col. Arcos Vallarta, C.P. 44130, Guadalajara, Jal.')).toEqual([]);
  });
  it('still finds a name after a comma', () => {
    expect(persons('Gracias, Jaime.')).not.toEqual([]);
  });
});

describe('"el del", "el de" after a given name (person/runs.ts)', () => {
  it('ends the name before "the one from"', () => {
    expect(persons('ay qué cosa. pregúntale a Yunior el del CUPET si sabe algo')).toContainEqual(['PERSON', 'Yunior']);
  });
});

describe('two labels on one form line (person/labels.ts)', () => {
  it('ends the first value before the next label', () => {
    const found = persons('Nombre: Yusuf  Apellidos: El Amrani Bouzid\nNIE: X2402393C');
    expect(found).toContainEqual(['PERSON', 'Yusuf']);
    expect(found).toContainEqual(['PERSON', 'El Amrani Bouzid']);
  });
});
