/**
 * people8en (round 8). News, obituaries and community notices give a person's age in commas
 * right after the name: "Rekha Deshpande, 52, set off from Kanyakumari", "Wanjiru Kamau, 46,
 * began the project". Only people are written so; a place or a team with a number after it has
 * no comma after the number ("Leeds, 3 wins"), and a product's number is a model ("Orion, 3").
 */
import { type Doc } from '../doc.js';
import { COMMA } from '../chars.js';

/** Ages read: 1 to 119 (one to three digits, checked as a value). */
const MAX_AGE = 119;

/** The run ending at b is followed by ", <age>," ("Rekha Deshpande, 52, set off"). */
export function ageAppositionAfter(doc: Doc, b: number): boolean {
  const n = b + 2;
  if (!doc.isChar(b + 1, COMMA) || !doc.adjacent(b + 1) || !doc.isNum(n) || !doc.spaced(n) || doc.len(n) > 3) return false;
  if (!doc.isChar(n + 1, COMMA) || !doc.adjacent(n + 1)) return false;
  const age = Number(doc.raw(n));
  return age >= 1 && age <= MAX_AGE;
}
