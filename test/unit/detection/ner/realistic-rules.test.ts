/**
 * Table-driven tests for the rules added for realistic business text (roles, product codes,
 * chat mentions, apposition, initials, business tails/heads, domains, headings, day/month dates).
 * Each rule has positive rows (what it must find) and negative rows (what it must not).
 */
import { describe, expect, it } from 'vitest';
import { found } from '../helpers.js';
import { labels } from './helpers.js';
import type { Language } from '#shared/detection/types.js';

type Row = [lang: Language, text: string, expected: string[]];
type Neg = [lang: Language, text: string, absent: string[]];

const must = (rows: Row[]) =>
  it.each(rows)('[%s] %j finds %j', (lang, text, expected) => {
    const got = labels(text, lang);
    for (const e of expected) expect(got).toContain(e);
  });
const mustNot = (rows: Neg[]) =>
  it.each(rows)('[%s] %j has none of %j', (lang, text, absent) => {
    const got = labels(text, lang);
    for (const e of absent) expect(got).not.toContain(e);
  });
const noType = (rows: [Language, string, string][]) =>
  it.each(rows)('[%s] %j has no %s', (lang, text, type) => {
    expect(labels(text, lang).filter((l) => l.startsWith(`${type}:`))).toEqual([]);
  });

describe('roles and job titles are not persons', () => {
  noType([
    ['en', 'The Chief Operating Officer approved it after the Deputy General Counsel did.', 'PERSON'],
    ['en', 'To: Accounts Receivable <billing@northfold.com>', 'PERSON'],
    ['en', 'Please ask Customer Service or the Regional Sales Director.', 'PERSON'],
    ['en', 'Our Product Owner and the Lead Engineer disagree.', 'PERSON'],
  ]);
  must([
    ['en', 'Supervisor Derek Holloway signed the form.', ['PERSON:Derek Holloway']],
    ['en', 'We met Senior Account Manager Priscilla Vaughn yesterday.', ['PERSON:Priscilla Vaughn']],
    ['en', 'Thanks, Melissa Grant, Head of Support', ['PERSON:Melissa Grant']],
  ]);
});

describe('product and model codes are not persons', () => {
  noType([
    ['en', 'The Falcon X200 and the Condor Z9 ship in May.', 'PERSON'],
    ['es', 'Compatible con el modelo Aurora T800.', 'PERSON'],
  ]);
  must([['en', 'Dr. Falcon X. Reyes reviewed it.', ['PERSON:Falcon X. Reyes']]]);
});

describe('chat mentions and lower-case names', () => {
  must([
    ['en', '@sofia can you review the PR?', ['PERSON:sofia']],
    ['en', 'ok @Marcus, merging now', ['PERSON:Marcus']],
    ['es', 'vale @andrea, lo miro', ['PERSON:andrea']],
    ['en', 'big thanks to rebecca for the fix', ['PERSON:rebecca']],
    ['en', "hi all, it's daniel from IT", ['PERSON:daniel']],
    ['es', 'hola, soy lucia de contabilidad', ['PERSON:lucia']],
  ]);
  noType([
    ['en', 'mail me at sofia@example.com', 'PERSON'],
    ['en', 'tag @channel and @here please', 'PERSON'],
    ['en', "it's fine, thanks to everyone", 'PERSON'],
  ]);
});

describe('apposition and initials', () => {
  must([
    ['en', 'His wife, Maureen, called twice.', ['PERSON:Maureen']],
    ['es', 'Acude con su hija, Begoña, que aporta informes.', ['PERSON:Begoña']],
    ['en', 'Present: K. Okonkwo, J. Whitfield.', ['PERSON:K. Okonkwo', 'PERSON:J. Whitfield']],
    ['es', 'Asistentes: M. Molina y P. Serrano.', ['PERSON:M. Molina', 'PERSON:P. Serrano']],
    ['en', 'cardholder MARTHA JENKINS, exp 04/28', ['PERSON:MARTHA JENKINS']],
  ]);
  noType([
    ['en', 'See section A. Results follow.', 'PERSON'],
    ['en', 'ANNUAL REPORT SUMMARY', 'PERSON'],
  ]);
});

describe('organizations from business words', () => {
  must([
    ['en', 'She joined Greenfield Analytics last year.', ['ORGANIZATION:Greenfield Analytics']],
    ['en', 'We signed with Corvane Airlines and Pellam Systems today.', ['ORGANIZATION:Corvane Airlines', 'ORGANIZATION:Pellam Systems']],
    ['en', "He was treated at Saint Agnes's Hospital.", ["ORGANIZATION:Saint Agnes's Hospital"]],
    ['es', 'La carga la lleva Transportes Moncayo desde ayer.', ['ORGANIZATION:Transportes Moncayo']],
    ['es', 'El proveedor es Hermanos Lizarraga.', ['ORGANIZATION:Hermanos Lizarraga']],
  ]);
  noType([
    ['en', 'Department: Platform Engineering', 'ORGANIZATION'],
    ['en', 'Mental Health matters to us.', 'ORGANIZATION'],
    ['es', 'Escribid a Servicios Generales si falta algo.', 'ORGANIZATION'],
  ]);
  mustNot([['en', 'Host: Paula Reyes   Company: Dunmore Labs', ['ORGANIZATION:Paula Reyes   Company']]]);
});

