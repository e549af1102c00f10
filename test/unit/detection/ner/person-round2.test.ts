/**
 * Round-2 person rules of issue 13: figures reports are no chat transcripts (ner/chat.ts), and
 * more rules below, each with a sentence it must catch and one it must leave alone.
 */
import { describe, expect, it } from 'vitest';
import { labels } from './helpers.js';
import { BRAND_KEY_ENDS } from '#shared/detection/ner/person/evidence.js';
import { PERSON_NAMED_BRANDS } from '#shared/detection/ner/thing-words.js';

const persons = (text: string, lang: 'en' | 'es') => labels(text, lang).filter((l) => l.startsWith('PERSON:'));

describe('figures report lines are not speaker lines (chat.ts METRIC_LINE)', () => {
  it('leaves region and channel rows alone', () => {
    expect(persons('Monthly sales by region\nWest: up 8%\nSouth: flat\nCentral: down 3%', 'en')).toEqual([]);
    expect(persons('Resultados por canal\nTiendas: +6%\nMayoristas: -1,5%\nWeb: +12%', 'es')).toEqual([]);
  });
  it('still reads chat speakers whose messages hold numbers', () => {
    const got = persons('[09:41] maria: running 5 min late\n[09:42] sven: np, up in 10\n[09:43] ana: +1', 'en');
    expect(got).toEqual(expect.arrayContaining(['PERSON:maria', 'PERSON:sven', 'PERSON:ana']));
  });
});

describe('"me llamo" is a phrase-bound context word (evidence.ts PHRASE_BOUND_CONTEXT)', () => {
  it('still introduces a person in "me llamo"', () => {
    expect(persons('Hola, me llamo Begoña y tengo una duda con mi factura.', 'es')).toContain('PERSON:Begoña');
  });
  it('does not make a company a person after "llamó"', () => {
    expect(persons('Ayer me llamó Vodafone tres veces para ofrecerme fibra.', 'es')).toEqual([]);
  });
});

describe('the items after an options label are names of things (list-labels.ts OPTION_LABELS)', () => {
  it('leaves voice and theme options alone', () => {
    expect(persons('Tres voces nuevas. Opciones de voz: Carmen, Lucía o Jorge. Se cambia en Ajustes.', 'es')).toEqual([]);
    expect(persons('Theme options: Aurora, Willow or Juniper. Dark mode follows the system.', 'en')).toEqual([]);
    expect(labels('Compare plans: Starter (1 user), Boston (5 users), Everest (unlimited).', 'en')).toEqual([]);
  });
  it('still reads people in a list with another label', () => {
    expect(persons('Asistentes: Carmen Vidal, Lucía Ortega y Jorge Ramos.', 'es')).toEqual(
      expect.arrayContaining(['PERSON:Carmen Vidal', 'PERSON:Lucía Ortega', 'PERSON:Jorge Ramos']));
  });
});

describe('a person-only act after a name, past an adverb or auxiliary (person/context.ts humanAfter)', () => {
  it('reads an everyday-word given name before such a verb as a person', () => {
    expect(persons('Bill approved the budget on the call.', 'en')).toContain('PERSON:Bill');
    expect(persons('Reunión diaria. Amparo ha confirmado el local.', 'es')).toContain('PERSON:Amparo');
  });
  it('leaves the everyday word before a modal alone', () => {
    expect(persons('Grant will be awarded in the spring round.', 'en')).toEqual([]);
  });
});

describe('an addressed lower-case word no list knows (person/chat-names.ts ADDRESSING)', () => {
  it('reads the unknown addressee of a chat line as a person', () => {
    expect(persons("[09:41] maria: running late\n[09:42] sven: np, I'll tell joakim", 'en')).toContain('PERSON:joakim');
    expect(persons('marta: vale, dile a rocío que actualice las cifras', 'es')).toContain('PERSON:rocío');
  });
  it('leaves short abbreviations and known words after the same verbs alone', () => {
    expect(persons("[09:41] maria: prod is down\n[09:42] sven: I'll ping ops", 'en')).not.toContain('PERSON:ops');
    expect(persons("[09:41] maria: prod is down\n[09:42] sven: I'll tell everyone", 'en')).not.toContain('PERSON:everyone');
  });
});

describe('a handover names a person (evidence.ts handover-from)', () => {
  it('reads the name after "taking over from" as a person, not a place', () => {
    const got = labels("Who's sending the next update? He's taking over from Brandon.", 'en');
    expect(got).toContain('PERSON:Brandon');
    expect(got).not.toContain('LOCATION:Brandon');
  });
  it('leaves a trip "over from" a city a place', () => {
    expect(labels('My cousin came over from Dublin for the wedding.', 'en')).toContain('LOCATION:Dublin');
  });
});

