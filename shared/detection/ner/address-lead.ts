/**
 * addr7: the parts written BEFORE a street line, which belong to the same address. Addresses in
 * the UK, Ireland, Australia, Canada, India and the Philippines open with a unit, a floor, a
 * building's name or a PO box, each before a comma or on a line of its own:
 *
 *   "Flat 4B, Marlowe House⏎27 Cavendish Road⏎London SW4 9QD"
 *   "Unit 12, Level 3⏎88 Flinders Lane⏎Melbourne VIC 3000"
 *   "3rd Floor, Sterling House, 22 St Mary's Gate, Derby DE1 3JR"
 *   "Shop No. 17, Ground Floor, Johari Bazar, Jaipur, Rajasthan 302003"
 *   "PO Box 77, 4 Mill Lane, Nether Wallop, Stockbridge SO20 8EA"
 *
 * `leadingParts` walks back from a street line's first token over such parts and returns the new
 * first token. Cheap: it runs once per address found (a handful per document), over at most
 * MAX_LEAD_PARTS parts of at most MAX_PART_TOKENS tokens each.
 */
import { type Doc, SEP_NEWLINE, SEP_NONE, SEP_SPACE, UPPER } from './doc.js';
import { COLON, COMMA, DOT, HASH, HYPHEN, QUOTE, SLASH } from './chars.js';
import { UNIT_WORDS } from './cues.js';

/** At most this many parts before the street line: "C/o X, Shop No. 17, Ground Floor". */
const MAX_LEAD_PARTS = 4;
/** At most this many tokens in one part: "Shop No. 17" is five ("Shop", "No", ".", "17"). */
const MAX_PART_TOKENS = 7;

/**
 * Unit words only written before the street line, beside UNIT_WORDS: "Level 3" (Australia),
 * "Block C", "Blk 9 Lot 22" (Singapore, the Philippines), "Shop No. 17" (India), "Cottage 3"
 * (Ireland), "Purok 4" (a zone of a Philippine barangay), "Site 5, Comp 14" (a Canadian rural
 * route's site and compartment), "Door 12", "Villa 8", "House 14" (Nigeria, India).
 */
const LEAD_UNIT_WORDS: ReadonlySet<string> = new Set([
  'level', 'lvl', 'block', 'blk', 'lot', 'shop', 'cottage', 'purok', 'site', 'comp', 'door', 'villa', 'house', 'tower', 'wing', 'plot', 'office',
]);

/**
 * Boxes and rural routes that stand for a street line or open the address: "PO Box 1182",
 * "P.O. Box 77", "RMB 2140" (an Australian roadside mail box), "RR 2" (a Canadian rural route),
 * "PMB 12" (Nigeria), "GPO Box 4", "Private Bag 12".
 */
const BOX_WORDS: ReadonlySet<string> = new Set(['box', 'rmb', 'rr', 'pmb', 'bag', 'apartado']);

/**
 * Last words of a building's or site's name before the street line: "Marlowe House", "Kestrel
 * Court", "Lodha Amara Tower", "Rietfontein Farm", "The Granary" is not taken (no such word).
 */
const BUILDING_WORDS: ReadonlySet<string> = new Set([
  // Not "Centre", "Hall": an organization's name more often ("Birmingham Civil Justice Centre,
  // Priory Courts, 33 Bull Street": the court is an organization of its own).
  'house', 'court', 'building', 'bldg', 'tower', 'towers', 'mansions', 'lodge', 'chambers', 'apartments',
  'residency', 'residences', 'heights', 'plaza', 'farm', 'cottage', 'estate', 'park', 'block', 'wing', 'annexe',
  'homes', 'village', 'subdivision', 'granary', 'courts',
]);

