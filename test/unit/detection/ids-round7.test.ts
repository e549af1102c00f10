/**
 * Identifier cues from the blind files b10/b11 (round 7, dates7), each with a look-alike it must leave alone.
 */
import { describe, expect, it } from 'vitest';
import { found } from './helpers.js';

describe('identifiers round 7', () => {
  it('a grouped number with an extension word is a phone, with no phone word near it', () => {
    expect(found('Recibe: Q.F. Constanza Maturana – anexo 55 265 6800 ext. 4123', 'PHONE_NUMBER', 'es')).toEqual(['55 265 6800 ext. 4123']);
    expect(found('son 1 250 000 x 2 cuotas', 'PHONE_NUMBER', 'es')).toEqual([]);
    expect(found('ver anexo 2024 001 del contrato', 'PHONE_NUMBER', 'es')).toEqual([]);
  });
  it('a record number glued to its MRN prefix is one identifier', () => {
    expect(found('MRN-0048812,Harriet Louise Pemberton,1958-03-22', 'MEDICAL_RECORD_NUMBER')).toEqual(['MRN-0048812']);
    expect(found('PATIENT: Evangeline Macaraeg     MRN: 00482217', 'MEDICAL_RECORD_NUMBER')).toEqual(['00482217']);
  });
  it('eight digits after a British sort code are no US bank number', () => {
    expect(found('Bank: sort code 20-45-18, acct 73029164, ref WHITLOCK', 'US_BANK_NUMBER')).toEqual([]);
    expect(found('New checking account at Chase: account 48392011', 'US_BANK_NUMBER')).toEqual(['48392011']);
  });
});

describe('URL round 7', () => {
  it('a merchant domain in capitals on a card alert is no link; a lower-case one is', () => {
    expect(found('Did you attempt a purchase of $849.99 at BESTBUY.CA on card 5529?', 'URL')).toEqual([]);
    expect(found('Order it from bestbuy.ca today', 'URL')).toEqual(['bestbuy.ca']);
  });
});
