import { describe, expect, it } from 'vitest';
import { findAll, labels } from './helpers.js';
import type { Language } from '#shared/detection/types.js';

type Row = [lang: Language, text: string, name: string];

describe('PERSON', () => {
  const positives: Row[] = [
    ['en', 'Please call John Williams tomorrow.', 'John Williams'],
    // A sentence-initial verb that is also a surname ("Call") is not part of the name.
    ['en', 'Call Jane Smith at 415-555-0126.', 'Jane Smith'],
    ['en', 'Dear Mr. Smith, thank you.', 'Smith'],
    ['en', 'Signed by Dr. Emily Zhang.', 'Emily Zhang'],
    ['en', 'The report by Robert J. Hamilton is late.', 'Robert J. Hamilton'],
    ['en', 'Meeting notes from Sarah O\'Brien.', "Sarah O'Brien"],
    ['en', "I took Michael's car.", 'Michael'],
    ['en', 'Ludwig van Beethoven wrote it.', 'Ludwig van Beethoven'],
    ['es', 'María José García-López firmó ayer.', 'María José García-López'],
    ['es', 'El expediente de Juan Carlos de la Fuente Ruiz.', 'Juan Carlos de la Fuente Ruiz'],
    ['es', 'Acudió Dña. Mª Dolores Sánchez.', 'Mª Dolores Sánchez'],
    ['es', 'Estimado Sr. Rodríguez:', 'Rodríguez'],
    ['es', 'La paciente Lucía Romero ingresó ayer.', 'Lucía Romero'],
    // "Surname, Given name" as a bracketed field; a given name joined to another by "and".
    ['en', 'The MRI for patient #A-20931 (Gonzalez, Maria) is scheduled.', 'Gonzalez, Maria'],
    ['en', 'Meeting with Claire and Tom from Acme at their Denver office.', 'Tom'],
    // A given name that is also a country, after a verb that takes a person "with".
    ['en', 'I spoke with Jordan about the Austin office lease.', 'Jordan'],
    ['es', 'Ayer hablé con Victoria sobre el contrato.', 'Victoria'],
    // Two people joined by "y"; a verb before them is not part of the first.
    ['es', 'Asistieron Luis Fernández y Marta Gómez a la reunión.', 'Luis Fernández'],
    ['es', 'Asistieron Luis Fernández y Marta Gómez a la reunión.', 'Marta Gómez'],
    ['es', 'Escribió José Ortega y Gasset.', 'José Ortega y Gasset'],
    // Also a village in Granada: a small place named like a person is read as the person.
    ['es', 'El cliente Pedro Martínez, DNI 12345678Z, vive en Madrid.', 'Pedro Martínez'],
  ];
  it.each(positives)('[%s] %s → %s', (lang, text, name) => {
    expect(labels(text, lang)).toContain(`PERSON:${name}`);
  });

  it('scores strong evidence at 0.85 or more', () => {
    for (const [lang, text, name] of [
      ['en', 'Dear Mr. Smith,', 'Smith'],
      ['en', 'Name: Thomas Anderson', 'Thomas Anderson'],
      ['en', 'I met Sarah Connor.', 'Sarah Connor'],
      ['es', 'Nombre: Ana Pérez', 'Ana Pérez'],
    ] as Row[]) {
      const f = findAll(text, lang).find((x) => x.value === name);
      expect(f?.score, text).toBeGreaterThanOrEqual(0.85);
    }
  });

  describe('chat, signatures, forms and logs', () => {
    const rows: [Language, string, string[]][] = [
      ['en', 'hey john, ask maria about it', ['PERSON:john', 'PERSON:maria']],
      ['en', 'thanks kevin!', ['PERSON:kevin']],
      ['es', 'hola pablo, dile a carmen que llame', ['PERSON:pablo', 'PERSON:carmen']],
      ['en', 'Best regards,\nDaniel Okafor\nAccount Manager', ['PERSON:Daniel Okafor']],
      ['es', 'Un saludo,\nBeatriz Navarro', ['PERSON:Beatriz Navarro']],
      ['en', 'Full name: Thomas Anderson\nDOB: 1971-03-11', ['PERSON:Thomas Anderson']],
      ['es', 'Nombre y apellidos: Alejandro Martín Gómez', ['PERSON:Alejandro Martín Gómez']],
      ['en', 'level=info user=jsmith name="Ana Pérez" action=login', ['PERSON:Ana Pérez']],
      ['en', 'From: Brian Kowalski <brian@example.com>', ['PERSON:Brian Kowalski']],
      ['en', 'Patient: Zbigniew Brzęczyszczykiewicz', ['PERSON:Zbigniew Brzęczyszczykiewicz']],
    ];
    it.each(rows)('[%s] %j', (lang, text, expected) => {
      const got = labels(text, lang).filter((l) => l.startsWith('PERSON:'));
      expect(got).toEqual(expected);
    });
  });

  describe('hard negatives', () => {
    const rows: [Language, string][] = [
      ['en', 'Will you review the draft? May is a busy month.'],
      ['en', 'Mark the calendar and grant access.'],
      ['en', 'Our Quarterly Business Review is scheduled for March.'],
      ['en', 'PROJECT STATUS REPORT'],
      ['en', 'hey team, ask the bot'],
      ['en', 'the will of the people'],
      ['es', 'La rosa es roja y la paz es necesaria.'],
      ['es', 'Mayo fue lluvioso. Abril también.'],
      ['es', 'Dolores de cabeza y Mercedes aparcados.'],
      ['en', 'My French number is +33 6 12 34 56 78 and my German one +49 30 901820.'],
    ];
    it.each(rows)('[%s] %j has no PERSON ≥ 0.5', (lang, text) => {
      expect(labels(text, lang).filter((l) => l.startsWith('PERSON:'))).toEqual([]);
    });
  });

  it('keeps single ambiguous names below 0.5 and lets a title lift them', () => {
    expect(findAll('Will arrives.', 'en', 0).find((f) => f.value === 'Will')?.score ?? 0).toBeLessThan(0.5);
    expect(labels('Ask Mr. Will about it.', 'en')).toContain('PERSON:Will');
  });

  it('excludes titles and the possessive', () => {
    expect(labels("Dr. Jane Foster's notes", 'en')).toContain('PERSON:Jane Foster');
    expect(labels('Sra. Carmen Ruiz', 'es')).toContain('PERSON:Carmen Ruiz');
  });
});
