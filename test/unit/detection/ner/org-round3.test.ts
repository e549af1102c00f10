/**
 * Organization cues added for realistic notices, receipts and forum posts: carriers, shops and
 * providers after their cue (org-context.ts), company verbs (org-verbs.ts), and institution and
 * business words at the end of a name (cues.ts ORG_TAILS, WEAK_ORG_TAILS, ORG_HEADS). Each has
 * rows it must catch and rows it must leave.
 */
import { describe } from 'vitest';
import { itFinds, itFindsNo } from './helpers.js';
import type { Language } from '#shared/detection/types.js';

const must = itFinds;
const noOrg = (rows: [Language, string][]) => itFindsNo('ORGANIZATION', rows);

describe('carriers, shops and providers after their cue', () => {
  must([
    ['en', 'Shipped by Zalando. Arrives Friday.', 'ORGANIZATION:Zalando'],
    ['en', 'Courier: Hermesto. Tracking code 88213.', 'ORGANIZATION:Hermesto'],
    ['es', 'El recibo de Movistar llegó duplicado.', 'ORGANIZATION:Movistar'],
    ['es', 'Tengo una duda con el seguro de Sanitas.', 'ORGANIZATION:Sanitas'],
    ['es', 'Vendrá el perito de mi seguro, Allianz, el lunes.', 'ORGANIZATION:Allianz'],
    ['es', 'Su tarjeta de crédito Banorte tiene un cargo pendiente.', 'ORGANIZATION:Banorte'],
    ['es', 'Devolvedlo a mi cuenta del BBVA, por favor.', 'ORGANIZATION:BBVA'],
    ['es', 'Escribí al servicio de atención al cliente de Mango ayer.', 'ORGANIZATION:Mango'],
    ['es', 'Soy Iván, repartidor de Nacex, estoy en su portal.', 'ORGANIZATION:Nacex'],
    ['es', 'Tu pedido va de camino con Correos Express.', 'ORGANIZATION:Correos Express'],
    ['es', 'Obra social: Swiss Medical. Traer carnet.', 'ORGANIZATION:Swiss Medical'],
    ['es', 'Me pasé de Naturgy a Holaluz en enero.', 'ORGANIZATION:Naturgy'],
  ]);
  noOrg([
    ['en', 'Shipped by Maria Lopez herself.'],
    ['es', 'RECIBO DE HONORARIOS\nServicios de marzo.'],
    ['es', 'El recibo de Madrid llegó tarde.'],
    ['es', 'Me pasé de Sevilla a Cádiz en coche.'],
  ]);
});

describe('company verbs after the name (org-verbs.ts)', () => {
  must([
    ['en', 'I left after Vodafone hiked the price again.', 'ORGANIZATION:Vodafone'],
    ['es', 'Bancolombia te informa: compra aprobada.', 'ORGANIZATION:Bancolombia'],
    ['es', 'Vueling me ha cancelado el vuelo otra vez.', 'ORGANIZATION:Vueling'],
  ]);
  noOrg([
    ['es', 'Lucía te informa de los cambios mañana.'],
    ['en', 'Maria hiked the price of the cake.'],
  ]);
});

describe('institution and business words at the end of a name (cues.ts)', () => {
  must([
    ['en', 'Please return it to Avon and Somerset Constabulary.', 'ORGANIZATION:Avon and Somerset Constabulary'],
    ['en', 'Officer: Tpr. Ruiz, Oregon State Patrol', 'ORGANIZATION:Oregon State Patrol'],
    ['en', 'Referred to Ashgrove Dermatology for the mole check.', 'ORGANIZATION:Ashgrove Dermatology'],
    ['en', 'We stayed at the Kenmare Arms for two nights.', 'ORGANIZATION:Kenmare Arms'],
    ['en', 'The class trip to the Riverside Transport Museum is on Friday.', 'ORGANIZATION:Riverside Transport Museum'],
    ['en', 'Could Oakfield Primary lend us its gazebo?', 'ORGANIZATION:Oakfield Primary'],
    ['es', 'Grado en Derecho, Universitat de Girona.', 'ORGANIZATION:Universitat de Girona'],
    ['es', 'Citación\nJuzgado de Instrucción n.º 3 de Sevilla\nAutos 12/2024', 'ORGANIZATION:Juzgado de Instrucción n.º 3 de Sevilla'],
    ['es', 'Reunión en la Escuela N° 45 de Rosario el lunes.', 'ORGANIZATION:Escuela N° 45 de Rosario'],
    ['en', 'The reception is at the Hilton Garden Hotel, then a trip to Whipsnade Zoo.', 'ORGANIZATION:Whipsnade Zoo'],
  ]);
  noOrg([
    ['en', 'Primary care follow-up in two weeks.'],
    ['en', 'The museum was closed, so we went to the gallery.'],
    ['en', 'Police said the road is closed.'],
  ]);
});

describe('the issuer beside a notice title on the first line (organization/signature.ts)', () => {
  must([
    ['en', 'FedEx Freight – Waybill 7731 2290\nShipper: Kaya Ltd', 'ORGANIZATION:FedEx Freight'],
    ['es', 'Correos Express — Aviso de entrega\nDestinatario: Lucía', 'ORGANIZATION:Correos Express'],
    ['es', 'Kutxabank · Transferencia recibida\nImporte: 300 €', 'ORGANIZATION:Kutxabank'],
    ['es', 'Reserva confirmada — Alsa\nViajero: Tomás Peña', 'ORGANIZATION:Alsa'],
    ['en', 'LAB RESULTS – Sonic Healthcare\nPatient: Tran, Minh', 'ORGANIZATION:Sonic Healthcare'],
  ]);
  noOrg([
    ['en', 'Invoice – Maria Lopez\nTotal: $40'],
    ['en', 'STATE OF OREGON – NOTICE OF INFRACTION\nDefendant: none'],
    ['en', 'AUTO CLAIM – FIRST NOTICE OF LOSS\nPolicy: PA-7'],
    ['en', 'ITINERARY – Booking ref QX7P2L'],
    ['en', 'Product description – Savannah linen duvet set'],
    ['es', 'Aviso — Madrid\nhola'],
  ]);
});

describe('more business tails, labels and cues (cues.ts, cue-words.ts, org-context.ts)', () => {
  must([
    ['en', 'Blood test booked with Sonora Diagnostics for Monday.', 'ORGANIZATION:Sonora Diagnostics'],
    ['en', 'Signed in the presence of Ward Hale Solicitors, Leeds.', 'ORGANIZATION:Ward Hale Solicitors'],
    ['en', 'Membership form – Ironclad Fitness', 'ORGANIZATION:Ironclad Fitness'],
    ['en', 'Order update from Wayfair\nYour sofa ships soon.', 'ORGANIZATION:Wayfair'],
    ['en', 'She took a pottery course at Morley College last year.', 'ORGANIZATION:Morley College'],
    ['en', 'Hotel: Memmo Alfama, 3 nights', 'ORGANIZATION:Memmo Alfama'],
    ['es', 'Resultados — Laboratorio Clínico Montiel\nPaciente: Ana Ruiz', 'ORGANIZATION:Laboratorio Clínico Montiel'],
    ['es', 'Transportista: Estafeta · Guía 7034', 'ORGANIZATION:Estafeta'],
    ['es', 'El lunes empiezo en Mercado Libre, ¡qué nervios!', 'ORGANIZATION:Mercado Libre'],
  ]);
  noOrg([
    ['es', 'Mañana empiezo en Madrid la mudanza.'],
    ['en', 'Fitness matters more than speed.'],
    ['en', 'I got an update from Maria Lopez today.'],
  ]);
});

