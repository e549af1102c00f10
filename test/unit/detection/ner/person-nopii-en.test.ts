/**
 * False persons and places in English no-PII documents (issue 13, nopii sprint): dishes on a menu, streets
 * ending with a street-type word, runs of nationalities and "St" saints. Each rule with a text it
 * must clear and one where the person stays.
 */
import { describe, expect, it } from 'vitest';
import { labels } from './helpers.js';

const persons = (text: string) => labels(text, 'en').filter((l) => l.startsWith('PERSON:'));

describe('dish words on a menu (person/dish-names.ts)', () => {
  it('reads no person in a menu of dishes', () => {
    expect(persons('Thali £11.95\nChoose any two: Paneer Makhani, Chana Masala, Chicken Tikka, Dal Tadka\nServed with pilau rice.')).toEqual([]);
  });
  it('still reads a person who cooks them', () => {
    expect(persons('Our head chef Priya Raman makes the Chana Masala every morning.')).toContain('PERSON:Priya Raman');
  });
});

describe('street-type word last (person/street-and-nationality.ts)', () => {
  it('reads no person in a street ending with "Ave" or "Rd"', () => {
    expect(persons('For customers, the Route 9 bus will detour via Central Ave during construction.')).toEqual([]);
    expect(persons('Road closed between Mill Rd and the bridge until Friday.')).toEqual([]);
  });
  it('keeps surnames that are street words too', () => {
    expect(persons('Please call Lois Lane about the invoice.')).toContain('PERSON:Lois Lane');
  });
});

describe('runs of nationalities (person/street-and-nationality.ts)', () => {
  it('reads no person in a language list', () => {
    expect(persons('* Update translations (French Canadian, Spanish)')).toEqual([]);
  });
  it('keeps a person whose surname is no nationality', () => {
    expect(persons('Thanks to Francis Canady for the French translations.')).toContain('PERSON:Francis Canady');
  });
});

describe('"St" without its dot (person/context.ts SAINT_WORDS)', () => {
  it('reads no person in a saint-named team', () => {
    expect(persons('Table\n1   Northern Lights   9  5  1  3  16\n4   St Jude\'s Old Boys 9 4  2  3  14')).toEqual([]);
  });
  it('keeps a titled surname starting with St', () => {
    expect(persons('Your appointment is with Dr St Clair on Monday.')).toContain('PERSON:St Clair');
  });
});

describe('"Max" before a quantity (person/spec-limits.ts)', () => {
  it('reads no person in a spec sheet\'s maximum', () => {
    expect(persons('18V LXT brushless combi drill (body only)\nMax torque 130Nm, 2 speeds (0-550 / 0-2,100 rpm)')).toEqual([]);
  });
  it('keeps Max the person', () => {
    expect(persons('Thanks, Max said he would send the invoice on Friday.')).toContain('PERSON:Max');
  });
});

describe('place cues cap exonyms too (exonyms.ts)', () => {
  const locations = (text: string) => labels(text, 'en').filter((l) => l.startsWith('LOCATION:'));
  it('reads no place in a dish named after a city', () => {
    expect(locations('New on the menu: Kerala fish curry with red rice and a Bombay sandwich with green chutney.')).toEqual([]);
  });
  it('still reads the city where it locates something', () => {
    expect(locations('Our supplier ships from a warehouse in Bombay every Monday.')).toContain('LOCATION:Bombay');
  });
});

describe('facility noun before a designator (person/facility-designator.ts)', () => {
  it('reads no person in a car park or bay with a letter or number', () => {
    expect(persons('Visitor parking is in Car Park C (off the roundabout, follow the blue signs).')).toEqual([]);
    expect(persons('Staff use Car Park 2.')).toEqual([]);
  });
  it('keeps a given name and surname before a score or an initial', () => {
    expect(persons('Final scores: Jenny Park 3, Tom Hall 2.')).toContain('PERSON:Jenny Park');
    expect(persons('Contact Sarah Park C. Jones for keys.')).toContain('PERSON:Sarah Park C. Jones');
  });
});

describe('a food label lists no people (thing-words.ts PRODUCT_LIST_LABELS "ingredients")', () => {
  it('reads no person on an "Ingredients:" line', () => {
    expect(persons('Ingredients: Hokey Pokey Ice Cream\nMilk, cream, sugar, honeycomb pieces (12%).')).toEqual([]);
  });
  it('still reads a person in a sentence about the ingredients', () => {
    expect(persons('Ingredients were checked by Maria Lopez.')).toContain('PERSON:Maria Lopez');
  });
});

