/**
 * Organizations placed by layout (ner/org-layout.ts): signature blocks, CV lines, a bracket after
 * a person's name, company labels. Each rule has texts it must catch and texts it must leave.
 */
import { describe, expect, it } from 'vitest';
import { itFinds, labels } from './helpers.js';
import type { Language } from '#shared/detection/types.js';

const must = itFinds;
const mustNot = (rows: [Language, string, string][]) =>
  it.each(rows)('[%s] %j has no %j', (lang, text, absent) => {
    expect(labels(text, lang)).not.toContain(absent);
  });

describe('the line under a name or a job title in a signature block', () => {
  must([
    ['en', 'Regards,\nSophie Lindqvist\nOffice Manager\nHartwell & Price\n22 Bedford Row, London WC1R 4JS', 'ORGANIZATION:Hartwell & Price'],
    ['en', 'Dr. Amelia Stone, DDS\nStone Family Dentistry\n301 Elm Street\nSpringfield, MO 65806', 'ORGANIZATION:Stone Family Dentistry'],
    ['es', 'Raquel Abad | Atención al Cliente\nSoftware Marea\nAvenida de Aragón 88, 46021 Valencia', 'ORGANIZATION:Software Marea'],
  ]);
  mustNot([
    ['en', 'Arjun Pillai\nSoftware Engineer\n\nExperience\n- Led the billing team', 'ORGANIZATION:Experience'],
    ['en', 'Thanks,\nRachel\n\nRachel Abernathy | Customer Success Lead', 'ORGANIZATION:Rachel Abernathy'],
    ['es', 'Actualización técnica\n\n- RESUMEN EJECUTIVO\n- Modelo OX-8553', 'ORGANIZATION:RESUMEN EJECUTIVO'],
  ]);
});

describe('the employer beside a job title in a CV line', () => {
  must([
    ['en', 'Product Designer, Shopify, Ottawa (2021–present)', 'ORGANIZATION:Shopify'],
    ['en', '- Atlassian (Sydney) — Senior Engineer, 2020 to 2024', 'ORGANIZATION:Atlassian'],
    ['es', 'Encargado de almacén, Mercadona, Valencia', 'ORGANIZATION:Mercadona'],
    ['es', 'Clínica Mompía — Auxiliar de enfermería', 'ORGANIZATION:Clínica Mompía'],
    ['en', 'Saint Alphonsus — Nursing Assistant', 'ORGANIZATION:Saint Alphonsus'],
  ]);
  mustNot([
    ['en', 'Physician: Robert Kline, MD', 'ORGANIZATION:MD'],
    ['en', 'Attendees: Laura Chen (Procurement), Ben Whitaker, Sunita Rao', 'ORGANIZATION:Ben Whitaker'],
    ['en', 'Analyst, London (2019–2021)', 'ORGANIZATION:London'],
  ]);
});

describe('a bracket after a person name, company labels', () => {
  must([
    ['en', 'Escalated by Jonas Eriksen (Vantage Telecom): outage in the Oslo office.', 'ORGANIZATION:Vantage Telecom'],
    ['en', 'Insurance: Aetna, member ID W2837461', 'ORGANIZATION:Aetna'],
  ]);
  mustNot([
    ['en', 'Present: J. Whitaker (Chair), R. Osei', 'ORGANIZATION:Chair'],
    ['en', 'Call with Priya Shah (Madrid) tomorrow.', 'ORGANIZATION:Madrid'],
  ]);
});

describe('business words that end or start a company name (cues.ts)', () => {
  must([
    ['en', 'I hired Pristine Carpet Care after a neighbour recommended them.', 'ORGANIZATION:Pristine Carpet Care'],
    ['en', 'Referral to Northside Physical Therapy, attn: Kelly Osborne.', 'ORGANIZATION:Northside Physical Therapy'],
    ['es', 'Derivación a Fisioterapia Norte para rehabilitación.', 'ORGANIZATION:Fisioterapia Norte'],
    ['es', 'Jefe de turno, Carrefour, Huesca', 'ORGANIZATION:Carrefour'],
  ]);
  mustNot([
    ['en', 'Our manager, Sam, said no.', 'ORGANIZATION:Sam'],
    ['en', 'Skin care matters in winter.', 'ORGANIZATION:Skin care'],
  ]);
});

describe('possessive business names (organization/name-run.ts)', () => {
  must([
    ['en', "Book the back room at Dolan's Pub for Friday.", "ORGANIZATION:Dolan's Pub"],
  ]);
  mustNot([
    ['en', "Book the back room at Dolan's Pub for Friday.", "ORGANIZATION:Dolan's Pub for Friday"],
  ]);
});

describe('block lines that are headings, not companies', () => {
  mustNot([
    ['en', 'Release 4.2\nSupport Engineer notes\nQuick Filters\n- Fixed export', 'ORGANIZATION:Quick Filters'],
    ['en', 'Team Lead\nWeekly Review\n1. Roadmap', 'ORGANIZATION:Weekly Review'],
    ['en', 'Senior Engineer, Platform, 2019 to 2022', 'ORGANIZATION:Platform'],
    ['en', 'Insurance: None\nPharmacy: CVS', 'ORGANIZATION:None'],
  ]);
  must([
    ['en', 'Regards,\nOliver Grant\nDirector of Operations\nSummit Ridge Hospitality\n+1 303 555 0144', 'ORGANIZATION:Summit Ridge Hospitality'],
  ]);
});

