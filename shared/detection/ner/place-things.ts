/**
 * Word lists for the place cues of `place-context.ts` that say a gazetteer town names a thing:
 * a product line in a catalogue or a review ("the Brooklyn tote", "the Lexington is a regular
 * fit"), a feature in release notes ("Fix: Sydney sync job"), a drink ("Moscow Mule"). Keys are
 * normalized (lower case, no accents). These are data: add a word to its list, with an example.
 * places6 (round 6).
 */
import { cueSet } from './cue-bits.js';

const words = (s: string): ReadonlySet<string> => new Set(s.trim().split(/\s+/));

/**
 * Release-note and changelog labels before a colon: "Fix: Sydney sync job retries on 429",
 * "Removed: Victoria legacy reports", "Corregido: Lisboa exportaba mal las fechas".
 */
export const CHANGELOG_LABELS = words(`
  fix fixed fixes bugfix added add removed remove changed change improved improvement deprecated
  known perf docs feat refactor
  corregido corregida correccion arreglado anadido eliminado mejorado mejora cambiado obsoleto`);
export const CHANGELOG_LABELS_CUE = cueSet(CHANGELOG_LABELS);

/**
 * Product nouns that catalogues and reviews put after a line named after a town, and software
 * parts after a feature named so: "the Brooklyn tote", "the Cambridge pillowcases", "the Madison
 * blazer", "the Florence cast iron casserole", "The Monaco espresso machine", "Canberra router
 * keeps dropping", "The Fuji booth is for calls only". Not "office", "store", "team", "trip": "the
 * Denver office" is in Denver.
 */
export const PLACE_PRODUCT_NOUNS = words(`
  tote totes blazer blazers pillowcase pillowcases casserole casseroles router routers booth booths
  machine machines kettle kettles recliner recliners cardigan cardigans loafer loafers trousers
  chinos duffel holdall satchel clutch skillet saucepan teapot mug mugs tumbler
  picker cooldown
  ability abilities
  strap straps pocket pockets thermostat thermostats pram prams stroller strollers
  boots shoes sneakers trainers welt
  plan plans preset presets sync
  knife knives
  queue queues pool pools vault vaults module modules environment environments replica replicas
  balancer balancers suite stream streams batch books novels`);
// places8 (round 8): software and operations parts named after towns in runbooks, dashboards and
// release notes ("drain the Sydney queue", "the Cardiff worker pool", "update the secret in the
// Hamilton vault", "the Hampton module", "The Brooklyn and Camden environments", "The Phoenix load
// balancer", "the Phoenix chaos suite", "the Aurora event stream", "the Lincoln batch job"), and a
// series of books named after a place ("Fans of the Shetland books"). Not "office", "team", "site",
// "branch", "depot": those are premises or staff in the town.

// nopii7en (round 7), the third line: a game's hero or class named after a town in patch notes
// ("reduced Phoenix ability cooldown"); no town has an "ability".
// places7 (round 7), the last three lines: bag parts and devices in product pages ("a detachable
// Hamilton strap", "the Aurora thermostat"), footwear named after towns ("Chelsea boots", "Derby
// shoes", "the Goodyear welt"), a software plan, preset or sync job ("SAML login for
// Enterprise plans", "Rolled back the Phoenix sync change"), and a tool ("a Stanley knife").
export const PLACE_PRODUCT_NOUNS_CUE = cueSet(PLACE_PRODUCT_NOUNS);

/** Determiners before a product line: "the Monaco espresso machine", "my Florence cast iron casserole". */
export const THING_DETERMINERS = words(`the my our your this that these those`);
export const THING_DETERMINERS_CUE = cueSet(THING_DETERMINERS);

/**
 * Words after "the <town>" that make it a model in a comparison: a verb of its subject or the
 * pronoun "one" ("the Lexington is a regular fit", "the Phoenix is easier to clean", "the
 * Bordeaux one didn't").
 */
export const THING_SUBJECT_NEXT = words(`is was has had one ones runs fits comes looks feels wins costs holds`);
export const THING_SUBJECT_NEXT_CUE = cueSet(THING_SUBJECT_NEXT);

/**
 * One-word places English writes with "the": they stay places after it ("the Hague is", "the
 * Bronx (NY)").
 */
export const THE_PLACES = words(`hague bronx gambia bahamas netherlands philippines congo sudan ukraine
  yukon punjab crimea algarve hamptons riviera caribbean balkans midlands`);
export const THE_PLACES_CUE = cueSet(THE_PLACES);

/** Capitalized drink words after a town: "Moscow Mule", "Singapore Sling", "Brooklyn Lager". */
export const DRINK_TAILS = words(`mule sling spritz fizz sour lager ale stout pilsner ipa`);
export const DRINK_TAILS_CUE = cueSet(DRINK_TAILS);

/**
 * Field labels whose value is a place, before a colon: "Origen: Santiago · Destino: Concepción",
 * "City: Leeds", "País: Ecuador". A town that is also a given name ("Concepción") is the place
 * there. Read by location.ts.
 */
