/**
 * Organization entries from the round-4 blind-written dev files (b4/b5): trade words at the end
 * or the start of a name, civic and church heads, club suffixes, and cues before or after a
 * company. Each has rows it must catch and rows it must leave.
 */
import { describe } from 'vitest';
import { itFinds, itFindsNo } from './helpers.js';
import type { Language } from '#shared/detection/types.js';

const must = itFinds;
const noOrg = (rows: [Language, string][]) => itFindsNo('ORGANIZATION', rows);

describe('trade words that end or start a name (cues.ts ORG_TAILS, WEAK_ORG_TAILS, BUSINESS_HEADS)', () => {
  must([
    ['en', '2021–present  Staff Nurse, Cardiology, Bristol Royal Infirmary', 'ORGANIZATION:Bristol Royal Infirmary'],
    ['en', 'OH referral sent to Duradiamond Healthcare.', 'ORGANIZATION:Duradiamond Healthcare'],
    ['en', 'Jordan: Whitcliffe Homes signed for 40 units, PO expected Wednesday', 'ORGANIZATION:Whitcliffe Homes'],
    ['en', 'anyone else in Halifax get a letter from Nova Scotia Power about the rate increase?', 'ORGANIZATION:Nova Scotia Power'],
    ['en', 'To: Lakeside Orthopedics, Attn: Dr. Anjali Raghunathan', 'ORGANIZATION:Lakeside Orthopedics'],
    ['es', 'Remitente: Tienda Moda Caleña, Cali', 'ORGANIZATION:Tienda Moda Caleña'],
    ['es', 'si quieren algo más barato, en Envigado está Veterinaria Mundo Animal.', 'ORGANIZATION:Veterinaria Mundo Animal'],
  ]);
  noOrg([
    ['en', 'Our Power Hour starts at nine.'],
    ['en', 'We stayed in one of the Stately Homes near the coast.'],
    ['es', 'La Tienda online abre a las 9.'],
  ]);
});

describe('civic, church and consular heads (cues.ts ORG_HEADS, HEAD_RULES civic-without-of)', () => {
  must([
    ['en', 'NOTICE: the City of Bellingham Planning Commission will hold a public hearing on Thursday.', 'ORGANIZATION:City of Bellingham Planning Commission'],
    ['en', 'PENALTY CHARGE NOTICE — London Borough of Camden', 'ORGANIZATION:London Borough of Camden'],
    ['en', 'Town of Chapel Hill – Bulk item pickup', 'ORGANIZATION:Town of Chapel Hill'],
    ['es', 'las obras del patio, financiadas por la Xunta de Galicia.', 'ORGANIZATION:Xunta de Galicia'],
    ['es', 'Horarios de misa – Parroquia Nuestra Señora de Guadalupe', 'ORGANIZATION:Parroquia Nuestra Señora de Guadalupe'],
    ['es', 'Yo me encargo de llevarlo al Consulado General de España en Buenos Aires el martes.', 'ORGANIZATION:Consulado General de España'],
    ['es', 'Irma Zavala, ext. 104\nColegio Americano del Noreste', 'ORGANIZATION:Colegio Americano del Noreste'],
  ]);
  noOrg([
    ['en', 'We drove through County Durham and stopped at City Hall.'],
    ['en', 'The vote is at Town Hall on Monday.'],
    ['en', 'Clinic Visit Summary'],
  ]);
});

describe('club suffixes, and a team in a league table is no organization', () => {
  must([['en', 'WhatsApp — U11 Parents (Clontarf FC)', 'ORGANIZATION:Clontarf FC']]);
  noOrg([['en', 'Sunday league table after week 14\n1. Red Lion FC – 34 pts\n2. Athletico Madras – 31 pts']]);
});

