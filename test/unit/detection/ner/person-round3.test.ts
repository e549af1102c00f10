/**
 * Round-3 person rules of issue 13, tuned on blind-written dev text: each rule with a text it
 * must catch and one it must leave alone.
 */
import { describe, expect, it } from 'vitest';
import { labels } from './helpers.js';

const persons = (text: string, lang: 'en' | 'es') => labels(text, lang).filter((l) => l.startsWith('PERSON:'));

describe('speaker labels of time-stamped chat exports (chat-stamps.ts)', () => {
  it('reads multi-word, unlisted and handle speakers after a stamp', () => {
    const ws = '[03/07/2025, 22:48] Nico: mañana a las 8\n[03/07/2025, 22:49] Fede Ansaldi: dale. la dire?\n[03/07/2025, 22:52] Nico: joya';
    expect(persons(ws, 'es')).toEqual(expect.arrayContaining(['PERSON:Nico', 'PERSON:Fede Ansaldi']));
    const teams = '[lun 10:03] amparo.g: alguien sabe la wifi?\n[lun 10:04] Toño: es la de invitados\n[lun 10:06] Toño: a las 12';
    expect(persons(teams, 'es')).toEqual(expect.arrayContaining(['PERSON:amparo.g', 'PERSON:Toño']));
  });
  it('reads the WhatsApp Android layout and leaves kinship labels alone', () => {
    const got = persons('12/03/2024, 18:02 - Mum: Did you get the parcel\n12/03/2024, 18:05 - Jess: yes!! lovely\n12/03/2024, 18:06 - Jess: ok ok', 'en');
    expect(got).toContain('PERSON:Jess');
    expect(got).not.toContain('PERSON:Mum');
    expect(persons('[19/05/25 8:01] Papá: Buenos días familia\n[19/05/25 8:03] Aitana: ánimo!!\n[19/05/25 13:47] Papá: Ha salido todo bien', 'es')).not.toContain('PERSON:Papá');
  });
  it('carries a multi-word speaker\'s given name to a lower-case mention', () => {
    const slack = 'Bianca Ruiz [2:14 PM]\nhey did the budget get approved\nTom Ashworth [2:16 PM]\nnot yet\nBianca Ruiz [2:16 PM]\nkk. tom can u book it now';
    expect(persons(slack, 'en')).toEqual(expect.arrayContaining(['PERSON:Bianca Ruiz', 'PERSON:Tom Ashworth', 'PERSON:tom']));
  });
  it('leaves log sources with time stamps alone', () => {
    const log = '[10:02:11] Kernel: eth0 link up\n[10:02:12] Kernel: eth0 renamed\n[10:02:15] sshd: Accepted publickey';
    expect(persons(log, 'en')).toEqual([]);
  });
});

describe('a role word before a support agent\'s name (mentions.ts SPEAKER_ROLE_PREFIXES)', () => {
  it('reads the name after "Agent"', () => {
    expect(persons('Visitor: hi my order hasnt arrived\nAgent Kira: Hi, could I take your order number?', 'en')).toContain('PERSON:Kira');
  });
  it('leaves a role word before a form label alone', () => {
    expect(persons('Agent Notes: customer called twice', 'en')).toEqual([]);
  });
});

describe('form labels are no chat speakers (chat.ts)', () => {
  it('leaves capitalized everyday words that are also given names alone', () => {
    expect(persons('Comparativa: Galaxy S24 vs iPhone 15\nCámara: el iPhone gana en vídeo\nConclusión: depende', 'es')).toEqual([]);
  });
  it('still reads a transcript of listed names', () => {
    expect(persons('Marta: ¿vienes?\nJulián: sí, en 10', 'es')).toEqual(expect.arrayContaining(['PERSON:Marta', 'PERSON:Julián']));
  });
});

describe('weekday abbreviations are no names (cues.ts NOT_NAME)', () => {
  it('does not read "thu" in a chat as a person', () => {
    const got = persons('[14/06 08:10] Ravi: I can do sat\n[14/06 08:11] Kateryna Bondarenko: ravi you are a star. can you take thu late?', 'en');
    expect(got).toContain('PERSON:ravi');
    expect(got).not.toContain('PERSON:thu');
  });
});

