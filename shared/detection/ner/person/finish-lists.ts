/**
 * Lists of colours and finishes in product text name no one, though their items are often given
 * names or surnames ("Available in Oat, Sage, Clay and Midnight", "Upholstered in Rust, Olive or
 * Ink bouclé", "Colours: Stealth Black, Lunar Grey, Miami Teal", "Available in Graphite and
 * Arctic White"). One colour word among the items is enough to read the whole list as finishes.
 */
import { type Doc, SEP_NEWLINE, SEP_SPACE } from '../doc.js';
import { APOSTROPHE, CLOSE_PAREN, COLON, COMMA, OPEN_PAREN } from '../chars.js';
import { COLOURS } from '../thing-words.js';
import { cueSet } from '../cue-bits.js';
import { perDocument } from '../per-document.js';

const words = (list: string): ReadonlySet<string> => new Set(list.trim().split(/\s+/));

/** Colour words the thing-word list lacks that name finishes: "Sage", "Rust", "Slate Grey". */
export const FINISH_WORDS = words(`rose ruby pearl slate rust plum sage blush sky emerald sapphire wine ivy graphite midnight
  oat clay moss ink smoke ash ochre terracotta sienna jade cobalt arena salvia pizarra grafito
  velvet boucle linen tweed suede`);
/** Words that join the items of a list. */
const JOINERS = words(`and or y o e &`);
/** A line label that announces the finishes: "Colours: …", "Finish: …", "Colores: …". */
const FINISH_LABELS = words(`colour colours color colors colourways colorways finish finishes shades colores acabados acabado tonos`);
/** The word before the list: "Available in …", "Upholstered in …", "Disponible en …". */
const LIST_INTRO = words(`in en`);
/** Most capitalized words in one item ("Stealth Black"). */
const MAX_ITEM_WORDS = 3;
/** Most items walked on either side. */
const MAX_ITEMS = 8;

/** COLOURS and FINISH_WORDS as one cue set (cue-bits.ts), derived from both lists at load: one bit test per word. */
export const FINISH_CUE = cueSet(new Set([...COLOURS, ...FINISH_WORDS]));

const finishWord = (doc: Doc, i: number) => doc.isWord(i) && doc.inSet(i, FINISH_CUE);

/**
 * The document holds a capitalized colour or finish word somewhere (once per document, a walk
 * over its capitalized words only). The items a list walk reads are capitalized words, so without
 * one a list walk finds no colour, and is skipped: most texts that list names ("Ana, Luis and
 * Marta") name no colour.
 */
export const documentHasFinishWord = perDocument((doc: Doc): boolean => {
  for (let i = doc.nextCapitalized(0); i < doc.count; i = doc.nextCapitalized(i + 1)) if (finishWord(doc, i)) return true;
  return false;
});

/** The first token of the capitalized item that ends at token e, or -1. */
function itemStart(doc: Doc, e: number): number {
  if (!doc.capitalized(e)) return -1;
  let s = e;
  while (s - 1 >= 0 && e - s + 1 < MAX_ITEM_WORDS && doc.capitalized(s - 1) && doc.sep(s) === SEP_SPACE) s--;
  return s;
}

/** The token is a list separator: "," or "and"/"or"/"y"/"o". */
function separator(doc: Doc, i: number): boolean {
  return doc.isChar(i, COMMA) || (doc.lower(i) && JOINERS.has(doc.key(i)));
}

/** The line that holds token i opens with a finish label and its colon: "Colours: …". */
function finishLabelLine(doc: Doc, i: number): boolean {
  let s = i;
  while (s > 0 && doc.sep(s) < SEP_NEWLINE) s--;
  return doc.isWord(s) && FINISH_LABELS.has(doc.key(s)) && doc.isChar(s + 1, COLON);
}

/**
 * The run [a, b] is an item of a list of finishes: a list after "in"/"en" or on a "Colours:" line,
 * of two or more capitalized items, one of which holds a colour word.
 */
