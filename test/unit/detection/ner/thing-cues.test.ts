import { describe, expect, it } from 'vitest';
import { getEngine } from '#shared/detection/engine.js';

type Lang = 'en' | 'es';
const find = (text: string, language: Lang = 'en') =>
  getEngine().analyze(text, { language }).map((s) => [s.entity_type, [...text].slice(s.start, s.end).join('')]);
const namesAndPlaces = (text: string, language: Lang = 'en') => find(text, language).filter(([t]) => t === 'PERSON' || t === 'LOCATION');

/**
 * One block per cue of thing-context.ts: texts it must leave alone (a thing named like a person
 * or a place) and texts where the person or the place must still be found.
 */
describe('thing cues (thing-context.ts)', () => {
  it.each<[string, string, Lang, string[]]>([
    // [cue, thing text, language, PII text that must still hold these findings]
    ['thing-noun-beside', 'Projector in meeting room Paris shows no signal. Room Berlin next door works fine.', 'en', []],
    ['thing-noun-beside', 'Hi team, the Lincoln and Madison printers will be offline Saturday.', 'en', []],
    ['thing-noun-beside', 'Server Sydney is at 95% disk.', 'en', []],
    ['thing-noun-beside', 'El proyector de la sala París no detecta el HDMI.', 'es', []],
    ['thing-noun-beside', 'La máquina virtual Almería no pasó la comprobación.', 'es', []],
    ['thing-noun-beside', 'Las impresoras Goya y Velázquez estarán sin servicio el sábado.', 'es', []],
    ['named-thing', 'The printer on the 3rd floor is named Jordan and it keeps jamming.', 'en', []],
    ['named-thing', 'The VM named Austin failed its health check.', 'en', []],
    ['product-noun-after', 'I ordered the Montreal steak seasoning and the Dijon mustard set.', 'en', []],
    ['product-noun-after', 'Toss the Yukon Gold potatoes with olive oil.', 'en', []],
    ['product-noun-after', 'Next review in the Tokyo room, with the Kyoto gift box as the hero product.', 'en', []],
    ['product-of-place', 'Para la vinagreta, bate mostaza de Dijon y zumo de limón.', 'es', []],
    ['product-of-place', 'Tarta de Santiago: almendra molida, huevos y azúcar.', 'es', []],
    ['product-noun-before', 'Unas gotas de salsa Worcestershire. Para la compota usa manzanas Golden.', 'es', []],
    ['determiner-place-then-name', 'Upgraded from a Honda Civic to the Toyota Sienna. The Lincoln Navigator did half that.', 'en', []],
    ['brand-then-model', 'Mi Hyundai Tucson híbrido gasta poco; el Nissan Murano gastaba el doble.', 'es', []],
    ['person-named-brand', 'Johnnie Walker Black Label is my go-to, and the Jack Daniel\'s gift set was fine.', 'en', []],
    ['person-named-brand', 'El polo de Tommy Hilfiger encogió. El de Ralph Lauren sigue perfecto.', 'es', []],
    ['colour-name', 'La pintura Bruguer en Gris Perla queda muy elegante.', 'es', []],
    ['colour-name', 'El plumas de Decathlon en Azul Laguna abriga mucho. El termo en Cuarzo Rosa tampoco gotea.', 'es', []],
    ['colour-name', 'Paris Green is my favourite paint shade.', 'en', []],
    ['name-head', 'Storm Henk is expected to bring gusts of up to 70 mph.', 'en', []],
    ['name-head', 'La borrasca Filomena traerá nevadas copiosas.', 'es', []],
    ['voice-assistant', 'Ask Alexa to set a timer, or say "Hey Siri, remind me at six".', 'en', []],
    ['voice-assistant', 'Pídele a Alexa que ponga un temporizador.', 'es', []],
    ['thing-list-label', 'Meeting rooms on floor 2: Amazon, Nile, Danube.', 'en', []],
    ['thing-list-label', 'Certifications: AWS Solutions Architect Associate, Certified Scrum Master', 'en', []],
    ['thing-list-label', 'Conocimientos: Java, Kotlin, Spring Boot, Kubernetes', 'es', []],
    ['drink-container', "Bought a bottle of Maker's Mark for the tasting.", 'en', []],
    ['academic-degree', 'Formación: Grado en Economía, 2014 – 2018', 'es', []],
    ['colour-name', 'The New Balance 990 in Grey is pricey. This Dutch oven in Marseille blue is heavy.', 'en', []],
    ['product-noun-before', 'Eggs Benedict need a good hollandaise. Sirve la ensalada César con parmesano.', 'en', []],
    ['person-named-brand', 'Probé la muestra de Carolina Herrera Good Girl.', 'es', []],
    ['spanish-plural-imperative', 'Usad la Sorolla, junto a recepción. Reservad la Mezquita.', 'es', []],
    ['quoted-release-name', 'v5.0 "Phoenix" drops support for Windows 7.', 'en', []],
    ['voice-assistant', 'The Philips Hue bulbs pair with Alexa easily.', 'en', []],
    ['named-thing', 'Our Roomba is named Rosie.', 'en', []],
    ['brand-then-model', 'Le Creuset Marseille is my favourite.', 'en', []],
    ['holiday-or-honour', 'Christmas Eve hours: 9 to 3. Happy Thanksgiving from all of us!', 'en', []],
    ['holiday-or-honour', 'Graduated Magna Cum Laude.', 'en', []],
    ['brand-inside', 'Certificación Google Cloud Professional Architect.', 'es', []],
    ['joined-products', 'Nuevo: pago con Bizum y Apple Pay. Añadidas notificaciones de Slack y Microsoft Teams.', 'es', []],
    ['academic-degree', 'Matrícula de Honor en el Trabajo de Fin de Grado.', 'es', []],
    ['vintage-year', 'The 2019 Rioja was excellent.', 'en', []],
    ['spanish-masculine-article', 'El Rioja de 2019 estaba buenísimo. Mañana juega el Sevilla.', 'es', []],
    ['product-noun-after', 'Changelog: the Manhattan and Queens dashboards were merged into one view.', 'en', []],
    ['product-noun-after', 'I wanted the Verona dining chairs. The Seattle rain shell kept me dry.', 'en', []],
    ['product-noun-before', 'Cambios: los paneles Salamanca y Chamberí se unen. Eliminada la exportación antigua Chicago.', 'es', []],
    ['product-noun-before', 'Referencia,Nombre,Color,Precio\nCH-201,Botín Chelsea,Cuero,129\nDB-310,Zapato Derby,Burdeos,115', 'es', []],
    ['thing-list-label', 'New themes: Berlin, Sydney, Oslo. Plans: Starter, Boston, Everest.', 'en', []],
    ['spanish-plural-article', 'Las zapatillas Bernabéu son cómodas; las Sevilla rozan un poco.', 'es', []],
    ['person-named-brand', 'The London Fog latte here is the best: strong Earl Grey, not too sweet.', 'en', []],
    ['colour-name', 'Bought a fleece in Forest Green. Warm, light, and the zip is solid.', 'en', []],
    ['english-degree', 'B.S. Supply Chain, 2012. M.A. Economics, 2014.', 'en', []],
    ['elided-noun-of-place', 'De los dos pasteles, el de Lisboa estaba mejor que el de Belém.', 'es', []],
    ['elided-noun-of-place', 'El de Colombia es suave y afrutado; el de Etiopía, más ácido.', 'es', []],
    ['counted-in-brackets', 'Plans page now lists seats per site, e.g. Boston (5 users), Denver (12 users).', 'en', []],
    ['product-named-again-clause-start', 'The Dakota recliner (Leather, Tan) vs the Montana (Fabric, Fog): Dakota wins on comfort, Montana on price.', 'en', []],
    ['voice-assistant-beside-another', 'Ask Siri to set a timer and it mishears me every time. Alexa is better at that.', 'en', []],
    ['counted-name-again', 'Meeting room guide: Everest (12 seats, VC), Fuji (phone booth). Please wipe the whiteboard in Everest after use.', 'en', []],
    ['place-then-model', 'Five stars for Jordan Retro 4s, the colourway is fire. The Jordan 1 Retro High restock is live.', 'en', []],
    ['thing-noun-beside', 'El punto de acceso Quevedo va bien. El agente de compilación Valencia se ha colgado.', 'es', []],
    ['thing-noun-beside', 'The Hamilton access point seems fine.', 'en', []],
  ])('%s leaves %j alone', (_cue, text, lang) => {
    expect(namesAndPlaces(text, lang)).toEqual([]);
  });

  it.each<[string, string, Lang, string[][]]>([
    ['thing-noun-beside', 'Please call Rosa Jimenez, her badge does not open the Lisbon room. She flew in from Madrid.', 'en', [['PERSON', 'Rosa Jimenez'], ['LOCATION', 'Madrid']]],
    ['thing-noun-beside', 'Our Madrid office moves in May; Carla Brandt leads it.', 'en', [['LOCATION', 'Madrid'], ['PERSON', 'Carla Brandt']]],
    ['named-thing', 'My son is named Max Turner.', 'en', [['PERSON', 'Max Turner']]],
    ['product-noun-after', 'Thanks to Felix Wagner for the new report.', 'en', [['PERSON', 'Felix Wagner']]],
    ['product-of-place', 'Llegó ayer de Santiago con Lucía Gómez.', 'es', [['LOCATION', 'Santiago'], ['PERSON', 'Lucía Gómez']]],
    ['determiner-place-then-name', 'We opened a store in the Netherlands and in Toledo.', 'en', [['LOCATION', 'Netherlands'], ['LOCATION', 'Toledo']]],
    ['person-named-brand', 'Dear Calvin Klein, thank you for your order.', 'en', [['PERSON', 'Calvin Klein']]],
    ['colour-name', 'Llama a Rosa Jiménez y a Blanca Ortega mañana.', 'es', [['PERSON', 'Rosa Jiménez'], ['PERSON', 'Blanca Ortega']]],
    ['colour-name', 'Tom Green and Emma White joined the call.', 'en', [['PERSON', 'Tom Green'], ['PERSON', 'Emma White']]],
    ['voice-assistant', 'Alexa Morgan sent the contract.', 'en', [['PERSON', 'Alexa Morgan']]],
    ['thing-list-label', 'Printer: jammed again, ask Ana Ruiz.', 'en', [['PERSON', 'Ana Ruiz']]],
    ['club-name', 'She moved from Manchester to Bristol last year.', 'en', [['LOCATION', 'Manchester'], ['LOCATION', 'Bristol']]],
    ['drink-container', 'I had a glass with Maria Lopez in Seattle.', 'en', [['PERSON', 'Maria Lopez'], ['LOCATION', 'Seattle']]],
    ['academic-degree', 'Vive en Grado con Marta Ruiz.', 'es', [['LOCATION', 'Grado'], ['PERSON', 'Marta Ruiz']]],
    ['colour-name', "We met in Grey's office with Laura Grey.", 'en', [['PERSON', 'Laura Grey']]],
    ['spanish-plural-imperative', 'David Ortega firmó ayer. Ingrid Sanz también.', 'es', [['PERSON', 'David Ortega'], ['PERSON', 'Ingrid Sanz']]],
    ['quoted-release-name', 'He said "Maria Lopez will call" and left.', 'en', [['PERSON', 'Maria Lopez']]],
    ['thing-noun-beside', 'The laptop Maria Lopez uses needs a new battery.', 'en', [['PERSON', 'Maria Lopez']]],
    ['joined-products', 'Leí a Ortega y Gasset; Luis Fernández y Marta Gómez firmaron.', 'es', [['PERSON', 'Ortega y Gasset'], ['PERSON', 'Luis Fernández'], ['PERSON', 'Marta Gómez']]],
    ['brand-inside', 'Please call Maria Ford tomorrow.', 'en', [['PERSON', 'Maria Ford']]],
    ['holiday-or-honour', 'Eve Turner called about the invoice.', 'en', [['PERSON', 'Eve Turner']]],
    ['elided-noun-of-place', 'Mi hermana vive en Lisboa y la de Marta en Oporto.', 'es', [['LOCATION', 'Lisboa'], ['LOCATION', 'Oporto']]],
    ['place-then-model', 'Jordan 2 weeks ago? No, we flew to Jordan in May with Maria Lopez.', 'en', [['LOCATION', 'Jordan'], ['PERSON', 'Maria Lopez']]],
    ['thing-noun-beside', 'Per the lease, tenant Luis Ortega occupies Unit 3B.', 'en', [['PERSON', 'Luis Ortega']]],
    ['counted-in-brackets', 'Our Boston (MA) office ships the order to Denver (Colorado).', 'en', [['LOCATION', 'Boston'], ['LOCATION', 'Denver']]],
    ['product-named-again-clause-start', 'Dakota Reyes ordered the Austin recliner. Dakota said it arrived.', 'en', [['PERSON', 'Dakota Reyes'], ['PERSON', 'Dakota']]],
    ['voice-assistant-beside-another', 'Please call Alexa Morgan about Siri.', 'en', [['PERSON', 'Alexa Morgan']]],
    ['counted-name-again', 'Plans: Boston (5 users). Our Denver office renewed; ask Harold Jennings in Denver.', 'en', [['LOCATION', 'Denver'], ['PERSON', 'Harold Jennings'], ['LOCATION', 'Denver']]],
    ['vintage-year', 'In 2019 Madrid hosted the summit.', 'en', [['LOCATION', 'Madrid']]],
    ['spanish-masculine-article', 'Viajé por el Perú; vivo en el centro de Madrid y nací en El Salvador.', 'es', [['LOCATION', 'Perú'], ['LOCATION', 'Madrid'], ['LOCATION', 'El Salvador']]],
    ['product-noun-after', 'Harold Jennings reports chest tightness. We drove from Boston and Hartford to the lake.', 'en', [['PERSON', 'Harold Jennings'], ['LOCATION', 'Boston'], ['LOCATION', 'Hartford']]],
    ['product-noun-before', 'Vivo entre Salamanca y Zamora desde hace años.', 'es', [['LOCATION', 'Salamanca'], ['LOCATION', 'Zamora']]],
    ['thing-list-label', 'Offices: Boston, Denver. Compare plans below.', 'en', [['LOCATION', 'Boston'], ['LOCATION', 'Denver']]],
    ['spanish-plural-article', 'Las chicas viven en Sevilla desde 2019.', 'es', [['LOCATION', 'Sevilla']]],
    ['person-named-brand', 'Please call Earl Thompson about the invoice.', 'en', [['PERSON', 'Earl Thompson']]],
    ['colour-name', 'I met with Tom Green in the lobby.', 'en', [['PERSON', 'Tom Green']]],
    ['english-degree', 'Contact S. Morgan about the invoice.', 'en', [['PERSON', 'S. Morgan']]],
  ])('%s still finds the PII in %j', (_cue, text, lang, expected) => {
    const found = find(text, lang);
    for (const e of expected) expect(found).toContainEqual(e);
  });
});

