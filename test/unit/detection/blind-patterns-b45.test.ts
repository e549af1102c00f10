/**
 * Date and pattern forms that the blind-written dev files b4 and b5 (US/Canada, UK/Ireland/
 * Australia/India/Africa, Spain, Latin America) showed missing or wrong: each with a sentence it
 * must catch and a look-alike it must leave alone.
 */
import { describe, expect, it } from 'vitest';
import { found } from './helpers.js';

describe('PHONE_NUMBER forms from blind-written text (b4, b5)', () => {
  it('a TSV empty cell "-" after a number is no part of it', () => {
    const tsv = 'Name\tUnit\tPhone\tEmail\tMove-in\nDolores Kaur\t3/10\t0438 902 115\t-\t01-Sep-2026';
    expect(found(tsv, 'PHONE_NUMBER')).toEqual(['0438 902 115']);
    expect(found('Call 555 – 0161 after six.', 'PHONE_NUMBER')).toEqual(['555 – 0161']);
  });
  it('a Spanish mobile written with dots is no IPv4 address', () => {
    expect(found('Gracias,\nNoelia Ríos Cabello\n656.20.44.81', 'PHONE_NUMBER', 'es')).toEqual(['656.20.44.81']);
    expect(found('El router está en 192.168.10.20', 'PHONE_NUMBER', 'es')).toEqual([]);
  });
  it('Central American eight-digit numbers in two hyphenated fours, not year ranges', () => {
    expect(found('Centro de atención: 2295-9797', 'PHONE_NUMBER', 'es')).toEqual(['2295-9797']);
    expect(found('Reprogramar al 2420-3000 o en la web.', 'PHONE_NUMBER', 'es')).toEqual(['2420-3000']);
    expect(found('Durante 2019-2020 cerró la planta.', 'PHONE_NUMBER', 'es')).toEqual([]);
    expect(found('Caso 2025-0044 – Devolución', 'PHONE_NUMBER', 'es')).toEqual([]);
  });
  it('payment apps keyed by a phone number, and "ring", are phone context', () => {
    expect(found('ya le mandé por Nequi al 3124471208', 'PHONE_NUMBER', 'es')).toEqual(['3124471208']);
    expect(found('Pedido 3124471208 enviado.', 'PHONE_NUMBER', 'es')).toEqual([]);
    expect(found('Ring 091 568 224 and ask for him.', 'PHONE_NUMBER')).toEqual(['091 568 224']);
    expect(found('Roll number 0419 2284 001', 'PHONE_NUMBER')).toEqual([]);
  });
});

describe('MEDICAL_RECORD_NUMBER and MEDICAL_LICENSE labels from blind-written text (b4, b5)', () => {
  it('British hospital and South African folder numbers', () => {
    expect(found('NHS number: 996 030 8243   Hospital no: M2740391', 'MEDICAL_RECORD_NUMBER')).toEqual(['M2740391']);
    expect(found('Patient: Thandeka Mokoena   Folder no: GSH-2214870', 'MEDICAL_RECORD_NUMBER')).toEqual(['GSH-2214870']);
    expect(found('The hospital is at 12 Main Rd, folder 3 of 5.', 'MEDICAL_RECORD_NUMBER')).toEqual([]);
  });
  it('Spanish health cards and a Chilean chart number on a patient note', () => {
    expect(found('Nº tarjeta sanitaria: CBMR480908610019', 'MEDICAL_RECORD_NUMBER', 'es')).toEqual(['CBMR480908610019']);
    expect(found('Paciente: GARCÍA PELÁEZ, ROCÍO\nCIP: GRPL840311918', 'MEDICAL_RECORD_NUMBER', 'es')).toEqual(['GRPL840311918']);
    expect(found('Firma: Ing. Ruiz, CIP 84512', 'MEDICAL_RECORD_NUMBER', 'es')).toEqual([]);
    expect(found('Paciente: Valentina Soto\nFicha: 00734219', 'MEDICAL_RECORD_NUMBER', 'es')).toEqual(['00734219']);
    expect(found('Ficha: 00734219 (inscripción al torneo)', 'MEDICAL_RECORD_NUMBER', 'es')).toEqual([]);
  });
  it('registration boards before a licence number, each with its own shape', () => {
    expect(found('Dr S. Naidoo (HPCSA MP 0634921)', 'MEDICAL_LICENSE')).toEqual(['MP 0634921']);
    expect(found('Bristol · NMC PIN 14C0458E', 'MEDICAL_LICENSE')).toEqual(['14C0458E']);
    expect(found('Dr Amir Shah, GMC No. 7012345', 'MEDICAL_LICENSE')).toEqual(['7012345']);
    expect(found('Traded my GMC 2500 for a Ram.', 'MEDICAL_LICENSE')).toEqual([]);
    expect(found('Médico: Dr. J. Salazar, CMP 45821.', 'MEDICAL_LICENSE', 'es')).toEqual(['45821']);
    expect(found('Licencia médica FL: ME 128734   NPI: 1720618432', 'MEDICAL_LICENSE', 'es')).toEqual(['ME 128734']);
  });
});

