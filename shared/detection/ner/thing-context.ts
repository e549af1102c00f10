/**
 * Contexts that say a capitalized name belongs to a THING, not a person or a place: products and
 * brands in reviews ("the Midnight Blue colourway", "my Steelcase Leap", "Stan Smith sneakers"),
 * names given to rooms, devices and pets ("the printer is named Jordan", "la sala es París"),
 * compass regions used as values ("East and West grew; Central declined").
 *
 * Each cue is data: which entity types it applies to, the score cap it imposes, why, and an
 * example. `thingCap` returns the lowest cap of the cues that fire (1 when none does). The rules
 * look only at the tokens around the candidate, never at the name itself, so a newcomer can add
 * a noun to a list without touching the scoring code.
 */
import { type Candidate, type Doc, SEP_SPACE } from './doc.js';

const words = (s: string): ReadonlySet<string> => new Set(s.trim().split(/\s+/));

/**
 * Articles, possessives and demonstratives: a person's name rarely follows one ("the Jim Beam").
 * Per language: Spanish "a" is the preposition before a person ("dile a Carmen"); English "that"
 * is also a conjunction ("said that Maria will").
 */
const DETERMINERS = {
  en: words(`the a an my our your his her their its this these those`),
  es: words(`el la los las un una unos unas mi mis tu tus su sus nuestro nuestra nuestros nuestras
    vuestro vuestra vuestros vuestras este esta estos estas esos esas aquel aquella al del`),
};

/** Nouns that classify the product or brand name right after them ("la silla Herman Miller"). */
const PRODUCT_BEFORE = words(`
  model brand colour color shade edition template theme plan report widget panel tier version
  modelo marca color tono edicion plantilla tema plan informe panel version silla zapatillas
  zapatos botas perfume colonia colchon crema serum vino cerveza whisky ginebra ron libreta
  cuaderno coche moto bici portatil movil telefono reloj mochila bolso chaqueta camiseta
  pantalones vaqueros sofa mesa lampara cafetera aspiradora batidora robot freidora gafas
  auriculares patinete tarjeta cuenta cafe tienda sudadera indicador servicio
  project proyecto codename operation operacion sprint epic release feature`);

/** Nouns right after a product or brand name ("Stan Smith sneakers", "Jim Beam bourbon"). */
const PRODUCT_AFTER = words(`
  jeans polo polos shirt shirts tee hoodie jacket coat sneakers trainers shoes boots sandals
  heels socks dress skirt bag backpack wallet watch glasses sunglasses perfume cologne fragrance
  lipstick mascara foundation serum cream lotion mask masks shampoo bourbon whiskey whisky scotch
  vodka gin rum tequila martini wine beer ale lager cider coffee tea blend roast mattress sofa
  couch chair desk lamp table bed pillow colourway colorway colour color shade edition set kit
  series line collection range model report dashboard widget panel template theme plan mode tier
  feature app sole flight bottle tasting car truck sedan suv bike headphones earbuds speaker
  mixer vacuum blender fryer phone laptop tablet camera console controller grapefruit sauce
  tent beans sponge flag service agent hoodie sweater cap hat paint`);

/** Things people give names to: "<thing> is named X", "<thing> se llama X". */
const THING_NOUNS = words(`
  room printer server bot robot dog cat puppy kitten pet mascot laptop machine host computer
  wifi network queue project router device boat car plant
  sala salon impresora servidor bot robot perro perra gato gata mascota portatil maquina
  equipo red cola proyecto router dispositivo barco coche planta`);

/** Verbs that give a name ("named", "called", "se llama", "is"). */
const NAMING_VERBS = words(`named called is was nicknamed llama llaman llamado llamada es`);

/**
 * Household brand names that are also given names or surnames somewhere ("Nike", "Dell",
 * "Ford", "Mercedes"): a run starting with one is a product or a company, not a person.
 */
const BRANDS = words(`
  nike adidas reebok puma asics converse vans google apple microsoft amazon samsung sony dyson
  ikea zara mango toyota ford tesla bmw audi honda hyundai kia nissan volvo porsche
  ferrari lamborghini netflix spotify uber airbnb paypal oracle ibm intel cisco dell lenovo
  philips bosch siemens nestle danone heineken guinness gucci prada chanel dior armani
  versace hermes cartier rolex omega casio canon nikon kodak lego disney pixar marvel
  starbucks mcdonalds subway ikea tiffany levis wrangler lacoste seat renault peugeot citroen
  fiat skoda opel dacia cupra chevrolet cadillac jeep dodge chrysler`);

