/**
 * The Irish surname prefix "Ó" written as a word of its own (person/runs.ts irishSurnamePrefix):
 * the run keeps it and the surname after it; a bare "O" stays a letter.
 */
import { describe, expect, it } from 'vitest';
import { labels } from './helpers.js';

const persons = (text: string) => labels(text, 'en').filter((l) => l.startsWith('PERSON:'));

describe('Irish "Ó" surnames', () => {
  it('covers the given name, the prefix and the surname', () => {
    expect(persons('Thanks, Eoin Ó Súilleabháin')).toEqual(['PERSON:Eoin Ó Súilleabháin']);
    expect(persons('Contact Tomás Ó Briain today about the lease.')).toEqual(['PERSON:Tomás Ó Briain']);
  });
  it('leaves a bare capital O alone', () => {
    expect(persons('Blood type O Positive on file.')).toEqual([]);
    expect(persons('Grades: Maths O Level, English A Level')).toEqual([]);
  });
});
