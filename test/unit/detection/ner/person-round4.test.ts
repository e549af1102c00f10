/**
 * Round-4 person rules of issue 13, tuned on the blind-written dev files b4/b5: each rule with a
 * text it must catch and one it must leave alone.
 */
import { describe, expect, it } from 'vitest';
import { labels } from './helpers.js';

const persons = (text: string, lang: 'en' | 'es') => labels(text, lang).filter((l) => l.startsWith('PERSON:'));

describe('role labels filled with a person (cues.ts NAME_LABELS)', () => {
  it('reads the name after a role label', () => {
    expect(persons('Applicant: Zanele Mthembu on behalf of a developer', 'en')).toContain('PERSON:Zanele Mthembu');
    expect(persons('Present: 34 members. Chair: Riaan Botha. Secretary: Ayanda Zulu.', 'en')).toEqual(expect.arrayContaining(['PERSON:Riaan Botha', 'PERSON:Ayanda Zulu']));
    expect(persons('Inquilina: Marta Gil Ortega', 'es')).toContain('PERSON:Marta Gil Ortega');
  });
  it('leaves a role label with a department or an everyday value alone', () => {
    expect(persons('Recipient: Accounts Payable', 'en')).toEqual([]);
    expect(persons('Secretary: vacant until the AGM', 'en')).toEqual([]);
  });
});
