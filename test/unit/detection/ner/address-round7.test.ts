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
