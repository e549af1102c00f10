/**
 * Delimited exports (CSV/TSV) say in their header what each column holds. A name split over
 * `first_name,last_name` columns has no capital-letter or context cue in the row ("maria,lopez"),
 * and a `region` column holds values ("East", "Norte") that look like names or places but are not.
 *
 * Column roles are data (COLUMN_ROLES): a header field, once lower-cased with "_-." as spaces,
 * maps to the entity its cells hold, or to NEUTRAL (nothing personal: the cells are claimed so no
 * other NER rule reads them). Cells of a role become candidates when their text has the shape of
 * the entity (letters, spaces, apostrophes, hyphens); generic role columns ("owner", "lead",
 * "responsable") need a known given name in the cell, since they also hold "yes"/"no" flags.
 */
import { csvHeader } from '../recognizers/csv-columns.js';
import type { Candidate, Doc } from './doc.js';
import { postcodeCellAddress, regionCellPlace } from './csv-places.js';
import { COMMA } from './chars.js';

type Role = 'PERSON' | 'PERSON_IF_NAMED' | 'ORGANIZATION' | 'LOCATION' | 'REGION' | 'POSTCODE' | 'NEUTRAL';

const role = (r: Role, fields: string): Array<[string, Role]> => fields.trim().split(/\s*\n\s*|\s*;\s*/).map((f) => [f, r]);

/** Header field → role. One entry per normalized header spelling. */
const COLUMN_ROLES: ReadonlyMap<string, Role> = new Map([
  // first_name,last_name / nombre,apellidos (header cells are normalized: "first_name" → "first name")
  ...role('PERSON', `first name; firstname; given name; last name; lastname; surname; surnames; family name; full name; fullname;
    name; contact name; customer name; employee name; patient name; nombre; nombres; apellido; apellidos; primer apellido;
    segundo apellido; nombre completo; nombre y apellidos; apellido1; apellido2; apellido 1; apellido 2; 1er apellido; 2o apellido;
    middle name; middlename; second surname; given names; forename; forenames; first; last;
    contact first; contact last; contact first name; contact last name; nombre contacto; apellidos contacto; apellido contacto`),
  ...role('PERSON_IF_NAMED', `owner; lead; manager; contact; assignee; agent; rep; responsable; titular; contacto; empleado; employee; customer; cliente; paciente; patient`),
  // people6es (round 6): the sales rep of a Spanish sales report ("REGION,VENDEDOR,VENTAS_ENE").
  ...role('PERSON_IF_NAMED', `vendedor; vendedora; comercial; asesor; asesora; agente; tecnico; tecnica`),
  ...role('ORGANIZATION', `company; company name; organization; organisation; employer; vendor; supplier; empresa; compania; proveedor; organizacion; razon social`),
  // orgs7en (round 7): the shop of a card or expense export ("date,card,merchant,amount": "Officeworks", "Coles Express").
  ...role('ORGANIZATION', `merchant; merchant name; retailer; comercio; establecimiento`),
  // orgs9 (round 9, blind b14): a column that names the member's club, the pupil's school, the
  // account's bank holds organizations ("member_no,surname,…,club,phone":
  // "Pretoria Harriers").
  // Not "carrier": a shipping export's carrier column holds the service ("UPS Ground", "FedEx Home").
  ...role('ORGANIZATION', `club; school; college; university; bank; bank name; insurer; insurance company; hospital;
    escuela; colegio; universidad; banco; entidad bancaria; aseguradora`),
  ...role('LOCATION', `city; town; country; state; province; ciudad; localidad; municipio; poblacion; pais; provincia`),
  // places6: a salesperson column of a sales report holds names ("DEL CARPIO VALDIVIA, JOSÉ LUIS"),
  // surname first, so no place inside them ("ALVA DE LA CRUZ") is read. ("vendedor"/"vendedora"
  // are people6es's PERSON_IF_NAMED row above, which reads "Surnames, Given" cells too.)
  ...role('PERSON', `salesperson; sales rep; sales person`),
  // places6: a city or state column under a prefix ("region_city,region_state", "ship_city").
  ...role('LOCATION', `region city; region state; ship city; ship state; ship country; shipping city; shipping state; shipping country;
    billing city; billing state; billing country; customer city; customer country; home city; city town; ciudad envio; provincia envio; pais envio`),
  // places6: a sales region column holds places ("Alberta") or sales regions ("East"): csv-places.ts tells them apart.
  // So does a "Location" column of a staff list ("Vancouver", but also "Remote", "HQ").
  ...role('REGION', `region; región; territory; territorio; location; ubicacion; ubicación; sede; office location; base location`),
  // places6: a postal code alone in its column is the address's part on that row (csv-places.ts).
  ...role('POSTCODE', `postcode; post code; postal code; postalcode; zip; zip code; zipcode; codigo postal; código postal; cp; cod postal`),
  ...role('NEUTRAL', `zone; zona; area; quarter; trimestre; category; categoria; product; producto; item; articulo;
    sku; colour; color; size; talla; month; mes; metric; status; estado; team; equipo; department; departamento; plan; tier; type; tipo;
    role; rol; channel; canal; segment; segmento; brand; marca; model; modelo;
    store; tienda; season; temporada; top seller; best seller; mas vendido; más vendido; collection; coleccion; colección`),
]);

