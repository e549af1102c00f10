/**
 * Organizations named by the phrase before them (ner/org-context.ts): employment, business
 * relations, "<name> from <org>". Each cue strength has rows it must catch and rows it must leave.
 */
import { describe, expect, it } from 'vitest';
import { itFinds, itFindsNo, labels } from './helpers.js';
import type { Language } from '#shared/detection/types.js';

type Row = [lang: Language, text: string, expected: string];

const must = itFinds;
const noOrg = (rows: [Language, string][]) => itFindsNo('ORGANIZATION', rows);

describe('organizations after an employment or business cue', () => {
  must([
    ['en', 'My sister works for Kroger in the warehouse.', 'ORGANIZATION:Kroger'],
    ['en', 'Previously interned at Deloitte.', 'ORGANIZATION:Deloitte'],
    ['en', "She's been at Accenture for 6 yrs.", 'ORGANIZATION:Accenture'],
    ['en', 'Customer says our account at First Federal was charged twice.', 'ORGANIZATION:First Federal'],
    ['en', 'I used to bank with Wells Fargo but moved on.', 'ORGANIZATION:Wells Fargo'],
    ['en', 'Our auditors, Grant Thornton, will be on site.', 'ORGANIZATION:Grant Thornton'],
    ['es', 'Mi hermano trabaja en Navantia y está encantado.', 'ORGANIZATION:Navantia'],
    ['es', 'Antes tenía la cuenta en BBVA.', 'ORGANIZATION:BBVA'],
    ['es', 'Lleva 6 años en Accenture.', 'ORGANIZATION:Accenture'],
    ['es', 'Prácticas en Deloitte durante el verano.', 'ORGANIZATION:Deloitte'],
  ]);
  noOrg([
    ['en', 'She works for Maria Lopez as an assistant.'],
    ['en', 'Omar Haddad from finance will approve it.'],
    ['en', 'Emily from HR sent the offer.'],
    ['en', 'He joined Marketing last month.'],
    ['es', 'Trabaja en Madrid desde marzo.'],
    ['es', 'Aisha Karimi, de compras, enviará el pedido.'],
  ]);
});

describe('organizations after cues that also take places and people', () => {
  must([
    ['en', 'She moved to Globex last spring.', 'ORGANIZATION:Globex'],
    ['en', 'Omar Haddad from Globex will join us on Thursday.', 'ORGANIZATION:Globex'],
    ['es', 'Se fue a Iberdrola la primavera pasada.', 'ORGANIZATION:Iberdrola'],
    ['es', 'Omar Haddad, de Globex, vendrá el jueves.', 'ORGANIZATION:Globex'],
  ]);
  noOrg([
    ['en', 'She moved to Denver last spring.'],
    ['en', 'Omar Haddad from Boston will join us.'],
    ['en', 'Thinking about going to Paris in June.'],
    ['en', 'We moved to Kubernetes last spring.'],
    ['en', 'We switched to Postgres after the outage.'],
    ['es', 'Se fue a Sevilla la primavera pasada.'],
    ['es', 'Luis Prado, de Madrid, vendrá el jueves.'],
  ]);
});

describe('a company span gives back the full stop of its sentence (ner/span-ends.ts)', () => {
  it('drops the period of "Ltd." at a sentence end', () => {
    const got = labels('We finally signed with Northwind Traders Ltd. The kickoff is next week.', 'en');
    expect(got).toContain('ORGANIZATION:Northwind Traders Ltd');
  });
  it('keeps it mid-sentence and in dotted initials', () => {
    expect(labels('Acme Corp. is hiring.', 'en')).toContain('ORGANIZATION:Acme Corp.');
    expect(labels('Ari Dunn\nSenior Engineer at Kessler Labs Inc.\n', 'en')).toContain('ORGANIZATION:Kessler Labs Inc.');
    expect(labels('Hemos firmado con Distribuciones Norte S.L. El arranque es pronto.', 'es')).toContain('ORGANIZATION:Distribuciones Norte S.L.');
  });
});

