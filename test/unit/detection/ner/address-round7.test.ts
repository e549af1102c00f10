/**
 * addr7 (round 7): full address spans in national formats: the parts before the street line
 * (units, floors, buildings, boxes, care-of lines: ner/address-lead.ts), unit values with a second
 * part ("Suite C-155"), possessives and en-dash ranges in the street line, Canadian unit prefixes.
 */
import { describe, expect, it } from 'vitest';
import { labels } from './helpers.js';
import type { Language } from '#shared/detection/types.js';

const covers = (rows: [Language, string, string][]) =>
  it.each(rows)('[%s] %j has ADDRESS %j', (lang, text, address) => {
    expect(labels(text, lang)).toContain(`ADDRESS:${address}`);
  });

const lacks = (rows: [Language, string, string][]) =>
  it.each(rows)('[%s] %j has no ADDRESS %j', (lang, text, address) => {
    expect(labels(text, lang)).not.toContain(`ADDRESS:${address}`);
  });

describe('parts before the street line', () => {
  covers([
    ['en', 'Deliver to: Hamish\nUnit 12, Level 3\n88 Flinders Lane\nMelbourne VIC 3000', 'Unit 12, Level 3\n88 Flinders Lane\nMelbourne VIC 3000'],
    ['en', 'Send it to PO Box 77, 4 Mill Lane, Nether Wallop, Stockbridge SO20 8EA please.', 'PO Box 77, 4 Mill Lane, Nether Wallop, Stockbridge SO20 8EA'],
    ['en', 'V-3302,Acme Ltd,"3rd Floor, Sterling House, 22 St Mary\'s Gate, Derby DE1 3JR",GB86', '3rd Floor, Sterling House, 22 St Mary\'s Gate, Derby DE1 3JR'],
    ['en', 'Minutes - Tenants\' Association, Kestrel Court, 41–59 Harbour Road, Fremantle WA 6160', 'Kestrel Court, 41–59 Harbour Road, Fremantle WA 6160'],
    ['en', 'Mail: Ground Floor Flat, 9 Cressfield Road, Bristol BS7 8LD', 'Ground Floor Flat, 9 Cressfield Road, Bristol BS7 8LD'],
  ]);
  lacks([
    // A sentence before the comma is no part of the address.
    ['en', 'We moved in last March, 27 Cavendish Road, London SW4 9QD is the new one.', 'We moved in last March, 27 Cavendish Road, London SW4 9QD'],
  ]);
  it('does not take a sentence before the street line', () => {
    expect(labels('We moved in last March, 27 Cavendish Road, London SW4 9QD is the new one.', 'en')).toContain('ADDRESS:27 Cavendish Road, London SW4 9QD');
  });
});

describe('street lines and units', () => {
  covers([
    ['en', 'Pick-up at 136 Pryor St SW, Suite C-155, Atlanta, GA 30303 after 5.', '136 Pryor St SW, Suite C-155, Atlanta, GA 30303'],
    ['en', 'Condo: 1502-255 Queens Quay West, Toronto ON M5J 2N5.', '1502-255 Queens Quay West, Toronto ON M5J 2N5'],
  ]);
  lacks([
    // A local phone number before a street is no unit.
    ['en', 'Call 555-1234 Main Street, Springfield, IL 62704 office', '555-1234 Main Street, Springfield, IL 62704'],
  ]);
});

