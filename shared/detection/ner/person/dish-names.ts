/**
 * A capitalized run holding a dish word names a dish on a menu, not a person: South Asian menus
 * in English capitalize every dish ("Chana Masala", "Dal Tadka", "Lamb Rogan Josh"), and no
 * given name or surname is "Masala" or "Tadka".
 *
 *   Choose any two: Paneer Makhani, Chana Masala, Chicken Tikka, Dal Tadka
 *
 * The words are dish and cooking-style names only; words that are also given names or surnames
 * stay out ("Curry", "Rogan", "Chana", "Palak", "Achari").
 */
import { type Doc } from '../doc.js';
import { cueSet } from '../cue-bits.js';
import { words } from '../thing-words.js';

/** Dish and cooking-style words of menus (lower-case keys). */
const DISH_WORDS = words(`
  masala tadka tarka tikka makhani makhanwala vindaloo jalfrezi biryani biriyani bhuna pasanda
  dopiaza saag aloo dhal daal bhaji bhajis pakora pakoras samosa samosas naan paratha parathas
  roti kulcha dosa dosas idli vada raita chutney korma keema kofta paneer tandoori methi murgh`);
export const DISH_WORDS_CUE = cueSet(DISH_WORDS);

/** Some word of the run [a, b] is a dish word ("Chana Masala", "Dal Tadka"). */
export function holdsDishWord(doc: Doc, a: number, b: number): boolean {
  for (let i = a; i <= b; i++) if (doc.inSet(i, DISH_WORDS_CUE)) return true;
  return false;
}

/**
 * people6en: dish nouns that a name before them turns into a dish ("Caesar wrap", "Waldorf salad",
 * "Cobb salad", "Reuben sandwich", "Florentine omelette"). Only nouns no person does: "Caesar
 * said" stays a person. Read only right after the run, in lower case.
 */
const DISH_NOUNS_AFTER = words(`
  wrap wraps soup salad sandwich sandwiches toastie panini burger stew risotto omelette omelet
  pudding crumble casserole chowder bagel`);
const DISH_NOUNS_AFTER_CUE = cueSet(DISH_NOUNS_AFTER);

/** A lower-case dish noun right after the run [a, b]: "Caesar wrap" on a menu. */
export function dishNounAfter(doc: Doc, b: number): boolean {
  const n = b + 1;
  return doc.isWord(n) && doc.spaced(n) && doc.lower(n) && doc.inSet(n, DISH_NOUNS_AFTER_CUE);
}
