import { describe, expect, it } from 'vitest';
import { Doc } from '#shared/detection/ner/doc.js';
import { nameRunEnd } from '#shared/detection/ner/organization/name-run.js';

describe('nameRunEnd path memo (speed; must answer as a fresh walk)', () => {
  const text =
    "Kilback Wuckert Bode Group and Ostrava Systems signed with Banco Sabadell - Solicitud de préstamo. " +
    "St John's College, Berge - Klocko, LLC and Dolan's Pub for Friday; Grupo Moya S.L.U. de la Fuente Hermanos Unidos Norte Sur Este Oeste Centro Plaza";

  it('gives every start and step limit the end a walk on a new document gives', () => {
    const doc = new Doc(text, 'en');
    const limits = [1, 2, 6, 7, 12, 3];
    // The answers of walks on a new document each (no path to reuse).
    const expected = new Map<string, number>();
    for (let i = 0; i < doc.count; i++) for (const max of limits) expected.set(`${i}/${max}`, nameRunEnd(new Doc(text, 'en'), i, max));
    // Then one document asked forward, backward and with changing limits: every order of asking.
    const orders = [[...Array(doc.count).keys()], [...Array(doc.count).keys()].reverse()];
    for (const order of orders) {
      for (const i of order) for (const max of limits) expect(nameRunEnd(doc, i, max)).toBe(expected.get(`${i}/${max}`));
    }
  });
});