describe('DATE_TIME forms from blind-written text (b4, b5)', () => {
  it('a calendar event: a date, a middle dot, a time or a range of times', () => {
    expect(found('Parent-teacher conference\nTues, Nov 18 · 4:40 – 4:55pm\nWith: Mrs. S', 'DATE_TIME')).toEqual(['Tues, Nov 18 · 4:40 – 4:55pm']);
    expect(found('Thu 27 Nov · 4:30–5pm IST\nGoogle Meet', 'DATE_TIME')).toEqual(['Thu 27 Nov · 4:30–5pm IST']);
    expect(found('Fra. simplificada T-00921 · 11/06/24 · 17:52', 'DATE_TIME', 'es')).toEqual(['11/06/24 · 17:52']);
    // A middle dot between a date and a place joins nothing.
    expect(found('Thu 27 Nov · Room 4 · 10:00', 'DATE_TIME')).toEqual(['Thu 27 Nov', '10:00']);
  });
  it('a time and the end of its range after a spaced dash; a range of dates stays two spans', () => {
    expect(found('When: Wed 3 Dec 2026 10:00 – 11:30 (SGT)', 'DATE_TIME')).toEqual(['Wed 3 Dec 2026 10:00 – 11:30 (SGT)']);
    expect(found('Cuándo: martes 8 de abril de 2025, 15:00 – 16:00', 'DATE_TIME', 'es')).toEqual(['martes 8 de abril de 2025, 15:00 – 16:00']);
    expect(found('Leave booked for 12 Jan – 23 Jan 2027.', 'DATE_TIME')).toEqual(['12 Jan', '23 Jan 2027']);
  });
  it('a time right before its date; "at 14:32 on 2025-02-19" is one span (date-word-joins.ts)', () => {
    expect(found('Pick up after 1 p.m. Feb 7 at the pharmacy.', 'DATE_TIME')).toEqual(['1 p.m. Feb 7']);
    expect(found('Deadline sale closing 4pm Wed 10 Dec (unless sold prior).', 'DATE_TIME')).toEqual(['4pm Wed 10 Dec']);
    expect(found('The card was declined at 14:32 on 2025-02-19.', 'DATE_TIME')).toEqual(['14:32 on 2025-02-19']);
  });
  it('an airline GDS date keeps its clock time', () => {
    expect(found('Dep 12DEC 21:35  Arr 13DEC 18:10', 'DATE_TIME')).toEqual(['12DEC 21:35', '13DEC 18:10']);
  });
  it('a dotted clock after a cue word, or as round opening hours; not a price', () => {
    expect(found('He has an orthodontist appointment at 9.40. Back for lunch.', 'DATE_TIME')).toEqual(['9.40']);
    expect(found('Have children in class by 8.30. Packed lunch.', 'DATE_TIME')).toEqual(['8.30']);
    expect(found('Dublin Bus office (Mon–Fri 9.00–17.00).', 'DATE_TIME')).toEqual(['9.00–17.00']);
    expect(found('They sold at 12.50 each, and v2.15 is out.', 'DATE_TIME')).toEqual([]);
    expect(found('The update 1.10–1.12 fixed the bug.', 'DATE_TIME')).toEqual([]);
  });
  it('the second month of a pair whose first is a date', () => {
    expect(found('Lock-ins (10 incidents in September and October).', 'DATE_TIME')).toEqual(['September', 'October']);
    expect(found('Las obras serán en septiembre y octubre.', 'DATE_TIME', 'es')).toEqual(['septiembre', 'octubre']);
    expect(found('April and June went home early.', 'DATE_TIME')).toEqual([]);
  });
  it('a review score after a title dash and a Spanish fraction are no dates', () => {
    expect(found('Review: Dyson V15 Detect — 4/5\nLaser head is useful.', 'DATE_TIME')).toEqual([]);
    expect(found('Llená el mate con yerba hasta 3/4, tapalo con la mano.', 'DATE_TIME', 'es')).toEqual([]);
    expect(found('El plazo es hasta el 3/4.', 'DATE_TIME', 'es')).toEqual(['3/4']);
    expect(found('Call w/ Jordan re: renewal – 4/17\n- they want 3yr', 'DATE_TIME')).toEqual(['4/17']);
  });
  it('a padded day and month, "hs" hours, a weekday day before a colon', () => {
    expect(found('Visita programada 05/02 entre 9 y 13 h.', 'DATE_TIME', 'es')).toEqual(['05/02 entre 9 y 13 h']);
    expect(found('Pago: tarjeta 4597 0249 0380 5233 cad. 08/27', 'DATE_TIME', 'es')).toEqual([]);
    expect(found('Turno en el consulado el martes 18 a las 9 hs.', 'DATE_TIME', 'es')).toEqual(['martes 18 a las 9 hs']);
    expect(found('Temperaturas máximas previstas para el sábado 15: 31 grados.', 'DATE_TIME', 'es')).toEqual(['sábado 15']);
    expect(found('El sábado 15:30 no puedo.', 'DATE_TIME', 'es')).toEqual(['sábado 15:30']);
  });
});