describe('a person before "of"/"de" is no part of the company (ner/span-ends.ts)', () => {
  it('splits the person from the company', () => {
    const got = labels('Met with Graham Pierce of Tallis Group in Denver.', 'en');
    expect(got).toContain('PERSON:Graham Pierce');
    expect(got).toContain('ORGANIZATION:Tallis Group');
    expect(labels('Nuestro reformista, Esteban Morales de Reformas Morales, terminó.', 'es')).toContain('ORGANIZATION:Reformas Morales');
  });
  it('keeps institutions whose name holds "de"/"of"', () => {
    expect(labels('Trabaja en el Hospital San Juan de Dios.', 'es')).toContain('ORGANIZATION:Hospital San Juan de Dios');
    expect(labels('Bank of America called.', 'en')).toContain('ORGANIZATION:Bank of America');
  });
});

describe('schools, charities, health care and money cues (orgplace, issue 13)', () => {
  must([
    ['en', 'Customer says her mortgage is with Wells Fargo and autopay failed.', 'ORGANIZATION:Wells Fargo'],
    ["en", "The customer's bank, Chase, may take 5 days to post it.", 'ORGANIZATION:Chase'],
    ['en', 'Insurance is Blue Cross; the card is in the glovebox.', 'ORGANIZATION:Blue Cross'],
    ['en', 'We donated the proceeds to Oxfam this year.', 'ORGANIZATION:Oxfam'],
    ['en', 'Rosa teaches at Brookline Elementary on weekdays.', 'ORGANIZATION:Brookline Elementary'],
    ['en', "Mom's surgery is at Mass General on the 4th.", 'ORGANIZATION:Mass General'],
    ['en', 'Picked up his meds at CVS after work.', 'ORGANIZATION:CVS'],
    ['en', 'I recently left Deloitte and I start here on Monday.', 'ORGANIZATION:Deloitte'],
    ['es', 'La clienta tiene la hipoteca con Ibercaja desde 2015.', 'ORGANIZATION:Ibercaja'],
    ['es', 'Su banco, Unicaja, puede tardar unos días.', 'ORGANIZATION:Unicaja'],
    ['es', 'Donamos lo recaudado a Cáritas en Navidad.', 'ORGANIZATION:Cáritas'],
    ['es', 'Irene ha entrado en la Complutense este año.', 'ORGANIZATION:Complutense'],
    ['es', 'Vengo de Deloitte y empiezo el lunes.', 'ORGANIZATION:Deloitte'],
  ]);
  noOrg([
    ['en', 'I recently left Denver for a smaller town.'],
    ['en', 'We donated the proceeds to Maria for her trip.'],
    ['en', 'Picked up his meds at noon.'],
    ['en', 'Insurance is expensive this year.'],
    ['es', 'Vengo de Sevilla y vuelvo el lunes.'],
    ['es', 'Donamos lo recaudado a María para el viaje.'],
  ]);
});

describe('a confident organization repeated later in the text (org-repeats.ts)', () => {
  must([
    ['en', 'Attendees: Kim Lau (Accenture), Joe Fraser\n- Accenture to send the revised SOW by Friday', 'ORGANIZATION:Accenture'],
  ]);
  it('carries the name to the bare repeat, not only the bracket', () => {
    const text = 'Attendees: Kim Lau (Accenture), Joe Fraser\n- Accenture to send the revised SOW by Friday';
    expect(labels(text, 'en').filter((l) => l === 'ORGANIZATION:Accenture')).toHaveLength(2);
  });
  it('leaves a name that was never found as an organization', () => {
    expect(labels('Meeting with Jordan Lee.\nJordan to send the slides.', 'en').filter((l) => l.startsWith('ORGANIZATION:'))).toEqual([]);
  });
});

describe('an organization label whose value ends the sentence', () => {
  must([['es', 'Empresa: Carrefour. Cajamar solicita el certificado.', 'ORGANIZATION:Carrefour']]);
  noOrg([['en', 'Company: We are closed. Back on Monday.']]);
});

