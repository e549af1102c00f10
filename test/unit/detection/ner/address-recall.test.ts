/**
 * Address spans over the layouts of shipping notices and signatures (ner/address.ts): ordinal
 * floors, a UK city line above the postcode line, a region line under "postcode city", industrial
 * estates with a unit or a street. Each has a text it must cover and one it must leave.
 */
import { describe, expect, it } from 'vitest';
import { labels } from './helpers.js';
import type { Language } from '#shared/detection/types.js';

const covers = (rows: [Language, string, string][]) =>
  it.each(rows)('[%s] %j has ADDRESS %j', (lang, text, address) => {
    expect(labels(text, lang)).toContain(`ADDRESS:${address}`);
  });

describe('address layouts', () => {
  covers([
    ['en', 'Send it to 400 Park Avenue, 12th Floor, New York, NY 10022.', '400 Park Avenue, 12th Floor, New York, NY 10022'],
    ['en', 'Delivery address:\nFlat 3, 27 Clarendon Road\nLeeds\nLS2 9NZ\nRecipient: Imran', 'Flat 3, 27 Clarendon Road\nLeeds\nLS2 9NZ'],
    ['es', 'Dirección:\nCalle de Clarín 27, 1º D\n33005 Oviedo\nAsturias\nContacto: Imran', 'Calle de Clarín 27, 1º D\n33005 Oviedo\nAsturias'],
    ['es', 'Polígono Las Mercedes, nave 4\n29004 Málaga', 'Polígono Las Mercedes, nave 4\n29004 Málaga'],
    ['es', 'Polígono Industrial San Cristóbal, Calle Cobre 14\n47012 Valladolid', 'Polígono Industrial San Cristóbal, Calle Cobre 14\n47012 Valladolid'],
  ]);

  it('does not take a city line without a postcode line after it', () => {
    const got = labels('Ship to:\n27 Clarendon Road\nLeeds\nThanks, Imran', 'en');
    expect(got).toContain('ADDRESS:27 Clarendon Road');
    expect(got).not.toContain('ADDRESS:27 Clarendon Road\nLeeds');
  });
  it('does not take a city on the line after "postcode city"', () => {
    const got = labels('Calle Mayor 3\n28013 Madrid\nBilbao', 'es');
    expect(got).toContain('ADDRESS:Calle Mayor 3\n28013 Madrid');
  });
  it('does not read a floor without an address as one', () => {
    expect(labels('The 12th Floor kitchen is closed.', 'en').filter((l) => l.startsWith('ADDRESS:'))).toEqual([]);
  });

  // A Canadian province + postal code is a tail like a US state + ZIP; a country after the
  // postal code stays a LOCATION of its own.
  covers([
    ['en', 'Send it to Suite 1200, 350 Bay Street, Toronto, ON M5H 2S6.', 'Suite 1200, 350 Bay Street, Toronto, ON M5H 2S6'],
  ]);
  it('does not take a province code without a Canadian postal code', () => {
    const got = labels('Ship to 350 Bay Street, Toronto, ON Monday please.', 'en');
    expect(got.some((l) => l.includes('ON Monday'))).toBe(false);
  });

  // Spanish prose writes the street type in lower case (address.ts LOWER_CASE_STREET_TYPES).
  covers([
    ['es', 'El contrato de alquiler de calle del Puerto 22, 4.º B va del 1 de junio.', 'calle del Puerto 22, 4.º B'],
    ['es', 'Remitente: Polígono Fuente del Jarro, calle Ciudad de Sevilla 32\n46988 Paterna (Valencia)', 'Polígono Fuente del Jarro, calle Ciudad de Sevilla 32\n46988 Paterna (Valencia)'],
  ]);
  it('does not read a lower-case street type without a house number as an address', () => {
    expect(labels('Vivo en la calle Mayor desde hace años.', 'es').filter((l) => l.startsWith('ADDRESS:'))).toEqual([]);
  });

  // Span edges: a floor before the street line, a house-number range, "5ª planta".
  covers([
    ['en', 'Office: 4th Floor, 20 Fenchurch Street, London EC3M 3BY', '4th Floor, 20 Fenchurch Street, London EC3M 3BY'],
    ['en', 'Ship to Unit 12, 45-47 Queen St W, Toronto, ON M5H 2M5 today.', 'Unit 12, 45-47 Queen St W, Toronto, ON M5H 2M5'],
    ['es', 'Oficina: C/ Gran Vía, 28, 5ª planta, 28013 Madrid', 'C/ Gran Vía, 28, 5ª planta, 28013 Madrid'],
  ]);
  it('does not take a phone number before a street as a house-number range', () => {
    const got = labels('Call 555-1234 Main Street office.', 'en');
    expect(got.some((l) => l.startsWith('ADDRESS:555'))).toBe(false);
  });
});
