/**
 * Address forms from the round-4 blind files (ner/address.ts): a Canadian province and postal
 * code after a city on its own line, Quebec's lower-case "boul." with a hyphenated name, Dublin's
 * postal district and Irish Eircodes, a Singapore block's numbered street and "#08-221" unit,
 * Argentina's "Bv.", a lower-case "c/" and a Peruvian "Urb." in the tail.
 */
import { describe, expect, it } from 'vitest';
import { itFinds, labels } from './helpers.js';

describe('address tails and street forms', () => {
  itFinds([
    ['en', 'Hartwell & Sons Plumbing\n1190 Industrial Pkwy, Unit 4\nMississauga, ON L5T 2J4\nHST # 81427', 'ADDRESS:1190 Industrial Pkwy, Unit 4\nMississauga, ON L5T 2J4'],
    ['en', 'Pick up at: Shoppers Drug Mart, 1420 boul. Saint-Laurent, Ottawa ON K1K 3B7', 'ADDRESS:1420 boul. Saint-Laurent, Ottawa ON K1K 3B7'],
    ['en', 'Ms Niamh Fitzgerald-Rowe\nApt 4, 22 Lower Baggot Street\nDublin 2\nD02 X285\n\n20 November 2026', 'ADDRESS:Apt 4, 22 Lower Baggot Street\nDublin 2\nD02 X285'],
    ['en', 'Write to 14 Eyre Square, Galway H91 F2K3, by 15 January.', 'ADDRESS:14 Eyre Square, Galway H91 F2K3'],
    ['en', 'Address: Blk 512 Bedok North Ave 3, #08-221, Singapore 460512. Courier will call', 'ADDRESS:Blk 512 Bedok North Ave 3, #08-221, Singapore 460512'],
    ['es', 'Domicilio: Bv. Oroño 1520, S2000 Rosario, Santa Fe\nFecha: 18/10/2024', 'ADDRESS:Bv. Oroño 1520, S2000 Rosario, Santa Fe'],
    ['es', 'Concepto: fianza piso c/ Santa Clara 9\nFecha valor: 05.08.2024', 'ADDRESS:c/ Santa Clara 9'],
    ['en', 'Raghunath Textiles Pvt. Ltd., Plot 48, GIDC Estate, Surat, Gujarat 394230\nGSTIN: 24AABCR4567K1Z3', 'ADDRESS:Plot 48, GIDC Estate, Surat, Gujarat 394230'],
    ['es', 'Dirección: Calle Los Eucaliptos 245, Urb. Santa Patricia, La Molina, Lima. Técnico: Renzo.', 'ADDRESS:Calle Los Eucaliptos 245, Urb. Santa Patricia, La Molina, Lima'],
    ['es', 'Destinatario: Thiago\nCalle 50 n.º 1224, piso 3, dto. B, B1900 La Plata, Buenos Aires\nIntento', 'ADDRESS:Calle 50 n.º 1224, piso 3, dto. B, B1900 La Plata, Buenos Aires'],
    ['es', 'inauguró su nueva sucursal en Av. 18 de Julio 1360, Montevideo, con atención extendida', 'ADDRESS:Av. 18 de Julio 1360, Montevideo'],
    ['es', 'abrimos La Tahona en la calle Mayor 12 de Tudela 🥖', 'ADDRESS:calle Mayor 12 de Tudela'],
    ['es', 'AGENTE: ¿calle Pintor Sorolla 7, 2.º izquierda, 46930 Quart de Poblet?', 'ADDRESS:calle Pintor Sorolla 7, 2.º izquierda, 46930 Quart de Poblet'],
  ]);
  it('leaves look-alikes alone', () => {
    // "Calle 4, Casa 12": no number sign, no house; "el 18 de julio" is a date, not a street.
    expect(labels('Quedamos en la Calle 4, Casa 12 de la urbanización.', 'es').filter((l) => l.startsWith('ADDRESS:'))).toEqual([]);
    expect(labels('La calle Mayor 12 de la mañana estaba cortada.', 'es').filter((l) => l.startsWith('ADDRESS:calle Mayor 12 de'))).toEqual([]);
    // "c/u" (cada uno) has no capitalized name; "3 via Email" is English "via".
    expect(labels('Precio: 4 €, c/u 12 unidades', 'es').filter((l) => l.startsWith('ADDRESS:'))).toEqual([]);
    expect(labels('I sent 3 via Email yesterday.', 'en').filter((l) => l.startsWith('ADDRESS:'))).toEqual([]);
    // A Dublin line alone with a number is no address tail without a street before it.
    expect(labels('Dublin 2 won the match 3-1.', 'en').filter((l) => l.startsWith('ADDRESS:'))).toEqual([]);
    // A bare "#12" ticket is no unit after a street.
    expect(labels('See ticket #12-4 for details.', 'en').filter((l) => l.startsWith('ADDRESS:'))).toEqual([]);
  });
});