describe('a list of organizations after a cue, and one rare everyday word (orgplace, issue 13)', () => {
  it('takes every name of "X and Y" / "X y la Y" after a cue, each on its own', () => {
    expect(labels('We partnered with Oxfam and the Trussell Trust on the appeal.', 'en')).toEqual(expect.arrayContaining(['ORGANIZATION:Oxfam', 'ORGANIZATION:Trussell Trust']));
    expect(labels('Ha trabajado para Makro y Transgourmet como comercial.', 'es')).toEqual(expect.arrayContaining(['ORGANIZATION:Makro', 'ORGANIZATION:Transgourmet']));
  });
  it('keeps "y Cía" and "& Sons" in one name, and never takes "I\'m"', () => {
    expect(labels('Trabaja para Zarzamora y Cía desde 2010.', 'es')).toContain('ORGANIZATION:Zarzamora y Cía');
    const found = labels("I recently left Deloitte and I'm starting here on Monday.", 'en');
    expect(found).toContain('ORGANIZATION:Deloitte');
    expect(found.filter((l) => l.includes("I'm"))).toEqual([]);
  });
  must([
    ['en', 'Just heard Brian is leaving Stripe to start his own thing.', 'ORGANIZATION:Stripe'],
    ['es', 'Trabajé en Idealista cuatro años.', 'ORGANIZATION:Idealista'],
  ]);
  noOrg([
    ['en', 'She joined Sales in March.'],
    ['en', 'He has been working at Home since the office closed.'],
  ]);
});

describe('membership, joining and "<person> en <company>" cues (orgplace, issue 13)', () => {
  must([
    ['en', 'Volunteer tutor; member of the American Red Cross disaster team.', 'ORGANIZATION:American Red Cross'],
    ['es', 'Martín Cabello entró en Telefónica en agosto de 2018.', 'ORGANIZATION:Telefónica'],
    ['es', 'Se envió a la cuenta de Patricio Moreno en CaixaBank el 12/02.', 'ORGANIZATION:CaixaBank'],
  ]);
  noOrg([
    ['es', 'Patricio Moreno en Sevilla, como cada verano.'],
    ['en', 'She is a member of the board since May.'],
  ]);
});

describe('a company that starts with a given name after an employer cue (orgplace, issue 13)', () => {
  must([
    ['en', 'Priya got into Georgia Tech and Purdue this spring.', 'ORGANIZATION:Georgia Tech'],
    ['en', 'Priya got into Georgia Tech and Purdue this spring.', 'ORGANIZATION:Purdue'],
    ['en', 'She joined Kaiser Permanente in 2019.', 'ORGANIZATION:Kaiser Permanente'],
  ]);
  noOrg([
    ['en', 'She works for Maria Lopez as an assistant.'],
    ['en', 'He joined Jenna Ortiz for lunch.'],
  ]);
});

describe('hospital units and service desks are no organizations (orgplace)', () => {
  noOrg([
    ['en', 'Patient was admitted to ICU overnight.'],
    ['en', 'Your call was transferred to Billing.'],
    ['en', 'Got a gift card from Target for my birthday.'],
  ]);
});

describe('a person-shaped company after "at"/"from" + person (colleague cue)', () => {
  must([
    ['en', 'Call with Nadia at Morgan Stanley moved to Thursday.', 'ORGANIZATION:Morgan Stanley'],
    ['es', 'Te paso el contacto de Inés, de Leroy Merlin, para el suelo.', 'ORGANIZATION:Leroy Merlin'],
  ]);
  noOrg([
    ['en', "I'll meet Tom at Jenny Lee's flat after work."],
    ['en', 'Nadia at Union Square said the line was long.'],
  ]);
});

describe('organizations named by a business verb after them (org-verbs.ts)', () => {
  must([
    ['en', 'Heads up: Goldman Sachs is pulling out of the syndicate.', 'ORGANIZATION:Goldman Sachs'],
    ['en', 'Customer reports that Capital One flagged the charge as fraud.', 'ORGANIZATION:Capital One'],
    ['es', 'El cliente indica que CaixaBank rechazó el cargo por sospecha de fraude.', 'ORGANIZATION:CaixaBank'],
    ['es', 'Hola Pedro, El Corte Inglés ha aprobado el pedido de uniformes.', 'ORGANIZATION:El Corte Inglés'],
  ]);
  noOrg([
    ['en', 'Maria approved the loan on Friday after the call.'],
    ['en', 'Garcia approved the loan on Friday after the call.'],
    ['es', 'Lucía rechazó el cargo porque no lo reconocía.'],
  ]);
});

describe('the short form of a bank or group named in full earlier (org-repeats.ts)', () => {
  it('carries "Banco Santander" over to a later bare "Santander"', () => {
    const got = labels('Tengo la nómina en el Banco Santander, pero la hipoteca es de Santander también.', 'es');
    expect(got).toContain('ORGANIZATION:Santander');
    expect(got).not.toContain('LOCATION:Santander');
  });
  it('leaves the city alone when no bank of that name is in the text', () => {
    expect(labels('Mi hermana vive en Santander desde 2019.', 'es')).toContain('LOCATION:Santander');
  });
});

