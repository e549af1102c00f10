/**
 * DATE_TIME forms of the labelling convention (shared/detection/README.md): each with the exact
 * span it must give, and look-alikes it must leave alone, in English and Spanish.
 */
import { describe, expect, it } from 'vitest';
import { found } from './helpers.js';

const en = (text: string) => found(text, 'DATE_TIME', 'en');
const es = (text: string) => found(text, 'DATE_TIME', 'es');

describe('DATE_TIME, English forms', () => {
  it('day ranges written without spaces are one span', () => {
    expect(en('Offsite is March 18-20 in Austin.')).toEqual(['March 18-20']);
    expect(en('The conference runs Oct 7-9, 2025 downtown.')).toEqual(['Oct 7-9, 2025']);
    expect(en('Standup 09:00–09:30 and lunch 12:00-13:00')).toEqual(['09:00–09:30', '12:00-13:00']);
  });
  it('a year alone, a year range or a coarser period is no date (the convention)', () => {
    expect(en('We opened the office in 2017 and have been here since 2015.')).toEqual([]);
    expect(en('Senior Analyst, Deloitte (2019–2022)')).toEqual([]);
    expect(en('B.Sc. Economics, class of 2016')).toEqual([]);
    expect(en('Sales in Q4 2024 were flat; the FY2025 target holds.')).toEqual([]);
    expect(en('Volunteer (summer 2014)')).toEqual([]);
  });
  it('weekday with a day or a time, ordinal days after a cue, o\'clock, dotted am/pm times', () => {
    expect(en('Book club: Thursday the 6th, at Karen\'s place.')).toEqual(['Thursday the 6th']);
    expect(en('just confirming Monday 17th at 11am')).toEqual(['Monday 17th at 11am']);
    expect(en('you around on Friday at 10?')).toEqual(['Friday at 10']);
    expect(en('locked out since Sunday 11pm.')).toEqual(['Sunday 11pm']);
    expect(en('I\'m out on the 3rd.')).toEqual(['the 3rd']);
    expect(en('said 3 o\'clock works')).toEqual(["3 o'clock"]);
    expect(en('standup moved to 10.30am today')).toEqual(['10.30am']);
    expect(en('Recital on May 3rd at 7.')).toEqual(['May 3rd at 7']);
  });
  it('year-month, "March the 3rd", "Mar \'25"', () => {
    expect(en('Release 2025-03 is out; the 2024/25 season ended.')).toEqual(['2025-03']);
    expect(en('Due March the 3rd.')).toEqual(['March the 3rd']);
    expect(en('127.0.0.1 - - [04/Mar/2025:10:15:32 +0000] GET /')).toEqual(['04/Mar/2025:10:15:32 +0000']);
    expect(en('Open Mon–Fri 8:00–17:00')).toEqual(['8:00–17:00']);
    expect(en("Launched Mar '25 in beta")).toEqual(["Mar '25"]);
    expect(en('Invoice No. 2023/2039 and ticket #2019-2022 are open.')).toEqual([]);
  });
  it('bare months used as a date', () => {
    expect(en('He is moving to Portland in August, he said.')).toEqual(['August']);
    expect(en('Renew passport before June.')).toEqual(['June']);
    expect(en('charged twice for the March invoice')).toEqual(['March']);
    expect(en('It was in November of 2024.')).toEqual(['November of 2024']);
    expect(en('We walked for the March of Dimes.')).toEqual([]);
  });
  it('numeric dates with a time or a two-digit month', () => {
    expect(en('Picked up 03/04 14:02 Memphis')).toEqual(['03/04 14:02']);
    expect(en('Tdap 08/2019; flu shot Oct 2024')).toEqual(['08/2019', 'Oct 2024']);
  });
  it('leaves look-alikes and relative words alone', () => {
    for (const text of [
      'Support is available 24/7.',
      'Version 3.10.2 fixes the 1/2 scale bug and raises the limit from 1,000 to 5,000 rows.',
      'Final score 3-1. Our keeper made 7 saves.',
      'The table is 30x60 inches and seats 4-6 people.',
      'Ships in 3-5 business days. See pages 12-14.',
      "Let's sync tomorrow or next week. See you Monday.",
      'It is not a 9-5 job; the desk moves to the 4th floor.',
      'We imported more than 2000 rows in 2000 ms.',
      'April Jones and June Carter said you may march on.',
      'Windows Server 2019 and Office 2016 are installed.',
      'Dial 555-2019 or extension 2020.',
      'I sat at 10 tables.',
    ]) {
      expect(en(text), text).toEqual([]);
    }
  });
});

