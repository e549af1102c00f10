/**
 * Place cues of round 6 (ner/place-context.ts, words in ner/place-things.ts): a town after a
 * release-note label, a product noun after a town, "the <town>" as a model in a comparison, a
 * colour name before a bracketed colour, a cocktail, and a dish. Each cue leaves a real place in
 * ordinary text alone.
 */
import { describe } from 'vitest';
import { itFinds, itFindsNo } from './helpers.js';

describe('place cues of round 6: things named after towns', () => {
  itFindsNo('LOCATION', [
    ['en', 'Changelog v2.8.3\n* Fix: Sydney sync job retries on 429'],
    ['en', 'Release 2025.3\n- Fixed: Wellington date picker off-by-one in leap years'],
    ['es', 'Notas de versión\n- Corregido: Lisboa exportaba mal las fechas'],
    ['en', 'Love the Brooklyn tote in Olive. Strap is sturdy.'],
    ['en', 'Review: the Florence cast iron casserole in Cerise is gorgeous but heavy.'],
    ['en', 'The Monaco espresso machine pulls a lovely shot once you dial in the grind.'],
    ['en', 'Sizing chart note: the Lexington is a regular fit.'],
    ['en', 'The Provence lid knob got hot, the Bordeaux one did not.'],
    ['en', 'Colour guide: Sahara (warm beige), Denver (slate blue), Florence (terracotta).'],
    ['en', 'Cocktails: Moscow Mule, Singapore Sling.'],
    ['en', 'Thu: Lancashire hotpot, Peach Melba'],
    ['en', 'Cocktail list: Manhattan, Cosmopolitan, Long Island Iced Tea.'],
    ['en', 'Cricket: Sunrisers Eastern Cape 187/6 beat Paarl Royals 181/9 by 6 runs'],
    ['es', 'Top 5: 1) Mochila Lisboa negra, 2) Lámpara Nórdica blanca. Reposición de la Mochila Lisboa en tránsito.'],
    ['es', 'Nueva hamburguesa Texas en todos nuestros locales.'],
    ['es', 'El modelo Lima Plus lideró en tres mercados, seguido del Quito Lite.'],
    ['es', 'Nuevo: ubicaciones con código de colores (Amarillo = picking, Verde = reserva).'],
  ]);
  itFinds([
    // The same towns where they place something.
    ['en', 'Fixed: the outage in Sydney is over.', 'LOCATION:Sydney'],
    ['en', 'Our Brooklyn office moves on Monday.', 'LOCATION:Brooklyn'],
    ['en', 'Menu: the team dinner is in Manhattan on Friday.', 'LOCATION:Manhattan'],
    ['en', 'Thanks Madrid 2024 was great.', 'LOCATION:Madrid'],
    ['en', 'We spent a week in Florence and loved it.', 'LOCATION:Florence'],
    ['en', 'We met the Phoenix team on Friday.', 'LOCATION:Phoenix'],
    ['en', 'She moved to Denver (Colorado) in May.', 'LOCATION:Colorado'],
    ['en', 'I flew from Moscow to Singapore last week.', 'LOCATION:Moscow'],
    ['es', 'Corregido: el envío a Lisboa ya sale a tiempo.', 'LOCATION:Lisboa'],
    ['es', 'Mañana salgo hacia Texas con la mochila nueva.', 'LOCATION:Texas'],
    ['en', 'Orange juice aside, we moved from Dallas to Austin.', 'LOCATION:Dallas'],
  ]);
});

describe('places in fields and shops (round 6)', () => {
  itFinds([
    // A place label and its colon: a town that is also a word or a name is the place.
    ['es', 'Origen: Santiago · Destino: Concepción', 'LOCATION:Concepción'],
    // A country that is also a word, as a row label of a report by country.
    ['es', 'Perú: 1,2 M USD (+8 %) · Chile: 0,6 M USD (+3 %) · Ecuador: 0,3 M USD', 'LOCATION:Ecuador'],
    // A shop of the town, not a product of it.
    ['es', 'El cliente quedó en traer la caja a la tienda de Getafe.', 'LOCATION:Getafe'],
    ['es', 'Remitente: Tienda Moda Caleña, Cali\nDestinatario: Jenny Paola Arboleda', 'LOCATION:Cali'],
    // A flight number glued to its airline code is no vintage year.
    ['es', 'Jue 26/02 LA2051 Lima 07:30 → Cusco 08:55', 'LOCATION:Lima'],
  ]);
  itFindsNo('LOCATION', [
    ['es', 'Estado: Concepción del pedido pendiente'],
    ['es', 'Disponible en tu tienda: Bolso Sevilla de piel, 49 €.'],
  ]);
});

describe('one sense per text, and a surname initial (round 6)', () => {
  itFindsNo('LOCATION', [
    // The second "Montana" is the same recliner as the first.
    ['en', 'The Dakota recliner (Leather, Tan) vs the Montana (Fabric, Fog): Dakota wins on comfort, Montana on price.'],
    // "Jordan M": a given name and the initial of a surname, in an attendee list.
    ['en', 'Retro — Payments squad\nWho: Jordan M, Noor\nWent well: checkout shipped'],
  ]);
  itFinds([
    ['en', 'Retro — Payments squad\nWho: Jordan M, Noor\nWent well: checkout shipped', 'PERSON:Jordan M'],
    // A town that names nothing else in the text stays a place.
    ['en', 'The Dakota recliner ships from Montana on Monday.', 'LOCATION:Montana'],
    ['en', 'We flew to Washington D.C. last week.', 'LOCATION:Washington'],
    // A line that lists people: its town-named given names are people. (Known limit: the same name
    // later after "in", "shipped in Austin", is then read as that person too, since the "Who:" list
    // label of people6en makes it a name of the document.)
    ['en', 'Retro\nWho: will, Austin, Jordan M, Noor\nWent well: checkout shipped', 'PERSON:Austin'],
  ]);
});
