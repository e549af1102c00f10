/**
 * Round-6 English person cues of issue 13 (people6en), tuned on the blind-written dev file b9:
 * each cue with a text it must decide and one it must leave alone.
 */
import { describe, expect, it } from 'vitest';
import { labels } from './helpers.js';

const persons = (text: string) => labels(text, 'en').filter((l) => l.startsWith('PERSON:'));

describe('prefixed name columns in a CSV header (csv-roles.ts)', () => {
  it('reads first and last names under "rep_first_name,rep_last_name"', () => {
    const found = persons('rep_first_name,rep_last_name,territory,q1_sales\nHope,Carrington,Alberta,184200\nJean-Luc,Beaulieu,Quebec,201900');
    expect(found).toEqual(expect.arrayContaining(['PERSON:Hope', 'PERSON:Carrington', 'PERSON:Jean-Luc', 'PERSON:Beaulieu']));
  });
  it('takes no lower-case product or store name column for a person', () => {
    expect(persons('product_name,store_name,units\nhope valley,austin central,12\nwillow,grace street,4')).toEqual([]);
  });
});

describe('"Who:" and "Guests:" list people (list-labels.ts)', () => {
  it('reads every item of a retro\'s "Who:" line', () => {
    expect(persons('Retro — Payments squad\nWho: Austin, Jordan M, Noor\nWent well: checkout shipped')).toEqual(
      expect.arrayContaining(['PERSON:Austin', 'PERSON:Jordan M', 'PERSON:Noor']));
  });
  it('leaves a "Who:" line of teams alone', () => {
    expect(persons('Who: all staff\nWhere: the canteen')).toEqual([]);
  });
});

describe('product codes, versions, menu steps and colour notes (person/product-codes.ts)', () => {
  it('takes a capital code glued to digits for a model, even after "Brother"', () => {
    expect(persons('- "Ada" Brother HL-L8360 (badge release)')).toEqual([]);
  });
  it('still reads a person after "Brother"', () => {
    expect(persons('We prayed with Brother Anselm Okoye after mass.').join()).toContain('Anselm');
  });
  it('takes a name before a version for a product', () => {
    expect(persons('Spec: Atlas v3 tablet. 11" display, 8 GB RAM.')).toEqual([]);
    expect(persons('Please ask Atlas about the v3 rollout.').join()).not.toContain('v3');
  });
  it('takes a step of a menu path for a setting', () => {
    expect(persons('Workaround: remove and re-add it under Settings > General > Keyboard.')).toEqual([]);
    expect(persons('Escalated to Priya Raman > she will call back.')).toContain('PERSON:Priya Raman');
  });
  it('takes a name with a bracketed colour note for a colour', () => {
    expect(persons('Colour guide for the Everyday range: Sahara (warm beige), Denver (slate blue), Ruby (deep red).')).toEqual([]);
    expect(persons('Cover: Rocío Ibarra (tier 2), Hartley Jones (escalations).')).toContain('PERSON:Hartley Jones');
  });
});

describe('dishes and cuisines on a menu (dish-names.ts, cues.ts EN_DEMONYMS)', () => {
  it('takes "Caesar wrap" and "Thai green curry" for dishes', () => {
    expect(persons('Mon: Tuscan bean soup, Caesar wrap\nTue: Thai green curry, Waldorf salad')).toEqual([]);
  });
  it('keeps a person followed by a verb', () => {
    expect(persons('I asked Caesar Okafor and he said the wrap was fine.')).toContain('PERSON:Caesar Okafor');
  });
});

describe('places ending with a natural feature (street-and-nationality.ts)', () => {
  it('takes "Sydney Harbour" and "Hudson Bay" for places, not people', () => {
    expect(persons('Team names: Team Jupiter, Team Sydney Harbour, Team Marigold.')).toEqual([]);
    expect(persons('Highlights: Savannah map layer, Hudson Bay connector.')).toEqual([]);
  });
  it('keeps a surname that is also a landscape word like Hill', () => {
    expect(persons('Please call Jessica Hill about the lease.')).toContain('PERSON:Jessica Hill');
  });
});

describe('things named with a count (thing-names.ts namedThing)', () => {
  it('takes names after "four zones named" for things', () => {
    expect(persons('Office move FAQ: the new floor has four zones named Kauri, Rimu, Tōtara and Pōhutukawa.')).toEqual([]);
  });
  it('keeps children named after a count', () => {
    expect(persons('She has two sons named Theo and Max.').join()).toContain('Theo');
  });
});