export function finishListItem(doc: Doc, a: number, b: number): boolean {
  // Cheap test first: a list separator, "in"/"en" or a label's colon right around the run.
  const p0 = a - 1;
  if (!separator(doc, p0) && !separator(doc, b + 1) && !doc.isChar(p0, COLON) && !(doc.lower(p0) && LIST_INTRO.has(doc.key(p0)))) return false;
  let colour = false;
  for (let i = a; i <= b; i++) if (finishWord(doc, i)) colour = true;
  // Every answer below needs a finish word among the items, and the other items are capitalized.
  if (!colour && !documentHasFinishWord(doc)) return false;
  // Walk left over "X, Y and" items.
  let first = a;
  let items = 1;
  for (let p = a - 1; items < MAX_ITEMS && p > 0 && separator(doc, p); ) {
    let e = p - 1;
    if (doc.isChar(e, COMMA) && doc.lower(p)) e--; // "Charcoal, and Heather Grey"
    const s = itemStart(doc, e);
    if (s < 0) break;
    for (let i = s; i <= e; i++) if (finishWord(doc, i)) colour = true;
    first = s;
    items++;
    p = s - 1;
  }
  // Walk right over ", Y or Z" items.
  for (let n = b + 1; items < MAX_ITEMS && separator(doc, n); ) {
    let s = n + 1;
    if (doc.lower(s) && JOINERS.has(doc.key(s))) s++; // ", and Ink"
    if (!doc.capitalized(s)) break;
    let e = s;
    while (e - s + 1 < MAX_ITEM_WORDS && doc.capitalized(e + 1) && doc.sep(e + 1) === SEP_SPACE) e++;
    for (let i = s; i <= e; i++) if (finishWord(doc, i)) colour = true;
    items++;
    n = e + 1;
  }
  if (!colour) return false;
  const p = first - 1;
  const afterIn = doc.lower(p) && LIST_INTRO.has(doc.key(p)) && doc.sep(first) === SEP_SPACE;
  // One item after "in" is a finish only when every word is a finish word: "in Moss Velvet".
  if (items < 2) return afterIn && b > a && allFinishWords(doc, a, b) && !doc.isChar(b + 1, APOSTROPHE);
  // "… seconds. Colours: Stealth Black, Lunar Grey, Miami Teal."
  // people9en: the label word alone before the list, mid-sentence ("Fabric is cotton satin, colours
  // Emerald, Dusty Pink and Navy"; "in shades Sand and Slate").
  const afterLabel = (doc.isChar(p, COLON) && doc.adjacent(p) && doc.isWord(p - 1) && FINISH_LABELS.has(doc.key(p - 1)))
    || (doc.lower(p) && doc.spaced(first) && FINISH_LABELS.has(doc.key(p)));
  return afterIn || afterLabel || finishLabelLine(doc, first);
}

function allFinishWords(doc: Doc, a: number, b: number): boolean {
  for (let i = a; i <= b; i++) if (!finishWord(doc, i)) return false;
  return true;
}

/** Fewest other items around a name in a list of things ("Algodón, Sintéticos, Mix, Lana, Rápido"). */
const MIN_THING_ITEMS = 2;

/** Token i is one capitalized everyday word (of either language) and no given name: an item of a list of things. */
function thingItem(doc: Doc, i: number): boolean {
  return doc.capitalized(i) && doc.knownWord(i) && !doc.firstName(i);
}

/**
 * The one-word run at a is an item of a comma list whose other items are all everyday words: the
 * names of programmes, settings or products ("Programas: Algodón, Sintéticos, Mix, Lana, Rápido").
 * A list of people has names around each name ("Rosa, Will, Hope").
 */
export function thingListItem(doc: Doc, a: number): boolean {
  let things = 0;
  // Left: ", X" items of one word.
  for (let p = a - 1; things < MAX_ITEMS && separator(doc, p) && doc.isWord(p - 1); p -= 2) {
    if (!thingItem(doc, p - 1) || (doc.capitalized(p - 2) && doc.sep(p - 1) === SEP_SPACE)) return false;
    things++;
  }
  // Right: ", X" items of one word (a number after the word may follow: "Rápido 15'").
  for (let n = a + 1; things < MAX_ITEMS && separator(doc, n) && doc.isWord(n + 1); n += 2) {
    if (!thingItem(doc, n + 1)) return false;
    things++;
    if (doc.capitalized(n + 2) && doc.sep(n + 2) === SEP_SPACE) return false;
  }
  return things >= MIN_THING_ITEMS;
}

/**
 * "#1F6F4A", "#fff": a hex colour code, three, six or eight hex digits after "#" with a letter
 * among them ("Jane Smith (#4412)" is a ticket number).
 */
const HEX_COLOUR = /^#(?=[0-9]*[A-Fa-f])(?:[0-9A-Fa-f]{8}|[0-9A-Fa-f]{6}|[0-9A-Fa-f]{3})(?![0-9A-Za-z])/;
/** Spaces and an opening bracket between a name and its hex code: " (#1F6F4A)", " #fff". */
const HEX_LEAD = /^ ?\(?/;

/**
 * people9en: a hex colour code right after the run (design notes and style guides name a colour
 * by its name and code: "Use Forest Green (#1F6F4A) for primary buttons", "Midnight #0B1F3A").
 */
export function hexColourAfter(doc: Doc, b: number): boolean {
  const text = doc.text;
  const e = doc.end(b);
  // The "#" within the next three characters, read before any string is made: most runs have none.
  let h = e;
  while (h < e + 3 && h < text.length && text.charCodeAt(h) !== HASH) h++;
  if (h >= text.length || text.charCodeAt(h) !== HASH) return false;
  const lead = HEX_LEAD.exec(text.slice(e, h))![0].length;
  return lead === h - e && HEX_COLOUR.test(text.slice(h, h + 10));
}
const HASH = 35;

/**
 * people9en: the run, all colour or finish words, opens a bracket right after a capitalized product
 * name: the colourway of an order or catalogue line ("1 × Ridgeline 45L Hiking Pack (Moss)",
 * "Merino Crew Socks (Charcoal, size 9–11)"). A person in brackets is a role's or team's holder,
 * and the finish lists hold few surnames.
 */
export function bracketedFinishAfterProduct(doc: Doc, a: number, b: number): boolean {
  const o = a - 1;
  if (!doc.isChar(o, OPEN_PAREN) || !doc.adjacent(a) || !doc.spaced(o) || !doc.capitalized(o - 1)) return false;
  if (!(doc.isChar(b + 1, CLOSE_PAREN) || doc.isChar(b + 1, COMMA)) || !doc.adjacent(b + 1)) return false;
  return allFinishWords(doc, a, b);
}
