/**
 * Address forms from the round-5 blind files (ner/address.ts, ner/address-bare.ts): a street
 * known by its name alone before its house number ("Gran Vía 45, …, 48011 Bilbao"), a road's
 * kilometre post, an abbreviated title inside a street name ("Av. Gral. Paz"), Mexican street
 * types ("Privada", "Calzada") and a colonia opening with a particle, the Peruvian "Jr.", and
 * Spanish street names written number first in the US ("412 Calle del Norte").
 */
import { describe, expect, it } from 'vitest';
import { itFinds, itFindsNo, labels } from './helpers.js';

describe('address forms of round 5', () => {
  itFinds([
    ['es', 'Le esperamos en Paseo de Gracia? No: en Rambla Nova 88, 43001 Tarragona, a las 10.', 'ADDRESS:Rambla Nova 88, 43001 Tarragona'],
    ['es', 'Oficina: Gran Vía 28, 2º, 28013 Madrid. Horario de 9 a 14.', 'ADDRESS:Gran Vía 28, 2º, 28013 Madrid'],
    ['es', 'Domicilio: Sarmiento 1250, Rosario\nTeléfono: 341 555 0101', 'ADDRESS:Sarmiento 1250, Rosario'],
    ['es', 'Enviar a: Insurgentes Sur 1602, Col. del Valle, 03100 Ciudad de México', 'ADDRESS:Insurgentes Sur 1602, Col. del Valle, 03100 Ciudad de México'],
    ['es', 'Planta de envasado en Ctra. de Valencia km 7,2, 50410 Cuarte de Huerva.', 'ADDRESS:Ctra. de Valencia km 7,2, 50410 Cuarte de Huerva'],
    ['es', 'Sucursal: Av. Gral. Paz 5445, San Martín, Buenos Aires', 'ADDRESS:Av. Gral. Paz 5445, San Martín, Buenos Aires'],
    ['es', 'Entrega: Calzada de Tlalpan 1020, Col. Portales, 03300 Ciudad de México', 'ADDRESS:Calzada de Tlalpan 1020, Col. Portales, 03300 Ciudad de México'],
    ['es', 'Nos vemos en Jr. de la Unión 450, Lima, a las 5.', 'ADDRESS:Jr. de la Unión 450, Lima'],
    ['es', 'Remitente: Oficina de Tránsito\n1200 Calle del Sol, El Paso, TX 79901', 'ADDRESS:1200 Calle del Sol, El Paso, TX 79901'],
    ['en', 'Please ship to Torstraße 140, 10119 Berlin by Friday.', 'ADDRESS:Torstraße 140, 10119 Berlin'],
    // Indian and Singapore addresses: building, sector and layout parts between unit, street and town.
    ['en', 'Ship to: Flat 12, Green Meadows Residency, Aundh Road, Pune, Maharashtra 411007\nCall before', 'ADDRESS:Flat 12, Green Meadows Residency, Aundh Road, Pune, Maharashtra 411007'],
    ['en', 'Registered office: Plot 12, Sector 62, Noida, Uttar Pradesh 201309.', 'ADDRESS:Plot 12, Sector 62, Noida, Uttar Pradesh 201309'],
    ['en', 'Office: 1 Raffles Place, #20-01, One Raffles Place, Singapore 048616', 'ADDRESS:1 Raffles Place, #20-01, One Raffles Place, Singapore 048616'],
    ['en', 'Branch: 12 Hosur Road, 5th Block, Koramangala, Bengaluru', 'ADDRESS:12 Hosur Road, 5th Block, Koramangala, Bengaluru'],
  ]);
  itFindsNo('ADDRESS', [
    // A results list: a name, a score and a city with its own score.
    ['es', 'Resultado final: Real Madrid 2, Barcelona 1.'],
    ['es', 'Clasificación: Estudiantes 21, Córdoba 19, Rosario 18.'],
    // A CSV row has no space after its commas.
    ['en', 'store,city,weekly_sales\nStore 104,Denver,48210\nStore 117,Boulder,31990'],
    // An airline code after a day and month is a flight, not a street type.
    ['en', 'Return 25 Mar SQ 967, economy.'],
    // "Jr." ends an English name.
    ['en', 'Ken Griffey Jr. Topps 1989, mint condition, $40.'],
    // No label, no "en", no postal code: a model and a count.
    ['es', 'Tengo un Seat Ibiza 2015, Madrid o alrededores.'],
    // A unit and named parts with neither a street nor a postal code.
    ['en', 'Unit 4, Marketing Team, London office.'],
  ]);
  it('keeps an all-capital US street line whole', () => {
    expect(labels('LUZ CARDONA\n1406 W 35TH ST APT 4\nHOUSTON TX 77018-6012', 'en')).toContain('ADDRESS:1406 W 35TH ST APT 4\nHOUSTON TX 77018-6012');
  });
});
