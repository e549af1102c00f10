/**
 * people7en (round 7). Two layouts where given names name things:
 *  - rooms and classes of schools, nurseries, offices and venues, named with a given name or a
 *    cute phrase and a room word last: "Little Acorns Room", "Year 4 (Willow Class)", "the Jungle
 *    Room", "Merlion Room". No surname is "Room", "Class", "Lounge" or "Suite";
 *  - the item lines of a receipt or an order: a quantity, the product, its price, "2 Lucky Me
 *    Pancit Canton ₱36.00", "1 Coke Mismo ₱20.00". A results table puts a time or points after a
 *    name ("1 Liam O'Driscoll 16:32"), never a currency.
 */
import { type Doc, SEP_NEWLINE, SEP_SPACE } from '../doc.js';
import { cueSet } from '../cue-bits.js';

/** Room words that end a room's or a class's name (lower-case keys). */
const ROOM_WORDS = cueSet(new Set(['room', 'rooms', 'class', 'lounge', 'suite', 'studio']));

/** The run [a, b] of several words ends with a capitalized room word ("Little Acorns Room"). */
export function endsWithRoomWord(doc: Doc, a: number, b: number): boolean {
  return b > a && doc.capitalized(b) && doc.inSet(b, ROOM_WORDS);
}

/**
 * people8es (round 8). Spanish names the room or machine first: "Sala Rosario", "Sala Guadalupe
 * (2.ª planta)", "Clúster Valencia al 63 %", "Aula Severo Ochoa", "Servidor Lima". These nouns
 * (lower-case, accent-free keys) open no person's name; "Sala" as a surname follows the given name
 * ("Rosario Sala").
 */
const ROOM_HEADS_ES = cueSet(new Set(['sala', 'aula', 'cluster', 'servidor', 'nodo', 'impresora', 'cola']));

/** The Spanish run [a, b] of several words opens with a capitalized room or machine noun ("Sala Rosario"). */
export function opensWithRoomWordEs(doc: Doc, a: number, b: number): boolean {
  return doc.lang === 'es' && b > a && doc.capitalized(a) && doc.inSet(a, ROOM_HEADS_ES);
}

/** Currency signs that open a price. */
const CURRENCY = new Set([...'$£€¥₹₱₦₩₺₽'].map((c) => c.charCodeAt(0)));
/** Largest quantity read at a line start ("12 eggs"). */
const MAX_QUANTITY_DIGITS = 2;
/** Most tokens walked from the run to its price. */
const MAX_TOKENS_TO_PRICE = 6;

/** The run [a, b] is the product of a receipt line: a quantity opens the line, a price follows it on the line. */
export function receiptItem(doc: Doc, a: number, b: number): boolean {
  const q = a - 1;
  // The quantity first: a short number opening its line, right before the run.
  if (!doc.isNum(q) || doc.len(q) > MAX_QUANTITY_DIGITS || doc.sep(a) !== SEP_SPACE || (q > 0 && doc.sep(q) < SEP_NEWLINE)) return false;
  for (let t = b + 1; t < doc.count && t <= b + MAX_TOKENS_TO_PRICE && doc.sep(t) < SEP_NEWLINE; t++) {
    if (!doc.isWord(t) && !doc.isNum(t) && CURRENCY.has(doc.charAt(t)) && doc.isNum(t + 1)) return true;
  }
  return false;
}
