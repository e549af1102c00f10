/**
 * A capitalized run right after a kitchen quantity is an ingredient, a product or a variety, not
 * a person: recipes and shopping lists name cheeses, rices and brands that look like names.
 *
 *   60g Grana Padano · 300g Carnaroli · 2 cups of Sona Masoori · 200 ml Kikkoman · 1 tin of Heinz
 *
 * People are counted ("2 of Maria's friends"), never weighed or measured in cups.
 */
import { type Doc, NUM } from '../doc.js';
import { cueSet } from '../cue-bits.js';

/**
 * Units of weight, volume and kitchen measures, written after a number ("200 ml", "2 cups") or
 * glued to it ("60g", "1.2L", "500ml"). Lower-case keys.
 */
const KITCHEN_UNITS = new Set([
  'g', 'gr', 'grams', 'gramos', 'kg', 'kilo', 'kilos', 'mg', 'ml', 'cl', 'dl', 'l', 'litre', 'litres', 'liter', 'liters', 'litro', 'litros',
  'oz', 'lb', 'lbs', 'cup', 'cups', 'tbsp', 'tsp', 'tablespoon', 'tablespoons', 'teaspoon', 'teaspoons', 'tin', 'tins', 'can', 'cans',
  'pinch', 'handful', 'packet', 'packets', 'sachet', 'sachets', 'taza', 'tazas', 'cucharada', 'cucharadas', 'cucharadita', 'cucharaditas', 'pizca', 'sobre', 'sobres', 'lata', 'latas',
  // nopii6es: Spanish pours and drops of a sauce or a drink ("unas gotas de Valentina", "un chorrito de Maggi").
  'gota', 'gotas', 'chorrito', 'chorritos', 'chorro',
]);
const KITCHEN_UNITS_CUE = cueSet(KITCHEN_UNITS);

/** "of"/"de" between a measure and what is measured: "2 cups of Sona Masoori", "2 tazas de Bomba". */
const OF_WORDS = new Set(['of', 'de']);

/**
 * Spanish indefinite quantities that stand for the number before a pour or a pinch and "de":
 * "unas gotas de Valentina", "un chorrito de Maggi", "una pizca de Maldon". Only these measures:
 * "un sobre de Juan" may be an envelope from Juan.
 */
const SOME_WORDS = new Set(['un', 'una', 'unos', 'unas', 'algunas', 'algunos', 'dos', 'tres']);
const POURS = new Set(['gota', 'gotas', 'chorrito', 'chorritos', 'chorro', 'pizca', 'cucharada', 'cucharadas', 'cucharadita', 'cucharaditas']);

/** The letters glued to the end of a number token: "60g" → "g", "1.2L" → "l"; "" when none. */
function gluedUnit(raw: string): string {
  let i = raw.length;
  while (i > 0 && /[A-Za-z]/.test(raw[i - 1]!)) i--;
  return i > 0 && i < raw.length ? raw.slice(i).toLowerCase() : '';
}

/** The run starting at token a comes right after a kitchen quantity (see the file comment). */
export function afterKitchenQuantity(doc: Doc, a: number): boolean {
  let p = a - 1;
  if (p < 0 || !doc.spaced(a)) return false;
  // "2 cups of X": step back over "of"/"de".
  if (doc.isWord(p) && doc.lower(p) && OF_WORDS.has(doc.key(p))) p--;
  if (p < 0) return false;
  // "60g X", "1.2L X": a number with its unit glued on.
  if (doc.kind(p) === NUM) return p === a - 1 && KITCHEN_UNITS.has(gluedUnit(doc.raw(p)));
  if (!(doc.isWord(p) && doc.spaced(p) && doc.inSet(p, KITCHEN_UNITS_CUE))) return false;
  // "200 ml X", "2 cups of X": a unit word after a number.
  if (doc.isNum(p - 1)) return true;
  // "unas gotas de X": an indefinite quantity for the number, "de" before the run.
  return p === a - 2 && POURS.has(doc.key(p)) && doc.isWord(p - 1) && doc.lower(p - 1) && SOME_WORDS.has(doc.key(p - 1));
}
