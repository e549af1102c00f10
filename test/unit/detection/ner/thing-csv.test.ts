import { describe, expect, it } from 'vitest';
import { getEngine } from '#shared/detection/engine.js';

const find = (text: string, language: 'en' | 'es' = 'en') =>
  getEngine().analyze(text, { language }).map((s) => [s.entity_type, [...text].slice(s.start, s.end).join('')]);

describe('things named like people (thing-context.ts)', () => {
  it.each<[string, 'en' | 'es']>([
    ['Got the Herman Miller Aeron for my home office.', 'en'],
    ['Ordered the Calvin Klein jeans and a Ralph Lauren polo.', 'en'],
    ['We tried Jim Beam bourbon and it was fine.', 'en'],
    ['The server room is named Tokyo and the printer is called Jordan.', 'en'],
    ['Our mascot is named Max.', 'en'],
    ['East and West regions grew; Central declined.', 'en'],
    ['Me compré la silla Herman Miller Aeron y las Nike Air Max.', 'es'],
    ['La sala de servidores se llama Tokio.', 'es'],
    ['Known issue: sync with Google Drive may time out.', 'en'],
    ['Bought Nike Air Max for running.', 'en'],
  ])('%j has no person or place', (text, lang) => {
    expect(find(text, lang).filter(([t]) => t === 'PERSON' || t === 'LOCATION')).toEqual([]);
  });

  it('keeps people after verbs and prepositions', () => {
    expect(find('Please call Teresa Morales tomorrow.')).toContainEqual(['PERSON', 'Teresa Morales']);
    expect(find('Dile a Carmen Vidal que llame.', 'es')).toContainEqual(['PERSON', 'Carmen Vidal']);
    expect(find('My son is named Max Turner.')).toContainEqual(['PERSON', 'Max Turner']);
  });
});

describe('CSV column roles (csv-roles.ts)', () => {
  it('reads names split over first_name,last_name columns, even in lower case', () => {
    const text = 'id,first_name,last_name,phone\n1041,josh,kramer,555-301-7789\n1042,Leticia,Barros,555-301-0042';
    const persons = find(text).filter(([t]) => t === 'PERSON').map(([, v]) => v);
    expect(persons).toEqual(['josh', 'kramer', 'Leticia', 'Barros']);
  });

  it('leaves region, product and colour values alone', () => {
    expect(find('region,quarter,units\nEast,Q4,1820\nWest,Q4,2210\nCentral,Q4,990')).toEqual([]);
    expect(find('sku,product,colour,price\nTB-100,Trail Backpack,Midnight Blue,89.00')).toEqual([]);
  });

  it('leaves store, season and best-seller values alone, and a product "nombre" column (orgplace)', () => {
    expect(find('Store,Week,Footfall\nUnion Square,W14,12830\nRiverside,W14,8421')).toEqual([]);
    expect(find('Temporada,Más vendido,Unidades\nOtoño,Jersey Pirineo,3900', 'es')).toEqual([]);
    expect(find('Referencia,Nombre,Precio\nCH-201,Botín Chelsea,129', 'es')).toEqual([]);
    // Without product headers a "nombre" column still holds people.
    expect(find('id,nombre,apellidos\n7,Lucía,Pardo', 'es')).toContainEqual(['PERSON', 'Lucía']);
  });

  it('needs a given name in generic columns such as "lead"', () => {
    const text = 'lead,first_name,last_name,company\nyes,mike,sandoval,Sandoval Roofing';
    const found = find(text);
    expect(found).not.toContainEqual(['PERSON', 'yes']);
    expect(found).toContainEqual(['ORGANIZATION', 'Sandoval Roofing']);
  });
});

describe('people by layout (list-labels.ts) and lower-case objects', () => {
  it('reads every attendee, the last one after "and" too', () => {
    const persons = find('Attendees: Sara Lind, Ben Okafor, Ola Berg and Pim Visser\nNotes: budget').filter(([t]) => t === 'PERSON').map(([, v]) => v);
    expect(persons).toEqual(['Sara Lind', 'Ben Okafor', 'Ola Berg', 'Pim Visser']);
    expect(find('Asistentes: Ana, Bilal y Chelo', 'es').filter(([t]) => t === 'PERSON').map(([, v]) => v)).toEqual(['Ana', 'Bilal', 'Chelo']);
  });

  it('reads a lower-case name alone on the line after "Deliver to:"', () => {
    expect(find('Deliver to:\nbrian mccullough\n5 birch ct, lakewood, co 80226')).toContainEqual(['PERSON', 'brian mccullough']);
    expect(find('Deliver to:\n5 Birch Ct, Lakewood, CO 80226').filter(([t]) => t === 'PERSON')).toEqual([]);
  });

  it('reads a lower-case given name after "to" and the Spanish personal "a"', () => {
    expect(find('did u send the invoice to karen yet')).toContainEqual(['PERSON', 'karen']);
    expect(find('le has mandado la factura a carmen?', 'es')).toContainEqual(['PERSON', 'carmen']);
    expect(find('I need to bill the client')).toEqual([]);
  });
});

describe('reference numbers', () => {
  it('does not read a 3-2-4 ticket number as an SSN', () => {
    expect(find('ticket 457-22-1093 escalated to tier 2.')).toEqual([]);
    expect(find('SSN 457-22-1093 on file.')).toContainEqual(['US_SSN', '457-22-1093']);
  });
});

describe('chat names (chat.ts)', () => {
  it('reads speaker labels without a time stamp and later lower-case mentions', () => {
    const text = 'tom: anyone up for pizza\ngina: me!!\ntom: ok ordering, is gina paying?';
    const persons = find(text).filter(([t]) => t === 'PERSON').map(([, v]) => v);
    expect(persons).toEqual(['tom', 'gina', 'tom', 'gina']);
    expect(find('<marco> the deploy is stuck again\n<yuki> looking').filter(([t]) => t === 'PERSON').map(([, v]) => v)).toEqual(['marco', 'yuki']);
  });

  it('reads unmistakable lower-case given names in a short chatty message', () => {
    expect(find("i'll grab coffee with jenny and raj after standup").filter(([t]) => t === 'PERSON').map(([, v]) => v)).toEqual(['jenny', 'raj']);
    expect(find('voy a por café con nerea después de la daily', 'es')).toContainEqual(['PERSON', 'nerea']);
  });

  it('takes no project or product named like a person for a chat name', () => {
    expect(find('status of project falcon today')).toEqual([]);
  });

  it('takes no form labels for speakers', () => {
    expect(find('NHS No: 943 476 5919\nNINO: JT482019B\nName: Amelia Clarke').filter(([t]) => t === 'PERSON').map(([, v]) => v)).toEqual(['Amelia Clarke']);
  });
});

describe('companies named with everyday words', () => {
  it('reads a mid-sentence company before a business word, not a team', () => {
    expect(find('He mentioned Basalt Robotics is hiring.')).toContainEqual(['ORGANIZATION', 'Basalt Robotics']);
    expect(find('Ask the Platform Engineering team.')).toEqual([]);
    expect(find('Mental Health is a priority.')).toEqual([]);
  });
});
