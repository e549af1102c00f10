/**
 * Round-4 person rules of issue 13, tuned on the blind-written dev files b4/b5: each rule with a
 * text it must catch and one it must leave alone.
 */
import { describe, expect, it } from 'vitest';
import { labels } from './helpers.js';

const persons = (text: string, lang: 'en' | 'es') => labels(text, lang).filter((l) => l.startsWith('PERSON:'));

describe('role labels filled with a person (cues.ts NAME_LABELS)', () => {
  it('reads the name after a role label', () => {
    expect(persons('Applicant: Zanele Mthembu on behalf of a developer', 'en')).toContain('PERSON:Zanele Mthembu');
    expect(persons('Present: 34 members. Chair: Riaan Botha. Secretary: Ayanda Zulu.', 'en')).toEqual(expect.arrayContaining(['PERSON:Riaan Botha', 'PERSON:Ayanda Zulu']));
    expect(persons('Inquilina: Marta Gil Ortega', 'es')).toContain('PERSON:Marta Gil Ortega');
  });
  it('leaves a role label with a department or an everyday value alone', () => {
    expect(persons('Recipient: Accounts Payable', 'en')).toEqual([]);
    expect(persons('Secretary: vacant until the AGM', 'en')).toEqual([]);
  });
});

describe('tags and times after a chat speaker\'s name (speaker-tags.ts)', () => {
  it('reads a speaker whose name carries an emoji, a flat or a bracketed role', () => {
    const emoji = '[8/1/25, 7:58] Rocío 🌸: chicas hoy no hay ruta?\n[8/1/25, 8:01] Montse (delegada): se ha averiado\n[8/1/25, 8:02] Rocío 🌸: vaya tela';
    expect(persons(emoji, 'es')).toEqual(expect.arrayContaining(['PERSON:Rocío', 'PERSON:Montse']));
    const flats = '[22:40] Trini: Mañana reunión de vecinos\n[22:41] Pepe 1ºB: a las 8 de la mañana??\n[22:41] Trini: de la tarde';
    expect(persons(flats, 'es')).toContain('PERSON:Pepe');
  });
  it('reads "Surname, Given h:mm PM: text" and "[Teams] Surname, Given 10:03 AM"', () => {
    const group = 'Vasquez, Rey 6:48 PM: heads up the boiler guy is coming\nJules (2R) 6:50 PM: I can do it\nVasquez, Rey 6:51 PM: thank u!!';
    expect(persons(group, 'en')).toEqual(expect.arrayContaining(['PERSON:Vasquez, Rey', 'PERSON:Jules']));
    const teams = '[Teams] Alvarez, Cristina 10:03 AM\ncan someone cover the front desk?\n[Teams] Liu, Brandon 10:05 AM\ni got it';
    expect(persons(teams, 'en')).toEqual(expect.arrayContaining(['PERSON:Alvarez, Cristina', 'PERSON:Liu, Brandon']));
  });
  it('leaves log lines with a bracketed field alone', () => {
    const log = '[10:02:11] Kernel (eth0): link up\n[10:02:12] Kernel (eth0): renamed\n[10:02:15] Total (EUR): 45';
    expect(persons(log, 'en')).toEqual([]);
  });
});

describe('pronouns, kinship triggers and greetings (cues.ts)', () => {
  it('reads no pronoun before a human verb as a name', () => {
    expect(persons('The green waste round was suspended. Nobody told us. Absolute joke.', 'en')).toEqual([]);
    expect(persons("I'm so sorry, Priya! I've asked FedEx to reroute it.", 'en')).not.toContain("PERSON:I've");
  });
  it('reads a lower-case name after aunt/uncle in a chat', () => {
    expect(persons("mom: ok she's at aunt lorena's", 'en')).toContain('PERSON:lorena');
    expect(persons('mom: ok she is at aunt judy now', 'en')).toContain('PERSON:judy');
  });
  it('reads the name after "Kia ora" and under "Ngā mihi,"', () => {
    expect(persons('Kia ora Paris,\n\nCongratulations! We are pleased to offer you a place.', 'en')).toContain('PERSON:Paris');
    expect(persons('See you in January.\n\nNgā mihi,\nHinemoa Parata\nAdmissions Adviser', 'en')).toContain('PERSON:Hinemoa Parata');
  });
  it('leaves an aunt with no name alone', () => {
    expect(persons('mom: ok she is at her aunt now', 'en')).toEqual([]);
  });
});

describe('Spanish abbreviated titles (cues.ts TITLES)', () => {
  it('reads the surname after "Enf." and the name after "Hna."', () => {
    expect(persons('07/03/2025 09:15,Hope Adeyemi,631 908 276,Vacuna gripe,Enf. Lozano', 'es')).toContain('PERSON:Lozano');
    expect(persons('Mañana abre la Hna. Clemencia a las 5.', 'es')).toContain('PERSON:Clemencia');
  });
  it('leaves the abbreviation alone when no name follows', () => {
    expect(persons('Consulta de enf. pediátrica: 3 pacientes atendidos', 'es')).toEqual([]);
  });
});

