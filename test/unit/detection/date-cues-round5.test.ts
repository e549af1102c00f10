/**
 * Date cues from the blind files b7/b8 (round 5), each with a look-alike it must leave alone.
 */
import { describe, expect, it } from 'vitest';
import { found } from './helpers.js';

const en = (text: string) => found(text, 'DATE_TIME', 'en');
const es = (text: string) => found(text, 'DATE_TIME', 'es');

describe('DATE_TIME cues, English', () => {
  it('a weekday "at noon"', () => {
    expect(en('Lunch Friday at noon? Room 4')).toEqual(['Friday at noon']);
    expect(en('Lunch at noon in room 4')).toEqual([]);
  });
  it('a lower-case weekday abbreviation before an ordinal day, but not "sat"', () => {
    expect(en('quick notes from 1:1s thurs 12th')).toEqual(['thurs 12th']);
    expect(en('follow up wed 18th')).toEqual(['wed 18th']);
    expect(en('I sat 12th in the race')).toEqual([]);
  });
  it('"end April", and an abbreviated month alone after a cue', () => {
    expect(en('delivery to our yard by end April. Kindly include lead time.')).toEqual(['April']);
    expect(en('repeated late arrivals (6 in Feb). She explained')).toEqual(['Feb']);
    expect(en('an email from Jan about it')).toEqual([]);
    expect(en('in Jan Novak we trust')).toEqual([]);
  });
  it('a statement line\'s month and day, a record verb\'s day and month, a dotted clock after "moved to"', () => {
    expect(en('Card: 3742 881906 35002\n02/18 DELTA AIR LINES ATLANTA 612.40\n02/20 THE BRASS MONKEY 88.17')).toEqual(['02/18', '02/20']);
    expect(en('1/2 CUP SUGAR 2.50')).toEqual([]);
    expect(en('Approver: Wong Mei Fen (approved 13/3)')).toEqual(['13/3']);
    expect(en('paid 1/2 of it')).toEqual([]);
    expect(en('btw courier collection moved to 5.30 tomorrow')).toEqual(['5.30']);
    expect(en('upgrade to 5.30 release')).toEqual([]);
  });
});

describe('DATE_TIME cues, Spanish', () => {
  it('"vence el 10" is a day; the hour of a recurring weekday is no date', () => {
    expect(es('- pagar el gas (vence el 10)')).toEqual(['10']);
    expect(es('los nabos se compran los domingos antes de las 12 con Daisy Mae.')).toEqual([]);
    expect(es('nos vemos el domingo antes de las 12')).toEqual(['12']);
  });
});
