/**
 * A full name with a quoted nickname (person/labels.ts quotedNickname): a given name no list
 * knows counts when the nickname sits between it and a capitalized surname, and a capitalized
 * word before the given name does not swallow it (person/index.ts). Everyday words stay out.
 */
import { describe, expect, it } from 'vitest';
import { labels } from './helpers.js';

const persons = (text: string) => labels(text, 'en').filter((l) => l.startsWith('PERSON:'));

describe('quoted nicknames inside a full name', () => {
  it('covers the whole name when the given name is unlisted or follows a capitalized word', () => {
    expect(persons('I confirm that Nomvula "Noms" Dlamini worked at the depot.')).toContain('PERSON:Nomvula "Noms" Dlamini');
    expect(persons('RÉSUMÉ - Jean-Baptiste "JB" Tremblay-Okafor')).toContain('PERSON:Jean-Baptiste "JB" Tremblay-Okafor');
    expect(persons('Then Mthunzi "MT" Zulu took the call.')).toContain('PERSON:Mthunzi "MT" Zulu');
    expect(persons('Hi, I\'m Guadalupe "Lupe" Treviño-Marsh, I changed my payroll account.')).toContain('PERSON:Guadalupe "Lupe" Treviño-Marsh');
    expect(persons('Mary Jane "MJ" Watson signed.')).toContain('PERSON:Mary Jane "MJ" Watson');
  });
  it('leaves quoted words between everyday or product words alone', () => {
    expect(persons('The Project "Phoenix" Launch is next week.').some((l) => l.includes('"'))).toBe(false);
    expect(persons('Operation "Desert" Storm was in the news.').some((l) => l.includes('"'))).toBe(false);
    expect(persons('Bought a Samsung "Galaxy" Tab for the kids.').some((l) => l.includes('"'))).toBe(false);
  });
});
