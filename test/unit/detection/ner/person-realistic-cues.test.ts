/**
 * Person rules for realistic text (issue 13): for each rule, a sentence it must catch (or clear)
 * and a near one it must leave alone. Rule names refer to person/context-rules.ts,
 * person/evidence.ts and person/chat-names.ts.
 */
import { describe, expect, it } from 'vitest';
import { findAll, labels } from './helpers.js';
import type { Language } from '#shared/detection/types.js';

type Row = [rule: string, lang: Language, text: string, finding: string];

describe('person rules for realistic text', () => {
  // The finding must be reported.
  const catches: Row[] = [
    ['part-of-full-name-in-document', 'en', 'Your claim is now with Anneke Pietersen. Pietersen will call you tomorrow.', 'PERSON:Pietersen'],
    ['part-of-full-name-in-document', 'es', 'Notas:\n- Lorena Bravo: precios publicados\n- Bravo hablará con legal el lunes', 'PERSON:Bravo'],
    ['name-at-line-start', 'en', 'Notes\n- Keisha Barnes: pricing page is live\n- Arjun: still blocked on legal review', 'PERSON:Arjun'],
    ['name-at-line-start', 'es', 'Notas\n- Arjun: sigue bloqueado con legal', 'PERSON:Arjun'],
    ['unknown-words-before-human-verb', 'en', 'Ruairí mentioned that the renewal moved.', 'PERSON:Ruairí'],
    ['unknown-words-before-human-verb', 'en', 'Ekene Obiora said the shipment left.', 'PERSON:Ekene Obiora'],
    ['context-word (emailed)', 'en', 'I emailed Oyelaran yesterday about it.', 'PERSON:Oyelaran'],
    ['two-word-cue (call with)', 'en', 'Following up on my call with Pim de Vries this morning.', 'PERSON:Pim de Vries'],
    ['two-word-cue (personal a)', 'es', 'He puesto en copia a Rutendo Moyo, que lleva las facturas.', 'PERSON:Rutendo Moyo'],
    ['two-word-cue (relation de)', 'es', 'Mandar flores a la madre de Rocío.', 'PERSON:Rocío'],
    ['weak-two-word-cue', 'es', 'Avisa a Ramón cuando esté listo.', 'PERSON:Ramón'],
    ['spanish-verb-before-subject', 'es', 'Llamé a Soporte y me atendió Rocío, muy amable.', 'PERSON:Rocío'],
    ['two-word-cue (event de)', 'es', 'El recital de Sofía es el 3 de mayo.', 'PERSON:Sofía'],
    ['weak-two-word-cue (perfect tense)', 'es', 'Ya ha escrito a Rosa por lo del acceso.', 'PERSON:Rosa'],
    ['context-word (kinship)', 'es', 'El cumple de la tía Rosario es el 9 de mayo.', 'PERSON:Rosario'],
    ['lowerChain stops at "y"', 'es', 'voy a por café con nerea y raúl después', 'PERSON:raúl'],
    ['context-word (role noun)', 'es', 'La cocinera Remedios salió a saludar.', 'PERSON:Remedios'],
    ['lowerNameWithMe', 'en', 'hey maria u free later? tom and i are grabbing tacos', 'PERSON:tom'],
    ['lowerNameWithMe', 'es', 'oye paula te vienes? dani y yo vamos al cine', 'PERSON:dani'],
    ['ampersand-pair (two people)', 'en', 'Thanks, Ana & Luis!', 'PERSON:Luis'],
    ['business-tail (surname)', 'en', 'Please call Penny Lane about the lease.', 'PERSON:Penny Lane'],
    ['paired-with-speaker', 'en', 'Hope you are well. Will and I are flying to Seattle.', 'PERSON:Will'],
    ['context-word (I\'m)', 'en', "Hi Paul, I'm Grace Liu, the new office manager.", 'PERSON:Grace Liu'],
    ['product-apposition (a person)', 'en', 'Please ask Ada, our new intern, for the keys.', 'PERSON:Ada'],
    ['product-apposition (a human assistant)', 'en', 'Please ask Ada, our assistant, for the keys.', 'PERSON:Ada'],
    ['named-thing-not-person (a person noun)', 'en', 'A guy named Steve fixed the sink.', 'PERSON:Steve'],
    ['named-thing-not-person (phone call)', 'en', 'Then Sarah called Jordan about the lease.', 'PERSON:Jordan'],
  ];
  it.each(catches)('%s [%s] %s → %s', (_rule, lang, text, finding) => {
    expect(labels(text, lang)).toContain(finding);
  });

  // The finding must NOT be reported.
  const clears: Row[] = [
    ['part-of-full-name-in-document (no full name)', 'en', 'Pietersen will call you tomorrow.', 'PERSON:Pietersen'],
    ['unknown-words-before-human-verb (product)', 'en', 'Zorbatron Quux crashed again.', 'PERSON:Zorbatron Quux'],
    ['name-at-line-start (form label)', 'en', 'Ticket\n- Status: open\n- Priority: high', 'PERSON:Status'],
    ['two-word-cue (personal a, company)', 'es', 'El miércoles hay que llamar a Movistar por la factura.', 'PERSON:Movistar'],
    ['spanish-verb-before-subject (a thing)', 'es', 'Me atendió Soporte en cinco minutos.', 'PERSON:Soporte'],
    ['named-thing-not-person', 'en', 'Tried the one named Zelda next to the kitchen, same problem.', 'PERSON:Zelda'],
    ['named-thing-not-person', 'en', 'Stayed in a cabin called Willow. Clean and quiet.', 'PERSON:Willow'],
    ['named-thing-not-person', 'en', 'Guest Wi-Fi named Franklin drops every hour.', 'PERSON:Franklin'],
    ['colour-after-in', 'en', 'Ordered the sweater in Olive Green and in Ruby Red.', 'PERSON:Olive Green'],
    ['colour-after-in', 'en', 'In Dusty Rose the cardigan looks expensive.', 'PERSON:Dusty Rose'],
    ['article-after-first-word-es', 'es', 'Compré dos vinos. Ganó el Marqués por goleada.', 'PERSON:Ganó el Marqués'],
    ['joined-by-y-without-given-name', 'es', 'Gracias por reportar el fallo. Firefox y Edge no estaban afectados.', 'PERSON:Firefox y Edge'],
    ['business-tail', 'en', 'Penny Lane Coffee is my favourite spot.', 'PERSON:Penny Lane Coffee'],
    ['ampersand-pair', 'en', "Shopping at Marks & Spencer today; the Ben & Jerry's was melted.", 'PERSON:Spencer'],
    ['paired-with-speaker (no pronoun)', 'en', 'Will and Grace is a sitcom I like.', 'PERSON:Will'],
    ['state-after-i-am', 'en', "I'm Happy with it.", 'PERSON:Happy'],
    ['two-word-cue (event de, a city)', 'es', 'Nos vemos en la fiesta de Madrid.', 'PERSON:Madrid'],
    ['splitAtRole (particle after a role)', 'es', '- Editor de Texto Enriquecido: tablas y listas.', 'PERSON:de Texto Enriquecido'],
    ['product-apposition', 'en', 'New: Ask Ada, our in-app helper.', 'PERSON:Ada'],
    ['product-apposition', 'es', 'Pregunta a Lola, nuestra asistente virtual.', 'PERSON:Lola'],
    ['holiday-possessive', 'en', "Mother's Day cards and Valentine's Day balloons are 30% off.", 'PERSON:Valentine'],
  ];
  it.each(clears)('%s [%s] %s ↛ %s', (_rule, lang, text, finding) => {
    expect(labels(text, lang)).not.toContain(finding);
  });

  // Near misses the new rules must leave as they were.
  it('keeps a colour-named person outside a colour phrase and a possessive day', () => {
    expect(labels('I had a call with Olive Green about the lease.', 'en')).toContain('PERSON:Olive Green');
    expect(labels("It is Sarah's day off.", 'en')).toContain('PERSON:Sarah');
    expect(labels('Asistentes: Nuria del Pozo y Carlos Ibáñez', 'es')).toContain('PERSON:Nuria del Pozo');
  });
});

