/**
 * Round-5 person cues of issue 13, tuned on the blind-written dev files b7/b8: each cue with a
 * text it must catch and one it must leave alone.
 */
import { describe, expect, it } from 'vitest';
import { labels } from './helpers.js';

const persons = (text: string, lang: 'en' | 'es') => labels(text, lang).filter((l) => l.startsWith('PERSON:'));

describe('words that are never the name (cues.ts NOT_NAME)', () => {
  it('takes no contraction, phone label or addressee role for a name', () => {
    expect(persons("It's already with our courier I'm afraid, so it'll need to be returned.", 'en')).toEqual([]);
    expect(persons("Hi Mick,\nWe've approved Redgum Hire as a supplier.", 'en')).toEqual(['PERSON:Mick']);
    expect(persons('Dear Policyholder,\nRe: Home & Contents Policy HCP-6612094', 'en')).toEqual([]);
    expect(persons('800 Hollenbeck Ave, Sunnyvale, CA 94087   Tel (408) 555-0176', 'en')).toEqual([]);
    expect(persons('Zapatillas Adidas Samba OG blanco con negro. Talla normal, la horma es angosta.', 'es')).toEqual([]);
  });
  it('still reads the name after "I\'m" and a greeting', () => {
    expect(persons("I'm Grace Liu and I run the bakery on Elm.", 'en')).toContain('PERSON:Grace Liu');
    expect(persons('Dear Priya,\nThanks for the quick reply.', 'en')).toContain('PERSON:Priya');
  });
});

describe('role labels filled with a person (cues.ts NAME_LABELS, round 5)', () => {
  it('reads the name after a member, rider, buddy or caller label', () => {
    expect(persons('Card member: Jordan A. Whitfield   Card: 3742 881906 35002', 'en')).toContain('PERSON:Jordan A. Whitfield');
    expect(persons('Rider: Kevin 0722 418 903. Pay KES 1,450 on delivery.', 'en')).toContain('PERSON:Kevin');
    expect(persons('Buddy: Will Asante', 'en')).toContain('PERSON:Will Asante');
    expect(persons('Caller: Efua (declined surname), 0208812047', 'en')).toContain('PERSON:Efua');
  });
  it('leaves a member label with an everyday value alone', () => {
    expect(persons('Member: Gold tier since 2019', 'en')).toEqual([]);
    expect(persons('Rider: Comprehensive cover add-on', 'en')).toEqual([]);
  });
});

describe('"Hon." before a name (cues.ts WEAK_TITLES)', () => {
  it('reads the judge after "Hon. Justice"', () => {
    expect(persons('The matter will be heard before Hon. Justice A. Chepkwony.', 'en').join()).toContain('Chepkwony');
  });
});

describe('product nouns before a brand and model (thing-words.ts PRODUCT_BEFORE, round 5)', () => {
  it('takes the brand and model after the noun for a product', () => {
    expect(persons('Ficha técnica – Licuadora Oster Xpert Series\nPotencia: 1400 W', 'es')).toEqual([]);
    expect(persons('Recomiendo alforjas Ortlieb Back-Roller, neumáticos Schwalbe Marathon Plus y una luz.', 'es')).toEqual([]);
  });
  it('still reads a person after an ordinary noun', () => {
    expect(persons('La reunión con Marta Gil Ortega es el lunes.', 'es')).toContain('PERSON:Marta Gil Ortega');
  });
});

describe('"view" after an article names a screen (thing-words.ts PRODUCT_AFTER_ARTICLE)', () => {
  it('takes colour-named views for things', () => {
    expect(persons('* Fixed a crash when opening the Amber and Crimson roster views on Android 12.', 'en')).toEqual([]);
  });
  it('keeps a person who views something', () => {
    expect(persons('Every morning Sarah Connolly views the dashboard first.', 'en')).toContain('PERSON:Sarah Connolly');
  });
});

describe('"Surname, Given" label values (labels.ts, round 5)', () => {
  it('reads the whole field after a renter or patient label, up to a column gap', () => {
    expect(persons('Renter: Brooks, Tamika L.\nDriver license: B4726115 (CA)', 'en')).toContain('PERSON:Brooks, Tamika L.');
    expect(persons('Pt: Villanueva, Rosario D., 62F   MRN MMC-0048812', 'en')).toContain('PERSON:Villanueva, Rosario D.');
    expect(persons('Name: Adeyemi, Oluwaseun   Hosp no: RXH 2208841', 'en')).toContain('PERSON:Adeyemi, Oluwaseun');
  });
  it('reads two surnames before the comma in a quoted log value', () => {
    const log = 'turno=A-117 paciente="ROMERO LÓPEZ, MARÍA ISABEL" expediente=HG-2019-004512';
    expect(persons(log, 'es')).toEqual(['PERSON:ROMERO LÓPEZ, MARÍA ISABEL']);
    expect(persons('turno=A-118 paciente="ESPINOZA, JUAN PABLO" expediente=HG-2023-018833', 'es')).toEqual(['PERSON:ESPINOZA, JUAN PABLO']);
  });
  it('reads "Ma." (María) as part of the name', () => {
    expect(persons('Full name: Ma. Cristina Dela Rosa\nEmail: tinadelarosa@gmail.com', 'en')).toEqual(['PERSON:Ma. Cristina Dela Rosa']);
  });
  it('leaves a patient note that is no name alone', () => {
    expect(persons('Pt: Stable overnight, no complaints.', 'en')).toEqual([]);
  });
});