describe('a full person name after a Spanish article is an institution named after them (named-after cue)', () => {
  must([
    ['es', 'A mi padre lo operan en el Gregorio Marañón el día 14.', 'ORGANIZATION:Gregorio Marañón'],
  ]);
  it('keeps "María del Carmen" + surnames a person', () => {
    const got = labels('Contacto de emergencia: María del Carmen Becerra, 768097456', 'es');
    expect(got.filter((l) => l.startsWith('ORGANIZATION:'))).toEqual([]);
  });
  it('keeps a person after an article-free preposition', () => {
    const got = labels('Mañana hablo con Gregorio Marañón sobre el presupuesto.', 'es');
    expect(got).toContain('PERSON:Gregorio Marañón');
    expect(got).not.toContain('ORGANIZATION:Gregorio Marañón');
  });
});

describe('a city after a brand word is the office, not part of the name (withoutOfficeCity)', () => {
  it('splits "Deloitte Bilbao" into the company and the city', () => {
    const got = labels('Te paso el contacto de Inés, de Deloitte Bilbao; os puede ayudar.', 'es');
    expect(got).toContain('ORGANIZATION:Deloitte');
    expect(got).toContain('LOCATION:Bilbao');
  });
  it('keeps a bank named after a city whole', () => {
    expect(labels('Mi hermano trabaja en Banco Santander desde 2019.', 'es')).toContain('ORGANIZATION:Banco Santander');
  });
});

describe('a list of trading partners after their business role', () => {
  must([
    ['en', 'Suppliers shortlisted: Grainger, Fastenal and McMaster-Carr. Tess prefers net-30.', 'ORGANIZATION:Fastenal'],
    ['en', 'Suppliers shortlisted: Grainger, Fastenal and McMaster-Carr. Tess prefers net-30.', 'ORGANIZATION:McMaster-Carr'],
    ['es', '03/2025: proveedores finalistas Makro y Transgourmet. Ramón llamará.', 'ORGANIZATION:Transgourmet'],
  ]);
  it('does not take a comma-joined word when no list goes on after it', () => {
    const got = labels('Our suppliers are Grainger, Tom said on the call.', 'en');
    expect(got).toContain('ORGANIZATION:Grainger');
    expect(got).not.toContain('ORGANIZATION:Tom');
  });
});

describe('calling or writing on behalf of a company (llamo de / escribo de)', () => {
  must([
    ['es', 'Hola Marta, te escribo de Santander por la ampliación de la línea de crédito.', 'ORGANIZATION:Santander'],
    ['es', 'Buenos días, le llamo de Vodafone por su última factura.', 'ORGANIZATION:Vodafone'],
    ['es', 'BBVA necesita el certificado de titularidad antes del viernes.', 'ORGANIZATION:BBVA'],
  ]);
  it('keeps a city written from with "desde"', () => {
    expect(labels('Te escribo desde Santander, hace un día precioso.', 'es')).toContain('LOCATION:Santander');
  });
});

describe('Spanish industry plurals start a company name (cues.ts BUSINESS_HEADS)', () => {
  must([
    ['es', 'Atentamente,\nJordi Vila\nDepartamento Financiero, Cementos Molins', 'ORGANIZATION:Cementos Molins'],
    ['es', 'Remitente:\nCerámicas del Turia\nPaterna', 'ORGANIZATION:Cerámicas del Turia'],
  ]);
  noOrg([
    ['es', 'Compré pinturas y cerámicas en el mercado de Valencia.'],
  ]);
});

describe('a name listed beside a company found by another rule', () => {
  must([
    ['en', 'Ernst & Young and KPMG both bid; KPMG came in 15% lower.', 'ORGANIZATION:KPMG'],
    ['es', 'La titular dice que ING marcó el cargo como fraude.', 'ORGANIZATION:ING'],
  ]);
  it('does not take a person listed after a company', () => {
    const got = labels('Ernst & Young and Maria will review the audit.', 'en');
    expect(got).not.toContain('ORGANIZATION:Maria');
  });
});
