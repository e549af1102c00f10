/**
 * Spanish PERSON rules of round 6 (people6es, tuned on the blind file es-dev-b9): each rule with
 * a text it must leave alone and one whose person it must still find.
 */
import { describe, expect, it } from 'vitest';
import { getEngine } from '#shared/detection/engine.js';

const find = (text: string) =>
  getEngine().analyze(text, { language: 'es' }).map((s) => [s.entity_type, [...text].slice(s.start, s.end).join('')]);
const persons = (text: string) => find(text).filter(([t]) => t === 'PERSON');

describe('a model name right after a garment, furniture or office noun (catalogue-nouns.ts)', () => {
  it('leaves the model names alone', () => {
    expect(persons('Descubre el vestido Carmen, la blusa Valentina y el pantalón Martina, todos en algodón orgánico.')).toEqual([]);
    expect(persons('Sala Amazonas: pantalla de 75", sistema de vídeo y pizarra Miró. Reservar desde el calendario.')).toEqual([]);
  });
  it('still finds the person who owns the garment, or a clerk', () => {
    expect(persons('Me quedo con la blusa de Carmen Ruiz.')).toContainEqual(['PERSON', 'Carmen Ruiz']);
    expect(persons('Le pregunté a la dependienta Carmen por la talla.')).toContainEqual(['PERSON', 'Carmen']);
  });
});

describe('an all-capitals model line after an everyday-word title (weak-title-acronym.ts)', () => {
  it('leaves the printer alone', () => {
    expect(persons('- "Gaudí" (Brother MFC, escáner) en recepción')).toEqual([]);
  });
  it('still finds a name after the same title', () => {
    expect(persons('La misa la oficia Brother Tomás Ruiz el domingo.')).toContainEqual(['PERSON', 'Tomás Ruiz']);
  });
});

describe('a list joined by "y" whose surname follows an everyday word (thing-names.ts joinedByY)', () => {
  it('leaves the coffee varieties alone', () => {
    expect(persons('Prueba nuestras variedades Geisha, Bourbon Rosado y Pacamara, tostadas esta semana.')).toEqual([]);
  });
  it('still reads a compound surname alone or after a given name', () => {
    expect(persons('Hoy leemos a José Ortega y Gasset en clase.')).toContainEqual(['PERSON', 'José Ortega y Gasset']);
    expect(persons('Ayer vi a Ortega y Gasset en el café.')).toContainEqual(['PERSON', 'Ortega y Gasset']);
  });
});

describe('a handle that spells a name (handle-names.ts)', () => {
  it('finds the person in a forum byline, a queue and an agent note', () => {
    expect(persons('Publicado por javi_montes » 22 Ene 2026, 19:34')).toContainEqual(['PERSON', 'javi_montes']);
    expect(persons('Asignado a: kike.salas')).toContainEqual(['PERSON', 'kike.salas']);
    expect(persons('Nota agente (pau.m): no pegar nunca números completos de tarjeta.')).toContainEqual(['PERSON', 'pau.m']);
    expect(persons('ale.funes 14:02\nche, el firewall está bloqueando la IP')).toContainEqual(['PERSON', 'ale.funes']);
  });
  it('leaves e-mails, file names, hosts and long nicknames alone', () => {
    expect(persons('Escribe a ana.garcia@empresa.com o abre config.json en www.garcia.es')).toEqual([]);
    expect(persons('-- publicado por sneakerhead_dan')).toEqual([]);
  });
});

describe('a handle as a chat speaker label (chat.ts speakerEnd)', () => {
  const chat = 'Slack #ops-mx\nrosy.gtz: oigan alguien vio las llaves de la bodega\nlalo: se fue desde ayer, regresa el lunes 16\nrosy.gtz: ayyy no. bueno';
  it('reads the handle and the other speaker', () => {
    expect(persons(chat)).toEqual([['PERSON', 'rosy.gtz'], ['PERSON', 'lalo'], ['PERSON', 'rosy.gtz']]);
  });
  it('leaves a log source with a dotted name alone', () => {
    expect(persons('app.server: arrancado\ndb.pool: 12 conexiones\napp.server: listo')).toEqual([]);
  });
});

describe('the apologies line of Spanish minutes (list-labels.ts "Excusa:")', () => {
  it('reads the excused attendee', () => {
    expect(persons('Asistentes: Pilar Echeverría, Rocío Manzanares\nExcusa: Mercedes (vacaciones)\n1. Retrasos en el almacén.')).toContainEqual(['PERSON', 'Mercedes']);
  });
  it('leaves an excuse in words alone', () => {
    expect(persons('Motivo del retraso\nExcusa: Tráfico en la autopista')).toEqual([]);
  });
});

describe('a given name before a phone number (phone-after.ts)', () => {
  it('reads the person to call', () => {
    expect(persons('Se alquila piso exterior. Visitas: Adela 622 318 904 (no agencias).')).toContainEqual(['PERSON', 'Adela']);
    expect(persons('Se ha perdido un gato. Si lo veis, llamad a Clara: 633 021 784.')).toContainEqual(['PERSON', 'Clara']);
  });
  it('leaves a product and its model number alone', () => {
    expect(persons('Compra el Orion 3 o el Nimbus 14 en la tienda.')).toEqual([]);
    expect(persons('Teléfono: 633 021 784\nSoporte: 900 100 200')).toEqual([]);
  });
});

describe('the sales rep column of a report, "Surnames, Given" (csv-roles.ts)', () => {
  it('reads each rep as one person', () => {
    const csv = 'REGION\tVENDEDOR\tVENTAS_ENE\nArequipa\tDEL CARPIO VALDIVIA, JOSÉ LUIS\t29870\nPiura\tSEMINARIO CHÁVEZ, JORGE\t18300\n';
    expect(persons(csv)).toEqual([['PERSON', 'DEL CARPIO VALDIVIA, JOSÉ LUIS'], ['PERSON', 'SEMINARIO CHÁVEZ, JORGE']]);
  });
  it('leaves a yes/no rep column alone', () => {
    expect(persons('pedido,comercial,importe\n1001,Sí,200\n1002,No,150\n')).toEqual([]);
  });
});

describe('the owner in a device host name (device-owner.ts)', () => {
  it('reads the given name after "iPhone-de-"', () => {
    expect(persons('dhcpd: DHCPACK on 192.168.1.151 to f4:8e:38:12:c9:d0 (iPhone-de-Noelia) via eth0')).toEqual([['PERSON', 'Noelia']]);
  });
  it('leaves a device named after a place or a word alone', () => {
    expect(persons('dhcpd: DHCPACK on 192.168.1.152 (iPhone-de-Prueba) via eth0; (ipad-de-salon) via br0')).toEqual([]);
  });
});
