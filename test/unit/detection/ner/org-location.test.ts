import { describe, expect, it } from 'vitest';
import { labels } from './helpers.js';
import type { Language } from '#shared/detection/types.js';

describe('ORGANIZATION', () => {
  const rows: [Language, string, string][] = [
    ['en', 'He works at Acme Corp. now.', 'Acme Corp.'],
    ['en', 'Initech LLC filed the report.', 'Initech LLC'],
    ['en', 'Contact Acme, Inc. today.', 'Acme, Inc.'],
    ['en', 'She studied at the University of Oxford.', 'University of Oxford'],
    ['en', 'A grant from Stanford University.', 'Stanford University'],
    ['en', 'Wire it to Bank of America.', 'Bank of America'],
    ['en', 'Siemens Healthineers GmbH signed.', 'Siemens Healthineers GmbH'],
    ['es', 'Cliente de Banco Santander, S.A. desde 2010.', 'Banco Santander, S.A.'],
    ['es', 'Ingresó en el Hospital Universitario La Paz.', 'Hospital Universitario La Paz'],
    ['es', 'Según el Ministerio de Sanidad.', 'Ministerio de Sanidad'],
    ['es', 'Trabaja en Construcciones Pérez, S.L.', 'Construcciones Pérez, S.L.'],
    ['es', 'Estudió en la Universidad de Salamanca.', 'Universidad de Salamanca'],
  ];
  it.each(rows)('[%s] %s → %s', (lang, text, org) => {
    expect(labels(text, lang)).toContain(`ORGANIZATION:${org}`);
  });

  const negatives: [Language, string][] = [
    ['en', 'The company is doing well and so are we.'],
    ['en', 'Go to the bank and then to school.'],
    ['es', 'Fui al banco y luego al hospital.'],
    ['en', 'It works as expected.'],
  ];
  it.each(negatives)('[%s] %j has no ORGANIZATION', (lang, text) => {
    expect(labels(text, lang).filter((l) => l.startsWith('ORGANIZATION:'))).toEqual([]);
  });
});

describe('LOCATION', () => {
  const rows: [Language, string, string[]][] = [
    ['en', 'She moved from Texas to Portland last year.', ['LOCATION:Texas', 'LOCATION:Portland']],
    ['en', 'Our offices in Germany and Japan are closed.', ['LOCATION:Germany', 'LOCATION:Japan']],
    ['en', 'We flew to New York and then to Los Angeles.', ['LOCATION:New York', 'LOCATION:Los Angeles']],
    ['es', 'Viajamos de Sevilla a Bilbao.', ['LOCATION:Sevilla', 'LOCATION:Bilbao']],
    ['es', 'Datos de Andalucía y Castilla y León.', ['LOCATION:Andalucía', 'LOCATION:Castilla y León']],
    ['es', 'Vive en Estados Unidos desde 2010.', ['LOCATION:Estados Unidos']],
  ];
  it.each(rows)('[%s] %j', (lang, text, expected) => {
    expect(labels(text, lang).filter((l) => l.startsWith('LOCATION:'))).toEqual(expected);
  });

  it('prefers PERSON when a name surrounds the place word', () => {
    const got = labels('Paris Hilton flew to Paris.', 'en');
    expect(got).toContain('PERSON:Paris Hilton');
    expect(got).toContain('LOCATION:Paris');
    expect(got).not.toContain('LOCATION:Paris Hilton');
  });

  const negatives: [Language, string][] = [
    ['en', 'Reading is fun and mobile phones are everywhere.'],
    ['en', 'Nice work, split the bill.'],
    ['es', 'La victoria fue nuestra.'],
  ];
  it.each(negatives)('[%s] %j has no LOCATION', (lang, text) => {
    expect(labels(text, lang).filter((l) => l.startsWith('LOCATION:'))).toEqual([]);
  });
});