describe('a given name met "with" is not a country (location.ts)', () => {
  it('leaves "1:1 with Jordan" alone as a place', () => {
    expect(namesAndPlaces('Notes from 1:1 with Jordan about the roadmap.')).not.toContainEqual(['LOCATION', 'Jordan']);
  });
  it('keeps a list of countries', () => {
    expect(find('We signed a trade deal with Jordan and Egypt.')).toContainEqual(['LOCATION', 'Jordan']);
    expect(find('We flew to Jordan in May.')).toContainEqual(['LOCATION', 'Jordan']);
  });
});

describe('organizations that are products or ID schemes (thing-context.ts, ORGANIZATION cues)', () => {
  it.each<[string, Lang]>([
    ['Your order has shipped! Track it at https://track.shipfast.com/pkg/11839204', 'en'],
    ['My National Insurance number is BB 45 77 48 D.', 'en'],
    ['Skills: Salesforce, HubSpot, Google Analytics, Jira, Confluence', 'en'],
    ['Herramientas: Salesforce, HubSpot, Google Analytics, Jira', 'es'],
  ])('%j has no organization', (text, lang) => {
    expect(find(text, lang).filter(([t]) => t === 'ORGANIZATION')).toEqual([]);
  });

  it('keeps employers', () => {
    expect(find('I work at Northwind Health as a nurse.')).toContainEqual(['ORGANIZATION', 'Northwind Health']);
    expect(find('Experience: Analyst at Crestview Partners LLC, 2019-2022.')).toContainEqual(['ORGANIZATION', 'Crestview Partners LLC']);
    expect(find('Trabajo en Transportes Guadiana desde 2019.', 'es')).toContainEqual(['ORGANIZATION', 'Transportes Guadiana']);
  });
});