export const PLACE_LABELS = words(`
  origin destination city town country location county province
  origen destino ciudad pais localidad poblacion municipio ubicacion lugar provincia departamento`);
export const PLACE_LABELS_CUE = cueSet(PLACE_LABELS);

/**
 * Spanish product and colour words before a town that make it a product's or a colour's name,
 * beside the product nouns of thing-words.ts (PRODUCT_BEFORE), capitalized or not: "Nueva
 * hamburguesa Texas", "Taza Dalí edición limitada", "Azul Atlántico y Terracota Sevilla".
 */
export const ES_PRODUCT_WORDS_BEFORE = words(`hamburguesa hamburguesas taza tazas terracota bocadillo perfil
  cojin app aplicacion modulo componente cluster sala equipo
  cola colas conector`);
// places8 (round 8), the last line: a message or support queue and a software connector named
// after a town ("la cola Lima se ha quedado sin consumidores", "Cola Quito: 22 %", "El conector
// Bolívar ahora admite CSV"). Not "la cola de Lima" (a queue in Lima): the noun must stand right
// before the town.
// places7 (round 7), the last line: a cushion's model, an app, a software module or cluster, a
// meeting room and a work team named after a town ("el cojín Lisboa de regalo", "la app Montaña
// 3.0", "en el clúster Toledo", "la sala Amazonas", "las historias del equipo Pampa"). Not
// "oficina", "tienda", "sede": those are premises in the town.

export const ES_PRODUCT_WORDS_BEFORE_CUE = cueSet(ES_PRODUCT_WORDS_BEFORE);

/** Capitalized model words after a town: "seguido del Quito Lite", "the Austin Pro". */
export const MODEL_SUFFIXES = words(`plus pro lite mini ultra`);
export const MODEL_SUFFIXES_CUE = cueSet(MODEL_SUFFIXES);

/** Labels of a line that lists drinks or dishes: "Cocktail list: Manhattan, Cosmopolitan", "Carta: Sevilla…". */
export const MENU_LABELS = words(`cocktail cocktails drinks menu cocteles cocteleria bebidas carta`);
export const MENU_LABELS_CUE = cueSet(MENU_LABELS);

/**
 * places7 (round 7): Words inside a bracket right after a town that make it a meeting room's or
 * a product's name: "Everest (12 seats, VC), Fuji (phone booth)", "the Austin (3-seater)". Not
 * "rooms" or "nights": "a hotel in Madrid (2 rooms, 3 nights)" is in Madrid.
 */
export const BRACKET_THING_WORDS = words(`seats seat seater booth`);
export const BRACKET_THING_WORDS_CUE = cueSet(BRACKET_THING_WORDS);

/**
 * places7 (round 7): Dish heads before a town that name a dish after it, capitalized on menus:
 * "Chicken Balti", "Beef Wellington", "Chicken Kiev", "Lamb Madras", "Pollo Kiev".
 */
export const DISH_HEADS_BEFORE = words(`chicken lamb beef pork prawn prawns paneer duck veg vegetable pollo`);
export const DISH_HEADS_BEFORE_CUE = cueSet(DISH_HEADS_BEFORE);

/**
 * places7 (round 7): Words before a place that make it a period of history, a school topic,
 * not where anyone is: "the Ancient Egypt day", "un trabajo sobre el Antiguo Egipto".
 */
export const HISTORY_WORDS_BEFORE = words(`ancient antiguo antigua`);
export const HISTORY_WORDS_BEFORE_CUE = cueSet(HISTORY_WORDS_BEFORE);

/**
 * places7 (round 7): Type words a few words before a font named after a place: "La tipografía
 * principal es Montserrat", "font-family: Georgia", "set the body font to Geneva".
 */
export const FONT_WORDS = words(`font fonts font-family typeface typefaces typography tipografia tipografias`);
export const FONT_WORDS_CUE = cueSet(FONT_WORDS);

/**
 * places7 (round 7): Spanish foods sold under their town of origin, before "de" + the town:
 * "1 kg de naranjas de Sevilla", "queso de Burgos", "pimientos de Padrón", "turrón de Jijona".
 * The town names a variety; it places nobody.
 */
export const ES_FOODS_OF_PLACE = words(`naranjas naranja queso quesos jamon pimientos lentejas turron mantecados
  alubias garbanzos morcilla chorizo sobrasada ensaimada`);
export const ES_FOODS_OF_PLACE_CUE = cueSet(ES_FOODS_OF_PLACE);

/**
 * places8 (round 8): software and operations nouns before a bracketed list of towns that name
 * them: "Pick a workspace (Oxford, Cambridge or Durham)", "Queues above threshold (Sydney / Perth
 * / Auckland)", "un clúster (Valencia, Toledo o Cádiz)", "colas de negocio (Lima, Quito, Bogotá)".
 * Not "offices", "branches", "sedes": "our offices (London, Paris)" are in those towns.
 */
export const BRACKET_LIST_NOUNS = words(`workspace workspaces queue queues cluster clusters environment environments
  cola colas entorno entornos`);
export const BRACKET_LIST_NOUNS_CUE = cueSet(BRACKET_LIST_NOUNS);
