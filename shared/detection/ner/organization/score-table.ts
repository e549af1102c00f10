/**
 * Every number that decides an ORGANIZATION score, as data: ORG_SCORES (the score of each way a
 * name is found, with why and an example) and HEAD_RULES (first match wins) for names found from
 * an institution head ("Universidad de Salamanca"). The engine's default threshold is 0.5.
 * To change a weight, edit it here and run the dev bench and the snapshot compare
 * (shared/detection/README.md, "NER layout"); test/unit/detection/ner/org-table.test.ts checks
 * every entry has a reason, an example and a score in [0, 1].
 */
import type { FixedScore } from '../fixed-score.js';

export const ORG_SCORES = {
  legalSuffix: { score: 0.85, why: 'capitalized words, then a legal suffix', example: 'Acme Corp., Banco Santander, S.A.' },
  institutionTail: { score: 0.7, why: 'capitalized words ending in an institution word', example: 'Stanford University, Acme Technologies' },
  businessTailNamed: { score: 0.7, why: 'a weaker business word after a word that is no everyday word', example: 'Northwind Health, Halvorsen Logistics' },
  businessTailMidSentence: { score: 0.6, why: 'mid-sentence capitalized words (one not among the most frequent) before a business word, no determiner or team word', example: 'mentioned Basalt Robotics is hiring' },
  labelledHead: { score: 0.85, why: 'an institution name after an organization label (a raise: at least this)', example: 'Entidad: Banco de Galicia' },
  labelValue: { score: 0.8, why: 'the rest of the line after an organization label', example: 'Employer: Initech' },
  domainSpelled: { score: 0.75, why: 'capitalized words that spell a domain of the same text', example: 'Fibranet Telecomunicaciones … soporte@fibranet.es' },
  headingSender: { score: 0.6, why: 'one unknown word opening a line, then a spaced dash and a title', example: 'CaixaBank - Solicitud de préstamo' },
  airlineBeforeFlight: { score: 0.75, why: 'capitalized words before a flight number on a line with a time, an arrow or a route (flight.ts)', example: 'Aer Lingus EI 105 Dublin 11:20 → New York' },
  letterhead: { score: 0.6, why: "the document's first line is one word no list knows, then a salutation or a place and a date (letterhead.ts)", example: 'Bancolombia⏎Medellín, 3 de abril de 2025' },
  notificationSender: { score: 0.7, why: "the document's first words, a colon and a greeting or \"Your\" to the customer: a text message's sender (notification.ts)", example: 'DPD: Your driver Kasia is 6 stops away' },
  teamSignOff: { score: 0.6, why: 'a line "The … team" with one word that is no everyday word signs a mailing (letterhead.ts)', example: 'The Greenleaf team' },
  noticeHeading: { score: 0.6, why: "orgs7en: the text's first line is one word no list knows, then a notice word and at most three more words (notice-heading.ts)", example: 'FedEx Delivery Exception, Delhivery shipment update' },
  afterRole: { score: 0.75, why: 'the rest of a signature line after a role and ",", "|" or "at"', example: 'Account Manager, Brightwater Analytics' },
} as const satisfies Record<string, FixedScore>;

/** What fromHead knows about a name that starts with an institution head. */
export interface HeadFeatures {
  /** A legal suffix follows: "Hospital San Rafael, S.A.". */
  suffix: boolean;
  /** The head is a generic unit word ("Departamento", "Service", GENERIC_HEADS). */
  genericHead: boolean;
  /** Every capitalized word after the head is an everyday word: "Departamento de Compras". */
  everyday: boolean;
  /** A whole line of everyday words: a title-case heading ("Clinic Visit Summary"). */
  heading: boolean;
  /** A connector follows the head: "Colegio Americano del Noreste", "Department of Health". */
  connector: boolean;
  /** The head is a civic word (CIVIC_HEADS: "City", "Town", "County", "Borough"). */
  civic: boolean;
  /** "of"/"de" right after the head: "City of Calgary", not "County Durham" or "City Hall". */
  ofNext: boolean;
  /** The head names a business only right before its name (DIRECT_HEADS: "Casa Lucio", not "Casa de Campo"). */
  direct: boolean;
  /** Spanish: "de" and one capitalized word that is no place after the head: "Departamento de Urbanismo", not "Junta de Andalucía". */
  oneWordOf: boolean;
  /** orgs8: the only word after the head is a service tier: "Mensajería Express". */
  tier: boolean;
  /** orgs8: Spanish "Servicio"/"Sistema" and one word, no "de": a system's name ("Servicio Mercedes no disponible"). */
  systemName: boolean;
}

export interface HeadRule {
  name: string;
  when: (h: HeadFeatures) => boolean;
  score: number;
  why: string;
  example: string;
}

/** First match wins. */
export const HEAD_RULES: readonly HeadRule[] = [
  { name: 'head-with-suffix', score: 0.85, when: (h) => h.suffix, why: 'an institution name with a legal suffix', example: 'Clínica Baviera, S.A.' },
  // orgs8 (round 8, blind b12): a head and a tier or a system's one-word name is a product or a platform.
  { name: 'head-and-tier', score: 0.45, when: (h) => h.tier || h.systemName, why: 'a head and one tier word, or "Servicio" and one word without "de", names a plan or a system', example: 'Tabla de tarifas — Mensajería Express; ERR-5001 Servicio Mercedes no disponible' },
  { name: 'civic-without-of', score: 0, when: (h) => h.civic && !h.ofNext, why: 'a civic word names a government only before "of"; else a place or a building', example: 'County Durham, City Hall, Town Centre' },
  { name: 'direct-head-before-de', score: 0, when: (h) => h.direct && h.ofNext, why: '"Casa" names a restaurant or shop right before its name; "Casa de …" is a building, a park or a cultural centre', example: 'cenar en Casa Lucio; paseo por la Casa de Campo' },
  // orgs6 (round 6): a generic head, a descriptor and a place or field after "de"/"del" names a
  // company group or a public service, not a team ("Departamento de Compras" has "de" right after the head).
  { name: 'generic-with-descriptor', score: 0.7, when: (h) => h.genericHead && h.everyday && h.connector && !h.ofNext && !h.heading, why: 'a generic head, a descriptor, then "de"/"del" and a place or field', example: 'Grupo Energético del Caribe, Servicio Andaluz de Salud' },
  { name: 'generic-unit', score: 0.45, when: (h) => h.genericHead && h.everyday, why: 'a generic unit of everyday words is often a team', example: 'Departamento de Compras' },
  // orgs7es (round 7): a generic head, "de" and one word that is no place names the writer's own
  // unit ("Atentamente, Departamento de Reclamaciones", "Usuario: … – Departamento de Urbanismo").
  { name: 'generic-of-one-word', score: 0.45, when: (h) => h.genericHead && h.oneWordOf && !h.everyday && !h.suffix, why: 'a generic head, "de" and one rarer word that is no place is a unit (generic-unit takes everyday words)', example: 'Departamento de Urbanismo (but Junta de Andalucía)' },
  { name: 'heading-line', score: 0.45, when: (h) => h.heading && !h.connector, why: 'a title-case heading line of everyday words, no "of"/"de" in it', example: 'Clinic Visit Summary (but Colegio Americano del Noreste is a school)' },
  { name: 'head-name', score: 0.8, when: () => true, why: 'an institution head before a name', example: 'Universidad de Salamanca, Bank of America' },
];

/** The score of the first HEAD_RULES rule that holds. */
export function headScore(h: HeadFeatures): number {
  for (const rule of HEAD_RULES) if (rule.when(h)) return rule.score;
  return 0;
}
