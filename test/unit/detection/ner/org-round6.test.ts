/**
 * Organization entries from the round-6 blind-written dev files (b9: support and operations
 * traffic): cues before a company (a trade name after "dba", a bank's fraud alert, a parcel's carrier, an audit, a turn at an institution, a former employer), verbs and
 * nouns after one ("Optus outage", "Bancolombia informa:"), business words (hotel chains, mail
 * services, Latin American traders, wineries, kindergartens, "Ltda."). Each has rows it must
 * catch and rows it must leave.
 */
import { describe } from 'vitest';
import { itFinds, itFindsNo } from './helpers.js';
import type { Language } from '#shared/detection/types.js';

const must = itFinds;
const noOrg = (rows: [Language, string][]) => itFindsNo('ORGANIZATION', rows);

describe('English cues before and after a company (org-context.ts, org-verbs.ts, round 6)', () => {
  must([
    ['en', 'Vendor: Mateo Delgado dba Delgado Mobile Detailing', 'ORGANIZATION:Delgado Mobile Detailing'],
    ['en', 'Fraud alert from Wells Fargo: Did you attempt a purchase of $1,249.00?', 'ORGANIZATION:Wells Fargo'],
    ['en', 'Thread: Optus outage? nbn down since 6', 'ORGANIZATION:Optus'],
    ['en', 'Stayed three nights at the Harbourview in Hobart.', 'ORGANIZATION:Harbourview'],
    ['en', 'shout out to my girl Mercedes on graduating from UT Austin today!!!', 'ORGANIZATION:UT Austin'],
  ]);
  noOrg([
    ['en', 'I rang Mum and she picked up straight away.'],
    ['en', 'rang Denver twice, no answer.'],
    ['en', 'The Monday outage lasted two hours.'],
    ['en', 'We spent two nights at the Lake District.'],
  ]);
});

describe('business words in a company name (cues.ts, round 6)', () => {
  must([
    ['en', 'Please route any Greystone Hotels escalations to her from then.', 'ORGANIZATION:Greystone Hotels'],
    ['en', 'Canada Post: Delivery attempted. We left a notice card.', 'ORGANIZATION:Canada Post'],
    ['en', 'Carrier: Australia Post', 'ORGANIZATION:Australia Post'],
    ['es', 'Agente de reservas en Meliá Hotels International.', 'ORGANIZATION:Meliá Hotels International'],
    ['es', 'Comprada en Importadora Monge el 5 de octubre.', 'ORGANIZATION:Importadora Monge'],
    ['es', 'Pedí una mesa a Tapicerías Benavente y me llegó con una pata rota.', 'ORGANIZATION:Tapicerías Benavente'],
    ['es', 'pendiente el de Viña Los Robles', 'ORGANIZATION:Viña Los Robles'],
    ['es', 'Bendiciones, Doña Cecilia Mora, Kínder Arcoíris, Alajuela', 'ORGANIZATION:Kínder Arcoíris'],
    ['es', 'que Cooperativa de Crédito La Unión Ltda. ha iniciado reclamo', 'ORGANIZATION:Cooperativa de Crédito La Unión Ltda.'],
    ['es', 'Técnico/a de Nóminas\nCervecería Andina del Sur S.A.C. busca profesional', 'ORGANIZATION:Cervecería Andina del Sur S.A.C.'],
    ['es', 'Suspender compras a Importaciones Tacna E.I.R.L. hasta que regularicen', 'ORGANIZATION:Importaciones Tacna E.I.R.L.'],
    ['es', 'ya… llama tú a Jacinto de Catering Lebrija, a mí no me coge', 'ORGANIZATION:Catering Lebrija'],
    ['es', 'Objetivo de ingresos confirmado con Halcón Asesores.', 'ORGANIZATION:Halcón Asesores'],
    ['es', 'las facturas de los electrodomésticos.\nAllianz Seguros', 'ORGANIZATION:Allianz Seguros'],
    ['en', 'Bank: Wells Fargo Bank, N.A., 420 Montgomery Street, San Francisco', 'ORGANIZATION:Wells Fargo Bank, N.A.'],
    ['es', 'Bogotá, 24 de noviembre de 2026. Grupo Energético del Caribe ha nombrado a Catalina Restrepo', 'ORGANIZATION:Grupo Energético del Caribe'],
  ]);
  noOrg([
    ['en', 'I wrote a blog post about it last week.'],
    ['es', 'Valentina Rojas⏎Viña del Mar'.replace('⏎', '\n')],
    ['es', 'Lo revisa el Departamento de Compras mañana.'],
    ['en', 'Sodium (Na) levels were normal. Status: N/A'],
    ['es', 'Hay que aprobar o rechazar. Dudas: Mari Carmen (RR. HH.), ext. 2210.'],
    ['es', 'El saco de dormir es de la marca sac y abriga poco.'],
  ]);
});

