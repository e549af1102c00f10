/**
 * people6es (round 6). A kinship or courtesy word that is also an everyday word ("Brother",
 * "Sister", "Father", "Lady"; cues.ts WEAK_TITLES) before a capital-letter acronym no name list
 * knows is a brand and its model line, not a title and a name: "Brother MFC", "Brother HL" (the
 * printer maker), "Lady GAGA" is the rare exception a name list knows. An honorific before a name
 * in capitals ("Sister MARY", "Father O'BRIEN") keeps its name: the run must be no listed name.
 */
import { WEAK_TITLES } from '../cues.js';
import { cueSet } from '../cue-bits.js';
import { CAP, type Doc } from '../doc.js';
import type { RunFeatures } from './features.js';

const WEAK_TITLES_CUE = cueSet(WEAK_TITLES);

/** The one-word run is an unlisted all-capitals word right after a Title-case weak title. */
export function acronymAfterWeakTitle(f: RunFeatures): boolean {
  const { doc, a } = f;
  if (f.nameWords !== 1 || f.upper !== 1 || f.firsts + f.surnames > 0) return false;
  return weakTitleBefore(doc, a);
}

function weakTitleBefore(doc: Doc, a: number): boolean {
  const p = a - 1;
  return doc.isWord(p) && doc.spaced(a) && doc.shape(p) === CAP && doc.inSet(p, WEAK_TITLES_CUE);
}
