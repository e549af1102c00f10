/**
 * Spanish PERSON rules of round 8 (people8es, tuned on the blind files es-dev-b12 and es-dev-b13;
 * the file person-round8-es.test.ts holds nopii8es's rules of the same round):
 * each rule with a text whose person it must find and one it must leave alone.
 */
import { describe, expect, it } from 'vitest';
import { getEngine } from '#shared/detection/engine.js';

const find = (text: string) =>
  getEngine().analyze(text, { language: 'es' }).map((s) => [s.entity_type, [...text].slice(s.start, s.end).join('')]);
const persons = (text: string) => find(text).filter(([t]) => t === 'PERSON');

describe('config keys and log jobs are no chat speakers (chat-config-lines.ts, chat-stamps.ts)', () => {
  it('leaves YAML keys with a "{ … }" value and a parent key alone', () => {
    const yaml = 'colas:\n  lima:        { prioridad: alta, reintentos: 5 }\n  valencia:    { prioridad: media, reintentos: 3 }\n  mercedes:    { prioridad: baja }';
    expect(persons(yaml)).toEqual([]);
  });
  it('still reads lower-case speakers', () => {
    const chat = 'lucia: llego tarde\nmercedes: vale, te guardo sitio\nlucia: gracias!!';
    expect(persons(chat)).toContainEqual(['PERSON', 'mercedes']);
  });
  it('leaves cron and backup labels of a log alone', () => {
    const log = '[+00:00:00] cron: inicio copia nocturna\n[+00:14:26] backup: volcado BD OK\n[+00:21:09] cron: fin copia nocturna';
    expect(persons(log)).toEqual([]);
  });
});

describe('an attendee line that lists groups (list-labels.ts)', () => {
  it('leaves teams after a lower-case phrase alone', () => {
    expect(persons('Asistentes: representantes de los equipos Plataforma, Datos, Jaguar y Halcón.')).toEqual([]);
  });
  it('still reads a roster', () => {
    expect(persons('Asistentes: Ana Ruiz, Bilal Haddad y Chelo Martín.')).toContainEqual(['PERSON', 'Bilal Haddad']);
  });
});

describe('a room or cluster named with its noun first (room-and-receipt.ts)', () => {
  it('leaves "Sala Rosario" and "Clúster Valencia" alone', () => {
    expect(persons('Catálogo de salas\n- Sala Rosario: 8 personas, pantalla 65"\n- Sala Santiago: 12 personas')).toEqual([]);
    expect(persons('Colas con retraso: ninguna. Clúster Valencia al 63 % de CPU.')).toEqual([]);
  });
  it('keeps a person whose surname is Sala', () => {
    expect(persons('Ayer hablé con Rosario Sala sobre el presupuesto.')).toContainEqual(['PERSON', 'Rosario Sala']);
  });
});

describe('things named with a given name after their noun (context.ts PRODUCT_NOUNS)', () => {
  it('leaves a chat, a VPN, a database and a footrest alone', () => {
    expect(persons('El chat Lola atiende 24/7 las consultas básicas.')).toEqual([]);
    expect(persons('El equipo debe estar conectado a la VPN Atalaya durante la jornada.')).toEqual([]);
    expect(persons('Si la base de datos Almudena está en modo solo lectura, ejecute el failover.')).toEqual([]);
    expect(persons('Compatible con el reposapiés Triana.')).toEqual([]);
  });
  it('keeps a person after a human noun', () => {
    expect(persons('La clienta Lola llamó dos veces ayer.')).toContainEqual(['PERSON', 'Lola']);
  });
});

describe('a bracketed "Surname, Given" pair of code-name words (runs.ts, codename-words.ts)', () => {
  it('leaves birds that name queues alone', () => {
    expect(persons('Use nombres de aves para colas técnicas (Cóndor, Quetzal).')).toEqual([]);
  });
  it('still reads a bracketed "Surname, Given" field', () => {
    expect(persons('Responsable del expediente (Gonzalez, Maria).')).toContainEqual(['PERSON', 'Gonzalez, Maria']);
  });
});

describe('varieties listed after "variedad" (variety-lists.ts)', () => {
  it('leaves rose and tomato varieties alone', () => {
    expect(persons('Variedades como Pierre de Ronsard o Gloria Dei aguantan una poda más agresiva.')).toEqual([]);
    expect(persons('Elige una variedad compacta (Cherry Pera, Tumbling Tom o Corazón de Buey si tienes espacio).')).toEqual([]);
  });
  it('keeps a person beside the word "variedad"', () => {
    expect(persons('La variedad que plantó Ana Belén Ruiz en marzo ya da fruto.')).toContainEqual(['PERSON', 'Ana Belén Ruiz']);
  });
});