describe('Spanish cues before and after a company (org-context.ts, org-verbs.ts, round 6)', () => {
  must([
    ['es', 'Entrega: 12 de febrero\nPaquetería: Estafeta', 'ORGANIZATION:Estafeta'],
    ['es', 'Agente: Gracias por llamar a Movistar, le atiende Gabriela.', 'ORGANIZATION:Movistar'],
    ['es', 'Milagros coordina auditoría con DIGEMID para febrero.', 'ORGANIZATION:DIGEMID'],
    ['es', 'tengo turno en el IMSS con mi mamá', 'ORGANIZATION:IMSS'],
    ['es', 'Viene de Glovo, donde llevaba la logística de última milla.', 'ORGANIZATION:Glovo'],
    ['es', 'Bloqueos: el proveedor Entel no confirma la portabilidad.', 'ORGANIZATION:Entel'],
    ['es', 'Hola Agustina! Tu compra en Mercado Libre llega mañana.', 'ORGANIZATION:Mercado Libre'],
    ['es', 'Supervisora de call center en Atento (Caracas)', 'ORGANIZATION:Atento'],
    ['es', 'Bancolombia informa:\nSr(a). Jhon Fredy Cardona, se registró una compra.', 'ORGANIZATION:Bancolombia'],
  ]);
  noOrg([
    ['es', 'Viene de Madrid en el tren de las nueve.'],
    ['es', 'tengo turno en el dentista mañana'],
    ['es', 'Pérez informa que la reunión se aplaza.'],
    ['es', 'Tu compra en Madrid llega mañana.'],
  ]);
});

describe('equipment named by its brand and model (thing-context.ts, round 6)', () => {
  noOrg([
    ['es', 'Sala Everest: capacidad 12 personas, pantalla de 75", sistema Poly Studio y pizarra blanca.'],
    ['es', 'Quiero el modelo Bosch Serie 4 en blanco.'],
  ]);
  must([
    ['es', 'Milagros coordina auditoría con DIGEMID y el sistema queda igual.', 'ORGANIZATION:DIGEMID'],
  ]);
});

describe('refunds, shops, parcels and audits named after a company (round 6, b1-b8)', () => {
  must([
    ['en', 'Anyone else still waiting on their ATO refund? Lodged via myGov in July.', 'ORGANIZATION:ATO'],
    ['es', 'Puede pagar en cualquier sucursal o en tiendas OXXO con la referencia 0098.', 'ORGANIZATION:OXXO'],
    ['es', 'Auditoría del ICONTEC programada para la segunda semana.', 'ORGANIZATION:ICONTEC'],
    ['es', 'mija ya me ha llegado el paquete del Lidl', 'ORGANIZATION:Lidl'],
  ]);
  noOrg([
    ['en', 'The Tax refund arrived on Friday.'],
    ['es', 'Fuimos de tiendas Madrid centro.'],
    ['es', 'ya llegó el paquete de Marta'],
    ['es', 'Hemos intentado entregar su envío PQ4R3R0412345670128005F el 24/11/2025.'],
  ]);
});

describe("a text message's sender before a colon and a greeting (organization/notification.ts, round 6)", () => {
  must([
    ['en', 'DPD: Your driver Kasia is 6 stops away', 'ORGANIZATION:DPD'],
    ['en', 'M-KOPA: Dear FAITH NJOKI, your payment of KES 50 received', 'ORGANIZATION:M-KOPA'],
    ['es', '📦 Servientrega: Hola JULIAN, tu envío 4098221187 será entregado hoy', 'ORGANIZATION:Servientrega'],
  ]);
  noOrg([
    ['en', 'Mum: your dinner is ready'],
    ['en', 'Subject: Your interview is confirmed'],
    ['en', 'Okafor: your laptop is ready at the desk'],
    ['es', 'Lupita: hola, ya llegó?'],
    ['en', 'Thanks for the update. DPD: Your parcel is late.'],
    ['en', 'Not in? Leave it in a safe place via the DPD app.'],
  ]);
  must([
    ['en', 'DPD: Your driver Kasia is 6 stops away. Not in? Use the DPD app.', 'ORGANIZATION:DPD'],
  ]);
});