describe('person runs and titles (issue 13)', () => {
  it('splits two given names joined by "y" and keeps compound surnames', () => {
    const found = labels('Llegan María y José mañana. Escribió José Ortega y Gasset.', 'es');
    expect(found).toContain('PERSON:María');
    expect(found).toContain('PERSON:José');
    expect(found).toContain('PERSON:José Ortega y Gasset');
  });
  it('reads "Mª del Mar" as a name, not a month', () => {
    expect(labels('Me reuní con Mª del Mar Oyarzun ayer.', 'es')).toContain('PERSON:Mª del Mar Oyarzun');
    expect(labels('Factura de Mar 2024 pendiente.', 'es').some((l) => l.startsWith('PERSON:'))).toBe(false);
  });
  it('title-d-ordinal: "D.ª" is a title; an ordinal floor is not', () => {
    expect(labels('Excusa su asistencia D.ª Consuelo de la Riva.', 'es')).toContain('PERSON:Consuelo de la Riva');
    expect(labels('La oficina está en la 3ª Planta.', 'es').some((l) => l.startsWith('PERSON:'))).toBe(false);
  });
  it('sentence-start-frequent-word: a heading opening with "How" is no person; a name after a title is', () => {
    expect(labels('Customer Stories\nHow Brightline cut onboarding time in half', 'en')).not.toContain('PERSON:How Brightline');
    expect(labels('Brightline Kowalczyk joined the call.', 'en')).toContain('PERSON:Brightline Kowalczyk');
  });
});

