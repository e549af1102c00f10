/**
 * Round-9 English person cues of issue 13 (people9en), tuned on the blind-written dev files
 * b14/b15 (nine business kinds; world English from India, Malaysia, Singapore, South Africa,
 * Nigeria, Kenya, Jamaica, the Philippines): each cue with a text it must decide and one it must
 * leave alone.
 */
import { describe, expect, it } from 'vitest';
import { labels } from './helpers.js';

const persons = (text: string) => labels(text, 'en').filter((l) => l.startsWith('PERSON:'));

describe('a dialogue whose speakers no list knows (chat.ts)', () => {
  it('reads every line "Name: text" with names taking turns as a transcript', () => {
    expect(persons('Tshepo: eish the load shedding is stage 6 tonight\nLindiwe: ja I saw. my slot is 20:00–22:30\nTshepo: come watch the game at my place')).toEqual(['PERSON:Tshepo', 'PERSON:Lindiwe', 'PERSON:Tshepo']);
    expect(persons('Ah Beng: bro later where\nHafiz: Tampines hawker can?\nAh Beng: ok, meet at the MRT exit B\nHafiz: steady. Vikram coming too')).toEqual(expect.arrayContaining(['PERSON:Ah Beng', 'PERSON:Hafiz']));
  });
  it('takes no label of a form or a config file whose labels never repeat', () => {
    expect(persons('Zorbex: enabled\nQuimtal: 40 seats\nVarnok: weekly')).toEqual([]);
  });
  it('needs every line to be a speaker line', () => {
    expect(persons('Release checklist\nZorbex: enabled\nQuimtal: off\nZorbex: on again')).toEqual([]);
  });
});

describe('thing columns of an export (csv-roles.ts)', () => {
  it('claims a "product_name" or "Colour name" column', () => {
    expect(persons('sku,product_name,colour,size,price_aud,stock\nTR-2201,Bondi Linen Shirt,Sand,M,89.95,42\nTR-2315,Kosciuszko Puffer Vest,Midnight Navy,XL,179.00,6')).toEqual([]);
    expect(persons('region,quarter,product_line,units_sold\nEMEA,Q1 2024,Endpoint Shield,3390\nNA,Q1 2024,Endpoint Shield,5102')).toEqual([]);
    expect(persons('Colour code\tColour name\tFinish\nNV-01\tMidnight Navy\tMatte\nRD-04\tCardinal Red\tGloss')).toEqual([]);
  });
  it('keeps a person column beside them', () => {
    expect(persons('product_name,owner_first_name,owner_last_name\nEndpoint Shield,Priya,Raghunathan')).toEqual(['PERSON:Priya', 'PERSON:Raghunathan']);
  });
});

describe('label values that name a group (person/labels.ts)', () => {
  it('takes no team after "Assignee:" for a person', () => {
    expect(persons('Assignee: Data Platform team')).toEqual([]);
  });
  it('keeps a person after "Assignee:"', () => {
    expect(persons('Assignee: Priya Nair')).toEqual(['PERSON:Priya Nair']);
  });
  it('reads an HR form\'s "Staff:" line', () => {
    expect(persons('Salary advance request\nStaff: Nomvula Mahlangu (ID on file)')).toEqual(['PERSON:Nomvula Mahlangu']);
    expect(persons('Staff: 12 full-time')).toEqual([]);
  });
});

describe('patch notes (person/changelog-lines.ts)', () => {
  it('reads a game\'s "Balanced:" line as a changelog line', () => {
    expect(persons('Patch notes 0.9.14\n- Balanced: Ranger class damage reduced by 5%')).toEqual([]);
  });
  it('keeps a credited person', () => {
    expect(persons('- Fixed: export bug reported by Jane Smith')).toEqual(['PERSON:Jane Smith']);
  });
});

describe('colours (person/finish-lists.ts)', () => {
  it('reads a list after a lower-case "colours"', () => {
    expect(persons('Fabric is cotton satin, colours Emerald, Dusty Pink and Navy. Hand wash cold.')).toEqual([]);
  });
  it('takes no ticket number after a name for a hex colour', () => {
    expect(persons('I spoke with Jane Smith (#4412) about it.')).toEqual(['PERSON:Jane Smith']);
  });
  it('keeps a person in brackets after a department', () => {
    expect(persons('Budget owner: Finance (Kate Moss)')).toEqual(['PERSON:Kate Moss']);
  });
});

