/**
 * Spanish, Latin American, Catalan and Portuguese address tails (ner/address.ts): units written
 * "int.", "Dpto.", "pta.", "esc. izq."; Mexican colonias and state abbreviations; Catalan floors;
 * Argentine and Portuguese postal codes; a country after the city stays a place of its own.
 */
import { describe, expect, it } from 'vitest';
import { labels } from './helpers.js';
import type { Language } from '#shared/detection/types.js';

const covers = (rows: [Language, string, string][]) =>
  it.each(rows)('[%s] %j has ADDRESS %j', (lang, text, address) => {
    expect(labels(text, lang)).toContain(`ADDRESS:${address}`);
  });

describe('Latin American and Iberian address tails', () => {
  covers([
    ['es', 'Entregar en Av. Insurgentes Sur 1602, int. 8, Col. Crédito Constructor, 03940 Benito Juárez, CDMX.', 'Av. Insurgentes Sur 1602, int. 8, Col. Crédito Constructor, 03940 Benito Juárez, CDMX'],
    ['es', 'Oficina: Calle Morelos 55, Col. Centro, 64000 Monterrey, N.L.', 'Calle Morelos 55, Col. Centro, 64000 Monterrey, N.L.'],
    ['es', 'Sucursal: Blvd. Díaz Ordaz 300, Tijuana, B.C.', 'Blvd. Díaz Ordaz 300, Tijuana, B.C.'],
    ['es', 'Dirección: Av. Colón 880, Dpto. 2C, Mendoza (5500)', 'Av. Colón 880, Dpto. 2C, Mendoza (5500)'],
    ['es', 'Domicilio: Av. Vélez Sarsfield 120, X5000 Córdoba', 'Av. Vélez Sarsfield 120, X5000 Córdoba'],
    ['es', 'Piso: Carrer de Balmes 140, 3r 2a, 08008 Barcelona', 'Carrer de Balmes 140, 3r 2a, 08008 Barcelona'],
    ['es', 'Dirección: Camí de Son Rapinya 12, 07013 Palma', 'Camí de Son Rapinya 12, 07013 Palma'],
    ['es', 'Enviar a C/ Alameda 8, esc. dcha., 4º 1ª\n46010 Valencia', 'C/ Alameda 8, esc. dcha., 4º 1ª\n46010 Valencia'],
    ['es', 'Enviar a C/ Colón 18, pta. 7, 46004 Valencia.', 'C/ Colón 18, pta. 7, 46004 Valencia'],
    ['en', 'Hotel: Rua Augusta 40, 1100-053 Lisboa, Portugal', 'Rua Augusta 40, 1100-053 Lisboa'],
  ]);

  it('keeps a country after the city as a place of its own', () => {
    const got = labels('Vivo en Calle de Alcalá 45, 3º B, 28014 Madrid, España.', 'es');
    expect(got).toContain('ADDRESS:Calle de Alcalá 45, 3º B, 28014 Madrid');
    expect(got).toContain('LOCATION:España');
  });
  it('reads a state abbreviation only at the end of the address', () => {
    const got = labels('Calle Juárez 10, 44100 Guadalajara, Jalisco es precioso.', 'es');
    expect(got).not.toContain('ADDRESS:Calle Juárez 10, 44100 Guadalajara, Jal');
    expect(labels('Nos vemos en el Col. de Abogados mañana.', 'es').some((l) => l.startsWith('ADDRESS:'))).toBe(false);
  });
});