describe('characters and titles of a review (fiction-roles.ts, quoted-titles.ts)', () => {
  it('leaves a list of characters and a title in guillemets alone', () => {
    expect(persons('Top 5: «Coco», «Encanto», «Klaus» y «Robot Dreams». Miguel, Mirabel y Alegría son personajes entrañables.')).toEqual([]);
  });
  it('keeps a list of people that are not characters', () => {
    expect(persons('Miguel Ángel, Mirabel Ortiz y Alegría Soto son los nuevos delegados.')).toContainEqual(['PERSON', 'Mirabel Ortiz']);
  });
});

describe('kin lists and relation words (cues.ts, evidence.ts list-after-cued-name)', () => {
  it('reads every name of a family list', () => {
    const obit = 'Tu esposo Vicente, tus hijas Rosa y Victoria, y tus nietos Pau y Neus no te olvidarán.';
    for (const n of ['Rosa', 'Victoria', 'Pau', 'Neus']) expect(persons(obit)).toContainEqual(['PERSON', n]);
    const children = persons('Sus hijos Gloria, Amparo y Libardo.');
    for (const n of ['Gloria', 'Amparo', 'Libardo']) expect(children).toContainEqual(['PERSON', n]);
    expect(persons('Miércoles 8:00 – por la salud de Esperanza y Trinidad')).toContainEqual(['PERSON', 'Trinidad']);
    expect(persons('Jueves 19:00 – difuntos de la familia Arriagada')).toContainEqual(['PERSON', 'Arriagada']);
  });
  it('leaves places after a greeting and things after "named" alone', () => {
    expect(persons('Gracias Ana, Madrid y Sevilla son preciosas.')).not.toContainEqual(['PERSON', 'Sevilla']);
    expect(getEngine().analyze('The new floor has four zones named Kauri, Rimu, Tōtara and Pōhutukawa.', { language: 'en' }).filter((s) => s.entity_type === 'PERSON')).toEqual([]);
  });
});

describe('a parent, a referral and a mail header (evidence.ts, labels.ts)', () => {
  it('reads the child of "Mamá de", the name after "de parte de" and the "Para:" header', () => {
    expect(persons('Ayer la mamá de Thiago me escribió.')).toContainEqual(['PERSON', 'Thiago']);
    expect(persons('Dile que vas de parte de Rocío, la del edificio de la esquina.')).toContainEqual(['PERSON', 'Rocío']);
    expect(persons('De: Natalia Restrepo <nrestrepo@example.co>\nPara: Sebastián\nAsunto: Re: entrevista')).toContainEqual(['PERSON', 'Sebastián']);
  });
  it('leaves "para" in a sentence alone', () => {
    expect(persons('Hay sitio para todos: para más información, llame a la oficina.')).toEqual([]);
    expect(persons('Para: todo el personal\nAsunto: cierre de oficina')).toEqual([]);
  });
});

describe('a given name signing a note on its last line (closing-name.ts)', () => {
  it('reads the signature', () => {
    expect(persons('Asunto: Vacaciones\n\nHola Encarna, te pido del 4 al 15 de agosto. Si hay algún problema, dímelo.\n\nRocío')).toContainEqual(['PERSON', 'Rocío']);
  });
  it('leaves a closing word alone', () => {
    expect(persons('Hola a todos, la reunión es en la sala grande.\n\nGracias')).toEqual([]);
  });
});

describe('a sign-off in the singular and an XML name element (cues.ts SIGN_OFFS, labels.ts)', () => {
  it('reads the name under "Un saludo,"', () => {
    expect(persons('Dirección: Calle Santa Catalina 209, Arequipa.\nUn saludo,\nMilagros – Recepción')).toContainEqual(['PERSON', 'Milagros']);
  });
  it('leaves "Un saludo a todos" alone', () => {
    expect(persons('Recibido. Un saludo a todos.')).toEqual([]);
  });
  it('reads <nombre>…</nombre> as a name field, not other elements', () => {
    expect(persons('<titular>\n  <nombre>Pilar</nombre>\n  <apellidos>Montes de Oca López</apellidos>\n</titular>')).toContainEqual(['PERSON', 'Pilar']);
    expect(persons('<producto>\n  <modelo>Pilar</modelo>\n  <color>Arena</color>\n</producto>')).toEqual([]);
  });
});

describe('a call transcript line after a speaker label (labels.ts)', () => {
  it('leaves "Cliente: Vale, …" alone', () => {
    expect(persons('Cliente: Vale, ¿me pueden llamar antes al 698 22 41 07?')).toEqual([]);
  });
  it('keeps a client named in the field', () => {
    expect(persons('Cliente: Rosario Vidal, 45 años')).toContainEqual(['PERSON', 'Rosario Vidal']);
  });
});