describe('a title that begins a person-named brand is no title (evidence.ts titleOfBrand)', () => {
  it('leaves "Dr. Martens" boots alone', () => {
    expect(persons('Ordered the Dr. Martens 1460 in cherry red.', 'en')).toEqual([]);
    expect(persons('Las botas Dr. Martens cuestan de domar, pero duran años.', 'es')).toEqual([]);
  });
  it('still reads a doctor after the same title', () => {
    expect(persons('Seen by Dr. Martin Ross on Monday.', 'en')).toContain('PERSON:Martin Ross');
  });
  it('pre-tests the word after the title against every brand key end, derived from the list', () => {
    // A key `${a}_${b}` of PERSON_NAMED_BRANDS must have its `b` in BRAND_KEY_ENDS, or titleOfBrand
    // would miss that brand.
    for (const key of PERSON_NAMED_BRANDS) {
      for (let at = key.indexOf('_'); at >= 0; at = key.indexOf('_', at + 1)) expect(BRAND_KEY_ENDS.has(key.slice(at + 1))).toBe(true);
    }
    expect(BRAND_KEY_ENDS.has('martens')).toBe(true);
  });
});

describe('a place-named given name cued as a person elsewhere in the text (place-person.ts cuedElsewhere)', () => {
  it('reads every mention as the person', () => {
    const got = labels('Handover notes: Lincoln owns the deploy pipeline now; ping Lincoln for access.', 'en');
    expect(got.filter((l) => l === 'PERSON:Lincoln')).toHaveLength(2);
    expect(got).not.toContain('LOCATION:Lincoln');
  });
  it('keeps a mention after a place preposition a place', () => {
    expect(labels('Ping Lincoln about the trip. We drove to Lincoln on Friday.', 'en')).toContain('LOCATION:Lincoln');
  });
});

describe('a name the text gives to a thing stays that thing (context-rules.ts named-thing-in-document)', () => {
  it('leaves the later mentions of a named robot vacuum alone', () => {
    expect(persons('We named our robot vacuum Sheldon. Sheldon gets stuck under the couch every day.', 'en')).toEqual([]);
  });
  it('keeps a child named the same way a person', () => {
    expect(persons('We named our son Theo. Theo started school this week.', 'en')).toContain('PERSON:Theo');
  });
});

describe('a one-line sign-off before a name (evidence.ts inline-sign-off)', () => {
  it('reads the signing name as a person', () => {
    expect(persons('Hi, did you get the contract I sent? Cheers, Tom', 'en')).toContain('PERSON:Tom');
  });
  it('leaves a sign-off before a team name alone', () => {
    expect(persons('Your ticket is closed. Best, Customer Support', 'en')).toEqual([]);
  });
});

describe('a name that "is" a noun for people (person/context.ts copulaToPersonNoun)', () => {
  it('reads an everyday-word name before "es profesora" as a person', () => {
    expect(persons('Rosa es profesora en el colegio y da clase de música.', 'es')).toContain('PERSON:Rosa');
  });
  it('leaves a word that "is" a thing alone', () => {
    expect(persons('Rosa es un color que combina con todo.', 'es')).toEqual([]);
  });
});

describe('"agent"/"agente"/"rep" are weak person context (cues.ts WEAK_PERSON_CONTEXT)', () => {
  it('raises an everyday-word given name after "agente"', () => {
    expect(persons('Nuestra agente Pilar, de la inmobiliaria, tuvo mucha paciencia.', 'es')).toContain('PERSON:Pilar');
  });
  it('does not raise a word no list knows', () => {
    expect(persons('The user agent Mozilla is sent with every request.', 'en')).toEqual([]);
  });
});

describe('a name right after a reading verb is a book (context-rules.ts book-after-reading-verb)', () => {
  it('leaves the book title alone', () => {
    expect(persons('Reading Anna Karenina on the new Kindle and the battery lasts a week.', 'en')).toEqual([]);
  });
  it('keeps a person whose writing is read', () => {
    expect(persons("I'm reading Carla Brandt's report before the call.", 'en')).toContain('PERSON:Carla Brandt');
  });
});

describe('a name right after an animal noun is a pet (context-rules.ts pet-name)', () => {
  it('leaves the pet and its later mentions alone', () => {
    expect(persons('Our golden retriever Winston destroyed the toy in a week. Winston chews everything.', 'en')).toEqual([]);
  });
  it('keeps the owner a person', () => {
    expect(persons('Ana Ruiz saca a su perro cada mañana.', 'es')).toContain('PERSON:Ana Ruiz');
  });
});

describe('"will" and a task a person takes on (person/context.ts willTask)', () => {
  it('reads an everyday-word name before "will chase" as a person', () => {
    expect(persons('Chase asked for the vendor list; Sandy will chase Oracle for a quote.', 'en')).toContain('PERSON:Sandy');
  });
  it('leaves the noun before "will be" alone', () => {
    expect(persons('Grant will be awarded in the spring round.', 'en')).toEqual([]);
  });
});