describe('a quoted nickname inside a full name (labels.ts quotedNickname)', () => {
  it('reads the whole name, in a label value and on its own', () => {
    expect(persons('Patient: Guadalupe "Lupe" Marroquín   MRN: LFD-0093317', 'en')).toEqual(['PERSON:Guadalupe "Lupe" Marroquín']);
    expect(persons('Guillermo “Willy” Acosta Benegas — Desarrollador', 'es')).toContain('PERSON:Guillermo “Willy” Acosta Benegas');
  });
  it('leaves a quoted product name after a brand alone', () => {
    expect(persons('The Fender "Player" Stratocaster sounds great.', 'en')).toEqual([]);
  });
});

describe('"Surname, Given I." in a label value (labels.ts)', () => {
  it('keeps the middle initial and stops at a column gap', () => {
    expect(persons('Patient: Kowalski, Bernadette A.   MRN: 00731854', 'en')).toEqual(['PERSON:Kowalski, Bernadette A.']);
  });
  it('leaves a label followed by a company alone', () => {
    expect(persons('Customer: Acme Widgets   Order: 4471', 'en')).not.toContain('PERSON:Acme Widgets   Order');
  });
});

describe('more context words before a name (cues.ts PERSON_CONTEXT, evidence.ts)', () => {
  it('reads names after "auntie", "un tal", "se llamaba" and "familia de"', () => {
    expect(persons('Did you get the parcel from auntie Pilar', 'en')).toContain('PERSON:Pilar');
    expect(persons('El jefe de equipo, un tal Eloy, se puso borde.', 'es')).toContain('PERSON:Eloy');
    expect(persons('Me atendió un chico que se llamaba Adrián, muy amable.', 'es')).toContain('PERSON:Adrián');
    expect(persons('Hola familia de Thiago: hoy estuvo inquieto.', 'es')).toContain('PERSON:Thiago');
  });
  it('leaves the same words in other phrases alone', () => {
    expect(persons('Lo dejamos tal cual. Mañana vamos a Toledo.', 'es')).toEqual([]);
    expect(persons('Me llamaba Vodafone cada día para ofrecerme fibra.', 'es')).toEqual([]);
  });
});

describe('more chat speaker layouts (chat-stamps.ts)', () => {
  it('reads "Surname, Given  10:02 AM" display names', () => {
    const got = persons('Okafor, Emeka  10:02 AM\ncan someone approve the PO\nLindqvist, Maja  10:09 AM\nI can, attach the quote\nOkafor, Emeka  10:11 AM\ndone', 'en');
    expect(got).toEqual(expect.arrayContaining(['PERSON:Okafor, Emeka', 'PERSON:Lindqvist, Maja']));
  });
  it('reads repeated two-word speaker labels without a stamp', () => {
    const chat = 'Ferhat Demir: mark are you still in the office?\nMark Ellison: yes its here\nFerhat Demir: leave it at reception\nMark Ellison: done';
    expect(persons(chat, 'en')).toEqual(expect.arrayContaining(['PERSON:Ferhat Demir', 'PERSON:Mark Ellison', 'PERSON:mark']));
  });
  it('leaves repeated form labels alone', () => {
    const form = 'Work Notes: re-added to the VPN group\nSort Code: 20-00-00\nWork Notes: verified MFA\nSort Code: 40-11-62';
    expect(persons(form, 'en')).toEqual([]);
  });
});

describe('kinship speaker labels and greetings that are also listed names', () => {
  it('leaves a lower-case kinship label alone and keeps the other speaker', () => {
    const got = persons('mamá: hija has llegado ya\nRocío: sii estoy en casa\nmamá: vale\nRocío: ok', 'es');
    expect(got).toContain('PERSON:Rocío');
    expect(got).not.toContain('PERSON:mamá');
  });
  it('reads the name after "Querida" (also a listed given name)', () => {
    expect(persons('Querida Almudena: te escribo porque Hugo lleva dos días malo.', 'es')).toContain('PERSON:Almudena');
  });
  it('still reads "Nana" as an IRC speaker name', () => {
    expect(persons('[21:47] <nana> anyone up\n[21:48] <kofi> yeah\n[21:50] <nana> cool', 'en')).toEqual(expect.arrayContaining(['PERSON:nana', 'PERSON:kofi']));
  });
});

