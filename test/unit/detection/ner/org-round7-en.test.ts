/**
 * orgs7en (round 7): English organization entries from the blind-written dev files b10/b11
 * (private life and small businesses): trade words that end a small business's name, clubs,
 * post offices and parishes, churches before "of". Each has rows it must catch and rows it must leave.
 */
import { describe, expect, it } from 'vitest';
import { itFinds, itFindsNo, labels } from './helpers.js';
import type { Language } from '#shared/detection/types.js';

const must = itFinds;
const noOrg = (rows: [Language, string][]) => itFindsNo('ORGANIZATION', rows);

describe('trade, club and office words that end a name (cues.ts, round 7)', () => {
  must([
    ['en', 'Quick reminder the Cooper & Vance Architects site visit is Thursday.', 'ORGANIZATION:Cooper & Vance Architects'],
    ['en', 'INVOICE #0417\nDave Costigan Plumbing & Heating\nTo: Mrs J. Whitlock', 'ORGANIZATION:Dave Costigan Plumbing & Heating'],
    ['en', 'Abdul has a quote from Bright Sparks Electrical (£420).', 'ORGANIZATION:Bright Sparks Electrical'],
    ['en', 'Hi Jess, this is Riverside Vets. Biscuit is due his annual booster.', 'ORGANIZATION:Riverside Vets'],
    ['en', "it's Shazza from the Ipswich Turf Club, just checking", 'ORGANIZATION:Ipswich Turf Club'],
    ['en', 'Collect it from Drumshanbo Post Office after 12:00 on Tuesday.', 'ORGANIZATION:Drumshanbo Post Office'],
    ['en', "St Brigid's Parish notices\nBaptisms this month: Ella-Rose", "ORGANIZATION:St Brigid's Parish"],
    ['en', 'She died peacefully at Marymount Hospice on March 9th.', 'ORGANIZATION:Marymount Hospice'],
    ['en', 'Took the day tour with Great Southern Tours from Melbourne.', 'ORGANIZATION:Great Southern Tours'],
  ]);
  noOrg([
    ['en', 'The Book Club meets on the first Monday.'],
    ['en', 'Send the forms to Head Office by Friday.'],
    ['en', 'How to descale the Sage Barista Express: empty the drip tray.'],
    ['en', 'Avoid the Heathrow Express unless someone else is paying.'],
    ['en', 'Windows 11 Home with Copilot, 1.39 kg.'],
  ]);
});

describe('churches before "of" (cues.ts ORG_HEADS, cue-words.ts CIVIC_HEADS, round 7)', () => {
  must([
    ['en', 'Funeral Mass at 11am on Wednesday in the Church of the Assumption.', 'ORGANIZATION:Church of the Assumption'],
    ['en', 'Saturday at 12 noon\nChapel of Grace, 4 Admiralty Way, Lekki', 'ORGANIZATION:Chapel of Grace'],
  ]);
  noOrg([
    ['en', 'Turn left into Church Street after the lights.'],
    ['en', 'Tea and cake in the Church Hall afterwards.'],
  ]);
});

describe('things that are no company (thing-context.ts, round 7)', () => {
  noOrg([
    ['en', 'Add a Paw Patrol or Bluey cake for an extra charge.'],
    ['en', 'League ladder after Round 12\n1. Hot Shots - 44\n6. Bibs & Bobs - 8\nFinals start after the holidays.'],
  ]);
  must([
    ['en', 'Suppliers:\n1. Smith & Nephew - our main one', 'ORGANIZATION:Smith & Nephew'],
    ['en', 'She works for Bluey Logistics and loves it.', 'ORGANIZATION:Bluey Logistics'],
  ]);
});

describe('two-part and bracketed legal suffixes (organization/suffix-chain.ts, round 7)', () => {
  must([
    ['en', 'DISPATCH NOTE - Greenfield Seeds (Pty) Ltd\nConsignee: Mr. Johannes Botha', 'ORGANIZATION:Greenfield Seeds (Pty) Ltd'],
    ['en', 'Noms Dlamini worked at Kestrel Foods (Pty) Ltd as Quality Assurance Supervisor.', 'ORGANIZATION:Kestrel Foods (Pty) Ltd'],
    ['en', 'Paid to Lanka Tiles (Pvt) Ltd yesterday.', 'ORGANIZATION:Lanka Tiles (Pvt) Ltd'],
    ['en', 'Bill to Strata Pty Ltd by Friday.', 'ORGANIZATION:Strata Pty Ltd'],
    ['en', 'The contract with Tan Brothers Pte. Ltd. is signed.', 'ORGANIZATION:Tan Brothers Pte. Ltd.'],
    ['en', 'Referred by Bayou Family Medicine PLLC, Lafayette.', 'ORGANIZATION:Bayou Family Medicine PLLC'],
    ['en', 'We signed with Northwind Traders Ltd. The kickoff is Monday.', 'ORGANIZATION:Northwind Traders Ltd'],
  ]);
  noOrg([
    ['en', 'The form (Pty) is optional here.'],
    ['en', 'My new PC arrived (private) yesterday.'],
  ]);
});

