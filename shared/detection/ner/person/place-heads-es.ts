/**
 * people9es (round 9). Latin American and Spanish place names open with a noun that says what the
 * place is, then its name, which is often a given name or a surname: neighbourhoods and
 * settlements ("Villa Urquiza", "Villa Carolina", "Colonia Roma", "Barrio Triana"), towers and
 * buildings ("Torre Marina", "Edificio Colón"), ports ("Puerto Quetzal", "Puerto Montt"), housing
 * estates ("Urbanización Los Álamos", "Residencial Las Palmas", "Fraccionamiento Santa Rita").
 * A person's name never opens with these nouns: "Villa" or "Torre" as a surname follows the given
 * name ("Carmen Villa", "Luis de la Torre").
 */
import type { Doc } from '../doc.js';
import { cueSet } from '../cue-bits.js';

/** Place-kind nouns that open a Spanish place's name (lower-case, accent-free keys). */
export const PLACE_HEADS_ES = cueSet(new Set([
  'villa', 'torre', 'puerto', 'colonia', 'urbanizacion', 'residencial', 'fraccionamiento',
  'condominio', 'edificio', 'conjunto', 'reparto', 'barrio', 'bahia', 'playa', 'cerro',
]));

/**
 * The Spanish run [a, b] opens with a capitalized place-kind noun and goes on with a name: more
 * words in the run ("Villa Urquiza") or a capitalized word right after it ("Villa Los Héroes").
 */
export function opensWithPlaceHeadEs(doc: Doc, a: number, b: number): boolean {
  return doc.lang === 'es' && doc.capitalized(a) && doc.inSet(a, PLACE_HEADS_ES) && (b > a || (doc.spaced(a + 1) && doc.capitalized(a + 1)));
}