/** Floor words after an ordinal or "Ground": "3rd Floor", "Ground Floor Flat", "First Floor". */
const FLOOR_WORDS: ReadonlySet<string> = new Set(['floor', 'fl', 'flr']);
/** Written-out floors: "Ground Floor", "First Floor", "Lower Ground Floor". */
const FLOOR_NAMES: ReadonlySet<string> = new Set(['ground', 'lower', 'upper', 'first', 'second', 'third', 'fourth', 'fifth', 'basement', 'top', 'mezzanine']);

/**
 * The first token of the parts before the street line that starts at `first`, or `first` when
 * none. A part ends with a comma on the same line, or is a whole line above (at most one line
 * break between parts). Example: "Flat 4B, Marlowe House⏎27 Cavendish Road" from "27" gives "Flat".
 */
export function leadingParts(doc: Doc, first: number): number {
  let start = first;
  // A bare name part ("Lodha Amara", "Ty Nant") waits for a unit before it or an address label.
  let named = -1;
  for (let k = 0; k < MAX_LEAD_PARTS; k++) {
    const sep = doc.sep(start);
    let end: number;
    if (sep === SEP_NEWLINE) end = start - 1;
    else if (sep === SEP_SPACE && doc.isChar(start - 1, COMMA) && doc.adjacent(start - 1)) end = start - 2;
    else break;
    if (end < 0 || doc.claimed[end]) break;
    // The part: back to a line start, a comma or a label's colon.
    let s = end;
    while (s > 0 && end - s < MAX_PART_TOKENS && doc.sep(s) <= SEP_SPACE && !opener(doc, s - 1) && !doc.claimed[s - 1]) s--;
    const opens = doc.sep(s) >= SEP_NEWLINE || opener(doc, s - 1);
    if (!opens || doc.claimed[s]) break;
    if (!leadPart(doc, s, end)) {
      // "Insured address: Ty Nant, Llanfair Road, …", "B-204, Lodha Amara, Kolshet Road, …": a
      // house's or a building's bare name, only after an address label or below a unit.
      if (named >= 0 || k > 0 || !namePart(doc, s, end)) break;
      // On the label's line: "Return address:⏎Harbor Outfitters⏎Unit 4, …" names who, not where.
      // Not a person's name there ("Address: Beatrice Hall, 9 …"); below a unit it is a building ("Flat 4B, Marlowe House").
      if (doc.isChar(s - 1, COLON) && doc.sep(s) === SEP_SPACE && doc.isWord(s - 2) && ADDRESS_LABEL_WORDS.has(doc.key(s - 2))) return personName(doc, s, end) ? first : s;
      named = s;
      start = s;
      continue;
    }
    named = -1;
    start = s;
    // A part opened after a label's colon ("Address: Flat 2, ..."), a quote or "to" is the address's first.
    if (doc.isChar(s - 1, COLON) || doc.isChar(s - 1, QUOTE) || doc.lower(s - 1)) break;
  }
  return named >= 0 ? first : start;
}

/** Building words that are common surnames too: "Emma Park", "Jim Lodge", "Wendy Wing". */
const SURNAME_BUILDING_WORDS: ReadonlySet<string> = new Set(['park', 'lodge', 'wing', 'tower', 'farm', 'block']);

/** Two words that read as a person's given name and surname: "Beatrice Hall", "Emma Park" (not "Marlowe House"). */
function personName(doc: Doc, s: number, end: number): boolean {
  return end === s + 1 && doc.firstName(s) && doc.surname(end);
}

/** Words that label an address before its colon: "Insured address: Ty Nant, …". */
const ADDRESS_LABEL_WORDS: ReadonlySet<string> = new Set(['address', 'addr']);

/** One to three capitalized words on the line: a house's or building's bare name ("Ty Nant"). */
function namePart(doc: Doc, s: number, end: number): boolean {
  if (end - s > 2) return false;
  for (let j = s; j <= end; j++) if (!doc.capitalized(j) || (j > s && doc.sep(j) !== SEP_SPACE)) return false;
  return true;
}

