/**
 * Chat speakers in the "name time" layout of chat apps copied as text, nicknames among listed
 * speakers (ner/chat.ts), and the apellido1/apellido2 columns of Spanish exports (ner/csv-roles.ts).
 */
import { describe, expect, it } from 'vitest';
import { labels } from './helpers.js';

describe('chat speakers', () => {
  it('reads "name time" lines above each message as speakers', () => {
    const got = labels('tasha 10:14 AM\ncan u send me the deck\nmo 10:15 AM\nsure one sec', 'en');
    expect(got).toContain('PERSON:tasha');
    expect(got).toContain('PERSON:mo');
  });
  it('takes an unlisted nickname beside a listed speaker', () => {
    expect(labels('ana: ha mandado miguel el contrato?\nbeni: sí, esta mañana', 'es')).toContain('PERSON:beni');
  });
  it('leaves one "word time" line and form labels alone', () => {
    expect(labels('deploy 10:14\nrestarted the service', 'en').filter((l) => l.startsWith('PERSON:'))).toEqual([]);
    expect(labels('status: open\nnote: call back', 'en').filter((l) => l.startsWith('PERSON:'))).toEqual([]);
  });
});

describe('CSV surname columns', () => {
  it('reads apellido1/apellido2 cells as persons', () => {
    const got = labels('nombre,apellido1,apellido2,ciudad\nGraciela,Ocaña,Ruiz,Huesca', 'es');
    expect(got).toEqual(expect.arrayContaining(['PERSON:Graciela', 'PERSON:Ocaña', 'PERSON:Ruiz', 'LOCATION:Huesca']));
  });
  it('leaves a product column alone', () => {
    expect(labels('producto,zona,unidades\nRuiz,Norte,12', 'es').filter((l) => l.startsWith('PERSON:'))).toEqual([]);
  });
});

describe('CSV First/Last columns and a shop unit in an address', () => {
  it('reads First,Last cells as persons', () => {
    expect(labels('First,Last,Email\nJoy,Kimura,joyk@protonmail.com', 'en')).toEqual(expect.arrayContaining(['PERSON:Joy', 'PERSON:Kimura']));
  });
  it('keeps "local 3" inside the address', () => {
    expect(labels('Calle del Muelle 58, local 3\n36202 Vigo', 'es')).toContain('ADDRESS:Calle del Muelle 58, local 3\n36202 Vigo');
  });
});
