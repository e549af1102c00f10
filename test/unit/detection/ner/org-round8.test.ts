/**
 * Organization entries from the round-8 blind-written dev files (b12: systems and records; b13:
 * public and community text), orgs8, English and Spanish. Each block has rows it must catch and
 * rows it must leave.
 */
import { describe } from 'vitest';
import { itFinds, itFindsNo } from './helpers.js';
import type { Language } from '#shared/detection/types.js';

const must = itFinds;
const noOrg = (rows: [Language, string][]) => itFindsNo('ORGANIZATION', rows);

describe('units, plans and systems named like institutions (round 8)', () => {
  noOrg([
    ['en', 'Report faulty screens to Workplace Services.'],
    ['en', 'Working-line Labs need a lot more exercise than show-line ones.'],
    ['es', 'ERR-5001  Servicio Mercedes no disponible. Reintente en unos minutos.'],
    ['es', 'Tabla de tarifas 2025 — Mensajería Express'],
    ['es', 'El informe agrupa ahora las tiendas Norte, Centro y Sur en la región Atlántico.'],
    ['en', 'WITHOUT PREJUDICE SAVE AS TO COSTS\n\n6 March 2026'],
    ['es', 'CENTRO DE SALUD\nHorario de verano'],
  ]);
  must([
    ['en', 'Safety Officer, Karoo Mining Services (Kimberley)', 'ORGANIZATION:Karoo Mining Services'],
    ['en', 'Alumni of Persistent Systems met in Pune.', 'ORGANIZATION:Persistent Systems'],
    ['es', 'El Servicio Andaluz de Salud abre plazo.', 'ORGANIZATION:Servicio Andaluz de Salud'],
    ['es', 'Trabaja en Grupo Energético del Caribe desde 2019.', 'ORGANIZATION:Grupo Energético del Caribe'],
    ['en', 'EQUINOR AS\nOslo', 'ORGANIZATION:EQUINOR AS'],
  ]);
});

describe('a weekday ends the name; headings in capitals (round 8)', () => {
  must([
    ['en', 'Last seen near the Gonville Café Tuesday around 6pm.', 'ORGANIZATION:Gonville Café'],
    ['es', 'MUNICIPALIDAD DISTRITAL DE MIRAFLORES\nCOMUNICADO\nSe comunica a los vecinos.', 'ORGANIZATION:MUNICIPALIDAD DISTRITAL DE MIRAFLORES'],
    ['es', 'ASOCIACIÓN VECINAL BARRIO DEL PILAR\nConvocatoria de asamblea general', 'ORGANIZATION:ASOCIACIÓN VECINAL BARRIO DEL PILAR'],
  ]);
  noOrg([
    ['en', 'HOSPITAL DISCHARGE SUMMARY\nPatient notes follow.'],
    ['en', 'CITY CENTRE PARKING\nFree after 6pm.'],
  ]);
});

describe('funeral homes, cemeteries, town halls and insurers by their head or tail (round 8)', () => {
  must([
    ['es', 'La misa será en la parroquia. Tanatorio San Lázaro, sala 4.', 'ORGANIZATION:Tanatorio San Lázaro'],
    ['es', 'El entierro tendrá lugar a las 16:30 en el Cementerio General de Valencia.', 'ORGANIZATION:Cementerio General de Valencia'],
    ['es', 'Leidy se encarga de pedir el permiso a la Alcaldía de Chía.', 'ORGANIZATION:Alcaldía de Chía'],
    ['es', 'Sala de velación: Funerales La Esperanza, sala 3.', 'ORGANIZATION:Funerales La Esperanza'],
    ['es', 'obligó a desalojar a los trabajadores de Hierros Montalbán en la madrugada', 'ORGANIZATION:Hierros Montalbán'],
    ['es', 'Tramitador: Íñigo Basterra, Línea Directa Aseguradora, 91 807 20 20', 'ORGANIZATION:Línea Directa Aseguradora'],
  ]);
  noOrg([
    ['es', 'El tanatorio abre a las 9 y el cementerio a las 10.'],
    ['es', 'Alcaldía\nHorario de atención al público'],
  ]);
});