describe('lists of colours and finishes (person/finish-lists.ts)', () => {
  it('leaves finish names that are also names alone', () => {
    expect(persons('Available in Oat, Sage, Clay and Midnight. Machine wash at 40°C.', 'en')).toEqual([]);
    expect(persons('Upholstered in Rust, Olive or Ink bouclé. Seat height 44 cm.', 'en')).toEqual([]);
    expect(persons('Folds in 3 seconds. Colours: Stealth Black, Lunar Grey, Miami Teal.', 'en')).toEqual([]);
    expect(persons('Colours: the classic multistripe, Charcoal, and Heather Grey.', 'en')).toEqual([]);
    expect(persons('We ordered the sofa in Moss Velvet after seeing it in the showroom.', 'en')).toEqual([]);
  });
  it('still reads people listed after "in" and a colour surname', () => {
    expect(persons('The award went to the team in Leeds: Olive Hughes, Tom Green and Ana Ruiz.', 'en')).toEqual(
      expect.arrayContaining(['PERSON:Olive Hughes', 'PERSON:Tom Green', 'PERSON:Ana Ruiz']));
    expect(persons('I sat in Tom Green\'s office with Rosa.', 'en')).toContain('PERSON:Tom Green');
  });
});

describe('bulleted speaker labels in standup notes (chat.ts)', () => {
  it('reads lower-case names before a colon after a bullet, and their later mentions', () => {
    const notes = '- grace: finished the PDF bug, needs review from hamza\n- hamza: on the data import\n- rob: helping support\n- decision: skip demo';
    expect(persons(notes, 'en')).toEqual(expect.arrayContaining(['PERSON:grace', 'PERSON:hamza', 'PERSON:rob']));
    expect(persons(notes, 'en')).not.toContain('PERSON:decision');
  });
  it('does not read lower-case words of the notes as names', () => {
    const got = persons('Action items\n- Marcus: update the onboarding doc\n- Yuki: follow up with Stripe\n- Ben: close the lease', 'en');
    expect(got).toEqual(expect.arrayContaining(['PERSON:Marcus', 'PERSON:Yuki', 'PERSON:Ben']));
    expect(got).not.toContain('PERSON:doc');
  });
});

describe('"this is" before a lower-case name and surname (chat-names.ts)', () => {
  it('reads an everyday-word given name when a surname follows', () => {
    expect(persons('hi this is frank delgado from tri county plumbing calling about the estimate', 'en')).toContain('PERSON:frank delgado');
  });
  it('leaves the everyday word alone without a surname', () => {
    expect(persons('this is frank feedback from the team', 'en')).toEqual([]);
  });
});

describe('a given name the text also spells in a full name (person/full-name-givens.ts)', () => {
  it('reads the lone given name at a sentence start', () => {
    const got = persons('Subject: Introduction – Carla Brandt\n\nCarla runs growth at Fieldnote and would love to meet.', 'en');
    expect(got.filter((l) => l === 'PERSON:Carla')).toHaveLength(1);
    expect(persons('Querida Almudena: te escribo porque Hugo lleva dos días malo.\nNerea (mamá de Hugo Salcedo)', 'es')).toContain('PERSON:Hugo');
  });
  it('leaves an everyday-word given name opening an imperative alone', () => {
    expect(persons('Mark Ruiz will lead the Q3 review. Mark the action items as done once the report is out.', 'en')).not.toContain('PERSON:Mark');
  });
});

describe('a verb after a Spanish object pronoun in a chat is no name (chat.ts SPANISH_CLITICS)', () => {
  it('leaves "lo miro" alone and keeps the speakers', () => {
    const got = persons('[10:42] ana: ¿alguien sabe qué pasa?\n[10:43] Sergio Martín: lo miro ahora\n[10:45] Sergio Martín: listo', 'es');
    expect(got).toEqual(expect.arrayContaining(['PERSON:ana', 'PERSON:Sergio Martín']));
    expect(got).not.toContain('PERSON:miro');
  });
  it('still reads a lower-case given name in the chat', () => {
    expect(persons('[10:42] ana: ¿viene marcos?\n[10:43] Sergio Martín: sí', 'es')).toContain('PERSON:marcos');
  });
});