describe('a given name only the other language knows, alone at a sentence start (person/shape-rules.ts)', () => {
  it('reads "Tallan pequeñas" as a Spanish verb', () => {
    expect(namesAndPlaces('Tallan pequeñas, pedid media talla más.', 'es')).toEqual([]);
  });
  it('keeps names with evidence or of the language', () => {
    expect(find('Gracias, Kevin, por la ayuda.', 'es')).toContainEqual(['PERSON', 'Kevin']);
    expect(find('Lucía llega tarde hoy.', 'es')).toContainEqual(['PERSON', 'Lucía']);
  });
});

describe('a city-named given name in a person role (place-person.ts)', () => {
  it.each<[string, Lang, string]>([
    ['Austin said the build is green.', 'en', 'Austin'],
    ['Victoria approved the PO.', 'en', 'Victoria'],
    ['Jordan, can you check the logs?', 'en', 'Jordan'],
    ['Santiago dice que mañana lo manda.', 'es', 'Santiago'],
  ])('%j names a person', (text, lang, name) => {
    expect(find(text, lang)).toContainEqual(['PERSON', name]);
    expect(find(text, lang)).not.toContainEqual(['LOCATION', name]);
  });
  it('keeps places and governments', () => {
    expect(find('Spain said it would veto the deal.')).toContainEqual(['LOCATION', 'Spain']);
    expect(find('I flew to Austin last week.')).toContainEqual(['LOCATION', 'Austin']);
    expect(find('Paris will host the summit.')).toContainEqual(['LOCATION', 'Paris']);
  });
});

describe('a role after an article names a thing (person/runs.ts)', () => {
  it('leaves "the Team Inbox" alone', () => {
    expect(namesAndPlaces('* The Team Inbox loads twice as fast.')).toEqual([]);
  });
  it('keeps a known name after a role, with or without an article', () => {
    expect(find('Our Account Manager Ana Ruiz will call.')).toContainEqual(['PERSON', 'Ana Ruiz']);
    expect(find('Supervisor Angela Ruiz signed it.')).toContainEqual(['PERSON', 'Angela Ruiz']);
  });
});