/**
 * people6en: a person's name column with a prefix that says whose name it is ("rep_first_name",
 * "billing_last_name", "owner_full_name", "emergency_contact_surname"): CRM and shop exports
 * prefix the name fields of each party. The field's last words decide; only these name fields
 * count, never a bare "name" (a "product_name" or "store_name" column is no person).
 */
const PREFIXED_NAME_FIELDS = ['first name', 'firstname', 'last name', 'lastname', 'surname', 'given name', 'family name', 'full name', 'middle name'];

/**
 * people9en: a thing column named by its kind and a naming word ("product_name", "product_line",
 * "Colour name", "item_description"): catalogue and sales exports name their products, colours
 * and models so, and those cells are no people ("Kosciuszko Puffer Vest", "Endpoint Shield",
 * "Midnight Navy"). Only these kinds: a "store name" or "brand name" may be a company.
 */
const THING_FIELD_HEADS = new Set(['product', 'item', 'colour', 'color', 'model', 'category', 'collection', 'variant', 'style']);
/** The naming words after a thing kind ("product name", "product line"). */
const THING_FIELD_TAILS = new Set(['name', 'line', 'title', 'description', 'desc', 'family', 'range', 'label']);

/** The role of a header field: its entry, or PERSON when it ends in a prefixed name field ("rep first name"). */
function roleOf(field: string): Role | undefined {
  const r = COLUMN_ROLES.get(field);
  if (r !== undefined) return r;
  for (const tail of PREFIXED_NAME_FIELDS) {
    if (field.length > tail.length + 1 && field.endsWith(tail) && field[field.length - tail.length - 1] === ' ') return 'PERSON';
  }
  const space = field.indexOf(' ');
  if (space > 0 && field.indexOf(' ', space + 1) < 0 && THING_FIELD_HEADS.has(field.slice(0, space)) && THING_FIELD_TAILS.has(field.slice(space + 1))) return 'NEUTRAL';
  return undefined;
}

/** Header fields that make a bare "name" column a product list, not people ("sku,name,price"). */
const PRODUCT_HEADERS = new Set(['sku', 'product', 'price', 'item', 'producto', 'precio', 'articulo', 'qty', 'cantidad', 'referencia']);

/** A "name" column beside product headers names products ("sku,name,price", "referencia,nombre,precio"). */
const PRODUCT_NAME_FIELDS = new Set(['name', 'nombre']);

/** Cell text a name can be: letters with spaces, apostrophes, hyphens, dots and an inner comma. */
const NAME_CELL = /^[\p{L}][\p{L}\p{M}'’.\- ]{0,58}(?:, ?[\p{L}][\p{L}\p{M}'’.\- ]{0,40})?$/u;