describe('quoted "Surname, Given" CSV cells (labels.ts quotedSurnameGiven)', () => {
  it('reads the whole cell as one person', () => {
    const csv = '"Titular","IBAN","Importe"\n"O\'Connor Blanco, Kevin","ES95 0182 0600 0121 3763 1629","1.512,37"\n"Van der Berg, Sanne","ES33 2080 0050 3466 7170 7691","1.980,10"';
    expect(persons(csv, 'es')).toEqual(expect.arrayContaining(['PERSON:O\'Connor Blanco, Kevin', 'PERSON:Van der Berg, Sanne']));
    expect(persons('"Employee","Start"\n"de la Fuente, Pilar","06/10/2024"', 'en')).toContain('PERSON:de la Fuente, Pilar');
  });
  it('leaves quoted lists of departments alone', () => {
    expect(persons('"Team","Lead"\n"Sales, Marketing","Q3"', 'en')).toEqual([]);
  });
});

describe('"y" before a lone given name ends the first person (runs.ts)', () => {
  it('splits "Fernando Aguilar y Macarena"', () => {
    const got = persons('Tras las entrevistas con Fernando Aguilar y Macarena, nos complace ofrecerle el puesto.', 'es');
    expect(got).toEqual(expect.arrayContaining(['PERSON:Fernando Aguilar', 'PERSON:Macarena']));
  });
  it('keeps a double surname joined by "y"', () => {
    expect(persons('Leímos a José Ortega y Gasset en clase.', 'es')).toContain('PERSON:José Ortega y Gasset');
  });
});

describe('a chat trigger after a Spanish object pronoun is a verb (chat-names.ts)', () => {
  it('leaves "se oye nada" alone', () => {
    expect(persons('En el metro apenas se oye nada. La batería dura 30 horas.', 'es')).toEqual([]);
  });
  it('still reads "oye maría" and "me llamo yolanda martin"', () => {
    expect(persons('oye maría, ¿vienes?', 'es')).toContain('PERSON:maría');
    expect(persons('hola buenas noches. me llamo yolanda martin y no puedo entrar', 'es')).toContain('PERSON:yolanda martin');
  });
});

describe('lone surnames after a person cue (evidence.ts, context-rules.ts)', () => {
  it('reads a surname that is also an everyday word after "hablar con", and after "dice"/"entró"', () => {
    expect(persons('Habrá que hablar con Montes.', 'es')).toContain('PERSON:Montes');
    expect(persons('¿Has visto lo que dice Urdangarin del presupuesto?', 'es')).toContain('PERSON:Urdangarin');
    expect(persons('Hay un cambio de prioridades desde que entró Lafuente.', 'es')).toContain('PERSON:Lafuente');
  });
  it('leaves a product name after a capitalized cue word alone', () => {
    expect(persons('- Fixed: the Client Portal logo was blurry on retina screens.', 'en')).toEqual([]);
  });
});

describe('UK and Australian cue words (cues.ts)', () => {
  it('reads names after "Cllr", "G\'day" and a "With love," sign-off', () => {
    expect(persons('Parking on Quay Street: Cllr Yasmin Hadid will raise it.', 'en')).toContain('PERSON:Yasmin Hadid');
    expect(persons("G'day Liam,\nJust a reminder that the invoice is overdue.", 'en')).toContain('PERSON:Liam');
    expect(persons('See you there.\n\nWith love,\nElspeth', 'en')).toContain('PERSON:Elspeth');
  });
  it('leaves a line after "love" with no comma and a place alone', () => {
    expect(persons('The title is Cllr.', 'en')).toEqual([]);
  });
});

