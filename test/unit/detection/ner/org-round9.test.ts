/**
 * Organization entries from the round-9 blind-written dev files (b14: nine business kinds; b15:
 * world English and Latin American daily life), orgs9, English and Spanish. Each block has rows
 * it must catch and near misses it must leave.
 */
import { describe } from 'vitest';
import { itFinds, itFindsNo } from './helpers.js';
import type { Language } from '#shared/detection/types.js';

const must = itFinds;
const noOrg = (rows: [Language, string][]) => itFindsNo('ORGANIZATION', rows);

describe('legal suffixes: dotted two-part and Venezuelan forms (round 9)', () => {
  must([
    ['en', 'Invoice from Kirana Traders Pvt. Ltd. for March.', 'ORGANIZATION:Kirana Traders Pvt. Ltd.'],
    ['en', 'Payment to Maju Jaya Sdn. Bhd. has cleared.', 'ORGANIZATION:Maju Jaya Sdn. Bhd.'],
    ['es', 'Atención al Cliente — Hidráulica Lara C.A.', 'ORGANIZATION:Hidráulica Lara C.A.'],
  ]);
  noOrg([
    ['en', 'Ship it to Sacramento, CA. Thanks.'],
    ['en', 'Pvt. Smith reported at dawn.'],
  ]);
});

describe('public bodies, garages, parcel services and possessive school names by their tail (round 9)', () => {
  must([
    ['en', 'The Kenya Revenue Authority deadline is close.', 'ORGANIZATION:Kenya Revenue Authority'],
    ['en', 'Had my car serviced at Doyle\'s Garage last week.', "ORGANIZATION:Doyle's Garage"],
    ['en', 'Mixed experience with QuickDrop Parcels this year.', 'ORGANIZATION:QuickDrop Parcels'],
    ['en', "Tanglin Girls' School\nDear Parents,", "ORGANIZATION:Tanglin Girls' School"],
    ['en', 'Hi Ada, this is Wellcare Pharmacy Surulere. Your order is in.', 'ORGANIZATION:Wellcare Pharmacy'],
  ]);
  noOrg([
    ['en', 'Please contact your Local Authority about bins.'],
    ["en", "Minutes – Parents' Association committee, 7pm"],
    ['en', 'The Car Garage was empty.'],
  ]);
});

describe("a text message's sender before a notice word, after \"&\", with \"de\" or a trade tail (round 9)", () => {
  must([
    ['en', 'Medway Clinic reminder: Hi Joy, your appointment is on Monday.', 'ORGANIZATION:Medway Clinic'],
    ['en', 'Aramex update: Dear Sana Malik, your shipment cleared customs.', 'ORGANIZATION:Aramex'],
    ['en', 'J&T Express: Hi Nur Aina, your parcel is ready.', 'ORGANIZATION:J&T Express'],
    ['en', 'Guardian Pharmacy: Hi Melissa, your prescription is ready.', 'ORGANIZATION:Guardian Pharmacy'],
    ['es', 'Correos de Chile: Su paquete CL88123 fue entregado.', 'ORGANIZATION:Correos de Chile'],
    ['es', 'SEUR · Tu envío 0187 4523 9901 llega hoy\nHola Ana', 'ORGANIZATION:SEUR'],
  ]);
  noOrg([
    ['en', 'Weekly update: Hi team, here is the status.'],
    ['en', 'Mum reminder: Hi love, dinner at 7.'],
    ['en', 'Pharmacy: Hi Melissa Goh, your prescription is ready.'],
  ]);
});

describe('CV and signature lines: employer, title and years; a city and its country (round 9)', () => {
  must([
    ['en', 'EXPERIENCE\nBrightpath Payments, Senior Engineer, 2021 – present\n- Led the ledger team', 'ORGANIZATION:Brightpath Payments'],
    ['es', 'Experiencia\n• Nodalis — Desarrollador web (2018 – 2020).', 'ORGANIZATION:Nodalis'],
    ['es', 'Jefe de turno, Carrefour, Huesca\nGrado en ADE', 'ORGANIZATION:Carrefour'],
  ]);
  noOrg([
    ['en', 'Team\nMaria Lopez, Senior Engineer, 2019 – 2022'],
    ['en', 'Senior Backend Engineer | Bengaluru, India\nrohan@example.com'],
  ]);
});

describe('a club or bank column of a CSV export (round 9)', () => {
  must([['en', 'member_no,surname,given_names,club,phone\nM-1,Botha,Lerato,Pretoria Harriers,+27 72 310 8846\n', 'ORGANIZATION:Pretoria Harriers']]);
  noOrg([['en', 'order_id,carrier,date\n1001,UPS Ground,2026-03-02\n']]);
});

describe('Spanish shop and trade heads and kinds (round 9)', () => {
  must([
    ['es', 'Vendedor: Bicicletería Sierras Chicas', 'ORGANIZATION:Bicicletería Sierras Chicas'],
    ['es', 'Caso #C-1 — Farmacias del Ahorro', 'ORGANIZATION:Farmacias del Ahorro'],
    ['es', 'Se contrata a Impermeabilizaciones del Norte para la azotea.', 'ORGANIZATION:Impermeabilizaciones del Norte'],
    ['es', 'Le escribo de parte de Agroexportadora Santa Rita por la inspección.', 'ORGANIZATION:Agroexportadora Santa Rita'],
    ['es', 'Fui a la peluquería Estilo Brenda de Chiclayo y me gustó.', 'ORGANIZATION:Estilo Brenda'],
    ['es', 'Reseña de la clínica veterinaria VetAmigos en Zapopan: bien.', 'ORGANIZATION:VetAmigos'],
    ['es', 'Entregado por mensajería Cargo Expreso: caja de repuestos.', 'ORGANIZATION:Cargo Expreso'],
    ['es', 'Ingeniera de procesos en PDVSA, Puerto La Cruz (2012–2017).', 'ORGANIZATION:PDVSA'],
    ['es', 'Asistentes: Giancarlo Valdivia (consultor, Trazatec)', 'ORGANIZATION:Trazatec'],
  ]);
  noOrg([
    ['es', 'Nombres y apellidos: Kelly Johana Rentería Palacios'],
    ['es', 'Asunto: Cotización tubería PVC'],
    ['es', 'Está disponible de lunes a viernes en la cafetería Atrio.'],
    ['es', 'EXPERIENCIA\n2021–actualidad · Coordinadora de Logística y compras'],
    ['es', 'Hemos intentado entregar su envío PQ4R3R0412345670128005F el lunes.'],
  ]);
});

describe('support desks and parcels named after a company (round 9)', () => {
  must([
    ['en', 'Blocked on sandbox keys, asked Mynt support', 'ORGANIZATION:Mynt'],
    ['es', 'Detalle: el BBVA rechaza los comprobantes emitidos el 28.', 'ORGANIZATION:BBVA'],
  ]);
  noOrg([['en', 'The invoice for the SAP support retainer is still open.']]);
});