describe('world English names and kin words', () => {
  it('keeps the Malay "bte" and the Malaysian "a/l" inside the name', () => {
    expect(persons('J&T Express: Hi Siti Nurhaliza bte Osman, your parcel is ready.')).toEqual(['PERSON:Siti Nurhaliza bte Osman']);
    expect(persons('Present: Nurul Aisyah, Rajesh a/l Muniandy, Jason Chong')).toEqual(['PERSON:Nurul Aisyah', 'PERSON:Rajesh a/l Muniandy', 'PERSON:Jason Chong']);
    expect(persons('Patient: Kavitha a/p Subramaniam, 42')).toEqual(['PERSON:Kavitha a/p Subramaniam']);
  });
  it('takes no "Jalan" (street) for a person', () => {
    expect(persons('Collect at No. 8, Jalan SS 2/24, Petaling Jaya, Selangor.')).toEqual([]);
  });
  it('takes no kin word of a family chat for a name', () => {
    expect(persons('Preeti: didi reached Mumbai?\nSunita: yes landed at 11:20\nPreeti: ok message me')).toEqual(['PERSON:Preeti', 'PERSON:Sunita', 'PERSON:Preeti']);
  });
  it('takes no hyphenated adjective after "it\'s" for a name', () => {
    expect(persons("Customer: does the charcoal one fade\nAssistant: It's garment-dyed, so there may be slight fading")).toEqual([]);
    expect(persons('thanks alejandrin!')).toEqual(['PERSON:alejandrin']);
  });
  it('reads festivals as days, not people', () => {
    expect(persons('The school will remain closed for Hari Raya Aidilfitri as per the state holiday gazette.')).toEqual([]);
    expect(persons('Hari Kumar will call.')).toEqual(['PERSON:Hari Kumar']);
  });
});

describe('delivery roles before a name (cues.ts ROLE_HEADS)', () => {
  it('reads the rider or courier a notice names', () => {
    expect(persons('Your order is out for delivery today. Rider Jomar (0917 552 8834) will deliver to Blk 4.')).toEqual(['PERSON:Jomar']);
    expect(persons('Courier Sipho Ndlovu is on his way')).toEqual(['PERSON:Sipho Ndlovu']);
  });
  it('takes no role alone for a person', () => {
    expect(persons('Delivery Driver required for the weekend shift')).toEqual([]);
  });
});

describe('release-note contributors (list-labels.ts)', () => {
  it('reads the names under a "### Contributors" heading', () => {
    expect(persons('## 1.8.3\n- Fixed the flag\n### Contributors\nNokuthula Zwane, Ethan Morrow, Rashmi Hegde')).toEqual(['PERSON:Nokuthula Zwane', 'PERSON:Ethan Morrow', 'PERSON:Rashmi Hegde']);
  });
  it('reads no heading of another word as a list', () => {
    expect(persons('### Highlights\nZorbex Quimtal, Varnok Plest')).not.toContain('PERSON:Zorbex Quimtal');
  });
});

describe('things named like people (thing-context.ts)', () => {
  it('reads a material inside a product\'s name', () => {
    expect(persons('Item                         Qty\nNordic Wool Blanket – Oat      1')).toEqual([]);
    expect(persons('I met Annie Silk yesterday.')).toEqual(['PERSON:Annie Silk']);
  });
  it('reads a name before "users" as a product', () => {
    expect(persons('Tip for Mac users: if the router drops, restart it.')).toEqual([]);
  });
  it('reads a name before "support" or "team" as a company or team', () => {
    expect(persons('Hello Bharat Gas support, I am trying to link my consumer number')).toEqual([]);
    expect(persons('Dear John Smith team')).toEqual(['PERSON:John Smith']);
  });
  it('reads one name after "via" as the channel used', () => {
    expect(persons('I paid my bill via Maya on Feb 28 but it still shows unpaid')).toEqual([]);
    expect(persons('I was introduced via Maria Lopez.')).toEqual(['PERSON:Maria Lopez']);
  });
  it('reads a land measure after a number', () => {
    expect(persons('FOR SALE: 4 Marla house, DHA Phase 6, Lahore.')).toEqual([]);
  });
});