describe('support and Teams layouts (mentions.ts, chat-stamps.ts)', () => {
  it('reads the bracketed name after a role word', () => {
    expect(persons('Cliente: quiero devolver una chaqueta\nAgente (Estrella): Hola, necesito el número de pedido.', 'es')).toContain('PERSON:Estrella');
  });
  it('reads "[Teams] Surnames, Given:" speakers', () => {
    const chat = '[Teams] Gómez Arias, Carolina: ¿te acordás del acceso?\n[Teams] Nicolás Pérez: sí, ya está\n[Teams] Gómez Arias, Carolina: genial gracias!!';
    expect(persons(chat, 'es')).toEqual(expect.arrayContaining(['PERSON:Gómez Arias, Carolina', 'PERSON:Nicolás Pérez']));
  });
  it('leaves a bracketed log tag before a label alone', () => {
    expect(persons('[INFO] Worker: started\n[INFO] Worker: stopped', 'en')).toEqual([]);
  });
});

describe('a given name in the possessive before a relative or a life event (person/possessive.ts)', () => {
  it('reads the name', () => {
    expect(persons("Just confirming drinks for Beatrice's leaving do are at 5.30 on Friday.", 'en')).toContain('PERSON:Beatrice');
  });
  it('leaves a place in the possessive alone', () => {
    expect(persons("Boston's harbour is busy in summer.", 'en')).toEqual([]);
  });
  it('reads "Agent note (Cheyenne):"', () => {
    expect(persons('Agent note (Cheyenne): confirmed duplicate charge, refund issued.', 'en')).toContain('PERSON:Cheyenne');
  });
});

describe('a name alone in quotation marks is a title (person/quoted-titles.ts)', () => {
  it('leaves songs and colour names in quotes alone', () => {
    expect(persons('I will never forget him singing "Danny Boy" at the Christmas concert.', 'en')).toEqual([]);
    expect(persons('Only complaint: the "Moss" is more olive than the photos show.', 'en')).toEqual([]);
  });
  it('still reads quoted CSV cells and sure full names', () => {
    expect(persons('Name,Shift\n"Hope Mwangi","9:00-11:00"', 'en')).toContain('PERSON:Hope Mwangi');
    expect(persons('but the certificate says "Siobhan Ni Bhriain" without the fadas', 'en')).toContain('PERSON:Siobhan Ni Bhriain');
  });
});

describe('more role heads and greetings (cues.ts ROLE_HEADS, PERSON_CONTEXT)', () => {
  it('leaves "Customer Care" and "Associate Professor" alone, and reads the name after "hiya"', () => {
    expect(persons('Kind regards,\nPriya\nCustomer Care, Northline Outfitters', 'en')).toEqual(['PERSON:Priya']);
    expect(persons("Congrats on her promotion to Associate Professor at the university", 'en')).toEqual([]);
    expect(persons('hiya Bernadette\nthe plumber finally came', 'en')).toEqual(['PERSON:Bernadette']);
  });
  it('still reads a person after the title "Professor"', () => {
    expect(persons('Professor Ana Ruiz will teach it.', 'en')).toContain('PERSON:Ana Ruiz');
  });
});

describe('kinship cues, "and me", "ta," (cues.ts, thing-names.ts)', () => {
  it('reads the names', () => {
    expect(persons("i've reinstalled twice. my daughter amara has the same phone", 'en')).toContain('PERSON:amara');
    expect(persons("Carys can't make it so it's you, Dev, Maya, Hope and me x", 'en')).toContain('PERSON:Hope');
    expect(persons('Can you add her to the channel?\n\nta,\nMo', 'en')).toContain('PERSON:Mo');
  });
  it('leaves a kinship noun before an everyday word alone', () => {
    expect(persons('my daughter said the app is fine', 'en')).toEqual([]);
  });
});

describe('"my name is" before a lower-case name (chat-names.ts IS_INTRODUCERS)', () => {
  it('reads the name and surname', () => {
    expect(persons('Visitor: hi my name is dolores mcbride and my order hasnt arrived', 'en')).toContain('PERSON:dolores mcbride');
  });
  it('leaves a product name after "name is" alone', () => {
    expect(persons('the file name is report final', 'en')).toEqual([]);
  });
});

