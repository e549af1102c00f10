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
