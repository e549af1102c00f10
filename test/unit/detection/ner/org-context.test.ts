/**
 * Organizations named by the phrase before them (ner/org-context.ts): employment, business
 * relations, "<name> from <org>". Each cue strength has rows it must catch and rows it must leave.
 */
import { describe, expect, it } from 'vitest';
import { labels } from './helpers.js';
import type { Language } from '#shared/detection/types.js';

type Row = [lang: Language, text: string, expected: string];

const must = (rows: Row[]) =>
  it.each(rows)('[%s] %j finds %j', (lang, text, expected) => {
    expect(labels(text, lang)).toContain(expected);
  });
const noOrg = (rows: [Language, string][]) =>
  it.each(rows)('[%s] %j has no ORGANIZATION', (lang, text) => {
    expect(labels(text, lang).filter((l) => l.startsWith('ORGANIZATION:'))).toEqual([]);
  });

describe('organizations after an employment or business cue', () => {
  must([
    ['en', 'My sister works for Kroger in the warehouse.', 'ORGANIZATION:Kroger'],
    ['en', 'Previously interned at Deloitte.', 'ORGANIZATION:Deloitte'],
    ['en', "She's been at Accenture for 6 yrs.", 'ORGANIZATION:Accenture'],
    ['en', 'Customer says our account at First Federal was charged twice.', 'ORGANIZATION:First Federal'],
    ['en', 'I used to bank with Wells Fargo but moved on.', 'ORGANIZATION:Wells Fargo'],
    ['en', 'Our auditors, Grant Thornton, will be on site.', 'ORGANIZATION:Grant Thornton'],
    ['es', 'Mi hermano trabaja en Navantia y está encantado.', 'ORGANIZATION:Navantia'],
    ['es', 'Antes tenía la cuenta en BBVA.', 'ORGANIZATION:BBVA'],
    ['es', 'Lleva 6 años en Accenture.', 'ORGANIZATION:Accenture'],
    ['es', 'Prácticas en Deloitte durante el verano.', 'ORGANIZATION:Deloitte'],
  ]);
  noOrg([
    ['en', 'She works for Maria Lopez as an assistant.'],
    ['en', 'Omar Haddad from finance will approve it.'],
    ['en', 'Emily from HR sent the offer.'],
    ['en', 'He joined Marketing last month.'],
    ['es', 'Trabaja en Madrid desde marzo.'],
    ['es', 'Aisha Karimi, de compras, enviará el pedido.'],
  ]);
});

describe('organizations after cues that also take places and people', () => {
  must([
    ['en', 'She moved to Globex last spring.', 'ORGANIZATION:Globex'],
    ['en', 'Omar Haddad from Globex will join us on Thursday.', 'ORGANIZATION:Globex'],
    ['es', 'Se fue a Iberdrola la primavera pasada.', 'ORGANIZATION:Iberdrola'],
    ['es', 'Omar Haddad, de Globex, vendrá el jueves.', 'ORGANIZATION:Globex'],
  ]);
  noOrg([
    ['en', 'She moved to Denver last spring.'],
    ['en', 'Omar Haddad from Boston will join us.'],
    ['en', 'Thinking about going to Paris in June.'],
    ['es', 'Se fue a Sevilla la primavera pasada.'],
    ['es', 'Luis Prado, de Madrid, vendrá el jueves.'],
  ]);
});

describe('a company span gives back the full stop of its sentence (ner/span-ends.ts)', () => {
  it('drops the period of "Ltd." at a sentence end', () => {
    const got = labels('We finally signed with Northwind Traders Ltd. The kickoff is next week.', 'en');
    expect(got).toContain('ORGANIZATION:Northwind Traders Ltd');
  });
  it('keeps it mid-sentence and in dotted initials', () => {
    expect(labels('Acme Corp. is hiring.', 'en')).toContain('ORGANIZATION:Acme Corp.');
    expect(labels('Ari Dunn\nSenior Engineer at Kessler Labs Inc.\n', 'en')).toContain('ORGANIZATION:Kessler Labs Inc.');
    expect(labels('Hemos firmado con Distribuciones Norte S.L. El arranque es pronto.', 'es')).toContain('ORGANIZATION:Distribuciones Norte S.L.');
  });
});

describe('a person before "of"/"de" is no part of the company (ner/span-ends.ts)', () => {
  it('splits the person from the company', () => {
    const got = labels('Met with Graham Pierce of Tallis Group in Denver.', 'en');
    expect(got).toContain('PERSON:Graham Pierce');
    expect(got).toContain('ORGANIZATION:Tallis Group');
    expect(labels('Nuestro reformista, Esteban Morales de Reformas Morales, terminó.', 'es')).toContain('ORGANIZATION:Reformas Morales');
  });
  it('keeps institutions whose name holds "de"/"of"', () => {
    expect(labels('Trabaja en el Hospital San Juan de Dios.', 'es')).toContain('ORGANIZATION:Hospital San Juan de Dios');
    expect(labels('Bank of America called.', 'en')).toContain('ORGANIZATION:Bank of America');
  });
});