describe('Spanish cues, greetings before an all-caps name, lower-case form values', () => {
  it('reads the names', () => {
    expect(persons('Nico te acordás de pedirle a Ledesma el acceso a la VPN?', 'es')).toContain('PERSON:Ledesma');
    expect(persons('Servientrega: Hola JULIAN, tu envío 4098221187 será entregado hoy.', 'es')).toContain('PERSON:JULIAN');
    expect(persons('[16/01/25, 8:00] Vero Acuña: dale, gracias mati\n[16/01/25, 8:02] Matías: ok', 'es')).toContain('PERSON:mati');
    expect(persons('Formulario web\nNombre: rocio de la fuente\nEmail: rdlf@yahoo.es', 'es')).toContain('PERSON:rocio de la fuente');
  });
  it('leaves all-caps words after a greeting that are no given names, and long lower-case values, alone', () => {
    expect(persons('Hola EQUIPO, mañana no hay reunión.', 'es')).toEqual([]);
    expect(persons('Cliente: mario pide que lo llamen mañana por la tarde', 'es')).toEqual([]);
  });
});

describe('a name among comma-listed everyday words (finish-lists.ts thingListItem, runs.ts)', () => {
  it('leaves programme and mode names alone', () => {
    expect(persons("Programas: Algodón, Sintéticos, Mix, Lana, Rápido 15', Antialergias", 'es')).toEqual([]);
    expect(persons('Modes: Eco, Sport, Comfort, Rose', 'en')).toEqual([]);
  });
  it('still reads lists of people and "Surname, Given" fields', () => {
    expect(persons('Attendees: Rosa, Will, Hope', 'en')).toEqual(['PERSON:Rosa', 'PERSON:Will', 'PERSON:Hope']);
    expect(persons('Firmantes: Gonzalez, Maria; Ruiz, Ana', 'es')).toEqual(['PERSON:Gonzalez, Maria', 'PERSON:Ruiz, Ana']);
  });
});

describe('no-PII false persons: units, spec lines, quoted works, fictional characters', () => {
  it('reads "ms" after a number as milliseconds, not a title (evidence.ts unitAfterNumber)', () => {
    expect(persons('Panel: 27" IPS, 165 Hz, 1 ms GtG\nColour: 99% sRGB', 'en')).toEqual([]);
    expect(persons('Cut p95 API latency below 300 ms. Status: 340 ms (on track).', 'en')).toEqual([]);
    expect(persons('The sync took 40 ms. Ms Patel approved it.', 'en')).toContain('PERSON:Patel');
    expect(persons('can you ask ms jones to call me', 'en')).not.toContain('PERSON:GtG');
  });
  it('reads no roster on a list line with a number item (list-labels.ts numberItem)', () => {
    expect(persons('Monitor (model MX-2719Q)\nPanel: IPS, 2560 x 1440, 165 Hz\nColour: 99% sRGB', 'en')).toEqual([]);
    expect(persons('Panel: Dr. Ana Ruiz, Tom Hale and Priya Nair', 'en')).toEqual(['PERSON:Ana Ruiz', 'PERSON:Tom Hale', 'PERSON:Priya Nair']);
    expect(persons('Attendees: Ana Ruiz, Tom Hale (2 slots), Priya Nair', 'en')).toEqual(['PERSON:Ana Ruiz', 'PERSON:Tom Hale', 'PERSON:Priya Nair']);
  });
  it('reads a quoted title and name as a work or product (quoted-titles.ts quotedTitleWithCourtesy)', () => {
    expect(persons('Ficha técnica — Vino Tinto Reserva "Don Aurelio" 2019', 'es')).toEqual([]);
    expect(persons('Reading "Mrs Dalloway" on the train.', 'en')).toEqual([]);
    expect(persons('Please ask Mrs Dalloway to call back.', 'en')).toEqual(['PERSON:Dalloway']);
    expect(persons('Firmado: "Sra. Lucía Gómez", 12/03', 'es')).toContain('PERSON:Lucía Gómez');
  });
  it('reads a story\'s protagonist as a fictional character (fiction-roles.ts)', () => {
    expect(persons('La ambientación es envolvente y Daniel Sempere es un protagonista al que coges cariño.', 'es')).toEqual([]);
    expect(persons('Elizabeth Bennet is the sharpest heroine of the book.', 'en')).toEqual([]);
    expect(persons('Lucía Gómez es la coordinadora del proyecto.', 'es')).toEqual(['PERSON:Lucía Gómez']);
    expect(persons('Tom Hale is a great manager.', 'en')).toEqual(['PERSON:Tom Hale']);
  });
});

