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
    ['es', 'Dirección: Carrera 15 # 93-47, Apto 801, Barrio Chicó, Bogotá', 'Carrera 15 # 93-47, Apto 801, Barrio Chicó, Bogotá'],
    ['es', 'Entrega en Cra 70 # 1 Sur-20, El Poblado, Medellín.', 'Cra 70 # 1 Sur-20, El Poblado, Medellín'],
    ['es', 'La tienda de Av. Larco 1150, Miraflores, Lima abre a las 10.', 'Av. Larco 1150, Miraflores, Lima'],
    ['en', 'Flat 2, 14 Cardigan Road, Hyde Park, Leeds LS6 1LF', 'Flat 2, 14 Cardigan Road, Hyde Park, Leeds LS6 1LF'],
    ['en', 'Ship to 22 Rundle Street, Kent Town SA 5067 please.', '22 Rundle Street, Kent Town SA 5067'],
    ['en', 'Deliver to:\n4 Lygon Street\nCarlton VIC 3053', '4 Lygon Street\nCarlton VIC 3053'],
    ['en', 'Office: 12 MG Road, Bengaluru 560001 | +91 80 4000 1234', '12 MG Road, Bengaluru 560001'],
  ]);

  it('keeps a country after the city as a place of its own', () => {
    const got = labels('Vivo en Calle de Alcalá 45, 3º B, 28014 Madrid, España.', 'es');
    expect(got).toContain('ADDRESS:Calle de Alcalá 45, 3º B, 28014 Madrid');
    expect(got).toContain('LOCATION:España');
  });
  it('needs the "#" of Colombian numbering and a known city after a suburb', () => {
    expect(labels('Calle 72 tiene obras hasta el 10-34.', 'es').some((l) => l.startsWith('ADDRESS:'))).toBe(false);
    expect(labels('Send it to 5 Main Street, Sarah Jones will sign.', 'en')).toContain('ADDRESS:5 Main Street');
  });
  it('reads a state abbreviation only at the end of the address', () => {
    const got = labels('Calle Juárez 10, 44100 Guadalajara, Jalisco es precioso.', 'es');
    expect(got).not.toContain('ADDRESS:Calle Juárez 10, 44100 Guadalajara, Jal');
    expect(labels('Nos vemos en el Col. de Abogados mañana.', 'es').some((l) => l.startsWith('ADDRESS:'))).toBe(false);
  });
});
