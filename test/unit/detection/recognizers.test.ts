import { describe, expect, it } from 'vitest';
import { found } from './helpers.js';

type Row = [text: string, expected: string];

/** Valid examples: the span text expected. Invalid: the entity must not be reported. */
const CASES: Record<string, { lang?: 'en' | 'es'; valid: Row[]; invalid: string[] }> = {
  EMAIL_ADDRESS: {
    valid: [
      ['Write to john.doe@example.com today', 'john.doe@example.com'],
      ['<a.b+tag@mail.co.uk>', 'a.b+tag@mail.co.uk'],
      ['ends with a dot: x_y@sub.example.org.', 'x_y@sub.example.org'],
      ['correo: maría.lópez@correo.es', 'maría.lópez@correo.es'],
    ],
    invalid: ['user@localhost', 'a @ b.com', '@example.com', 'name@domain.c0m', 'x@.com'],
  },
  PHONE_NUMBER: {
    valid: [
      ['Call +1 (555) 123-4567 now', '+1 (555) 123-4567'],
      ['Office: 555-123-4567 ext. 204.', '555-123-4567 ext. 204'],
      ['desk (212) 555-0199 x204', '(212) 555-0199 x204'],
      // The extension's sign as far from the number as it may be: two spaces, a comma, a space.
      ['desk 555-123-4567  , X12 today', '555-123-4567  , X12'],
      ['desk 555-123-4567 #301', '555-123-4567 #301'],
      ['UK: +44 20 7946 0958', '+44 20 7946 0958'],
      ['mobile 07700 900123', '07700 900123'],
      ['E.164 +34612345678', '+34612345678'],
      ['tel. 612 345 678', '612 345 678'],
      ['fijo +34 91 123 45 67', '+34 91 123 45 67'],
      ['móvil (+34) 645 676 223', '(+34) 645 676 223'],
      ['intl 0044 20 7946 0958', '0044 20 7946 0958'],
      ['phone: 5551234567', '5551234567'],
      ['1-800-555-0199 toll free', '1-800-555-0199'],
    ],
    invalid: ['order 12345', 'ISBN 978-4-1205-0352-8', 'box 183.104.28.231', 'version 1.2.3.4', 'on 2024-03-14', 'pi is 3.14159', 'ratio 5551234567890123456'],
  },
  US_SSN: {
    valid: [
      ['SSN: 219-09-9998', '219-09-9998'],
      ['social security number 536 22 8726', '536 22 8726'],
      ['ssn 536228726', '536228726'],
      ['id 536-22-8726 on file', '536-22-8726'],
    ],
    invalid: ['SSN: 000-12-3456', 'SSN: 666-12-3456', 'SSN: 912-34-5678', 'SSN: 123-00-4567', 'SSN: 123-45-0000', 'SSN 111-11-1111', 'number 536228726', '123-45-6789'],
  },
  CREDIT_CARD: {
    valid: [
      ['Visa 4111 1111 1111 1111 exp 12/27', '4111 1111 1111 1111'],
      ['MC 5555-5555-5555-4444', '5555-5555-5555-4444'],
      ['2-series 2223003122003222', '2223003122003222'],
      ['Amex 3782 822463 10005', '3782 822463 10005'],
      ['Discover 6011111111111117', '6011111111111117'],
      ['JCB 3530111333300000', '3530111333300000'],
      ['Diners 30569309025904', '30569309025904'],
      ['UnionPay 6200000000000005', '6200000000000005'],
      ['Maestro 6759649826438453', '6759649826438453'],
      ['card 4111111111111111 cvv 123', '4111111111111111'],
    ],
    invalid: ['4111 1111 1111 1112', '1234567812345678', '0000 0000 0000 0000', '9111111111111111', '4111 1111-1111 1111'],
  },
  IBAN_CODE: {
    valid: [
      ['IBAN ES91 2100 0418 4502 0005 1332.', 'ES91 2100 0418 4502 0005 1332'],
      ['GB82WEST12345698765432', 'GB82WEST12345698765432'],
      ['DE89 3704 0044 0532 0130 00 REF', 'DE89 3704 0044 0532 0130 00'],
      ['FR14 2004 1010 0505 0001 3M02 606', 'FR14 2004 1010 0505 0001 3M02 606'],
    ],
    invalid: ['ES91 2100 0418 4502 0005 1333', 'XX82WEST12345698765432', 'GB82 WEST 1234 5698 7654', 'DE89370400440532013001'],
  },
  IP_ADDRESS: {
    valid: [
      ['from 192.168.1.20.', '192.168.1.20'],
      ['host 8.8.8.8 answered', '8.8.8.8'],
      ['ipv6 2001:db8:85a3::8a2e:370:7334 ok', '2001:db8:85a3::8a2e:370:7334'],
      ['link fe80::1ff:fe23:4567:890a', 'fe80::1ff:fe23:4567:890a'],
    ],
    invalid: ['version 3.1.2.70', 'v3.1.2.70', '256.1.1.1', '1.2.3.4.5', 'at 10:30:45', 'build 10.0.19041.1'],
  },
  MAC_ADDRESS: {
    valid: [
      ['mac 00:1A:2B:3C:4D:5E', '00:1A:2B:3C:4D:5E'],
      ['nic 00-1a-2b-3c-4d-5e.', '00-1a-2b-3c-4d-5e'],
      ['cisco 001a.2b3c.4d5e', '001a.2b3c.4d5e'],
    ],
    invalid: ['00:1A:2B:3C:4D', '00:1A-2B:3C:4D:5E', 'GG:1A:2B:3C:4D:5E'],
  },
  URL: {
    valid: [
      ['see https://example.com/a/b?x=1.', 'https://example.com/a/b?x=1'],
      ['(http://example.org/path)', 'http://example.org/path'],
      ['at www.acme.co.uk, today', 'www.acme.co.uk'],
      ['docs: example.com/pricing!', 'example.com/pricing'],
      ['wiki https://en.wikipedia.org/wiki/Foo_(bar) ok', 'https://en.wikipedia.org/wiki/Foo_(bar)'],
    ],
    invalid: ['mail john@example.com', 'file report.txt', 'e.g. this', 'node.js rocks'],
  },
  US_PASSPORT: {
    valid: [
      ['passport number 912803456', '912803456'],
      ['Passport: A12345678', 'A12345678'],
    ],
    invalid: ['number 912803456', 'passport 12345', 'passport 111111111'],
  },
  US_DRIVER_LICENSE: {
    valid: [
      ["driver's license D1234567", 'D1234567'],
      ['DL# 123456789', '123456789'],
      ['Driver license no.: J633-470-99-438-8', 'J633-470-99-438-8'],
      ["Driver's License #: K957-2029-4270", 'K957-2029-4270'],
      ['DL number: WDL690KCZVQQ', 'WDL690KCZVQQ'],
      ['DL number: 007 335 438', '007 335 438'],
    ],
    invalid: ['code D1234567', 'driver license 12'],
  },
  US_BANK_NUMBER: {
    valid: [
      ['bank account 12345678901', '12345678901'],
      ['checking acct # 000123456789', '000123456789'],
    ],
    invalid: ['order 12345678901', 'account 1234', 'account 00000000'],
  },
  ABA_ROUTING_NUMBER: {
    valid: [
      ['routing number 021000021', '021000021'],
      ['ABA 011000015', '011000015'],
      ['RTN 0110-0001-5', '0110-0001-5'],
    ],
    invalid: ['routing number 021000022', 'number 021000021', 'routing 991000021'],
  },
  US_ITIN: {
    valid: [
      ['ITIN 912-70-1234', '912-70-1234'],
      ['taxpayer id 900 70 1234', '900 70 1234'],
    ],
    invalid: ['ITIN 912-40-1234', 'ITIN 912-93-1234', 'ITIN 812-70-1234'],
  },
  US_NPI: {
    valid: [
      ['NPI 1234567893', '1234567893'],
      ['provider npi: 1245319599', '1245319599'],
    ],
    invalid: ['NPI 1234567890', 'NPI 3234567893', 'ref 1234567893'],
  },
  US_MBI: {
    valid: [
      ['Medicare MBI 1EG4-TE5-MK73', '1EG4-TE5-MK73'],
      ['mbi: 1EG4TE5MK73', '1EG4TE5MK73'],
    ],
    invalid: ['MBI 1SG4-TE5-MK73', 'MBI 0EG4-TE5-MK73', 'MBI 1EG4-TE5-MK7'],
  },
  MEDICAL_RECORD_NUMBER: {
    valid: [
      ['MRN: 00123456', '00123456'],
      ['Medical record number 4455-221', '4455-221'],
      ['historia clínica nº 123456', '123456'],
      ['NHC 7788991', '7788991'],
      ['Patient account no.: WEU90294926', 'WEU90294926'],
    ],
    invalid: ['record keeping', 'MRN pending', 'number 00123456'],
  },
  MEDICAL_LICENSE: {
    valid: [
      ['Medical License No. MD-123456', 'MD-123456'],
      ['license #: A12345', 'A12345'],
      ['nº de colegiado 282812345', '282812345'],
      ['DEA AB1234563', 'AB1234563'],
    ],
    invalid: ["driver's license no. D1234567", 'license pending', 'DEA AB1234567'],
  },
  UK_NHS: {
    valid: [
      ['NHS number 943 476 5919', '943 476 5919'],
      ['nhs: 9434765919', '9434765919'],
    ],
    invalid: ['NHS number 943 476 5918', 'NHS 1111111111', 'ref 943 476 5919'],
  },
  UK_NINO: {
    valid: [
      ['NI number AB123456C', 'AB123456C'],
      ['national insurance AB 12 34 56 C', 'AB 12 34 56 C'],
    ],
    invalid: ['GB123456C', 'AB123456E', 'DA123456C', 'AO123456C'],
  },
  ES_NIF: {
    lang: 'es',
    valid: [
      ['DNI 12345678Z', '12345678Z'],
      ['NIF: 12.345.678-Z', '12.345.678-Z'],
      ['con NIF 00000000T', '00000000T'],
    ],
    invalid: ['DNI 12345678A', 'DNI 1234567Z', 'CIF B12345674'],
  },
  ES_NIE: {
    lang: 'es',
    valid: [
      ['NIE X1234567L', 'X1234567L'],
      ['nie y-1234567-x', 'y-1234567-x'],
      ['NIE Z1234567R', 'Z1234567R'],
    ],
    invalid: ['NIE X1234567A', 'NIE W1234567L', 'NIE X123456L'],
  },
  ES_NSS: {
    lang: 'es',
    valid: [
      ['Nº Seguridad Social: 28/12345678/40', '28/12345678/40'],
      ['afiliación 28 12345678 40.', '28 12345678 40'],
      ['NSS 281234567840', '281234567840'],
      // A number below 10,000,000 drops its leading zero in the control: 41 * 10^7 + 5512309.
      ['nss: 41-05512309-05', '41-05512309-05'],
      ['el número 28/12345678/40 figura en la nómina', '28/12345678/40'],
    ],
    invalid: ['NSS 28/12345678/41', 'NSS 99/12345678/40', 'pedido 281234567840', 'NSS 28/12345678/40/7'],
  },
  DATE_TIME: {
    valid: [
      ['on March 3, 2024 we met', 'March 3, 2024'],
      ['due 3/14/2024.', '3/14/2024'],
      ['at 2024-03-14T10:15Z', '2024-03-14T10:15Z'],
      ['starts 10:30 am sharp', '10:30 am'],
      ['Mon, Mar. 3rd 2024 at 10:30 pm', 'Mon, Mar. 3rd 2024 at 10:30 pm'],
      ['the 3rd of March, 2024', '3rd of March, 2024'],
      ['since 14.03.2024', '14.03.2024'],
      // The full stop after a full month name is the sentence's, not the date's.
      ['We met on 3 March.', '3 March'],
      ['see you on 3 Sept.', '3 Sept.'],
    ],
    invalid: ['version 1.2.24', 'room 13/45/2024', 'score 3:1', 'maybe 2'],
  },
};