/**
 * The last token of the leading parts that start at i, one after another before their commas
 * ("RR 2, Site 5, Comp 14, Bridgewater NS …" gives "14"), or -1 when i opens none.
 */
export function leadPartsFrom(doc: Doc, i: number): number {
  let s = i;
  let last = -1;
  for (let k = 0; k < MAX_LEAD_PARTS && s < doc.count; k++) {
    let e = s;
    while (e + 1 < doc.count && e - s < MAX_PART_TOKENS && doc.sep(e + 1) <= SEP_SPACE && !doc.isChar(e + 1, COMMA)) e++;
    if (!leadPart(doc, s, e)) break;
    last = e;
    if (!doc.isChar(e + 1, COMMA) || !doc.adjacent(e + 1) || !doc.spaced(e + 2)) break;
    s = e + 2;
  }
  return last;
}

/** The words that may open a leading part, as a cue set for the walk over capitalized words: "RR", "PO", "Purok", "Blk". */
export const LEAD_OPENERS: ReadonlySet<string> = new Set([...LEAD_UNIT_WORDS, ...BOX_WORDS, 'po', 'gpo', 'private']);

/** A token before a part's first: a comma, a label's colon, a CSV field's opening quote. */
function opener(doc: Doc, p: number): boolean {
  return doc.isChar(p, COMMA) || doc.isChar(p, COLON) || (doc.isChar(p, QUOTE) && doc.adjacent(p + 1)) || (doc.lower(p) && TO_ADDRESS.has(doc.key(p)));
}

/** Prepositions before an address in running text: "tried to deliver it to Cottage 3, Ballinamore Road, …". */
const TO_ADDRESS: ReadonlySet<string> = new Set(['to', 'at', 'from']);

/** Tokens s..end form one leading part (a unit, a floor, a building, a box, a care-of line). */
export function isLeadPart(doc: Doc, s: number, end: number): boolean {
  return leadPart(doc, s, end);
}

function leadPart(doc: Doc, s: number, end: number): boolean {
  // "3rd Floor", "2nd Floor Flat B".
  if (doc.isNum(s)) return doc.shape(s) !== 0 && floorPart(doc, s, end);
  if (!doc.isWord(s)) return false;
  const k = doc.key(s);
  // Not a care-of line ("c/o Bose & Sons Hardware"): the address runs from the street or unit on,
  // and the person or company it names stays an entity of its own.
  if (!doc.capitalized(s) && doc.shape(s) !== UPPER) return false;
  // "PO Box 77", "P.O. Box 77", "RMB 2140", "RR 2": a box or route and its number.
  const box = boxAt(doc, s);
  if (box >= 0) return unitValue(doc, box, end);
  // "Flat 4B", "Unit 12", "Level 3", "Apt 5", "Shop No. 17", "Blk 9 Lot 22".
  if (UNIT_WORDS.has(k) || LEAD_UNIT_WORDS.has(k)) {
    let v = s + 1;
    if (doc.isWord(v) && (doc.key(v) === 'no' || doc.key(v) === 'nº') && doc.spaced(v)) v++;
    if (doc.isChar(v, DOT) && doc.adjacent(v)) v++;
    if (doc.isChar(v, HASH)) v++;
    const e = unitValueEnd(doc, v);
    if (e < 0) return false;
    // "Blk 9 Lot 22": a second unit on the same part.
    if (e < end && doc.spaced(e + 1) && doc.isWord(e + 1) && (UNIT_WORDS.has(doc.key(e + 1)) || LEAD_UNIT_WORDS.has(doc.key(e + 1)))) return leadPart(doc, e + 1, end);
    return e === end;
  }
  // "3rd Floor", "Ground Floor", "Ground Floor Flat", "First Floor".
  if (FLOOR_NAMES.has(k)) return floorPart(doc, s, end);
  // "Marlowe House", "Kestrel Court": capitalized words ending in a building word.
  // Not a person's name before the comma: "Beatrice Hall, 9 Rosemary Court", "Emma Park, 4 …".
  if (end > s && end - s <= 3 && BUILDING_WORDS.has(doc.key(end)) && !(SURNAME_BUILDING_WORDS.has(doc.key(end)) && personName(doc, s, end))) {
    for (let j = s; j <= end; j++) if (!doc.capitalized(j) || (j > s && doc.sep(j) !== SEP_SPACE)) return false;
    return true;
  }
  return unitCode(doc, s, end);
}

