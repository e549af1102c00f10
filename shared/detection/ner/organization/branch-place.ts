/**
 * A business named by its trade and its name, then "de" and a town (orgs7es, round 7, blind
 * b10/b11): "la agencia Viajes Ecuador Mágico de Guayaquil", "Gracias a Taquería El Güero de
 * Tijuana": the town says where the shop is, and is a place of its own. Only after a Spanish
 * business head (BUSINESS_HEADS, not an institution's: "Universidad Autónoma de Madrid" is one
 * name), only when a name stands between the head and "de" ("Papelera del Bajío", "Valuadores de
 * Occidente" keep their "de"), and only before a known place ending the run.
 */
import { BUSINESS_HEADS, ORG_CONNECTORS, ORG_HEADS } from '../cues.js';
import type { Doc } from '../doc.js';
import { F_PLACE } from '../lexicon.js';

/** The end of a business head's name without a trailing "de <town>": `end`, or the token before "de". */
export function withoutBranchTown(doc: Doc, head: number, end: number): number {
  const de = end - 1;
  if (doc.lang !== 'es' || de - 1 <= head || !doc.isWord(de) || !doc.lower(de) || doc.key(de) !== 'de') return end;
  if ((doc.flags(end) & F_PLACE) === 0 || !BUSINESS_HEADS.has(doc.key(head)) || ORG_HEADS.has(doc.key(head))) return end;
  // A name word between the head and "de": "Viajes Ecuador Mágico de …", not "Papelera del Bajío".
  for (let w = head + 1; w < de; w++) if (doc.capitalized(w) && !ORG_CONNECTORS.has(doc.key(w))) return de - 1;
  return end;
}