describe('a CV line of employer, city and years; claims staff in signatures (orgplace, issue 13)', () => {
  must([
    ['en', 'Lucía Ferrer — Data Engineer\nSpotify, Stockholm · 2020–2024\nZalando, Berlin · 2017–2020', 'ORGANIZATION:Zalando'],
    ['es', 'Ingeniera de datos\nCabify, Madrid · 2020–2024', 'ORGANIZATION:Cabify'],
    ['en', 'Best regards,\nHelen Achterberg\nClaims Adjuster\nState Farm\n(309) 555-0147', 'ORGANIZATION:State Farm'],
    ['es', 'Un saludo,\nElena Garmendia\nTramitadora de siniestros\nMapfre\n913 555 147', 'ORGANIZATION:Mapfre'],
  ]);
  mustNot([
    ['es', 'Voluntariado, Cruz Roja (verano de 2014)', 'ORGANIZATION:Voluntariado'],
    ['es', 'Lucía Ferrer, Madrid · 2020', 'ORGANIZATION:Lucía Ferrer'],
  ]);
});

describe('two surnames joined by "&" (orgplace, issue 13)', () => {
  must([
    ['en', 'Derek Oyelaran\nSenior Buyer, Johnson & Johnson (2017–present)', 'ORGANIZATION:Johnson & Johnson'],
    ['en', 'Daniel from Ernst & Young will join the audit kickoff.', 'ORGANIZATION:Ernst & Young'],
  ]);
  it.each<[Language, string]>([
    ['en', 'Please accept the Terms & Conditions before checkout.'],
    ['en', 'We watched Tom & Jerry with the kids.'],
    ['en', 'Farrow & Ball Hague Blue looks almost black in our hallway.'],
    ['en', 'My Black & Decker drill died after a week.'],
    ['en', 'Grabbed a tub of Ben & Jerry\'s on the way home.'],
  ])('[%s] %j has no ORGANIZATION', (lang, text) => {
    expect(labels(text, lang).filter((l) => l.startsWith('ORGANIZATION:'))).toEqual([]);
  });
});

describe('a volunteer or assistant role beside its organization in a CV line (orgplace)', () => {
  must([
    ['en', 'Volunteer, Habitat for Humanity (summer 2014)\nLanguages: English, Spanish', 'ORGANIZATION:Habitat for Humanity'],
    ['es', 'Asistente de marca, Mahou, Madrid\nMBA, Universidad de Deusto', 'ORGANIZATION:Mahou'],
  ]);
  mustNot([['en', 'Volunteer, Saturday mornings (2014)', 'ORGANIZATION:Saturday']]);
});

describe('a title, a dash, then the employer with its city and years; Spanish shop heads (orgplace)', () => {
  must([
    ['en', 'EXPERIENCE\nNurse Practitioner — Kaiser Permanente, Oakland (2018–present)', 'ORGANIZATION:Kaiser Permanente'],
    ['es', 'Enfermera — Quirónsalud, Madrid (2012–2018)', 'ORGANIZATION:Quirónsalud'],
    ['es', 'REMITENTE: Deportes Cumbre, Calle Industria 6, 50197 Zaragoza', 'ORGANIZATION:Deportes Cumbre'],
  ]);
  mustNot([['en', 'Referred by: Nurse Practitioner — Rachel Abernathy', 'ORGANIZATION:Rachel Abernathy']]);
});

describe('the bank in brackets after an IBAN (org-layout.ts bankAfterIban)', () => {
  it.each<[Language, string, string]>([
    ['en', 'Please deposit to IBAN GB33BUKB20201555555555 (Barclays) by Friday.', 'ORGANIZATION:Barclays'],
    ['es', 'Transferencia a DE89 3704 0044 0532 0130 00 (Commerzbank, Fráncfort).', 'ORGANIZATION:Commerzbank'],
  ])('[%s] %j finds %j', (lang, text, expected) => {
    expect(labels(text, lang)).toContain(expected);
  });
  it('leaves a place in brackets after a reference number', () => {
    expect(labels('Order 12345678 (Madrid) shipped.', 'en')).not.toContain('ORGANIZATION:Madrid');
  });
});

describe('company labels of forms: employer and bank fields, a store number, a label after a sentence', () => {
  it.each<[Language, string, string]>([
    ['en', 'License A84921. Pharmacy: Walgreens #4412, 1200 Market St, San Francisco', 'ORGANIZATION:Walgreens'],
    ['en', 'Employer: Globex\nStart date: 2021', 'ORGANIZATION:Globex'],
    ['es', 'Entidad: Abanca\nTitular: Cristina Vidal', 'ORGANIZATION:Abanca'],
  ])('[%s] %j finds %j', (lang, text, expected) => {
    expect(labels(text, lang)).toContain(expected);
  });
  it('does not read a store number without a label, or a sentence-final label value, as a company', () => {
    expect(labels('Ticket 4412. Priority: Sandra #2 on the rota.', 'en')).not.toContain('ORGANIZATION:Sandra');
  });
});