describe('devices introduced by name (thing-names.ts productApposition)', () => {
  it('takes "Meet Willow, the lightest vacuum" for a product', () => {
    expect(persons("Marketing copy: Meet Willow, the lightest vacuum we've ever made.")).toEqual([]);
  });
  it('keeps a person introduced the same way', () => {
    expect(persons('Meet Willow Chen, the newest engineer on the team.')).toContain('PERSON:Willow Chen');
  });
});

describe('IRC-style "<nick>" speakers after a time stamp (chat-angle-speakers.ts)', () => {
  it('reads the nicks of a stamped log as speakers, handles too', () => {
    const found = persons('2025-03-12 11:20 <callum.b> prod deploy done\n2025-03-12 11:21 <niamh> thanks, will ping the team\n2025-03-12 11:22 <callum.b> will post in #release');
    expect(found).toEqual(expect.arrayContaining(['PERSON:callum.b', 'PERSON:niamh']));
  });
  it('leaves an HTML snippet with numbers alone', () => {
    expect(persons('12 <b>bold</b> and 13 <i>italic</i>\n14 <p>text</p>')).toEqual([]);
  });
});

describe('"Aunty" before a name (cues.ts WEAK_TITLES)', () => {
  it('reads the name after "Aunty"', () => {
    expect(persons('so grateful to Aunty Bev and everyone at the club')).toContain('PERSON:Bev');
  });
  it('leaves "aunty" before a lower-case word alone', () => {
    expect(persons('my aunty makes the best pavlova')).toEqual([]);
  });
});

describe('a surname before a verb only people do (context-rules.ts surname-before-human-verb)', () => {
  it('reads "Okafor said" mid-sentence as a person', () => {
    expect(persons("its the tray 2 thing, Okafor said facilities are swapping it")).toContain('PERSON:Okafor');
  });
  it('leaves a surname before an ordinary verb alone', () => {
    expect(persons('the old Okafor building was demolished')).toEqual([]);
  });
});

describe('release-notes lines and code names (changelog-lines.ts, product-codes.ts)', () => {
  it('takes one name on a "Fixed:"/"Added:"/"Deprecated:" line for a feature', () => {
    expect(persons('Release 4.12.0\n- Fixed: Export to Harbor sometimes dropped the last row.\n- Deprecated: the legacy Atlas API.\n- Added: Tasman keyboard shortcuts')).toEqual([]);
  });
  it('keeps a person named with a cue on a changelog line', () => {
    expect(persons('- Fixed: crash on login, reported by Maria Lopez')).toContain('PERSON:Maria Lopez');
  });
  it('takes a bracketed name after a version for a code name', () => {
    expect(persons('Release 2025.3 (Aspen)\nShipped 4.12.0 (Harbor) today.')).toEqual([]);
  });
  it('keeps a bracketed name after a price', () => {
    expect(persons('Paid 12.50 (Maria) for lunch.')).toContain('PERSON:Maria');
  });
});

describe('code-name words alone (codename-words.ts)', () => {
  it('takes birds and myths that name services for things', () => {
    expect(persons('Bug triage labels: P0, P1. Teams: Falcon owns payments, Heron owns search, Kestrel owns mobile.')).toEqual([]);
    expect(persons('Runbook: queue backlog alert (Orion)')).toEqual([]);
  });
  it('keeps such a word with a person cue or a surname', () => {
    expect(persons('Thanks Orion, see you Monday.')).toContain('PERSON:Orion');
    expect(persons('Please call Atlas Moreno about the lease.')).toContain('PERSON:Atlas Moreno');
  });
});

describe('roles and labels (cues.ts ROLE_HEADS "agent", NAME_LABELS "assigned")', () => {
  it('takes "Support Agent" on a CV line for a role', () => {
    expect(persons('Experience\nSupport Agent, Halden Insurance plc (2017–2021)')).toEqual([]);
  });
  it('reads the name after "Assigned:"', () => {
    expect(persons('VPN drops every 20 min. Assigned: Thabo Fourie')).toContain('PERSON:Thabo Fourie');
  });
  it('leaves a team after "Assigned:" alone', () => {
    expect(persons('Assigned: Network team')).toEqual([]);
  });
});