describe('weekday windows and opening hours from blind-written text (b4, b5)', () => {
  it('a weekday with a window of hours', () => {
    expect(found('plumber coming Thurs between 8 and noon. Leak again', 'DATE_TIME')).toEqual(['Thurs between 8 and noon']);
    expect(found('we can come out thursday morning between 8 and 10 if that works', 'DATE_TIME')).toEqual(['thursday morning between 8 and 10']);
    expect(found('Biscuit went missing Sunday evening around 6. Red collar.', 'DATE_TIME')).toEqual(['Sunday evening around 6']);
    expect(found('Sunday evening around 6 people came to the stall.', 'DATE_TIME')).toEqual([]);
  });
  it('the hours after a weekday range, and a compact range before a full stop', () => {
    expect(found('Store hours this week: Mon–Fri 9–7, Sat 10–5, closed Sunday.', 'DATE_TIME')).toEqual(['9–7', 'Sat 10–5']);
    expect(found('Open house Sat & Sun 2–4. Contact Daniela.', 'DATE_TIME')).toEqual(['Sun 2–4']);
    expect(found('Open Mon–Fri all day.', 'DATE_TIME')).toEqual([]);
  });
});

describe('DATE_OF_BIRTH', () => {
  it('a birth word before another number belongs to that number', () => {
    const text = 'Paciente Juan, fecha de nac. 09-11-1962, ingresado el 2 de enero de 2025 en el hospital.';
    expect(found(text, 'DATE_OF_BIRTH', 'es')).toEqual(['09-11-1962']);
    expect(found(text, 'DATE_TIME', 'es', { entities: ['DATE_TIME', 'DATE_OF_BIRTH'] })).toEqual(['2 de enero de 2025']);
    expect(found('DOB (mm/dd/yyyy): 03/04/1990', 'DATE_OF_BIRTH')).toEqual(['03/04/1990']);
  });
});

