/**
 * Birth dates given by a record's shape, without a birth word (recognizers/date-birth-shapes.ts),
 * and the chat word "bday".
 */
import { describe, expect, it } from 'vitest';
import { found } from './helpers.js';

const dob = (text: string, lang: 'en' | 'es' = 'en') => found(text, 'DATE_OF_BIRTH', lang);

describe('DATE_OF_BIRTH by record shape', () => {
  it('a full date right after a patient label and name', () => {
    expect(dob('Paciente: Ramón Estévez Pardo, 17/06/1952, NHC 00482193', 'es')).toEqual(['17/06/1952']);
    expect(dob('12/02/2025 22:15. Pcte. Gladys Tapia (1979-04-22), HC 1108774.', 'es')).toEqual(['1979-04-22']);
    expect(dob('Patient: Tom Reyes (04/11/1961) seen for follow-up on 03/02/2025')).toEqual(['04/11/1961']);
  });
  it('a full date right after an age', () => {
    expect(dob('10/03/2025. Mateo Castillo, 4 años (02/11/2020). Acude con su madre.', 'es')).toEqual(['02/11/2020']);
  });
  it('"bday" is a birth word', () => {
    expect(dob('happy bday to my day one Dani 🎂 14.11.2001 the day the world got funnier')).toEqual(['14.11.2001']);
  });
  it('leaves a visit date after the name, or a date after any name, a DATE_TIME', () => {
    expect(dob('Paciente: Ramón Estévez Pardo, visto el 17/06/2025', 'es')).toEqual([]);
    expect(dob('Meeting with Ana Ruiz (12/05/2025) about the lease')).toEqual([]);
    expect(dob('Paciente: Ana Gil (12/05)', 'es')).toEqual([]);
  });
});