describe('given names that are also calendar words or compound (issue 13)', () => {
  it('a short month name before a surname is a given name; before a number it is a date', () => {
    expect(labels('Jan Kowalski called about the invoice.', 'en')).toContain('PERSON:Jan Kowalski');
    expect(labels('Mr Jun Watanabe in billing will help.', 'en')).toContain('PERSON:Jun Watanabe');
    expect(labels('Invoice due Jan 8.', 'en').some((l) => l.startsWith('PERSON:'))).toBe(false);
  });
  it('a capitalized Spanish weekday or month inside a sentence is a given name, not after an article', () => {
    expect(labels('Gracias a nuestro camarero Domingo, que atendió la mesa.', 'es')).toContain('PERSON:Domingo');
    expect(labels('Abril Ortiz firmó ayer.', 'es')).toContain('PERSON:Abril Ortiz');
    expect(labels('Nos vemos el Domingo por la tarde.', 'es')).not.toContain('PERSON:Domingo');
  });
  it('compound-given-and-unknown: two given names and an uncommon surname', () => {
    expect(labels('Asiste también Jon Ander Urkiola.', 'es')).toContain('PERSON:Jon Ander Urkiola');
  });
  it('joined-to-given-name: "tanto Eduardo como Pilar", not a job after "como"', () => {
    expect(labels('Tanto Eduardo como Pilar están de acuerdo.', 'es')).toContain('PERSON:Pilar');
    expect(labels('Trabaja Ana como Directora de Ventas.', 'es')).not.toContain('PERSON:Directora de Ventas');
  });
});

describe('lower-case chat names (chat.ts)', () => {
  it('a word right after a number is its unit, not a name', () => {
    expect(labels('my pipeline has been queued for 20 min', 'en')).not.toContain('PERSON:min');
    expect(labels('hey maria u free later? min is coming too', 'en')).toContain('PERSON:maria');
  });
  it('a chat cue word is not the start of a name', () => {
    const found = labels('can someone ping tomasz re: deploy', 'en');
    expect(found).toContain('PERSON:tomasz');
    expect(found).not.toContain('PERSON:ping tomasz');
  });
});

describe('layout cues: sign-offs and roster labels', () => {
  it('"Signed," and "Best wishes," before the sender line; not a plain line', () => {
    expect(labels('Signed,\nAlarice Thorne', 'en')).toContain('PERSON:Alarice Thorne');
    expect(labels('Firmado,\nNekane Aranburu', 'es')).toContain('PERSON:Nekane Aranburu');
    const plain = findAll('Status report\nAlarice Thorne', 'en', 0).find((f) => f.value === 'Alarice Thorne');
    expect(plain?.score ?? 0).toBeLessThan(0.85);
  });
  it('roster labels list people ("Speakers:", "Convocados:"), a roster of topics stays empty', () => {
    expect(labels('Speakers: Dagny, Teo and Yusra', 'en')).toContain('PERSON:Teo');
    expect(labels('Convocados: Ainara, Gorka, Maite y Unai', 'es')).toContain('PERSON:Ainara');
    expect(labels('Speakers: all staff', 'en').some((l) => l.startsWith('PERSON:'))).toBe(false);
  });
});
