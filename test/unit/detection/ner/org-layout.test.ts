/**
 * Organizations placed by layout (ner/org-layout.ts): signature blocks, CV lines, a bracket after
 * a person's name, company labels. Each rule has texts it must catch and texts it must leave.
 */
import { describe, expect, it } from 'vitest';
import { labels } from './helpers.js';
import type { Language } from '#shared/detection/types.js';

const must = (rows: [Language, string, string][]) =>
  it.each(rows)('[%s] %j finds %j', (lang, text, expected) => {
    expect(labels(text, lang)).toContain(expected);
  });
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
