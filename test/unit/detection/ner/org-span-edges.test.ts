/**
 * Where an organization span starts (orgplace, issue 13): an English institution named after its
 * place ("Rhode Island School of Design", organization/shapes.ts placeBeforeHead), and a given
 * name that is a place before an institution head is no person prefix (span-ends.ts).
 */
import { describe, expect, it } from 'vitest';
import { labels } from './helpers.js';

describe('an institution named after its place', () => {
  it.each([
    ['B.F.A. Graphic Design, Rhode Island School of Design, 2018', 'ORGANIZATION:Rhode Island School of Design'],
    ['She graduated from Georgia Institute of Technology in 2015.', 'ORGANIZATION:Georgia Institute of Technology'],
  ])('%j finds %j', (text, expected) => {
    const found = labels(text, 'en');
    expect(found).toContain(expected);
    expect(found.filter((l) => l.startsWith('LOCATION:'))).toEqual([]);
  });

  it('leaves a place before a generic unit, and a person before "of", apart', () => {
    expect(labels('The Denver Department of Parks closed the trail.', 'en')).not.toContain('ORGANIZATION:Denver Department of Parks');
    expect(labels('Graham Pierce of Tallis Group called.', 'en')).toEqual(expect.arrayContaining(['PERSON:Graham Pierce', 'ORGANIZATION:Tallis Group']));
  });
});

describe('a brand, "and", then a whole company is a list of two (span-ends.ts splitCompanyList)', () => {
  it('splits "Sysco and US Foods"', () => {
    const found = labels('Our distributors are Sysco and US Foods; both raised prices.', 'en');
    expect(found).toContain('ORGANIZATION:Sysco');
    expect(found).toContain('ORGANIZATION:US Foods');
  });
  it('keeps partners named by surnames together', () => {
    expect(labels('Marks and Spencer Group reported higher sales.', 'en')).toContain('ORGANIZATION:Marks and Spencer Group');
  });
});
