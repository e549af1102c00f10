/**
 * "Max" before a measured quantity is the maximum on a spec sheet, not the given name Max:
 *
 *   Max torque 130Nm, 2 speeds · Max load 150 kg · Max speed 25 km/h
 *
 * Max the person is followed by a verb or a surname ("Max said", "Max Weber"), never by a
 * lower-case quantity noun.
 *
 * Spanish (nopii7es): "Máximo"/"Mínimo" at the head of a clause are the adjective, before what is
 * limited or ranked, never the given name Máximo:
 *
 *   Máximo un uso por cliente · Mínimo dos noches · Máximo goleador del torneo: …
 */
import { type Doc } from '../doc.js';
import { words } from '../thing-words.js';

/** Abbreviations of "maximum"/"minimum" that are also given names (lower-case keys, accents folded as doc.key does). */
const LIMIT_WORDS = words(`max
  maximo minimo`);

/** Quantities a spec sheet gives a maximum of; Spanish: what "máximo" limits or ranks (lower-case keys, accents folded). */
const QUANTITY_NOUNS = words(`
  torque speed load power weight capacity height width depth length temperature pressure
  output input current voltage rpm payload range resolution brightness volume
  un una uno dos tres cuatro cinco seis siete ocho nueve diez
  goleador goleadora anotador anotadora asistidor responsable exponente accionista representante
  velocidad potencia carga peso capacidad altura ancho profundidad temperatura presion consumo
  rendimiento resolucion volumen alcance aforo`);

/** The one-word run at a is "Max" right before a lower-case quantity noun ("Max torque"). */
export function limitBeforeQuantity(doc: Doc, a: number): boolean {
  const n = a + 1;
  return LIMIT_WORDS.has(doc.key(a)) && doc.spaced(n) && doc.isWord(n) && doc.lower(n) && QUANTITY_NOUNS.has(doc.key(n));
}