describe('organizations from domains and headings', () => {
  must([
    ['en', 'Thanks for flying with Skyvane.\nsupport@skyvane.com', ['ORGANIZATION:Skyvane']],
    ['es', 'Gracias por confiar en Gestoral.\nMás información en www.gestoral.es', ['ORGANIZATION:Gestoral']],
    ['es', 'Ibercaja - Aviso de seguridad\nHemos detectado un acceso.', ['ORGANIZATION:Ibercaja']],
  ]);
  noType([
    ['en', 'Write to Daniel at daniel@gmail.com', 'ORGANIZATION'],
    ['en', 'Meeting - Notes from Monday', 'ORGANIZATION'],
    ['en', 'Summary - Action items', 'ORGANIZATION'],
  ]);
});

describe('DATE_TIME: day and month without a year after a date cue', () => {
  const valid: [Language, string, string][] = [
    ['en', 'Follow-up on 10/14 with the team', '10/14'],
    ['en', 'Please send it by 3/22.', '3/22'],
    ['es', 'Revisión el 21/06', '21/06'],
  ];
  it.each(valid)('[%s] %j → %j', (lang, text, expected) => {
    expect(found(text, 'DATE_TIME', lang)).toEqual([expected]);
  });
  const invalid: [Language, string][] = [
    ['en', 'Mix 1/2 cup of flour'],
    ['en', 'We agreed on 3/4 of the budget'],
    ['en', 'Score was 7/10 overall'],
    ['es', 'Vale el 1/3 de la cuota'],
  ];
  it.each(invalid)('[%s] rejects %j', (lang, text) => {
    expect(found(text, 'DATE_TIME', lang)).toEqual([]);
  });
});

describe('middle initials, chat speaker lines and parenthetical labels', () => {
  must([
    ['en', 'Reviewed by Brook T. Halvorsen yesterday.', ['PERSON:Brook T. Halvorsen']],
    ['en', "I've looped in Hope R. Castellano, who owns it.", ['PERSON:Hope R. Castellano']],
    ['en', 'intro\nWillow Prentiss  10:42 AM\nsounds good', ['PERSON:Willow Prentiss']],
    ['en', '1 Name (as shown on your return): Corbin Ashdown\n2 Business name:', ['PERSON:Corbin Ashdown']],
  ]);
  noType([
    ['en', 'See Appendix B. The results follow.', 'PERSON'],
    ['en', 'agenda\nTeam Sync  9:30 AM\nroom 4', 'PERSON'],
    ['en', 'Name (optional): none given', 'PERSON'],
  ]);
});

describe('employer in signature lines and labelled partner firms', () => {
  must([
    ['en', 'Best,\nNora Vance\nAccount Manager, Trellwood Advisory\nT: 555-0100', ['ORGANIZATION:Trellwood Advisory']],
    ['en', 'Cheers,\nIan Roe\nParalegal, Quist - Darrow\n(212) 555-0101', ['ORGANIZATION:Quist - Darrow']],
    ['en', 'Ari Dunn\nSenior Engineer at Kessler Labs Inc.\n', ['ORGANIZATION:Kessler Labs Inc.']],
    ['en', 'Bank: Pellham, Ostrow and Vance, Inc.\nRouting: 0', ['ORGANIZATION:Pellham, Ostrow and Vance, Inc.']],
    ['en', 'Quist - Darrow\nhttps://quistdarrow.com', ['ORGANIZATION:Quist - Darrow']],
  ]);
  noType([
    ['en', 'Orval Smith\nSales Manager, Remote\n', 'ORGANIZATION'],
    ['en', 'Our manager, Sam, said no.', 'ORGANIZATION'],
  ]);
  mustNot([['en', 'Employer: Acme, Boston, MA', ['ORGANIZATION:Acme, Boston, MA']]]);
});

describe('addressing cues beat places; products and abbreviations are not persons', () => {
  must([
    ['en', 'For refunds, write to Florence at the billing desk.', ['PERSON:Florence']],
    ['en', 'He left, so loop in Austin instead.', ['PERSON:Austin']],
    ['en', 'Notices go to the attention of Dallas Whitmore.', ['PERSON:Dallas Whitmore']],
    ['es', 'Gracias, Guadalupe, lo revisamos hoy.', ['PERSON:Guadalupe']],
    ['en', 'Our Denver office moved to Boulder.', ['LOCATION:Boulder']],
  ]);
  mustNot([
    ['en', 'For refunds, write to Florence at the billing desk.', ['LOCATION:Florence']],
    ['en', 'We rolled out our Nimbus dashboard today.', ['PERSON:Nimbus']],
    ['es', 'Se ha renovado el panel Vega por 300 €.', ['PERSON:Vega']],
    ['en', 'DEA Reg. No. AB1234563', ['PERSON:Reg']],
  ]);
});

describe('names spelled in e-mails, region-named given names, cue verbs, column gaps', () => {
  must([
    ['en', '4410,Orla Quennell,orla.quennell@mail.net,555-0102', ['PERSON:Orla Quennell']],
    ['es', 'Firma: Virginia Ibarrola Cuesta', ['PERSON:Virginia Ibarrola Cuesta']],
    ['en', "As per Tamsin Oakeshott's note, it is approved.", ['PERSON:Tamsin Oakeshott']],
    ['en', "I've copied Idris Pembleton, who will help.", ['PERSON:Idris Pembleton']],
    ['es', 'Fdo.: Ana Ruiz Gil          Fdo.: Luis Prado', ['PERSON:Ana Ruiz Gil', 'PERSON:Luis Prado']],
  ]);
  mustNot([
    ['en', 'We met in Virginia Beach last May.', ['PERSON:Virginia Beach']],
    ['en', 'Acme Widgets, sales@acme.com', ['PERSON:Acme Widgets']],
  ]);
});