function floorPart(doc: Doc, s: number, end: number): boolean {
  let j = s;
  if (doc.spaced(j + 1) && doc.isWord(j + 1) && FLOOR_NAMES.has(doc.key(j)) && FLOOR_NAMES.has(doc.key(j + 1))) j++; // "Lower Ground"
  if (!(doc.spaced(j + 1) && doc.isWord(j + 1) && FLOOR_WORDS.has(doc.key(j + 1)))) return false;
  j++;
  if (doc.isChar(j + 1, DOT) && doc.adjacent(j + 1)) j++;
  if (j === end) return true;
  // "Ground Floor Flat", "2nd Floor Flat B".
  return doc.spaced(j + 1) && doc.isWord(j + 1) && UNIT_WORDS.has(doc.key(j + 1)) && (j + 1 === end || unitValueEnd(doc, j + 2) === end);
}

/** "PO Box", "P.O. Box", "GPO Box", "RMB", "RR", "PMB", "Private Bag": the token after the box words, or -1. */
function boxAt(doc: Doc, s: number): number {
  let j = s;
  const k = doc.key(s);
  if (k === 'po' || k === 'gpo' || k === 'private') j = s + 1;
  else if (k === 'p' && doc.isChar(s + 1, DOT) && doc.isWord(s + 2) && doc.key(s + 2) === 'o') j = doc.isChar(s + 3, DOT) ? s + 4 : s + 3;
  if (j > s && !(doc.sep(j) <= SEP_SPACE && doc.isWord(j) && (doc.key(j) === 'box' || doc.key(j) === 'bag'))) return -1;
  if (j === s && !(doc.shape(s) === UPPER && BOX_WORDS.has(k) && k !== 'box' && k !== 'bag')) return -1;
  return j + 1;
}

/** A unit's value at v that ends the part at `end`. */
function unitValue(doc: Doc, v: number, end: number): boolean {
  return unitValueEnd(doc, v) === end;
}

/**
 * The last token of a unit's value at v: "12", "4B", "C", "C-155", "4.17", "B-204", "302"; -1 when
 * none. The value stays on the line, right after its word.
 */
export function unitValueEnd(doc: Doc, v: number): number {
  if (v >= doc.count || doc.sep(v) > SEP_SPACE) return -1;
  let e: number;
  if (doc.isNum(v) && doc.len(v) <= 5) e = v;
  else if (doc.isWord(v) && doc.len(v) <= 2 && (doc.shape(v) === UPPER || doc.lower(v))) e = v;
  else return -1;
  // "C-155", "4.17", "12-3", "2/1": a second part glued on with a hyphen, a dot or a slash.
  if ((doc.isChar(e + 1, HYPHEN) || doc.isChar(e + 1, DOT) || doc.isChar(e + 1, SLASH)) && doc.adjacent(e + 1) && doc.adjacent(e + 2) && (doc.isNum(e + 2) || (doc.isWord(e + 2) && doc.shape(e + 2) === UPPER && doc.len(e + 2) <= 2))) e += 2;
  return e;
}

/** "B-204", "A-12": a flat's code alone (India), a letter, a hyphen and its number. */
function unitCode(doc: Doc, s: number, end: number): boolean {
  return end === s + 2 && doc.isWord(s) && doc.shape(s) === UPPER && doc.len(s) <= 2 && doc.isChar(s + 1, HYPHEN) && doc.adjacent(s + 1) && doc.isNum(s + 2) && doc.sep(s + 2) === SEP_NONE;
}