describe('call-centre greetings, branches, takeovers, referrals and meetings (round 8)', () => {
  must([
    ['en', 'Agent: Thanks for calling Southern Cross Mutual, this is Kiri speaking', 'ORGANIZATION:Southern Cross Mutual'],
    ['en', 'Shout-out to the Indiranagar branch of Third Wave who remembered my order', 'ORGANIZATION:Third Wave'],
    ['en', 'Our dentist retired and the practice got bought by MyDentist last year.', 'ORGANIZATION:MyDentist'],
    ['es', 'Centro de Salud de Rianxo, derivado a Ibermutua.', 'ORGANIZATION:Ibermutua'],
    ['es', 'se fue a Getafe a la reunión con Airbus, vuelve a las 5', 'ORGANIZATION:Airbus'],
  ]);
  noOrg([
    ['en', 'Thanks for calling Sarah.'],
    ['es', 'tuve una reunión con Marta ayer'],
    ['es', 'La paciente fue derivada a Madrid para la prueba.'],
  ]);
});

describe('courts, retailers, property agents, operators and agents (round 8)', () => {
  must([
    ['en', 'who was sworn in as a JP at the Manukau District Court yesterday', 'ORGANIZATION:Manukau District Court'],
    ['en', 'debited on 05-Mar-26 19:42:11 towards Croma Retail. If not done by you, call us', 'ORGANIZATION:Croma Retail'],
    ['en', 'Enquiries: Tran Minh Khoa, Westline Property, 0412 558 903.', 'ORGANIZATION:Westline Property'],
    ['en', "Agent: You're through to Vodacom billing, my name is Lerato.", 'ORGANIZATION:Vodacom'],
    ['es', 'Correos: su envío PQ4F2C0000123450128001A se encuentra en reparto', 'ORGANIZATION:Correos'],
    ['es', 'Agente: Interbank, buenas tardes, habla Mayra.', 'ORGANIZATION:Interbank'],
  ]);
  noOrg([
    ['en', 'Flat 3, Maple Court, Leeds'],
    ['en', "I'll put you through to Accounts now."],
    ['en', 'Rental Property and Online Retail are the two new report tabs.'],
    ['es', 'PARTE AMISTOSO DE ACCIDENTE — Vehículo A\nConductor: Eduardo'],
    ['es', 'Agente: Perfecto, un momento.'],
  ]);
});

describe('numbered schools and signature roles (round 8)', () => {
  must([
    ['es', 'Comunicado – Escuela N.º 12 Artigas\nSe informa a las familias', 'ORGANIZATION:Escuela N.º 12 Artigas'],
    ['es', 'La Escuela N.º 5 cierra el viernes.', 'ORGANIZATION:Escuela N.º 5'],
    ['es', 'Ramón Feliz Tejada\nContador | Agroindustrial Cibao\nCalle Del Sol 58, Santiago', 'ORGANIZATION:Agroindustrial Cibao'],
  ]);
  noOrg([
    ['es', 'Ver el apartado N.º 3 del contrato.'],
  ]);
});

describe("a team after a role's comma; a pay slip's heading (round 8)", () => {
  noOrg([
    ['en', 'Cheers,\nOisín Gallagher\nRelease Manager, Platform Engineering\nbased in Dublin'],
    ['en', 'PAYSLIP – February 2026\nEmployee: Bridget Anne'],
  ]);
  must([
    ['en', 'I mentioned Basalt Robotics is hiring.', 'ORGANIZATION:Basalt Robotics'],
    ['en', 'Account Manager, Brightwater Analytics', 'ORGANIZATION:Brightwater Analytics'],
    ['es', 'Nómina – Transportes Olmedo\nTrabajador: Ana', 'ORGANIZATION:Transportes Olmedo'],
  ]);
});

describe('funeral and nursing homes after a name (round 8)', () => {
  must([
    ['en', "Reposing at Fanning's Funeral Home, Mullingar, on Thursday from 4pm to 7pm.", "ORGANIZATION:Fanning's Funeral Home"],
    ['en', 'She moved into Ashgrove Nursing Home in May.', 'ORGANIZATION:Ashgrove Nursing Home'],
  ]);
  noOrg([
    ['en', 'The Funeral Home is closed on Sundays.'],
    ['en', 'Upgrade to Windows 11 Home for free.'],
  ]);
});

describe('a head right before "y" names nothing of its own (round 8)', () => {
  noOrg([
    ['es', 'El domingo juegan Talleres y Belgrano el clásico cordobés.'],
  ]);
  must([
    ['es', 'Presupuesto de Construcciones y Reformas Pérez adjunto.', 'ORGANIZATION:Construcciones y Reformas Pérez'],
  ]);
});
