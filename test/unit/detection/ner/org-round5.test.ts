/**
 * Organization entries from the round-5 blind-written dev files (b7/b8): cues before a company
 * (quotes, fees, lodged bonds, bank statements, technicians, shipments), a support desk or audit team
 * after it, form labels, notice titles, a Latin American town council and a pizzeria. Each has
 * rows it must catch and rows it must leave.
 */
import { describe } from 'vitest';
import { itFinds, itFindsNo } from './helpers.js';
import type { Language } from '#shared/detection/types.js';

const must = itFinds;
const noOrg = (rows: [Language, string][]) => itFindsNo('ORGANIZATION', rows);

describe('English cues before a company (org-context.ts, round 5)', () => {
  must([
    ['en', 'We still need a quote from DB Schenker before Friday.', 'ORGANIZATION:DB Schenker'],
    ['en', 'Replacement requested from Computacenter.', 'ORGANIZATION:Computacenter'],
    ['en', 'My sister gets hit with fees from FNB every time she pays.', 'ORGANIZATION:FNB'],
    ['en', 'A complaint was lodged with Ofcom last week.', 'ORGANIZATION:Ofcom'],
  ]);
  noOrg([
    ['en', 'Got a quote from Denver for the same job.'],
    ['en', 'The complaint was lodged with Sarah in reception.'],
  ]);
});

describe('a support desk or audit team named after its company (org-verbs.ts, round 5)', () => {
  must([
    ['en', "You're chatting with Kemi from the Lumen Home support team.", 'ORGANIZATION:Lumen Home'],
    ['en', 'Great feedback from the Ocado auditors this week.', 'ORGANIZATION:Ocado'],
    ['es', 'Que alguien me explique por qué Movistar me cobra 3 meses de un plan que cancelé.', 'ORGANIZATION:Movistar'],
  ]);
  noOrg([
    ['en', 'The Platform support team is on call tonight.'],
    ['en', 'Our Leeds branch closes at four.'],
    ['es', 'María me cobra 20 euros por la clase.'],
  ]);
});

describe('Spanish cues before a company (org-context.ts, round 5)', () => {
  must([
    ['es', 'Adjunto captura del extracto de CaixaBank.', 'ORGANIZATION:CaixaBank'],
    ['es', 'El recibo domiciliado de Iberdrola por importe de 87,42 € ha sido devuelto.', 'ORGANIZATION:Iberdrola'],
    ['es', 'Presentó constancia del IMSS. Regresa el lunes.', 'ORGANIZATION:IMSS'],
    ['es', 'Lo mandamos por UPS el martes.', 'ORGANIZATION:UPS'],
    ['es', 'Candidatas: Yessenia Huanca (actual subjefa en Tottus) y Renzo Málaga.', 'ORGANIZATION:Tottus'],
  ]);
  noOrg([
    ['es', 'El servicio de Urgencias estaba lleno.'],
    ['es', 'Lo mandamos por Madrid, es más rápido.'],
    ['es', 'El técnico de Sistemas pasará el viernes.'],
  ]);
});

describe('labels, titles, heads and hosts (round 5)', () => {
  must([
    ['en', 'Clinic: Raffles Medical, 585 North Bridge Road, Singapore 188770', 'ORGANIZATION:Raffles Medical'],
    ['en', 'Shipper: Kazuri Beads, Karen, Nairobi', 'ORGANIZATION:Kazuri Beads'],
    ['es', 'Correo Argentino – Seguimiento\nEnvío: RR458210933AR', 'ORGANIZATION:Correo Argentino'],
    ['es', 'Pedí una pizza a Pizzería Il Forno y llegó fría.', 'ORGANIZATION:Pizzería Il Forno'],
  ]);
  must([['es', 'Municipalidad de Miraflores\nNotificación de infracción', 'ORGANIZATION:Municipalidad de Miraflores']]);
  noOrg([
    ['en', 'FAQ – Why did my order split into two parcels?'],
    ['es', 'FAQ – Suscripción Family'],
    ['es', 'Seguimiento: https://seguimiento.andreani.com/envio/360002155489210'],
    ['es', 'Guía de tallas — Zapatillas Runner Sol'],
  ]);
});

describe('the employer after a CV role (cues.ts ROLE_HEADS, round 5)', () => {
  must([
    ['en', 'Social Media Executive, Asda (2018 – 2021)', 'ORGANIZATION:Asda'],
    ['en', 'Field Service Technician, Ryder', 'ORGANIZATION:Ryder'],
  ]);
  noOrg([['en', 'Executive Summary, Q3 results']]);
});

describe('a letterhead and a mailing sign-off (organization/letterhead.ts)', () => {
  must([
    ['es', 'Bancolombia\nMedellín, 3 de abril de 2025\n\nSeñor(a)\nLuis Cárdenas', 'ORGANIZATION:Bancolombia'],
    ['es', 'BBVA\nEstimado/a Dña. Mercedes Losada Rivas:\nLe informamos…', 'ORGANIZATION:BBVA'],
    ['en', 'Questions? Just reply to this email.\nThe Greenleaf team\nUnsubscribe', 'ORGANIZATION:Greenleaf'],
  ]);
  noOrg([
    ['es', 'Resumen\nEstimado equipo: adjunto el acta.'],
    ['en', 'Notice\nDear Sir or Madam,'],
    ['en', 'Thanks all,\nThe Platform team'],
    ['en', 'Cheers,\nThe Customer Success Team'],
  ]);
});

describe('trade words and the account holder after an IBAN (round 5)', () => {
  must([
    ['en', '- Spoke with Devika at Chai Point Wholesale, MOQ is 50kg', 'ORGANIZATION:Chai Point Wholesale'],
    ['en', 'Contact Blackthorn Utilities about the refund.', 'ORGANIZATION:Blackthorn Utilities'],
    ['es', 'Perito asignado: Montes (gabinete Peritaciones Sur).', 'ORGANIZATION:Peritaciones Sur'],
    ['en', 'pay to GB33BUKB20201555555555 (Barclays) by Friday', 'ORGANIZATION:Barclays'],
    ['en', "Transfer €150 monthly to IE29AIBK93115212345678 (Niamh O'Sullivan).", "PERSON:Niamh O'Sullivan"],
  ]);
  noOrg([
    ['en', "Transfer €150 monthly to IE29AIBK93115212345678 (Niamh O'Sullivan)."],
    ['en', 'Wholesale prices go up in March.'],
  ]);
});