/** Index of the first token starting at or after `offset` (tokens are in text order). */
function tokenAt(doc: Doc, offset: number): number {
  let lo = 0;
  let hi = doc.count;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (doc.start(mid) < offset) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Splits one line into [start, end) cells (quote-aware), offsets into the text. */
function cells(text: string, from: number, to: number, delimiter: string): Array<[number, number]> {
  const out: Array<[number, number]> = [];
  let start = from;
  let quoted = false;
  for (let i = from; i <= to; i++) {
    const ch = i < to ? text[i] : delimiter;
    if (ch === '"') quoted = !quoted;
    else if (ch === delimiter && !quoted) {
      out.push([start, i]);
      start = i + 1;
    }
  }
  return out;
}

/**
 * Adds the candidates of role columns to `fixed` and claims their tokens (and every token of a
 * NEUTRAL column and of the header line itself). Texts without a delimited header are untouched.
 */
export function findCsvCells(doc: Doc, fixed: Candidate[]): void {
  const header = csvHeader(doc.text);
  if (!header) return;
  const productList = header.fields.some((f) => PRODUCT_HEADERS.has(f));
  const roles = header.fields.map((f) => (PRODUCT_NAME_FIELDS.has(f) && productList ? undefined : roleOf(f)));
  if (!roles.some((r) => r !== undefined)) return;
  const text = doc.text;
  const width = header.fields.length;
  let lineStart = 0;
  let first = true;
  while (lineStart < text.length) {
    let lineEnd = text.indexOf('\n', lineStart);
    if (lineEnd < 0) lineEnd = text.length;
    const end = text[lineEnd - 1] === '\r' ? lineEnd - 1 : lineEnd;
    if (first) {
      claimRange(doc, lineStart, end);
      first = false;
    } else {
      const row = cells(text, lineStart, end, header.delimiter);
      // Rows of another width belong to something else (a note under the table).
      if (row.length !== width) break;
      row.forEach(([s, e], col) => cell(doc, roles[col], s, e, fixed));
    }
    lineStart = lineEnd + 1;
  }
}

function claimRange(doc: Doc, start: number, end: number): void {
  for (let t = tokenAt(doc, start); t < doc.count && doc.end(t) <= end; t++) doc.claimed[t] = 1;
}

function cell(doc: Doc, r: Role | undefined, s: number, e: number, fixed: Candidate[]): void {
  if (!r) return;
  const text = doc.text;
  while (s < e && (text[s] === ' ' || text[s] === '"')) s++;
  while (e > s && (text[e - 1] === ' ' || text[e - 1] === '"')) e--;
  if (e <= s) return;
  if (r === 'NEUTRAL') return claimRange(doc, s, e);
  const first = tokenAt(doc, s);
  let last = first;
  while (last + 1 < doc.count && doc.end(last + 1) <= e) last++;
  if (r === 'POSTCODE') {
    const address = first < doc.count && !doc.anyClaimed(first, last) ? postcodeCellAddress(doc, first, last, s, e) : undefined;
    if (address) keep(doc, address, fixed);
    return;
  }
  if (!NAME_CELL.test(text.slice(s, e))) return r === 'REGION' ? claimRange(doc, s, e) : undefined;
  if (first >= doc.count || doc.anyClaimed(first, last)) return;
  if (r === 'REGION') {
    const place = regionCellPlace(doc, first, last, s, e);
    return place ? keep(doc, place, fixed) : claimRange(doc, s, e);
  }
  if (r === 'PERSON_IF_NAMED' && !namedCell(doc, first, last)) return;
  const entity = r === 'PERSON_IF_NAMED' ? 'PERSON' : r;
  keep(doc, { entity, first, last, start: s, end: e, score: entity === 'PERSON' ? 0.9 : 0.8 }, fixed);
}

/** A cell's finding: reported, and its tokens claimed so no later pass reads them. */
function keep(doc: Doc, c: Candidate, fixed: Candidate[]): void {
  fixed.push(c);
  doc.claim(c);
}

/** A plain given name (a list knows it, no everyday word). */
const plainGiven = (doc: Doc, t: number): boolean => doc.isWord(t) && doc.firstName(t) && !doc.commonWord(t);

/**
 * The cell [first, last] of a generic role column holds a person: it opens with a given name
 * ("Ana Ruiz"), or (people6es, round 6) a given name follows its comma, as directories write
 * "Surnames, Given" ("SEMINARIO CHÁVEZ, JORGE", "Del Carpio Valdivia, José Luis").
 */
function namedCell(doc: Doc, first: number, last: number): boolean {
  if (plainGiven(doc, first)) return true;
  for (let t = first + 1; t < last; t++) if (doc.isChar(t, COMMA) && doc.len(t) === 1) return plainGiven(doc, t + 1);
  return false;
}

