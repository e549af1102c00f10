/**
 * Date expressions written as several findings joined by words (recognizers/date-word-joins.ts):
 * one span each, as the convention counts "a date and its attached time"; and the look-alikes
 * that stay apart (two full dates, a list of times, a duration).
 */
import { describe, expect, it } from 'vitest';
import { found } from './helpers.js';
import { CONNECTOR_TABLES, isLowerWordIn } from '#shared/detection/recognizers/date-word-joins.js';

const en = (text: string) => found(text, 'DATE_TIME', 'en');
const es = (text: string) => found(text, 'DATE_TIME', 'es');

describe('date-word-joins, English', () => {
  it('a range of hours by words, alone or after its date', () => {
    expect(en('The lift will be out of service Thursday 19 March from 8am to 4pm for the inspection.')).toEqual([
      'Thursday 19 March from 8am to 4pm',
    ]);
    expect(en('The driver will deliver tomorrow between 10am and 2pm.')).toEqual(['10am and 2pm']);
    expect(en('Delivery on Saturday, October 11, between 8 and 10 a.m.')).toEqual(['Saturday, October 11, between 8 and 10 a.m.']);
  });
  it('a time and its date, joined by "on" or an approximation', () => {
    expect(en('Stolen from car at approx 18:30 on 09/03. Police ref given.')).toEqual(['18:30 on 09/03']);
    expect(en('Collect it after 1 p.m. on March 17. Bring photo ID.')).toEqual(['1 p.m. on March 17']);
    expect(en('Date/time: Sat 7 March 2026, approx. 14:40')).toEqual(['Sat 7 March 2026, approx. 14:40']);
  });
  it('leaves two dates, a list of times and an unmarked number apart', () => {
    expect(en('Contractors on site April 7 to April 9.')).toEqual(['April 7', 'April 9']);
    expect(en('Backups run at 10:00 and 14:00 daily.')).toEqual(['10:00', '14:00']);
    expect(en('Seats between 8 and 10 people.')).toEqual([]);
  });
});

describe('date-word-joins, Spanish', () => {
  it('a range of hours after its date, and a range of days in one month', () => {
    expect(es('El Día de la Comunidad es el sábado 14 de junio de 14:00 a 17:00 y es de Bulbasaur.')).toEqual([
      'sábado 14 de junio de 14:00 a 17:00',
    ]);
    expect(es('Martes 18 de marzo de 2025, 9:00 a 10:15, sala Lima')).toEqual(['Martes 18 de marzo de 2025, 9:00 a 10:15']);
    expect(es('La visita se hará el jueves 9 de octubre entre 2 y 4 p. m. en la obra.')).toEqual(['jueves 9 de octubre entre 2 y 4 p. m.']);
    expect(es('Incapacidad del 3 al 9 de febrero por esguince.')).toEqual(['3 al 9 de febrero']);
    expect(es('El técnico llega el martes 1 de abril sobre las 8. Avisa a Cortés.')).toEqual(['martes 1 de abril sobre las 8']);
  });
  it('hours with "h" after a weekday or in a range', () => {
    expect(es('reunión con proveedor, jueves 17h. llevar tallas')).toEqual(['jueves 17h']);
    expect(es('viernes 10hs, hablá con la chica de ventas')).toEqual(['viernes 10hs']);
    expect(es('atención extendida de 9 a 18 horas.')).toEqual(['9 a 18 horas']);
  });
  it('leaves two full dates, a list of times and a duration apart', () => {
    expect(es('Cerrado del 23 de diciembre al 3 de enero.')).toEqual(['23 de diciembre', '3 de enero']);
    expect(es('Salidas a las 8:00, 10:00, 12:00 y 19:00.')).toEqual(['8:00', '10:00', '12:00', '19:00']);
    expect(es('El recorrido toma entre 5 y 6 horas.')).toEqual([]);
  });
});

describe('date-word-joins, the in-place connector test', () => {
  // isLowerWordIn must answer what `set.has(word.toLowerCase())` answers, for every table word in
  // any case, and for the words around them; the by-first-letter tables are derived from the sets.
  const { CONNECTORS, ARTICLES, CONNECTORS_BY_FIRST, ARTICLES_BY_FIRST } = CONNECTOR_TABLES;
  const reference = (set: ReadonlySet<string>, w: string) => set.has(w.toLowerCase());
  const probes = (set: ReadonlySet<string>) =>
    [...set].flatMap((w) => [w, w.toUpperCase(), w[0]!.toUpperCase() + w.slice(1), w + 's', w.slice(0, -1), 'x' + w, w.replace('.', '\u000e')]);
  it('agrees with the sets it is derived from', () => {
    for (const [set, byFirst] of [[CONNECTORS, CONNECTORS_BY_FIRST], [ARTICLES, ARTICLES_BY_FIRST]] as const) {
      expect([...byFirst.values()].flat().sort()).toEqual([...set].sort());
      for (const w of [...probes(set), 'at', 'for', 'info', 'Kelly', '.', 'APPROX.']) {
        if (w.length === 0) continue;
        const text = ` ${w} `;
        expect(isLowerWordIn(byFirst, text, 1, 1 + w.length), w).toBe(reference(set, w));
      }
    }
  });
});