describe('a word with an inner capital after no name prefix is a brand (inner-capitals.ts)', () => {
  it('leaves brand-shaped words alone', () => {
    expect(persons('Si usas Mac y AirPods, el iPhone.', 'es')).toEqual([]);
    expect(persons('12:15 — reinstalado cliente FortiClient, sigue fallando.', 'es')).toEqual([]);
    expect(persons('Laptop IP 10.42.18.77. GlobalProtect says "gateway unreachable".', 'en')).toEqual([]);
  });
  it('still reads names with Mc, Mac, De, La prefixes', () => {
    expect(persons('Please call Shona McAllister tomorrow.', 'en')).toEqual(['PERSON:Shona McAllister']);
    expect(persons('I spoke with DeShawn Williams about it.', 'en')).toEqual(['PERSON:DeShawn Williams']);
    expect(persons('Ask Mary MacLeod about the invoice.', 'en')).toEqual(['PERSON:Mary MacLeod']);
  });
});

describe('edition words and match scores (product-edition.ts)', () => {
  it('leaves products and teams alone', () => {
    expect(persons('Spec sheet – Meridian Pro 27 monitor', 'en')).toEqual([]);
    expect(persons('Matchday 27 result: Brentford 2–1 Everton', 'en')).toEqual([]);
    expect(persons('Round 9 results\nNorthside Hawks 3 – 1 Valley Rangers\nEastwood Comets 0 – 0 Harbour United', 'en')).toEqual([]);
  });
  it('still reads people beside numbers and in names', () => {
    expect(persons('Scored 2-1 after Everton Hale came on. Sofia Prosser signed.', 'en')).toContain('PERSON:Sofia Prosser');
    expect(persons('Invoice 4 - 2 Ana Ruiz', 'en')).toContain('PERSON:Ana Ruiz');
  });
});

describe('a heading that opens with a product noun (heading-product.ts)', () => {
  it('leaves the product name alone', () => {
    expect(persons('Guía de tallas — Zapatillas Runner Sol\nEU 38 = 24,5 cm', 'es')).toEqual([]);
    expect(persons('Manual de uso — Cafetera Milano Espresso\nAntes del primer uso, llene el depósito.', 'es')).toEqual([]);
  });
  it('still reads a sure full name and a name after an ordinary heading', () => {
    expect(persons('Informe — Lucía Pérez revisó el caso.', 'es')).toContain('PERSON:Lucía Pérez');
  });
});

describe('one word opening a sentence before an article (imperative.ts)', () => {
  it('leaves an imperative verb alone', () => {
    expect(persons('Add tomato purée and bay leaves.\nBrown the beef in batches, soften the veg.', 'en')).toEqual([]);
  });
  it('still reads a subject before a verb', () => {
    expect(persons('Priya said the build broke again.', 'en')).toEqual(['PERSON:Priya']);
  });
});

describe('a quoted mode or team named with a name; an accessory after a standard', () => {
  it('leaves them alone', () => {
    expect(persons('La app tiene un ecualizador llamado "Modo Lola" que no sé qué hace.', 'es')).toEqual([]);
    expect(persons('Wireless charging works on any Qi pad; place the case LED-side up.', 'en')).toEqual([]);
  });
  it('still reads a quoted full name and a name before other nouns', () => {
    expect(persons('Dijo que se llamaba "Lola Martínez" y se fue.', 'es')).toContain('PERSON:Lola Martínez');
    expect(persons('I gave Priya the charger yesterday.', 'en')).toContain('PERSON:Priya');
  });
});

describe('a name after a capitalized "Team" (product-edition.ts teamWordBefore)', () => {
  it('leaves the team alone', () => {
    expect(persons('Sprint 42 retro – Team Falcon – Fri 3 May', 'en')).toEqual([]);
  });
  it('still reads a person after the lower-case noun', () => {
    expect(persons('Welcome to the team, Priya!', 'en')).toContain('PERSON:Priya');
  });
});