describe('DATE_TIME, Spanish forms', () => {
  it('day ranges, "del 18 al 20 de marzo" as one span', () => {
    expect(es('Fiestas del pueblo: 14-15 de septiembre.')).toEqual(['14-15 de septiembre']);
    expect(es('La jornada será del 18 al 20 de marzo en Sevilla.')).toEqual(['18 al 20 de marzo']);
  });
  it('hours after "las", dotted hours with "h"', () => {
    expect(es('Reunión: 14.30 h en la sala')).toEqual(['14.30 h']);
    expect(es('a las 17 horas')).toEqual(['17 horas']);
    expect(es('el 1 de mayo a las 10.30')).toEqual(['1 de mayo a las 10.30']);
    expect(es('Atención durante las 24 horas, de lunes a viernes.')).toEqual([]);
    expect(es('de las 10 a las 12 estoy ocupada')).toEqual(['10 a las 12']);
    expect(es('Subid a la 2ª planta, cuesta 14.30 euros.')).toEqual([]);
    expect(es('cenamos a las 9?')).toEqual(['9']);
    expect(es('Te espero a las 9 de la mañana.')).toEqual(['9 de la mañana']);
    expect(es('mejor a las 9 y media')).toEqual(['9 y media']);
    expect(es('llegará entre las 8 y las 9 h.')).toEqual(['8 y las 9 h']);
    expect(es('está en el dentista hasta las 12')).toEqual(['12']);
  });
  it('weekday with a day or a time, "el día 14"', () => {
    expect(es('Club de lectura: el jueves 6, en casa de Carmen.')).toEqual(['jueves 6']);
    expect(es('te confirmo el lunes 17 a las 11 en la consulta')).toEqual(['lunes 17 a las 11']);
    expect(es('estás el viernes a las 10?')).toEqual(['viernes a las 10']);
    expect(es('lun 10/03  Daily')).toEqual(['lun 10/03']);
    expect(es('La fiesta es el día 14. Trae algo.')).toEqual(['día 14']);
  });
  it('months in a date context; a year alone or a period is no date', () => {
    expect(es('Soy cliente desde 2015 y nunca tuve problemas.')).toEqual([]);
    expect(es('Analista, KPMG (2016-2019)')).toEqual([]);
    expect(es('Las ventas del 4T 2024 fueron planas.')).toEqual([]);
    expect(es('De mayo a julio de 2024 estuve de baja.')).toEqual(['mayo', 'julio de 2024']);
    expect(es('se muda a Santander en agosto y quiere mantener la cuenta')).toEqual(['agosto']);
  });
  it('leaves look-alikes and relative words alone', () => {
    for (const text of [
      'Atención al cliente 24/7.',
      'La versión 3.10.2 corrige el fallo de escala 1/2.',
      'Resultado final 3-1.',
      'La mesa mide 80x160 cm y caben 4-6 personas.',
      'Lo vemos mañana o la semana que viene; el próximo martes repasamos.',
      'No es un horario de 9 a 5; elige las 3 mejores opciones.',
      'Hay más de 2000 personas inscritas.',
      'Nos vemos en la Plaza de Mayo.',
      'La hipoteca se paga el día 1 de cada mes.',
      'Atención las 24 horas.',
    ]) {
      expect(es(text), text).toEqual([]);
    }
  });
});