describe('streets without a number, boxes and rural routes, national tails', () => {
  covers([
    ['en', 'Please come to the desk, Eccles Street, Dublin 7, D07 WKW8.', 'Eccles Street, Dublin 7, D07 WKW8'],
    ['en', 'We tried to deliver it to Cottage 3, Ballinamore Road, Drumshanbo, Co. Leitrim N41 YH20 on Monday.', 'Cottage 3, Ballinamore Road, Drumshanbo, Co. Leitrim N41 YH20'],
    ['en', 'Insured address: Ty Nant, Llanfair Road, Ruthin LL15 1BB', 'Ty Nant, Llanfair Road, Ruthin LL15 1BB'],
    ['en', 'To: Mme Lachance\nRR 2, Site 5, Comp 14, Bridgewater NS B4V 2W1\nSigned', 'RR 2, Site 5, Comp 14, Bridgewater NS B4V 2W1'],
    ['en', 'Address: RMB 2140, Murrindindi Road, Yea VIC 3717', 'RMB 2140, Murrindindi Road, Yea VIC 3717'],
    ['en', 'Home address: Purok 4, Brgy. San Isidro, Tanauan City, Batangas', 'Purok 4, Brgy. San Isidro, Tanauan City, Batangas'],
    ['en', '"12 Jacaranda Close, Waterkloof Ridge, Pretoria, 0181"', '12 Jacaranda Close, Waterkloof Ridge, Pretoria, 0181'],
    ['en', 'Bayview Cabins, 88 Marine Parade, Napier 4110, New Zealand', '88 Marine Parade, Napier 4110'],
    ['en', 'go on then, 32 Linden Grove, Swindon SN3 , ring bell twice', '32 Linden Grove, Swindon SN3'],
    ['en', 'Apt 5, 3rd floor, 4820 rue Saint-Denis, Montréal (Québec) H2J 2L6', 'Apt 5, 3rd floor, 4820 rue Saint-Denis, Montréal (Québec) H2J 2L6'],
    ['en', 'Ship to Suite 210, 22575 Dewdney Trunk Rd, Maple Ridge, BC V2X 3J4', 'Suite 210, 22575 Dewdney Trunk Rd, Maple Ridge, BC V2X 3J4'],
    ['es', 'Nos vemos en Av. Chapultepec Sur 480, piso 2, Col. Americana, C.P. 44160, Guadalajara, Jal. Favor de traer la INE.', 'Av. Chapultepec Sur 480, piso 2, Col. Americana, C.P. 44160, Guadalajara, Jal.'],
    ['es', 'Dirección: Bv. Oroño 1345, Piso 3 Dpto B, (2000) Rosario, Santa Fe', 'Bv. Oroño 1345, Piso 3 Dpto B, (2000) Rosario, Santa Fe'],
    ['es', 'Entrega: Calle 31 # 4-52, barrio Cristo Rey, Quibdó', 'Calle 31 # 4-52, barrio Cristo Rey, Quibdó'],
    ['es', 'Oficina: Av. Calle 26 # 69-76, Torre 2, of. 903', 'Av. Calle 26 # 69-76, Torre 2, of. 903'],
    ['es', 'Envío a Carrer de Provença 212, pral. 1a, 08036 Barcelona', 'Carrer de Provença 212, pral. 1a, 08036 Barcelona'],
    ['es', 'Recoger en calle 10 poniente 2304, col. Amor, 72140 Puebla, Pue.', 'calle 10 poniente 2304, col. Amor, 72140 Puebla, Pue.'],
    ['es', 'Domicilio: Naranjo 148 int. 3, Col. Santa María la Ribera, 06400 Cuauhtémoc, CDMX', 'Naranjo 148 int. 3, Col. Santa María la Ribera, 06400 Cuauhtémoc, CDMX'],
    ['es', 'El piso está en Ronda de Triana 12, bajo. El portal es verde.', 'Ronda de Triana 12, bajo'],
  ]);
  lacks([
    ['en', 'Address: Beatrice Hall, 9 Rosemary Court, Asheville, NC 28801', 'Beatrice Hall, 9 Rosemary Court, Asheville, NC 28801'],
    ['en', 'id,name,city,zip\n7,Kelly Brooks,Portland,51200', 'Kelly Brooks,Portland,51200'],
    ['en', 'Return address:\nHarbor Outfitters\nUnit 4, Riverside Industrial Estate\nBristol BS2 0QT', 'Harbor Outfitters\nUnit 4, Riverside Industrial Estate\nBristol BS2 0QT'],
    ['en', 'We met at Birmingham Civil Justice Centre, Priory Courts, 33 Bull Street, Birmingham B4 6DS', 'Birmingham Civil Justice Centre, Priory Courts, 33 Bull Street, Birmingham B4 6DS'],
  ]);
  it('reads no address in a league table', () => {
    expect(labels('Clasificación:\n1. Deportivo La Esquina 34\n2. Atlético Barrio Chino 31\n3. Real Cacharro 27', 'es').filter((l) => l.startsWith('ADDRESS'))).toEqual([]);
  });
  it('keeps a year after a town out of the address', () => {
    expect(labels('We lived at 12 Jacaranda Close, Pretoria, 2019 was the year we left.', 'en')).not.toContain('ADDRESS:12 Jacaranda Close, Pretoria, 2019');
  });
});

describe('units written into the house number, Singapore blocks', () => {
  covers([
    ['en', 'Shop at 3/48 Smith Street, Fitzroy VIC 3065 today', '3/48 Smith Street, Fitzroy VIC 3065'],
    ['en', 'Delivered to Unit 5/17 Mitchell Street\nBendigo VIC 3550', 'Unit 5/17 Mitchell Street\nBendigo VIC 3550'],
    ['en', 'Address: Flat 2/1, 44 Hyndland Road, Glasgow G12 9UX', 'Flat 2/1, 44 Hyndland Road, Glasgow G12 9UX'],
    ['en', 'Blk 512 Bedok North Ave 3, #08-221, Singapore 460512', 'Blk 512 Bedok North Ave 3, #08-221, Singapore 460512'],
    ['en', 'Pick-up at 2-1150 Pembina Hwy, Winnipeg after six', '2-1150 Pembina Hwy, Winnipeg'],
    ['en', 'Rezoning of Erf 4412, 18 Protea Street, Westbury, 2093, from Residential 1', '18 Protea Street, Westbury, 2093'],
  ]);
  lacks([
    // A date before a street is no unit: "on 3/4 Main Street" reads "3/4" only with a number after the slash.
    ['en', 'Open 24/7 Main Street Deli, Springfield, IL 62704', '24/7 Main Street Deli, Springfield, IL 62704'],
  ]);
});

describe('Argentine floors and doors', () => {
  covers([
    ['es', 'Entrega: Av. Rivadavia 5420, 3° "B", C1424CEN CABA', 'Av. Rivadavia 5420, 3° "B", C1424CEN CABA'],
    ['es', 'Oficina en Av. Corrientes 2548, piso 7 "C", C1046AAQ CABA.', 'Av. Corrientes 2548, piso 7 "C", C1046AAQ CABA'],
    ['es', 'Vivo en Av. Corrientes 4350, 3°B, C1195 CABA', 'Av. Corrientes 4350, 3°B, C1195 CABA'],
  ]);
  lacks([
    // A quoted word after the unit is no door: only one capital letter in quotes is.
    ['es', 'Av. Corrientes 2548, piso 7 "Centro", C1046AAQ CABA', 'Av. Corrientes 2548, piso 7 "Centro"'],
  ]);
});