describe('login names that spell a person (login-names.ts)', () => {
  it('reads "initial.surname" logins and the SSH login user', () => {
    expect(persons('openvpn[1187]: j.murphy/86.44.201.19:51904 MULTI: Learn: 10.8.0.14', 'en')).toEqual(['PERSON:j.murphy']);
    expect(persons('41 recipients; 3 clicked, 1 (d.ferreira) entered credentials.', 'en')).toEqual(['PERSON:d.ferreira']);
    expect(persons('sshd[2304]: Accepted publickey for okoro from 10.20.4.61 port 60214 ssh2', 'en')).toEqual(['PERSON:okoro']);
  });
  it('leaves e-mails, paths, abbreviations and service accounts alone', () => {
    expect(persons('mail j.murphy@example.com or see e.g. the docs at /home/j.murphy.old', 'en')).toEqual([]);
    expect(persons('sshd[88]: Failed password for invalid user admin from 10.0.0.5 port 22', 'en')).toEqual([]);
    expect(persons('call x.mean() then s.young to compare', 'en')).toEqual([]);
  });
});

describe('a clock time after a name (clock-after.ts)', () => {
  it('keeps a runner before a finishing time', () => {
    const results = 'Parkrun results – 276 finishers\nFirst finisher: Liam O\'Driscoll 16:32\nFirst female: Tamsin Okoye 18:58';
    expect(persons(results, 'en')).toEqual(expect.arrayContaining(["PERSON:Liam O'Driscoll", 'PERSON:Tamsin Okoye']));
  });
  it('still caps a product before a plain number', () => {
    expect(persons('Spec sheet: the Nimbus Pro 14 ships with 32 GB.', 'en')).toEqual([]);
  });
});

describe('"y" between two full names (runs.ts)', () => {
  it('splits two people when the second has a surname no list knows', () => {
    expect(persons('Finalistas: Renzo Málaga y Katherine Vilca, ambos con experiencia.', 'es')).toEqual(expect.arrayContaining(['PERSON:Renzo Málaga', 'PERSON:Katherine Vilca']));
  });
  it('keeps "Ortega y Gasset" one surname', () => {
    expect(persons('Leímos a José Ortega y Gasset en clase.', 'es')).toEqual(['PERSON:José Ortega y Gasset']);
  });
});

describe('a word no list knows paired with a given name (paired-names.ts)', () => {
  it('reads the second person of a pair', () => {
    expect(persons("We're two chill 20-somethings (Lachie and Mei), one cat.", 'en')).toEqual(expect.arrayContaining(['PERSON:Lachie', 'PERSON:Mei']));
  });
  it('leaves a pair of tools alone', () => {
    expect(persons('We moved from Slack and Jira to Teams last year.', 'en')).toEqual([]);
  });
});

describe('trip roles in an apposition and assignee labels (cues.ts, round 5)', () => {
  it('reads the guide or driver named after a comma, and the assignee', () => {
    expect(persons('Hermoso viaje. El guía, Wilson, nos llevó a la Isla Incahuasi.', 'es')).toContain('PERSON:Wilson');
    expect(persons('Our driver, Tendai, waited at the gate.', 'en')).toContain('PERSON:Tendai');
    expect(persons('Perito asignado: Montes (gabinete Peritaciones Sur).', 'es')).toContain('PERSON:Montes');
  });
  it('leaves a guide that is a document alone', () => {
    expect(persons('See the guide, Getting Started, for the setup steps.', 'en')).toEqual([]);
  });
});

describe('a title after "<number> hours of" (time-spent.ts)', () => {
  it('takes the game or show for a thing', () => {
    expect(persons('Mine started after maybe 40 hours of Mario Kart World. Calibration fixed it.', 'en')).toEqual([]);
    expect(persons('We binged 3 seasons of Ted Lasso over the holidays.', 'en')).toEqual([]);
  });
  it('keeps time spent with a person', () => {
    expect(persons('I spent 2 hours with Ana Ruiz on the budget.', 'en')).toContain('PERSON:Ana Ruiz');
  });
});

describe('streets named after people (street-named-after.ts)', () => {
  it('takes a title and name inside a street for no person', () => {
    expect(persons('Please report to reception at No. 3 Dr. Isert Street at 8:30am.', 'en')).toEqual([]);
    expect(persons('Entregar en: Av. Pdte. Eduardo Frei Montalva 9750, Quilicura.', 'es')).toEqual([]);
  });
  it('keeps a doctor met on a street', () => {
    expect(persons('We met Dr. Ruiz on Main Road.', 'en')).toEqual(['PERSON:Ruiz']);
    expect(persons('Atiende la Dra. Ana Ruiz en la Calle Dr. Fleming 12.', 'es')).toContain('PERSON:Ana Ruiz');
  });
});
