import { describe, expect, it } from 'vitest';
import { labels } from './helpers.js';
import type { Language } from '#shared/detection/types.js';

describe('ADDRESS', () => {
  const rows: [Language, string, string][] = [
    ['en', 'Ship to 123 Main St, Apt 4B, Springfield, IL 62704 please.', '123 Main St, Apt 4B, Springfield, IL 62704'],
    ['en', 'He lives at 10 Downing Street, London SW1A 2AA.', '10 Downing Street, London SW1A 2AA'],
    ['en', 'Send it to 742 Evergreen Terrace, Springfield, OR 97477.', '742 Evergreen Terrace, Springfield, OR 97477'],
    ['en', 'Office: 1600 Pennsylvania Avenue NW, Washington, DC 20500', '1600 Pennsylvania Avenue NW, Washington, DC 20500'],
    ['en', 'Meet at 55 5th Ave.', '55 5th Ave.'],
    ['en', 'Address:\n500 Oak Road\nBoston, MA 02108', '500 Oak Road\nBoston, MA 02108'],
    ['es', 'Vive en Calle de Alcalá 45, 3º B, 28014 Madrid.', 'Calle de Alcalá 45, 3º B, 28014 Madrid'],
    ['es', 'Oficina: Avda. Diagonal 640, 08017 Barcelona', 'Avda. Diagonal 640, 08017 Barcelona'],
    ['es', 'Recogida en C/ Mayor, 12', 'C/ Mayor, 12'],
    ['es', 'Sede: Paseo de la Castellana 259, 28046 Madrid.', 'Paseo de la Castellana 259, 28046 Madrid'],
    ['es', 'Plaza Mayor s/n, Salamanca', 'Plaza Mayor s/n, Salamanca'],
    // French and Italian order: number, street type, name.
    // The country after the city stays a LOCATION of its own, as the dev sets label it.
    ['en', 'Please update my address to 12 Rue de Rivoli, 75001 Paris, France.', '12 Rue de Rivoli, 75001 Paris'],
    ['en', 'Send it to 5 Via Roma, 00184 Roma.', '5 Via Roma, 00184 Roma'],
  ];
  it.each(rows)('[%s] %j', (lang, text, address) => {
    expect(labels(text, lang)).toContain(`ADDRESS:${address}`);
  });

  it('does not report the address city as a separate LOCATION', () => {
    const got = labels('Vive en Calle Mayor 12, 28013 Madrid.', 'es');
    expect(got.filter((l) => l.startsWith('LOCATION:'))).toEqual([]);
  });

  const negatives: [Language, string][] = [
    ['en', 'We sold 300 units in Madrid.'],
    ['en', 'Chapter 12 covers the main street protests.'],
    ['es', 'Madrid es una ciudad grande.'],
    ['es', 'La calle estaba vacía a las 5.'],
  ];
  it.each(negatives)('[%s] %j has no ADDRESS', (lang, text) => {
    expect(labels(text, lang).filter((l) => l.startsWith('ADDRESS:'))).toEqual([]);
  });
});

describe('ADDRESS: an abbreviated direction, a unit in a named site (orgplace, issue 13)', () => {
  it.each<[Language, string, string]>([
    ['en', 'Ship to:\nMarcus Bell\n2200 N. Lamar Blvd, Suite 310\nAustin, TX 78705', '2200 N. Lamar Blvd, Suite 310\nAustin, TX 78705'],
    ['en', 'Deliver to: Unit 7, Riverside Industrial Estate, Leeds LS10 1QT', 'Unit 7, Riverside Industrial Estate, Leeds LS10 1QT'],
  ])('[%s] %j', (lang, text, address) => {
    expect(labels(text, lang)).toContain(`ADDRESS:${address}`);
  });
  it('needs a town or postcode after a unit in a named site', () => {
    expect(labels('The Unit 7, Riverside Park event is sold out.', 'en').filter((l) => l.startsWith('ADDRESS:'))).toEqual([]);
  });
});