const SPANISH_DATES: Row[] = [
  ['el 14 de marzo de 2024', '14 de marzo de 2024'],
  ['lunes, 3 de abril del 2023 a las 10:30', 'lunes, 3 de abril del 2023 a las 10:30'],
  ['en marzo de 2024', 'marzo de 2024'],
  ['sshd: Jun  4 14:29:15 host', 'Jun  4 14:29:15'],
  ['vence el 14/03/2024', '14/03/2024'],
  ['llame antes del 5 de mayo.', '5 de mayo'],
  ['el 3 de sept. sin falta', '3 de sept.'],
];

describe.each(Object.entries(CASES))('%s recognizer', (entity, { lang = 'en', valid, invalid }) => {
  it.each(valid)('finds %j', (text, expected) => {
    expect(found(text, entity, lang)).toEqual([expected]);
  });
  it.each(invalid)('rejects %j', (text) => {
    expect(found(text, entity, lang)).toEqual([]);
  });
});

describe('DATE_TIME in Spanish', () => {
  it.each(SPANISH_DATES)('finds %j', (text, expected) => {
    expect(found(text, 'DATE_TIME', 'es')).toEqual([expected]);
  });
});

describe('DATE_OF_BIRTH', () => {
  it.each<[string, 'en' | 'es', string]>([
    ['DOB: 03/14/1985', 'en', '03/14/1985'],
    ['Date of birth 5 May 1990', 'en', '5 May 1990'],
    ['She was born on March 3, 1980.', 'en', 'March 3, 1980'],
    ['fecha de nacimiento: 01/02/1975', 'es', '01/02/1975'],
    ['nacida el 14 de marzo de 1980', 'es', '14 de marzo de 1980'],
    ['Nací el 3 de febrero de 1979 en Valencia.', 'es', '3 de febrero de 1979'],
    ['F. nac.: 12/05/1990', 'es', '12/05/1990'],
  ])('reports %j as DATE_OF_BIRTH only', (text, lang, expected) => {
    const { getEngine } = engineModule;
    const spans = getEngine().analyze(text, { language: lang, entities: ['DATE_TIME', 'DATE_OF_BIRTH'] });
    expect(spans.map((s) => [s.entity_type, [...text].slice(s.start, s.end).join('')])).toEqual([['DATE_OF_BIRTH', expected]]);
  });

  it('does not carry birth context over a sentence end', () => {
    const text = 'DOB: 03/14/1985. Seen on 04/02/2024.';
    const spans = engineModule.getEngine().analyze(text, { language: 'en', entities: ['DATE_TIME', 'DATE_OF_BIRTH'] });
    expect(spans.map((s) => s.entity_type)).toEqual(['DATE_OF_BIRTH', 'DATE_TIME']);
  });

  it.each<[string, 'en' | 'es']>([
    ['id,name,dob,ip\n1,Ann,"March 3, 1980",1.2.3.4\n2,Bo,April 4, 1981,5.6.7.8\n', 'en'],
    ['id;nombre;fecha_nacimiento;dni\n1;Ana;22 de septiembre de 1967;12345678Z\n', 'es'],
  ])('uses a birth-date CSV column: %j', (csv, lang) => {
    const spans = engineModule.getEngine().analyze(csv, { language: lang, entities: ['DATE_TIME', 'DATE_OF_BIRTH'] });
    expect(spans.length).toBeGreaterThan(0);
    expect(spans.every((s) => s.entity_type === 'DATE_OF_BIRTH')).toBe(true);
  });

  it('reports a birth date as DATE_TIME when DATE_OF_BIRTH is not requested', () => {
    expect(found('DOB: 03/14/1985', 'DATE_TIME')).toEqual(['03/14/1985']);
  });
});

import * as engineModule from '#shared/detection/engine.js';
