/**
 * Date and pattern forms that the blind-written dev files (dev/*-b1.txt, *-b2.txt) showed
 * missing or wrong: each with a sentence it must catch and a look-alike it must leave alone.
 */
import { describe, expect, it } from 'vitest';
import { found } from './helpers.js';

describe('DATE_TIME forms from blind-written text', () => {
  it('an ISO timestamp in a CSV row stops before the next field', () => {
    const csv = 'fecha_hora,ip,resultado\n2025-06-02 08:01:44,10.12.4.88,OK';
    expect(found(csv, 'DATE_TIME', 'es')).toEqual(['2025-06-02 08:01:44']);
    expect(found(csv, 'IP_ADDRESS', 'es')).toEqual(['10.12.4.88']);
    // Log milliseconds after a comma stay in the span.
    expect(found('2025-06-02 08:01:44,123 INFO started', 'DATE_TIME')).toEqual(['2025-06-02 08:01:44,123']);
  });
  it('a day-month-year with the month abbreviated keeps its time', () => {
    expect(found('Reporter: Keiko  Created: 22/Jan/24 9:05 AM', 'DATE_TIME')).toEqual(['22/Jan/24 9:05 AM']);
    expect(found('1.2.3.4 - - [18/Sep/2024:14:02:13 +0000] "GET /"', 'DATE_TIME')).toEqual(['18/Sep/2024:14:02:13 +0000']);
  });
  it('a Spanish month after a payment concept, in any case, or as a label value', () => {
    expect(found('"1.245,00","NÓMINA MARZO","31/03/2025"', 'DATE_TIME', 'es')).toEqual(['MARZO', '31/03/2025']);
    expect(found('Concepto: Alquiler octubre habitación', 'DATE_TIME', 'es')).toEqual(['octubre']);
    expect(found('3. Próxima junta: abril.', 'DATE_TIME', 'es')).toEqual(['abril']);
    expect(found('Quedamos en la Plaza de Mayo, junto a Avenida de Mayo.', 'DATE_TIME', 'es')).toEqual([]);
  });
  it('"Mar" after a Spanish or Catalan article is the sea in a street name', () => {
    expect(found('Dirección: Camí de la Mar 5, 07012 Palma', 'DATE_TIME', 'es')).toEqual([]);
    expect(found('Vivimos en la Avenida del Mar 12.', 'DATE_TIME', 'es')).toEqual([]);
    expect(found('Mar 5 10:00:01 host sshd[311]: accepted', 'DATE_TIME', 'es')).toEqual(['Mar 5 10:00:01']);
    expect(found('Can we meet on Mar 5 at 3pm?', 'DATE_TIME')).toEqual(['Mar 5 at 3pm']);
  });
  it('an ordinal day after "til" or before a clause-ending adverb', () => {
    expect(found("[09:15] luis: she's out til the 14th tho", 'DATE_TIME')).toEqual(['09:15', 'the 14th']);
    expect(found('can we move the site visit to the 22nd instead?', 'DATE_TIME')).toEqual(['the 22nd']);
    expect(found('take the lift up to the 3rd floor instead', 'DATE_TIME')).toEqual([]);
  });
  it('a day and month without a cue when zero-padded, or after a title dash', () => {
    expect(found('notas llamada cliente 13/01\n- habla con la Sra. Gallardo', 'DATE_TIME', 'es')).toEqual(['13/01']);
    expect(found('Call w/ Jordan re: renewal – 4/17\n- they want 3yr', 'DATE_TIME')).toEqual(['4/17']);
    expect(found('I scored 7/10 on the quiz, page 3/12.', 'DATE_TIME')).toEqual([]);
    expect(found('The card is 4421 8226 7250 0667, expiring 08/27.', 'DATE_TIME')).toEqual([]);
  });
  it('iCalendar basic-format timestamps', () => {
    const ics = 'BEGIN:VEVENT\nDTSTART:20241015T133000Z\nDTEND:20241015T141500Z\nSUMMARY:Dentist';
    expect(found(ics, 'DATE_TIME')).toEqual(['20241015T133000Z', '20241015T141500Z']);
    expect(found('Order 2024101512345 shipped, tracking 20241015T.', 'DATE_TIME')).toEqual([]);
  });
  it('a bare day ending its clause after "hasta el"', () => {
    expect(found('Montes está de vacaciones hasta el 25. Lo vemos luego.', 'DATE_TIME', 'es')).toEqual(['25']);
    expect(found('El descuento llega hasta el 25% del total.', 'DATE_TIME', 'es')).toEqual([]);
  });
  it('a weekday before a numeric or day-first date, or a time, joins its span', () => {
    expect(found('Status: Delivery attempted Fri 11/08 at 4:12 PM. Building access required.', 'DATE_TIME')).toEqual([
      'Fri 11/08 at 4:12 PM',
    ]);
    expect(found('Standup moved to Thursday 10:00 in room 4', 'DATE_TIME')).toEqual(['Thursday 10:00']);
    expect(found('Día: lunes 10/03/2025 Hora: 08:45', 'DATE_TIME', 'es')).toEqual(['lunes 10/03/2025', '08:45']);
    expect(found('Salida: sáb 14/06/2025 07:05 · Llegada: 09:55', 'DATE_TIME', 'es')).toEqual(['sáb 14/06/2025 07:05', '09:55']);
    expect(found('[lun 10:03] Ana: hola', 'DATE_TIME', 'es')).toEqual(['lun 10:03']);
    // A range of weekdays is a recurring schedule: only the hours are reported, as before.
    expect(found('Open Mon–Fri 8:00–17:00', 'DATE_TIME')).toEqual(['8:00–17:00']);
    expect(found('Horario de lunes a viernes 9:00-14:00', 'DATE_TIME', 'es')).toEqual(['9:00-14:00']);
    expect(found('I sat 10:00 hours in the queue', 'DATE_TIME')).toEqual(['10:00']);
  });
  it('a date naming a Spanish place or institution is no date; a weekday ending its line is none either', () => {
    expect(found('Llamé al Hospital 12 de Octubre para cambiar la cita.', 'DATE_TIME', 'es')).toEqual([]);
    expect(found('Vivo en Avenida 9 de Julio 1234. Nos vemos el 9 de julio.', 'DATE_TIME', 'es')).toEqual(['9 de julio']);
    expect(found('Congelar la rama el viernes.\n2. Mantener el cuadro', 'DATE_TIME', 'es')).toEqual([]);
    expect(found('Nos vemos el lunes 5 a las 10.', 'DATE_TIME', 'es')).toEqual(['lunes 5 a las 10']);
  });
  it('compact hour ranges after a date, in CSV fields and after a weekday', () => {
    expect(found('Options Evening – Thursday 6 February, 6–8pm', 'DATE_TIME')).toEqual(['Thursday 6 February, 6–8pm']);
    expect(found('Name,Shift,Phone\nHope Mwangi,9:00-11:00,07984 220 615', 'DATE_TIME')).toEqual(['9:00-11:00']);
    expect(found('the boiler guy is coming Monday 9-12, someone needs to be in', 'DATE_TIME')).toEqual(['Monday 9-12']);
    expect(found('Totals: 1,10:30 and Monday 12-3 tickets', 'DATE_TIME')).toEqual([]);
  });
  it('a race time after "in" is a duration; a recurring "1st of each month" is no date', () => {
    expect(found('she just finished the marathon in 3:58!! first one ever', 'DATE_TIME')).toEqual([]);
    expect(found('Rent is payable on the 1st of each month.', 'DATE_TIME')).toEqual([]);
    expect(found('Can we talk in 10am slot?', 'DATE_TIME')).toEqual(['10am']);
  });
  it('English months: moved to, ranges of months, before a payment noun', () => {
    expect(found('the offsite is moved to June, tell Bill', 'DATE_TIME')).toEqual(['June']);
    // Two spans, as en-b2 labels this very line ("({{DATE|June}}–{{DATE|August}})"; dates7).
    expect(found("3 months' payslips (June–August)", 'DATE_TIME')).toEqual(['June', 'August']);
    expect(found('Memo: August rent – unit B', 'DATE_TIME')).toEqual(['August']);
    expect(found('I talked to June yesterday. May rent is due.', 'DATE_TIME')).toEqual([]);
  });
  it('airline itinerary dates (GDS format)', () => {
    expect(found('Booking: 7KLM2Q\n14DEC  EK 004  LGW 20:40', 'DATE_TIME')).toEqual(['14DEC', '20:40']);
    expect(found('model 12dec and part 32DEC', 'DATE_TIME')).toEqual([]);
    expect(found('Then 03MAR25 IB 6251 to Madrid', 'DATE_TIME')).toEqual(['03MAR25']);
    expect(found('Cheaper the week of the 17th if that works.', 'DATE_TIME')).toEqual(['the 17th']);
  });
  it('chat stamps "[time, date]", a time before a label colon, a padded day-month with its hours "de 16 a 20 h"', () => {
    expect(found('[10:31, 2/9/2025] Jefe Obra Raúl: Kike mañana', 'DATE_TIME', 'es')).toEqual(['10:31, 2/9/2025']);
    expect(found('Llegamos 10:31, 2/9/2025 fue el día', 'DATE_TIME', 'es')).toEqual(['10:31', '2/9/2025']);
    expect(found('NHC 7741092\n22:00: TA 150/90, refiere cefalea.', 'DATE_TIME', 'es')).toEqual(['22:00']);
    expect(found('Entrega concertada: 19/09 de 16 a 20 h', 'DATE_TIME', 'es')).toEqual(['19/09 de 16 a 20 h']);
    expect(found('Añadir 3/4 de taza de azúcar', 'DATE_TIME', 'es')).toEqual([]);
    expect(found('Se perdió por la zona del parque 9 de Julio', 'DATE_TIME', 'es')).toEqual([]);
  });
  it('US time zones after an ISO timestamp', () => {
    expect(found('Posted 2024-09-04 10:12 ET by the on-call', 'DATE_TIME')).toEqual(['2024-09-04 10:12 ET']);
  });
  it('an English month after a payment concept', () => {
    expect(found('Account: 4830019274\nReference: rent March', 'DATE_TIME')).toEqual(['March']);
    expect(found('I rent May a room every summer.', 'DATE_TIME')).toEqual([]);
  });
});

