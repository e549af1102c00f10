/**
 * Identifier forms that the blind-written dev files b7 and b8 (everyday online text; operations
 * and records in many countries) showed missing or wrong: each with a sentence it must catch and
 * a look-alike it must leave alone.
 */
import { describe, expect, it } from 'vitest';
import { isNetmask } from '#shared/detection/recognizers/network.js';
import { found } from './helpers.js';

describe('IP_ADDRESS: masks and routes are no host address', () => {
  it('drops a subnet mask and a network written with its mask', () => {
    expect(found("SENT CONTROL [j.murphy]: 'PUSH_REPLY,route 10.0.0.0 255.0.0.0'", 'IP_ADDRESS')).toEqual([]);
    expect(found('Allow 10.20.0.0/16 and 192.168.1.0/24 on the firewall.', 'IP_ADDRESS')).toEqual([]);
    expect(found('ifconfig eth0 10.0.0.12 netmask 255.255.255.0', 'IP_ADDRESS')).toEqual(['10.0.0.12']);
  });
  it('keeps a host whose last octet is 0, and a quad that is no mask', () => {
    expect(found('Login from 192.168.1.0 at 9:14', 'IP_ADDRESS')).toEqual(['192.168.1.0']);
    expect(found('Blocked 255.255.0.255 twice.', 'IP_ADDRESS')).toEqual(['255.255.0.255']);
    expect(isNetmask('255.255.255.252')).toBe(true);
    expect(isNetmask('255.255.0.255')).toBe(false);
    expect(isNetmask('10.0.0.0')).toBe(false);
  });
});

describe('URL: defanged links and brand domains', () => {
  it('reads a defanged "hxxps://" link in an incident report', () => {
    expect(found('Phish asked staff to confirm bank details at hxxps://crestview-hr.co/verify. 41 recipients', 'URL')).toEqual([
      'hxxps://crestview-hr.co/verify',
    ]);
    expect(found('the hxxps scheme is how we defang links', 'URL')).toEqual([]);
  });
  it('a capitalized bare domain is an app or brand name, unless context calls it a site', () => {
    expect(found('Descarga los mapas offline en Maps.me antes de salir.', 'URL', 'es')).toEqual([]);
    expect(found('We booked on Hotels.com last week.', 'URL')).toEqual([]);
    expect(found('Visit Hotels.com for the rates.', 'URL')).toEqual(['Hotels.com']);
    expect(found('Rates at hotels.com/deals today.', 'URL')).toEqual(['hotels.com/deals']);
  });
});

describe('US_DRIVER_LICENSE and MEDICAL_LICENSE', () => {
  it('"license <id>" after a driving word is a driver licence, not a medical one', () => {
    const text = 'Additional driver: Andre Brooks, license B5831907';
    expect(found(text, 'US_DRIVER_LICENSE')).toEqual(['B5831907']);
    expect(found(text, 'MEDICAL_LICENSE')).toEqual([]);
    expect(found('Dr. Reyes, license A84213, saw the driver after the crash.', 'MEDICAL_LICENSE')).toEqual(['A84213']);
    expect(found('Passport and license 4471203 checked.', 'US_DRIVER_LICENSE')).toEqual([]);
  });
  it("the Irish Medical Council's registration number (MCRN), in its own shape", () => {
    expect(found('Attending: Dr Conor Fitzpatrick, MCRN 412873', 'MEDICAL_LICENSE')).toEqual(['412873']);
    expect(found('MCRN 12 units in stock', 'MEDICAL_LICENSE')).toEqual([]);
  });
});