describe('a review heading with a rating (person/rating-heading.ts)', () => {
  it('reads no person in a product rated out of five', () => {
    expect(persons('Aeropress Go — 5/5\nLives in my hiking bag now. Makes a proper strong cup.')).toEqual([]);
  });
  it('keeps a sure full name rated by name, and a run not heading its line', () => {
    expect(persons('Tutor reviews\nMaria Lopez — 5/5\nPatient and clear.')).toContain('PERSON:Maria Lopez');
    expect(persons('Great grinder, 5/5 says Maria Lopez.')).toContain('PERSON:Maria Lopez');
  });
});

describe('appliance brands before a model (thing-words.ts BRANDS)', () => {
  it('reads no person in a model after an appliance brand', () => {
    expect(persons('Honestly the Dyson V15 is overkill for a flat. Shark Stratos does 90% of the job for half the money.')).toEqual([]);
  });
  it('keeps a person whose surname is a brand', () => {
    expect(persons('Maria Miele called about the invoice.')).toContain('PERSON:Maria Miele');
  });
});

describe('"the" + a place + a model number (thing-context.ts the-place-model-number)', () => {
  const locations = (text: string) => labels(text, 'en').filter((l) => l.startsWith('LOCATION:'));
  it('reads no place in a boat or tent model', () => {
    expect(locations('The Malibu 22 has a 6.2L V8, seats up to 15, and comes with the Surf Gate system.')).toEqual([]);
  });
  it('keeps the place without "the"', () => {
    expect(locations('The cabin sits in Malibu 22 miles up the coast.')).toContain('LOCATION:Malibu');
  });
});

describe('a place before a furniture size (thing-context.ts place-then-furniture-size)', () => {
  const locations = (text: string) => labels(text, 'en').filter((l) => l.startsWith('LOCATION:'));
  it('reads no place in a sofa model', () => {
    expect(locations('SPEC SHEET — Hamilton 3-Seater Sofa\nDimensions: W 218cm x D 96cm x H 84cm.')).toEqual([]);
  });
  it('keeps the place in travel text', () => {
    expect(locations('We flew from Hamilton to Auckland.')).toContain('LOCATION:Hamilton');
  });
});

describe('title-case commands ending with a quantifier (person/quantifier-last.ts)', () => {
  it('reads no person in "Mark All as Read"', () => {
    expect(persons('Works fine on Windows? Rich text is supported, but Mark All as Read is still missing.')).toEqual([]);
  });
  it('keeps a person whose name ends otherwise', () => {
    expect(persons('Rich text is supported, but Mark Allen says it is still missing.')).toContain('PERSON:Mark Allen');
  });
});

describe('plant cultivars in single quotes (person/cultivar-names.ts)', () => {
  it('reads no person in a plant label', () => {
    expect(persons("Garden centre plant label: Rosa 'Gertrude Jekyll'\nEnglish shrub rose. Rich pink, strongly fragrant.")).toEqual([]);
  });
  it('keeps a person with a nickname in quotes', () => {
    expect(persons("The keynote is by Robert 'Bobby' Smith from the county council.")).toContain("PERSON:Robert 'Bobby' Smith");
  });
});

describe('colour names that are no given names (thing-words.ts COLOURS)', () => {
  it('reads no person in a colour a product comes in', () => {
    expect(persons('The Florence cast iron casserole in Cerise is gorgeous but heavy.')).toEqual([]);
  });
  it('keeps a person after "in" with a given name', () => {
    expect(persons('Please leave the keys with Carla Brandt in reception.')).toContain('PERSON:Carla Brandt');
  });
});

describe('a model after "the new" (person/new-model.ts)', () => {
  it('reads no person in a car after "The new"', () => {
    expect(persons('The new Ranger Raptor has a 3.0L twin-turbo V6 making 292kW and 583Nm.')).toEqual([]);
  });
  it('keeps a new person with a noun between', () => {
    expect(persons('Please welcome our new colleague Anna Lee to the team.')).toContain('PERSON:Anna Lee');
  });
});

describe('a software or media acronym after the run (person/product-acronym-after.ts)', () => {
  it('reads no person in a game before "DLC"', () => {
    expect(persons('Pro tip for Elden Ring DLC: get the Scadutree Fragments before you fight anything.')).toEqual([]);
  });
  it('keeps a person with the acronym after a comma', () => {
    expect(persons('Please email Maria Lopez, API lead, about the keys.')).toContain('PERSON:Maria Lopez');
  });
});