describe('DATE_OF_BIRTH forms from blind-written text', () => {
  it('a spaced form date and a Catalan label', () => {
    expect(found('Date of birth: 17 / 02 / 1994       Sex: F', 'DATE_OF_BIRTH')).toEqual(['17 / 02 / 1994']);
    expect(found('NSS 08/44097325/27\nData naix.: 12/03/1948', 'DATE_OF_BIRTH', 'es')).toEqual(['12/03/1948']);
    expect(found('Split the bill 1 / 2 / 24 ways', 'DATE_TIME')).toEqual([]);
  });
});

describe('pattern types from blind-written text', () => {
  it('netfilter LOG lines: the destination and source MAC of the MAC= chain', () => {
    const line = 'kernel: DROP IN=eth0 OUT= MAC=00:1a:2b:3c:4d:5e:f4:8e:38:c2:11:07:08:00 SRC=45.155.205.233';
    expect(found(line, 'MAC_ADDRESS', 'es')).toEqual(['00:1a:2b:3c:4d:5e', 'f4:8e:38:c2:11:07']);
    expect(found('checksum 00:1a:2b:3c:4d:5e:f4:8e:38 failed', 'MAC_ADDRESS')).toEqual([]);
  });
  it('Mexican and Argentine numbers after a two-digit area code, and Latin American call words', () => {
    expect(found('Dudas: 55 1226 2639.', 'PHONE_NUMBER', 'es')).toEqual(['55 1226 2639']);
    expect(found('mandá msj al 11 3367-0942 cuando llegues', 'PHONE_NUMBER', 'es')).toEqual(['11 3367-0942']);
    expect(found('Si no la reconoces llama al 018000912345.', 'PHONE_NUMBER', 'es')).toEqual(['018000912345']);
    expect(found('Se vendieron 12 unidades a 3500 pesos.', 'PHONE_NUMBER', 'es')).toEqual([]);
  });
  it('"HC" and a patient\'s "Expediente" label a medical record number; a fine\'s does not', () => {
    expect(found('Paciente: Martina Ferreyra  HC: 5548210', 'MEDICAL_RECORD_NUMBER', 'es')).toEqual(['5548210']);
    expect(found('Paciente: Rigoberto Salcedo   Expediente: LC-0093817', 'MEDICAL_RECORD_NUMBER', 'es')).toEqual(['LC-0093817']);
    expect(found('NOTIFICACIÓN DE SANCIÓN\nExpediente: 280045771903', 'MEDICAL_RECORD_NUMBER', 'es')).toEqual([]);
    expect(found('la hc: 5548210', 'MEDICAL_RECORD_NUMBER', 'es')).toEqual([]);
  });
  it('foreign passports and Washington name-based licences after their labels', () => {
    expect(found('Nationality: Irish   Passport no.: PX7731946', 'US_PASSPORT')).toEqual(['PX7731946']);
    expect(found('Order AB1234567 shipped today.', 'US_PASSPORT')).toEqual([]);
    expect(found('Driver license: HOLLOAR491KB  State: WA', 'US_DRIVER_LICENSE')).toEqual(['HOLLOAR491KB']);
    expect(found('Part number HOLLOAR491KB is back in stock.', 'US_DRIVER_LICENSE')).toEqual([]);
  });
  it('passports in Spanish text and Indian ones; Colorado licences; a British driving licence is no medical licence', () => {
    expect(found('Pasajero: CABRERA/LEONOR MRS  Pasaporte: PAF482913', 'US_PASSPORT', 'es')).toEqual(['PAF482913']);
    expect(found('Referencia del pedido PAF482913, gracias.', 'US_PASSPORT', 'es')).toEqual([]);
    expect(found('Harpreet Kaur Sandhu, passport no. Z4821937, is employed', 'US_PASSPORT')).toEqual(['Z4821937']);
    expect(found('her CO driver license (14-218-7730). Officer', 'US_DRIVER_LICENSE')).toEqual(['14-218-7730']);
    expect(found('Licence number: MORGA657054SM9IJ', 'MEDICAL_LICENSE')).toEqual([]);
    expect(found('Patient: Eleanor Vickers, 71F. Hospital no. K0884217', 'MEDICAL_RECORD_NUMBER')).toEqual(['K0884217']);
  });
  it('Dublin landlines; waybills and bank accounts are no phone numbers', () => {
    expect(found('contact Dempsey at Sherry FitzGerald Swords on 01 840 1277.', 'PHONE_NUMBER')).toEqual(['01 840 1277']);
    expect(found('DHL Express – Waybill 48 1190 7362', 'PHONE_NUMBER')).toEqual([]);
    expect(found('Please pay to BSB 062-000, account 4471 0382, or call Tanya on (02) 9555 0147', 'PHONE_NUMBER')).toEqual([
      '(02) 9555 0147',
    ]);
  });
  it("Ohio's dotted medical licence numbers", () => {
    expect(found('Prescriber: Dr. Rajesh Venkataraman, MD, Ohio license 35.128764', 'MEDICAL_LICENSE')).toEqual(['35.128764']);
    expect(found('Released under license 2.0 terms.', 'MEDICAL_LICENSE')).toEqual([]);
  });
  it('a URL-encoded e-mail address in a query string', () => {
    const log = '"GET /account/settings?email=r.mbatha%40webmail.co.za HTTP/1.1" 200';
    expect(found(log, 'EMAIL_ADDRESS')).toEqual(['r.mbatha%40webmail.co.za']);
    expect(found('a discount of 50%40 items', 'EMAIL_ADDRESS')).toEqual([]);
  });
});