describe('cues before and after a company (org-context.ts, org-verbs.ts)', () => {
  must([
    ['en', 'Hi Tom, your order will be delivered by DPD on Wed 26 Nov between 10:42 and 11:42.', 'ORGANIZATION:DPD'],
    ['en', 'Fraud alert from Monzo: Did you try to spend £1,249.00?', 'ORGANIZATION:Monzo'],
    ['en', 'Agenda: handover of the Infosys account before Sol goes on leave', 'ORGANIZATION:Infosys'],
    ['en', 'Comcast sent a tech three times and nobody showed up.', 'ORGANIZATION:Comcast'],
    ['es', 'Trabajó como desarrolladora en Cabify (2021–2024).', 'ORGANIZATION:Cabify'],
    ['es', 'backend en Cabify (2021–2024); antes en Globant.', 'ORGANIZATION:Globant'],
    ['es', 'mañana no voy a la oficina, tengo cita en el IMSS a las 8', 'ORGANIZATION:IMSS'],
    ['es', 'buen día equipo, hoy llega la auditoría de Deloitte a las 10', 'ORGANIZATION:Deloitte'],
    ['es', 'no puedo creer que Movistar me cobró dos veces el plan', 'ORGANIZATION:Movistar'],
    ['es', 'Pago en efectivo, agencia Banrural zona 1', 'ORGANIZATION:Banrural'],
    ['es', 'Mutua: Asepeyo. Avisar a Nacho para cubrir su turno.', 'ORGANIZATION:Asepeyo'],
  ]);
  noOrg([
    ['en', 'Your order will be delivered by Friday.'],
    ['en', 'Please close the Smith account before Friday.'],
    ['es', 'Antes en Madrid vivíamos mejor.'],
    ['es', 'Juan me cobró 20 euros por el arreglo.'],
    ['es', 'Desarrolladora en Madrid, jornada completa.'],
  ]);
});

describe('units, wards, contracts and titles are no employer (thing-context.ts ORGANIZATION cues)', () => {
  noOrg([
    ['en', '2021–present  Staff Nurse, Cardiology'],
    ['en', 'Name: Jordan Beaulieu\nPosition: Line Cook, Part-time\nStart: Monday, April 7'],
    ['en', '2018–2021  Staff Nurse, Acute Medical Unit'],
    ['en', 'Submitted Oct 21, 2025 by Lorraine Beck (Medical Staff Office)'],
    ['en', 'Reference: Dr. Hye-jin Park, Chief of Emergency Medicine'],
    ['en', 'Ngā mihi,\nHinemoa Parata\nAdmissions Adviser, Dunedin'],
    ['en', 'Motor Claims Department\nOur ref: MC/884120/SW'],
  ]);
  must([
    ['en', 'Referred to Harbor Cardiology for an echo.', 'ORGANIZATION:Harbor Cardiology'],
    ['en', '2021–present  Staff Nurse, Cardiology, Bristol Royal Infirmary', 'ORGANIZATION:Bristol Royal Infirmary'],
    ['en', 'The Chicago Police Department said the road is closed.', 'ORGANIZATION:Chicago Police Department'],
    ['en', 'Account Manager, Brightwater Analytics', 'ORGANIZATION:Brightwater Analytics'],
  ]);
});

describe('a notice word after a dash ends the name (name-run.ts)', () => {
  must([
    ['es', 'Clínica Dental Sonrisas – Recordatorio\nHola Rose Marie, te recordamos tu cita.', 'ORGANIZATION:Clínica Dental Sonrisas'],
    ['es', 'ITINERARIO – Avianca\nPasajero: OCAMPO/LUISA FERNANDA', 'ORGANIZATION:Avianca'],
    ['en', 'Case 00731952 — Optus Support\nCustomer: Lachlan Te Whata', 'ORGANIZATION:Optus Support'],
    ['es', 'Empresa donde labora: Farmatodo', 'ORGANIZATION:Farmatodo'],
  ]);
});