describe('a bare day before a clause', () => {
  it('"hasta el 15" before a word that allows a date; a pronoun after an ordinal day', () => {
    expect(found('Bea: q hasta el 15 no puede venir a mirar la caldera', 'DATE_TIME', 'es')).toEqual(['15']);
    expect(found('Aguantamos hasta el 15 de la lista.', 'DATE_TIME', 'es')).toEqual([]);
    expect(found('Cabemos hasta el 15 personas.', 'DATE_TIME', 'es')).toEqual([]);
    expect(found('Hi, since Monday the 23rd none of our staff can log in.', 'DATE_TIME')).toEqual(['Monday the 23rd']);
  });
});

describe('forms from the b6 blind files', () => {
  it('a birth date answered on the line after the question, with a spoken short year', () => {
    const call = "Agent: Can I confirm your date of birth?\nCaller: 9th of May '62.\nAgent: And the card";
    expect(found(call, 'DATE_OF_BIRTH')).toEqual(["9th of May '62"]);
    expect(found("Agent: What's your date of birth?\nCaller: my order from 3 May 2024 is late", 'DATE_OF_BIRTH')).toEqual([]);
  });
  it('spoken hours: a window in words, a British half hour, a four-digit clock before "hrs"', () => {
    expect(found('the engineer can come out Thursday between eight and one, ring 1800 924 924', 'DATE_TIME')).toEqual(['Thursday between eight and one']);
    expect(found("call me back, I'm in until half five. Thanks", 'DATE_TIME')).toEqual(['half five']);
    expect(found('cut it down by half 2 inches', 'DATE_TIME')).toEqual([]);
    expect(found('Pt seen in ED 0300 hrs. C/o chest tightness', 'DATE_TIME')).toEqual(['0300 hrs']);
    expect(found('She has logged over 1200 hrs of flight time', 'DATE_TIME')).toEqual([]);
  });
  it('a zone offset is no time of its own (it is the zone of the time before it: date-edges.ts)', () => {
    expect(found('When: Tue 8 Apr 2025 15:00–16:00 (GMT+08:00) Manila', 'DATE_TIME')).toEqual(['Tue 8 Apr 2025 15:00–16:00 (GMT+08:00)']);
  });
  it('the days of a Spanish list before its month, the months of a list, a date label', () => {
    expect(found('faltas injustificadas de los días 3, 4, 10 y 17 de noviembre.', 'DATE_TIME', 'es')).toEqual(['3', '4', '10', '17 de noviembre']);
    expect(found('Trabajó 3 días, 4 semanas y 2 meses de baja.', 'DATE_TIME', 'es')).toEqual([]);
    expect(found('correspondientes a los meses de agosto, septiembre y octubre de 2026.', 'DATE_TIME', 'es')).toEqual([
      'agosto', 'septiembre', 'octubre de 2026',
    ]);
    expect(found('Fecha de incorporación: 01/12.', 'DATE_TIME', 'es')).toEqual(['01/12']);
  });
  it('an insurance policy number is no phone', () => {
    expect(found('Vehículo A: asegurado Óscar, póliza 0093-772145 (Mapfre)', 'PHONE_NUMBER', 'es')).toEqual([]);
  });
});

describe('a day and month ending a note line', () => {
  it('with one part over 12, not after a counter or a card expiry', () => {
    expect(found('Standup 10/14\nrachel – finishing the webhook retry', 'DATE_TIME')).toEqual(['10/14']);
    expect(found('Asunto: Seguro de hogar – parte 14/10\n\nBuenos días', 'DATE_TIME', 'es')).toEqual(['14/10']);
    expect(found('Read page 3/14\nthen the next', 'DATE_TIME')).toEqual([]);
    expect(found('I passed 10/14\nyay', 'DATE_TIME')).toEqual([]);
    expect(found('Card: 4580 0537 5784 8642  Exp 09/28\nBilling: Flat 2', 'DATE_TIME')).toEqual([]);
    expect(found('Pour 3/4 cup of milk\nand stir', 'DATE_TIME')).toEqual([]);
    expect(found('la tarjeta 4971 9951 0383 4543, caduca en 12/28\n[16:07] ok', 'DATE_TIME', 'es')).toEqual(['16:07']);
  });
});
