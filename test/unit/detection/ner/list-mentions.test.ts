/**
 * Attendees named again later in minutes (ner/list-labels.ts, laterMentions): the given name or
 * surname of a listed person is that person; the same word without an attendee list is not.
 */
import { describe, expect, it } from 'vitest';
import { labels } from './helpers.js';

describe('later mentions of listed attendees', () => {
  it('finds a given name in the actions', () => {
    const got = labels('Attendees: Priya Shah, Tom Becker, Alicia Gomez\nActions: Tom to send the budget to Alicia by Friday.', 'en');
    expect(got).toContain('PERSON:Tom');
    expect(got).toContain('PERSON:Alicia');
  });
  it('finds a Spanish attendee in a numbered decision', () => {
    const got = labels('Asistentes: Pilar Moreno (Compras), Sergio Navarro\n1. Renovación: Sergio confirmará precios.\n2. Pilar enviará el borrador.', 'es');
    expect(got).toContain('PERSON:Pilar');
  });
  it('leaves the same word alone without an attendee list', () => {
    expect(labels('Notes\n2. Pilar de hormigón dañado en la planta baja.', 'es').filter((l) => l.startsWith('PERSON:'))).toEqual([]);
  });
});

describe('a given name before a verb only people do, or a staff post (person/context.ts humanAfter)', () => {
  it('finds the staff member of a review', () => {
    expect(labels('The staff were great, especially Marco at the front desk who upgraded our room.', 'en')).toContain('PERSON:Marco');
    expect(labels('I hired a cleaner. Gary showed up on time.', 'en')).toContain('PERSON:Gary');
  });
  it('leaves a place before an ordinary verb alone', () => {
    expect(labels('Portland is rainy in winter.', 'en').filter((l) => l.startsWith('PERSON:'))).toEqual([]);
  });
});
