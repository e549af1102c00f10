/**
 * Date cues from the blind files b10/b11 (round 7, dates7), each with a look-alike it must leave alone.
 */
import { describe, expect, it } from 'vitest';
import { found } from './helpers.js';

const en = (text: string) => found(text, 'DATE_TIME', 'en');
const es = (text: string) => found(text, 'DATE_TIME', 'es');

describe('DATE_TIME round 7, English', () => {
  it('a date and the time it is due "by", "before" or "after" are one span', () => {
    expect(en('Ship date Mon, est. arrival Tue, Nov 19 by 10:30 a.m. ET')).toEqual(['Tue, Nov 19 by 10:30 a.m. ET']);
    expect(en('A meeting holds on Friday 28th March by 2pm in the hall.')).toEqual(['Friday 28th March by 2pm']);
    expect(en('Next attempt Monday, November 25, 2026 by 12:00 PM EST.')).toEqual(['Monday, November 25, 2026 by 12:00 PM EST']);
    expect(en('Paid on March 3 by card.')).toEqual(['March 3']);
  });
  it('a weekday and a bare hour after "by" / "after"', () => {
    expect(en('Tell Mummy I will come Saturday by 4')).toEqual(['Saturday by 4']);
    expect(en('Could your plumber come Friday after 2? I work from home.')).toEqual(['Friday after 2']);
    expect(en('We decided on Monday after 2 weeks of talks')).toEqual([]);
  });
  it('a full weekday name before a day and month', () => {
    expect(en('Delivered Friday 15/11 by Couriers Please.')).toEqual(['Friday 15/11']);
    expect(en('Score was 15/11 at half time')).toEqual([]);
  });
  it('a dotted date with a two-digit year when day or month is zero-padded', () => {
    expect(en('a gold band with "R & M 14.02.98" engraved inside')).toEqual(['14.02.98']);
    expect(en('upgraded to 1.2.24 last night')).toEqual([]);
  });
  it('a month after "slips to"', () => {
    expect(en('Eleanor: pricing page redesign slips to January')).toEqual(['January']);
  });
  it('a compact range of two dates stays two spans, a range of hours one', () => {
    expect(en('June 2020–Aug 2022  Graduate Engineer, Ericsson')).toEqual(['June 2020', 'Aug 2022']);
    expect(en('Standup Wed 3 Dec 10:00–11:30')).toEqual(['Wed 3 Dec 10:00–11:30']);
  });
  it('a bare hour after "til" / "before", and after "at" ending a chat line', () => {
    expect(en("Bill: she's at netball til 8 and then home")).toEqual(['8']);
    expect(en('okafor wants the dundee numbers before 11\n[09:05] tomk: which one')).toEqual(['11', '09:05']);
    expect(en('lovely, see you at 8')).toEqual(['8']);
    expect(en('we finished it before 3 weeks ago')).toEqual([]);
    expect(en('The shop opens at 9. Great coffee.')).toEqual([]);
    expect(en('the Hansgrohe runs at 3 bar')).toEqual([]);
    expect(en('Multiply 7 x 8, then divide by 4')).toEqual([]);
    expect(en('take the exit at 4')).toEqual([]);
  });
  it('a time before a day-first date joins it; one moment in two zones is one span', () => {
    expect(en('At 09:14 on 11 March, Nokuthula reported it')).toEqual(['09:14 on 11 March']);
    expect(en('Growth team (Wed 20 Nov 2026, 4pm IST / 10:30am GMT)')).toEqual(['Wed 20 Nov 2026, 4pm IST / 10:30am GMT']);
    expect(en('Slots: 10:00 / 11:00')).toEqual(['10:00', '11:00']);
  });
  it('a ratio is no clock', () => {
    expect(en('Brewed in a V60 at a ratio 1:16 and 93 degrees.')).toEqual([]);
    expect(en('Call me at 1:16 pm')).toEqual(['1:16 pm']);
  });
});

describe('DATE_TIME round 7, Spanish', () => {
  it('a date and the time after "antes de las" / "a partir de las" are one span', () => {
    expect(es('Entrega estimada: jueves 13 de febrero, antes de las 12:00 p.m. CST. Se requiere firma.')).toEqual([
      'jueves 13 de febrero, antes de las 12:00 p.m. CST',
    ]);
    expect(es('Entrada el viernes 6 de diciembre a partir de las 15:00.')).toEqual(['viernes 6 de diciembre a partir de las 15:00']);
  });
  it('a weekday with a window of hours, and an hour in words after "a las"', () => {
    expect(es('Sí, llamé yo a Orona, vienen el lunes entre 9 y 11\nAmparo: Gracias')).toEqual(['lunes entre 9 y 11']);
    expect(es('pasará el miércoles entre las ocho y las tres. Si no, llame al 900 225 235')).toEqual(['miércoles entre las ocho y las tres']);
    expect(es('la misa es el viernes 19 a las siete y media en San Roque, tel. 600 000 000')).toEqual(['viernes 19 a las siete y media']);
    expect(es('el martes de 2 a 3 personas')).toEqual([]);
  });
  it('a ratio is no clock', () => {
    expect(es('Preparados en V60 con ratio 1:16 y agua a 93 ºC.')).toEqual([]);
  });
  it('a month after a label only when it is the value, not the start of a note', () => {
    expect(es('Mes: marzo\nTotal: 300')).toEqual(['marzo']);
    expect(es('mar,20311,41.90\nNota: marzo incluye la campaña Primavera.')).toEqual([]);
  });
});