describe('teams on a result line (person/result-lines.ts)', () => {
  it('reads no person in a result line, whatever the teams are named', () => {
    expect(persons('Everton 0-0 Fulham\nNewcastle 3-2 Aston Villa\nBrighton 1-1 Crystal Palace', 'en')).toEqual([]);
    expect(persons('Final: Riverside Hawks 3, Lincoln Park Rangers 1. Hawks move to 9-2 on the season.', 'en')).toEqual([]);
    expect(persons('Real Madrid 88 – Unicaja 81; Baskonia 79 – Valencia Basket 74; Barça 92 – Gran Canaria 70.', 'es')).toEqual([]);
  });
  it('still reads a scorer named after the result', () => {
    expect(persons('Brentford 2–1 Everton, Ivan Toney scoring twice before the break.', 'en')).toContain('PERSON:Ivan Toney');
  });
});

describe('trades named after their owner (person/thing-names.ts SHOP_TAILS)', () => {
  it('reads no person in a joinery or a wine shop', () => {
    expect(persons('we got an email saying Harcourt Joinery have moved banks', 'en')).toEqual([]);
    expect(persons('Thanks to sponsor Kaapzicht Wines for the kit.', 'en')).toEqual([]);
  });
  it('still reads the person before the trade', () => {
    expect(persons('Ask Martin Harcourt about the joinery quote.', 'en')).toContain('PERSON:Martin Harcourt');
  });
});

describe('ingredients after a kitchen quantity (person/ingredients.ts)', () => {
  it('reads no person in a recipe\'s measured ingredients', () => {
    expect(persons('Finish off the heat with 50g cold butter and 60g Grana Padano. Rest 2 minutes.', 'en')).toEqual([]);
    expect(persons('Wash 2 cups of Sona Masoori until the water runs clear.', 'en')).toEqual([]);
  });
  it('still reads a person after a plain count', () => {
    expect(persons('Add 2 of Maria Lopez\'s photos to the album; 3 for Carla Brandt.', 'en')).toContain('PERSON:Carla Brandt');
  });
});

describe('standings, trophies, dialogue answers and medical roles', () => {
  it('reads no person in a standings line or a trophy\'s name', () => {
    expect(persons('Clasificación tras la jornada 9: Real Madrid 8-1, Valencia Basket 7-2, Unicaja 7-2, Barça 6-3.', 'es')).toEqual([]);
    expect(persons('El Trofeo Santiago Bernabéu vuelve este verano con un rival sudamericano.', 'es')).toEqual([]);
  });
  it('reads no answer word after a role label as a name, but the name after it', () => {
    const got = persons('AGENTE: ¿Me dice el DNI del titular?\nCLIENTE: Sí, 33617205Z. Soy Andrés Mejías.\nAGENTE: ¿La dirección?\nCLIENTE: Esa misma.', 'es');
    expect(got).toEqual(['PERSON:Andrés Mejías']);
    expect(persons('Cliente: Encarnación Soler', 'es')).toContain('PERSON:Encarnación Soler');
  });
  it('reads a medical specialty after "Consultant" as a role', () => {
    expect(persons('Yours sincerely,\nDr Imran Siddiqui, Consultant Rheumatologist, Royal Infirmary of Edinburgh', 'en')).toEqual(['PERSON:Imran Siddiqui']);
  });
});

describe('a CV heading in capitals spelled in the e-mail below (person/name-heading.ts)', () => {
  it('reads the owner\'s name', () => {
    const cv = 'ADEBOLA OKONKWO-FASHOLA\n12 Ajose Adeogun Street, Victoria Island, Lagos | +234 803 412 7765 | adebola.fashola@yahoo.com\n\nEXPERIENCE';
    expect(persons(cv, 'en')).toContain('PERSON:ADEBOLA OKONKWO-FASHOLA');
  });
  it('leaves a heading in capitals alone when the e-mail spells something else', () => {
    expect(persons('ANNUAL REPORT\nContact: investors@example.com', 'en')).toEqual([]);
    expect(persons('GRACE PERIOD\nQuestions: billing@example.com', 'en')).toEqual([]);
  });
});

describe('a building named before its building word (person/building-names.ts)', () => {
  it('reads no person in a building\'s name', () => {
    expect(persons('To,\nMs. Kavya Raghunathan\nFlat 302, Sai Krupa Apartments, 5th Cross, Indiranagar', 'en')).toEqual(['PERSON:Kavya Raghunathan']);
  });
  it('still reads a person before a lower-case building word', () => {
    expect(persons('Rohan Mehta apartments are let by the week.', 'en')).toContain('PERSON:Rohan Mehta');
  });
});