/** Compass regions: as a lone capitalized word they name a sales region or a column value. */
const COMPASS = words(`north south east west central northeast northwest southeast southwest norte sur este oeste centro noreste noroeste sureste suroeste`);

interface ThingCue {
  id: string;
  /** Entity types whose score the cue caps. */
  types: ReadonlyArray<Candidate['entity']>;
  /** The score a candidate keeps at most when the cue fires (below the 0.5 default threshold). */
  cap: number;
  /** Why, with an example. */
  why: string;
  fires(doc: Doc, c: Candidate): boolean;
}

/** The lower-case word token just before token i (skipping nothing), if spaced. */
function wordBefore(doc: Doc, i: number): number {
  const p = i - 1;
  return doc.isWord(p) && doc.sep(i) === SEP_SPACE ? p : -1;
}

function keyOf(doc: Doc, i: number): string {
  return i >= 0 && doc.isWord(i) ? doc.key(i) : '';
}

/** "the Hendersons": a family named by its plural surname. */
function pluralSurname(doc: Doc, c: Candidate): boolean {
  if (c.first !== c.last) return false;
  const k = doc.key(c.first);
  return k.length > 3 && k.endsWith('s') && doc.lex.flags(k.slice(0, -1)) !== 0 && doc.surname(c.first) === false;
}

export const THING_CUES: readonly ThingCue[] = [
  {
    id: 'determiner-before',
    types: ['PERSON'],
    cap: 0.3,
    why: 'An article or possessive right before the name: "the Midnight Blue colourway", "my Steelcase Leap", "las Nike Air Max".',
    fires: (doc, c) => {
      const p = wordBefore(doc, c.first);
      return p >= 0 && DETERMINERS[doc.lang].has(doc.key(p)) && !pluralSurname(doc, c);
    },
  },
  {
    id: 'product-noun-before',
    types: ['PERSON', 'LOCATION'],
    cap: 0.3,
    why: 'A product noun classifies the name after it: "la silla Herman Miller Aeron", "el color Niebla Marina".',
    fires: (doc, c) => {
      const p = wordBefore(doc, c.first);
      return p >= 0 && doc.lower(p) && PRODUCT_BEFORE.has(doc.key(p));
    },
  },
  {
    id: 'product-noun-after',
    types: ['PERSON', 'LOCATION'],
    cap: 0.3,
    why: 'A product noun right after the name: "Stan Smith sneakers", "Jim Beam bourbon", "Calvin Klein jeans".',
    fires: (doc, c) => {
      const n = c.last + 1;
      return doc.isWord(n) && doc.sep(n) === SEP_SPACE && doc.lower(n) && PRODUCT_AFTER.has(doc.key(n));
    },
  },
  {
    id: 'named-thing',
    types: ['PERSON', 'LOCATION'],
    cap: 0.2,
    why: 'A thing given a name: "the printer is named Jordan", "the meeting room is Paris", "la sala se llama Tokio".',
    fires: (doc, c) => {
      const v = wordBefore(doc, c.first);
      if (v < 0 || !NAMING_VERBS.has(doc.key(v))) return false;
      // The thing noun within the words before the verb, in the same clause ("room is", "room
      // is named", "la sala de copias se llama").
      for (let w = v - 1, n = 0; w >= 0 && n < 8 && doc.isWord(w); w--, n++) {
        if (THING_NOUNS.has(keyOf(doc, w))) return true;
      }
      return false;
    },
  },
  {
    id: 'brand-name',
    types: ['PERSON'],
    cap: 0.3,
    why: 'A run that starts with a household brand: "Nike Air Max", "sync with Google Drive", "a Ford Mustang".',
    fires: (doc, c) => BRANDS.has(doc.key(c.first)),
  },
  {
    id: 'compass-region',
    types: ['PERSON', 'LOCATION'],
    cap: 0.2,
    why: 'A lone compass word is a region value, not a name or a place: "East and West regions grew; Central declined".',
    fires: (doc, c) => c.first === c.last && COMPASS.has(doc.key(c.first)),
  },
];

/** The lowest cap among the cues that fire for `c` (1 when none applies). */
export function thingCap(doc: Doc, c: Candidate): number {
  let cap = 1;
  for (const cue of THING_CUES) {
    if (cue.cap < cap && cue.types.includes(c.entity) && cue.fires(doc, c)) cap = cue.cap;
  }
  return cap;
}