describe('cues before and after a company (org-context.ts, org-verbs.ts, csv-roles.ts, round 7)', () => {
  must([
    ['en', 'Atorvastatin 20mg\nCollect from: Unichem Greenlane\nNote: please ring first.', 'ORGANIZATION:Unichem Greenlane'],
    ['en', 'Preferred repairer: Autoglass Wolverhampton', 'ORGANIZATION:Autoglass'],
    ['en', 'Agent booked repair with Speedy Glass for Apr 3 at 8:30.', 'ORGANIZATION:Speedy Glass'],
    ['en', '- Lift 2 repairs booked with Schindler for 2 December', 'ORGANIZATION:Schindler'],
    ['en', 'Attendees: Eleanor, Sam (guest from Brightline)', 'ORGANIZATION:Brightline'],
    ['en', '- Bank feeds for Capitec and FNB', 'ORGANIZATION:Capitec'],
    ['en', 'We rolled back the change after Westpac flagged duplicate transfers.', 'ORGANIZATION:Westpac'],
    ['en', 'txn_date,card,merchant,amount\n2026-11-03,5238 9104 4712 2667,Officeworks,219.00', 'ORGANIZATION:Officeworks'],
  ]);
  noOrg([
    ['en', 'I booked a repair with Sarah Jones on Monday.'],
    ['en', 'The guest from Madrid arrived late.'],
    ['en', 'Collect from: the front desk after 5pm.'],
  ]);
});

describe('units, colours and codes that are no company (thing-context.ts, cues.ts, round 7)', () => {
  noOrg([
    ['en', 'Colours of the day: Emerald & Gold'],
    ['en', 'Subject: Re: Accounts Payable query - INV-20931\n\nHi Deborah,'],
    ['en', 'Aug 2021 – present  Registered Nurse, Cardiology Unit, Toronto'],
    ['en', 'Parent Council meeting - Thursday at 7pm in the school library'],
  ]);
  must([
    ['en', 'Senior Buyer, Johnson & Johnson', 'ORGANIZATION:Johnson & Johnson'],
    ['en', 'Planning permission was refused by Cork County Council last week.', 'ORGANIZATION:Cork County Council'],
    ['en', 'Please check with Acme Logistics about the delivery.', 'ORGANIZATION:Acme Logistics'],
  ]);
});

describe('a unit after the employer in a CV line (thing-words.ts UNIT_LAST_WORDS, round 7)', () => {
  it('keeps the employer and drops the division', () => {
    const found = labels('2019 - present  Eskom Holdings SOC Ltd, Distribution Division, Durban', 'en').filter((l) => l.startsWith('ORGANIZATION:'));
    expect(found).toEqual(['ORGANIZATION:Eskom Holdings SOC Ltd']);
  });
});

describe('English acronym heads of public bodies (organization/cue-words.ts ACRONYM_HEADS_EN, round 7)', () => {
  must([
    ['en', 'Anjali Mistry\nCustomer Compliance, HM Revenue & Customs', 'ORGANIZATION:HM Revenue & Customs'],
    ['en', 'Confirm the pilot in Glasgow with NHS Greater Glasgow and Clyde.', 'ORGANIZATION:NHS Greater Glasgow and Clyde'],
    ['en', 'HM Land Registry replied on Monday.', 'ORGANIZATION:HM Land Registry'],
  ]);
  noOrg([
    ['en', 'Patient: Harold Pennington   NHS No: 485 777 3457'],
    ['en', 'Download the NHS App and book online.'],
    ['en', 'hm ok, see you later'],
  ]);
});

describe('an Irish county after a comma is no "Co." of a company (organization/suffix-chain.ts, round 7)', () => {
  noOrg([
    ['en', 'Deliver to Cottage 3, Ballinamore Road, Drumshanbo, Co. Leitrim N41 YH20 on Monday.'],
    ['en', 'Mary Walsh of Ballinlough, Co. Cork, peacefully.'],
  ]);
  must([['en', 'The contract with Hanil Co. Ltd is signed.', 'ORGANIZATION:Hanil Co. Ltd']]);
});

describe("a notice's sender on the first line, no dash (organization/notice-heading.ts, round 7)", () => {
  must([
    ['en', 'FedEx Delivery Exception\nTracking 7749 2210 3301', 'ORGANIZATION:FedEx'],
    ['en', 'Delhivery shipment update\nAWB 1493027718820 | Out for delivery', 'ORGANIZATION:Delhivery'],
  ]);
  noOrg([
    ['en', 'Tuesday delivery update\nThe van is late.'],
    ['en', 'Jordan delivery update\nThe van is late.'],
    ['en', 'ITIN application follow-up\nApplicant: pending'],
    ['en', 'Parkrun Results\nEvent #412 – 276 finishers'],
  ]);
});

describe('a tax label after a business name ends it (organization/name-run.ts, round 7)', () => {
  must([
    ['en', 'TAX INVOICE  #A-3391\nKookaburra Web Studio ABN 51 824 753 556\nBill to: Jacinta Moore', 'ORGANIZATION:Kookaburra Web Studio'],
    ['en', 'TAX INVOICE\nKiwi Paws Grooming  GST 118-442-907\nClient: Sarah Te Rangi', 'ORGANIZATION:Kiwi Paws Grooming'],
    ['en', 'TAX INVOICE INV-2025-0418\nFrom: Rustic Roots Nursery ABN 41 822 390 117', 'ORGANIZATION:Rustic Roots Nursery'],
  ]);
  noOrg([
    ['en', 'Quote your ABN 51 824 753 556 on every invoice.'],
    ['en', 'Results Group meeting moved to Friday.'],
    ['es', '¡Llega la Feria del Café! Prueba nuestras variedades.'],
  ]);
});

describe('a frequent word opening a sentence stays out of the name (organization/shapes.ts, round 7)', () => {
  must([
    ['en', 'Could Oakfield Primary lend us its gazebo?', 'ORGANIZATION:Oakfield Primary'],
  ]);
});
