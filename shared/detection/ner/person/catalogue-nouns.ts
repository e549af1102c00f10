/**
 * people6es (round 6). Spanish shops and catalogues name garments, furniture and office kit after
 * people, with the noun first and no "de" between: "el vestido Carmen", "la blusa Valentina",
 * "el sofá Austin", "la pizarra Miró", "la impresora Frida". A person after such a noun takes a
 * "de" ("la blusa de Carmen"), so one name glued to the noun is the thing's model name.
 *
 * English puts the noun after the name ("the Carmen dress"); this reads Spanish text only.
 */
import { cueSet } from '../cue-bits.js';
import { type Doc } from '../doc.js';

/** Nouns of things sold or kept under a model name (accent-free keys). */
const CATALOGUE_NOUNS = new Set([
  // Garments, shoes and bags.
  'vestido', 'blusa', 'camisa', 'camiseta', 'falda', 'pantalon', 'chaqueta', 'abrigo', 'jersey', 'sudadera', 'bolso',
  'zapatilla', 'zapatillas', 'sandalia', 'sandalias', 'mochila',
  // Furniture and lamps.
  'sofa', 'sillon', 'silla', 'lampara', 'estanteria', 'colchon', 'escritorio', 'aparador',
  // Office kit named by its owner's office ("la impresora Frida").
  'pizarra', 'impresora', 'proyector',
  // nopii7es: food, drink and scent sold under a maker's or brand name ("el jamón Joselito", "un
  // queso Flor", "el perfume Carolina"); a person's ham is "el jamón de Joselito".
  'jamon', 'queso', 'turron', 'chorizo', 'vino', 'cava', 'perfume',
  // people7es: release notes, brand manuals and bakery reviews name themes, viewers, palettes,
  // campaigns and loaves the same way ("la paleta Coral", "el visor Cristal", "la campaña Verano
  // Andino", "4 pijamas Petit Bateau", "la chapata Integral", "la hogaza Castellana").
  'paleta', 'visor', 'campana', 'plantilla', 'plantillas', 'coleccion', 'gama', 'pijama', 'pijamas', 'chapata', 'hogaza',
]);
const CATALOGUE_NOUNS_CUE = cueSet(CATALOGUE_NOUNS);

/** The one-word run at a follows a lower-case catalogue noun, one space away, in Spanish text. */
export function afterCatalogueNounEs(doc: Doc, a: number): boolean {
  const p = a - 1;
  return doc.lang === 'es' && doc.isWord(p) && doc.lower(p) && doc.spaced(a) && doc.inSet(p, CATALOGUE_NOUNS_CUE);
}
