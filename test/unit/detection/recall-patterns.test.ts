/**
 * Pattern rules added for recall on realistic text: a month name ending its line after a cue,
 * a numeric month/year after a cue, licence numbers with a board prefix ("RN 2841177"), and the
 * "driver licence" spelling as driver-licence context. Each has a text it must catch and one it
 * must leave alone.
 */
import { describe, expect, it } from 'vitest';
import { found } from './helpers.js';

describe('a month name alone, ending its line after a cue', () => {
  it('finds the month, not the list number on the next line', () => {
    expect(found('Timeline for October\n1. Draft\n2. Review', 'DATE_TIME')).toEqual(['October']);
    expect(found('La renovación vence a finales de septiembre.\n1) confirmar precios', 'DATE_TIME', 'es')).toEqual(['septiembre']);
    expect(found('Fechas importantes de marzo\n1. Cierre de nóminas', 'DATE_TIME', 'es')).toEqual(['marzo']);
  });
  // A month after a cue mid-sentence is a date too since the DATE_TIME convention (README): see dates.test.ts.
  it('leaves a name, a modal verb and a month without a cue alone', () => {
    expect(found('April Jones will speak at the Lisbon summit, probably.', 'DATE_TIME')).toEqual([]);
    expect(found('You may\nleave early today.', 'DATE_TIME')).toEqual([]);
    expect(found('March\n1. Draft', 'DATE_TIME')).toEqual([]);
  });
});

describe('a numeric month and year after a cue', () => {
  it('finds "expires 08/2027"', () => {
    expect(found("Driver's license D4822719 (CA), expires 08/2027", 'DATE_TIME')).toContain('08/2027');
  });
  it('leaves a ratio without a cue alone', () => {
    expect(found('We closed 3/2025 of the tickets.', 'DATE_TIME')).toEqual([]);
  });
});

describe('licence numbers', () => {
  it('takes a board prefix written in capitals', () => {
    expect(found('License No. RN 2841177', 'MEDICAL_LICENSE')).toEqual(['RN 2841177']);
    expect(found('Medical License #: G 84213', 'MEDICAL_LICENSE')).toEqual(['G 84213']);
  });
  it('does not take a lower-case word as a prefix', () => {
    expect(found('She got her license in 2019 and moved.', 'MEDICAL_LICENSE')).toEqual([]);
  });
  it('reads "driver licence number" as driver-licence context', () => {
    expect(found('Customer provided driver licence number 123456789 issued in NY.', 'US_DRIVER_LICENSE')).toEqual(['123456789']);
    expect(found('Customer provided reference number 123456789 for the refund.', 'US_DRIVER_LICENSE')).toEqual([]);
  });
});

describe('a weekday with a day of the month, day/month after "to"/"al"', () => {
  it('finds them', () => {
    expect(found('She will email the forms by Thursday 12th.', 'DATE_TIME')).toContain('Thursday 12th');
    expect(found('Mandará los papeles el jueves 12.', 'DATE_TIME', 'es')).toContain('jueves 12');
    expect(found('Vet appointment moved to 3/22.', 'DATE_TIME')).toContain('3/22');
    expect(found('Cita cambiada al 22/03.', 'DATE_TIME', 'es')).toContain('22/03');
  });
  it('leaves a weekday with a count, and a fraction of something, alone', () => {
    expect(found('Monday 12 tickets were closed.', 'DATE_TIME')).toEqual([]);
    expect(found('Increase it to 3/4 of the budget.', 'DATE_TIME')).toEqual([]);
  });
});

describe('the first day of a Spanish date range', () => {
  it('finds "7 al 9 de abril" in "del 7 al 9 de abril" (one span: date-word-joins.ts)', () => {
    expect(found('Estarán en nuestras oficinas del 7 al 9 de abril.', 'DATE_TIME', 'es')).toEqual(['7 al 9 de abril']);
  });
  it('leaves a price range alone', () => {
    expect(found('Cuesta de 7 a 9 euros.', 'DATE_TIME', 'es')).toEqual([]);
  });
});
