/**
 * Organization cues from the blind-written dev files, second stint: shipping, tax forms, leaver
 * switching and buying, complaints about a provider (org-context.ts). Each has rows it must
 * catch and rows it must leave.
 */
import { describe, expect, it } from 'vitest';
import { itFinds, itFindsNo, labels } from './helpers.js';
import type { Language } from '#shared/detection/types.js';

const must = itFinds;
const noOrg = (rows: [Language, string][]) => itFindsNo('ORGANIZATION', rows);

describe('providers, shops and employers after their cue (round 3b)', () => {
  must([
    ['en', 'Your order has shipped with Australia Post and arrives Monday.', 'ORGANIZATION:Australia Post'],
    ['en', 'Last day: Friday 31 May\nGoing to: Salesforce (Dublin)', 'ORGANIZATION:Salesforce'],
    ['en', 'Got mine from Zalando last weekend.', 'ORGANIZATION:Zalando'],
    ['es', 'Pésima experiencia con Movistar. Me cobraron dos veces.', 'ORGANIZATION:Movistar'],
    ['es', 'Compré en PcComponentes la freidora de aire.', 'ORGANIZATION:PcComponentes'],
    ['es', 'Me dijo que trabajasteis juntos en Globant.', 'ORGANIZATION:Globant'],
  ]);
  noOrg([
    ['en', 'Got mine from Denver last weekend.'],
    ['en', 'Going to: Madrid, 3 nights.'],
    ['es', 'Tengo experiencia con Python y React.'],
    ['es', 'Compré en Sevilla unas zapatillas.'],
  ]);
});

describe("a company's staff and paperwork after its name (org-verbs.ts), the one from a company (org-context.ts)", () => {
  must([
    ['en', 'did the Vodafone guy come today', 'ORGANIZATION:Vodafone'],
    ['en', 'the UPS guy now leaves them at the back for me', 'ORGANIZATION:UPS'],
    ['en', 'Title: Thames Water bill doubled – anyone else?', 'ORGANIZATION:Thames Water'],
    ['es', 'y otra cosa, la de Deloitte viene a las 11 o a las 12?', 'ORGANIZATION:Deloitte'],
  ]);
  noOrg([
    ['en', 'the Smith guy from next door fixed the fence'],
    ['en', 'the Irish guy at the bar was friendly'],
    ['es', 'el de Vigo o el de aquí?'],
    ['es', 'la de Marta es más bonita'],
  ]);
});

describe('a takeaway is a business, not a person (cues.ts WEAK_ORG_TAILS)', () => {
  it('"Lucky Star Takeaway" is no person', () => {
    expect(labels('Google review – Lucky Star Takeaway, Ballymena', 'en').filter((l) => l.startsWith('PERSON:'))).toEqual([]);
  });
  it('"Golden Wok Takeaway" is no person', () => {
    expect(labels('We ordered from Golden Wok Takeaway on Friday.', 'en').filter((l) => l.startsWith('PERSON:'))).toEqual([]);
  });
});

describe('the merchant of a card notice (org-context.ts)', () => {
  must([
    ['es', 'Establecimiento: Mercadona · Importe: 23,10 €', 'ORGANIZATION:Mercadona'],
    ['es', 'Compra con tarjeta\nComercio: Zara Serrano\nImporte: 39,90 EUR', 'ORGANIZATION:Zara Serrano'],
    ['en', 'Card ending 4471\nMerchant: Wagamama Leeds\nAmount: £23.10', 'ORGANIZATION:Wagamama'],
  ]);
  noOrg([['es', 'El comercio de barrio resiste en Madrid.']]);
});