describe('Spanish school and health-centre acronyms, "Casa" before a name, "del Mar" (organization/)', () => {
  must([
    ['es', 'Reunión de AMPA — IES Clara Campoamor\nJueves 6 de marzo, 17:30', 'ORGANIZATION:IES Clara Campoamor'],
    ['es', 'Un saludo,\nBegoña Etxeberria, tutora — CEIP San Andrés', 'ORGANIZATION:CEIP San Andrés'],
    ['es', 'Control por su MAP en el CAP Sant Andreu en 7 días.', 'ORGANIZATION:CAP Sant Andreu'],
    ['es', 'Fuimos a cenar a Casa Lucio después de ver el Bernabéu.', 'ORGANIZATION:Casa Lucio'],
    ['es', 'Compré unas zapatillas en Calzados Benito y se despegó la suela.', 'ORGANIZATION:Calzados Benito'],
    ['es', 'Derivación a Traumatología (Hospital del Mar) por gonartrosis.', 'ORGANIZATION:Hospital del Mar'],
    ['en', 'Pat: blocked on creds from Yorkshire Water', 'ORGANIZATION:Yorkshire Water'],
    ['en', 'Vehicle rental agreement – Sunbelt Car Rental, Phoenix Sky Harbor', 'ORGANIZATION:Sunbelt Car Rental'],
  ]);
  noOrg([
    ['es', 'Paseamos por la Casa de Campo el domingo.'],
    ['es', 'Casa nueva, vida nueva.'],
    ['en', 'The CAP Theorem says you cannot have all three.'],
    ['en', 'Sparkling Water or still?'],
  ]);
});

describe('degrees and meeting apps are no organization (thing-context.ts)', () => {
  noOrg([
    ['en', 'Mercedes Aguilar Brennan\nRegistered Nurse (RN), BSN\nTucson, AZ'],
    ['en', 'Education: BEng Civil Engineering'],
    ['es', 'Formación\nGrado en Biotecnología, 2016'],
    ['en', 'WhatsApp — U11 Parents\n[23/11/2026, 18:02] Gráinne: Training moved'],
    ['es', 'Sala Picasso, 3.ª planta / enlace de Google Meet: https://meet.google.com/kfr-zqwa-tnd'],
  ]);
  must([
    ['en', 'Education: BEng Civil Engineering, University of Galway.', 'ORGANIZATION:University of Galway'],
    ['en', 'BA cancelled my flight to Rome.', 'ORGANIZATION:BA'],
  ]);
});

describe('orders, callers, leavers and Spanish job phrases (org-context.ts, blind b6)', () => {
  must([
    ['en', 'Hi Tom, your order from Cotswold Outdoor will be delivered on Wednesday.', 'ORGANIZATION:Cotswold Outdoor'],
    ['en', 'Your parcel from Takealot is out for delivery.', 'ORGANIZATION:Takealot'],
    ['en', 'Hi, this is Bernadette calling from Allianz about claim number MOT-7781204.', 'ORGANIZATION:Allianz'],
    ['en', 'just got rejected from Deloitte after 5 rounds lol', 'ORGANIZATION:Deloitte'],
    ['es', 'Hace un año dejé mi puesto en KPMG para mudarme a Madrid.', 'ORGANIZATION:KPMG'],
    ['es', 'conocí a Carla Brandt, reclutadora de Inditex, en la feria.', 'ORGANIZATION:Inditex'],
    ['es', 'Estoy en Alcalá de Henares con fibra de Digi.', 'ORGANIZATION:Digi'],
  ]);
  noOrg([
    ['en', 'She is calling from Dublin tonight.'],
    ['en', 'We are leaving for Paris on Friday.'],
    ['en', 'Your order from Friday has shipped.'],
    ['es', 'Dejé mi puesto en Madrid.'],
  ]);
});

describe('the airline before a flight number on an itinerary line (organization/flight.ts)', () => {
  must([
    ['en', 'Mon 14 Apr  Aer Lingus EI 105  Dublin 11:20 → New York JFK 13:45', 'ORGANIZATION:Aer Lingus'],
    ['en', 'Passenger: MS PATEL/NEHA. Qantas QF1 SYD–LHR via SIN, departs Thu 19 Dec', 'ORGANIZATION:Qantas'],
    ['en', 'Passenger: MR ARJUN VENKATARAMAN\nSingapore Airlines SQ 322  London Heathrow T2 → Singapore Changi T3', 'ORGANIZATION:Singapore Airlines'],
  ]);
  noOrg([
    ['en', 'Flight EI 105 Dublin 11:20 → New York'],
    ['en', 'Flights:\n  Chen Wei        TP1351 LHR→LIS Mon 7 Oct 07:05\n  Imani Brooks    FR1882 STN→LIS Sun 6 Oct 18:40'],
    ['en', 'Aer Lingus EI 105 is my favourite code.'],
  ]);
});