describe('MEDICAL_RECORD_NUMBER: hospital, in-/out-patient and unit record labels', () => {
  it('"Hosp no:" with the hospital letter code before the number', () => {
    expect(found('Name: Adeyemi, Oluwaseun   Hosp no: RXH 2208841   NHS: 485 777 3457', 'MEDICAL_RECORD_NUMBER')).toEqual(['RXH 2208841']);
    expect(found('Hosp no: see 2208841', 'MEDICAL_RECORD_NUMBER')).toEqual([]);
  });
  it('"IP/OP no." (Kenyan, Indian hospitals) in capitals', () => {
    expect(found('Pt: Mutua, Jane Ndinda IP/OP no. KNH/OP/2026/014472', 'MEDICAL_RECORD_NUMBER')).toEqual(['KNH/OP/2026/014472']);
    expect(found('OP No: 2231/25', 'MEDICAL_RECORD_NUMBER')).toEqual(['2231/25']);
    expect(found('stop no 1234 here', 'MEDICAL_RECORD_NUMBER')).toEqual([]);
  });
  it('"UR" (Australian unit record) in capitals before digits', () => {
    expect(found('Re: Mr Bruce Halliday, DOB 22/01/1961, UR 0088412', 'MEDICAL_RECORD_NUMBER')).toEqual(['0088412']);
    expect(found('ur 0088412 lol', 'MEDICAL_RECORD_NUMBER')).toEqual([]);
    expect(found('URN123456 and UR5 1234', 'MEDICAL_RECORD_NUMBER')).toEqual([]);
  });
  it('a log\'s key=value: expediente= on a patient line', () => {
    const log = 'INFO kiosko-04 impresión ticket turno=A-117 paciente="ROMERO LÓPEZ, MARÍA ISABEL" expediente=HG-2019-004512';
    expect(found(log, 'MEDICAL_RECORD_NUMBER', 'es')).toEqual(['HG-2019-004512']);
    expect(found('INFO multas expediente=HG-2019-004512', 'MEDICAL_RECORD_NUMBER', 'es')).toEqual([]);
  });
});

describe('PHONE_NUMBER: national forms from b7/b8', () => {
  it('nine digits after the trunk 0 (New Zealand mobile), ten with context (Ghana)', () => {
    expect(found('Try his partner Leilani on 021 448 902.', 'PHONE_NUMBER')).toEqual(['021 448 902']);
    expect(found('Caller: Efua (declined surname), 0208812047', 'PHONE_NUMBER')).toEqual(['0208812047']);
    expect(found('Order 0208812047 shipped.', 'PHONE_NUMBER')).toEqual([]);
  });
  it('"text" and "caller" are phone context', () => {
    expect(found('Viewing at Tiong Bahru, text Melvin 9183 2274.', 'PHONE_NUMBER')).toEqual(['9183 2274']);
    expect(found('Viewing at Tiong Bahru, unit 9183 2274.', 'PHONE_NUMBER')).toEqual([]);
  });
  it('an Argentine mobile with its "15" and a Chilean nine-digit number', () => {
    expect(found('Cualquier cosa me escribís al 223 15-504-7782.', 'PHONE_NUMBER', 'es')).toEqual(['223 15-504-7782']);
    expect(found('Consultas al 22 341 8870 o a secretaria@sirecalde.cl.', 'PHONE_NUMBER', 'es')).toEqual(['22 341 8870']);
    expect(found('Pedido 223 15-504-7782 enviado.', 'PHONE_NUMBER', 'es')).toEqual([]);
    expect(found('Factura 22 341 8870 pagada.', 'PHONE_NUMBER', 'es')).toEqual([]);
    expect(found('Consultas al 22 341 8870.', 'PHONE_NUMBER')).toEqual([]);
  });
});

describe('ES_NIF: a Chilean RUT with check digit K', () => {
  it('is no NIF in a text that names the RUT', () => {
    expect(found('rut_empresa,razon_social\n77.908.312-K,Vinos Colchagua Ltda.', 'ES_NIF', 'es')).toEqual([]);
    expect(found('RUT 77.908.312-K', 'ES_NIF', 'es')).toEqual([]);
  });
  it('stays a NIF otherwise, and in its Spanish layouts', () => {
    expect(found('DNI 77.908.312-K', 'ES_NIF', 'es')).toEqual(['77.908.312-K']);
    expect(found('DNI 77908312K; el RUT va aparte', 'ES_NIF', 'es')).toEqual(['77908312K']);
  });
});

describe('CREDIT_CARD: an airline form of payment (blind b2)', () => {
  it('reads the card glued to its two-letter code after "CC"', () => {
    expect(found('Form of payment: CC AX378219935181909 EXP 0626', 'CREDIT_CARD')).toEqual(['378219935181909']);
    expect(found('FP CCVI4111111111111111/0327', 'CREDIT_CARD')).toEqual(['4111111111111111']);
  });
  it('not without "CC", nor a number that fails Luhn', () => {
    expect(found('Ref AX378219935181909', 'CREDIT_CARD')).toEqual([]);
    expect(found('CC AX378219935181908', 'CREDIT_CARD')).toEqual([]);
  });
});

describe('isNetmask, its in-place first-part test', () => {
  it('answers as the first part read by split would', () => {
    expect(isNetmask('255')).toBe(false);
    expect(isNetmask('255.0.0.0')).toBe(true);
    expect(isNetmask('2550.0.0.0')).toBe(false);
    expect(isNetmask('25.255.255.0')).toBe(false);
    expect(isNetmask('255.255.255.255')).toBe(true);
  });
});
