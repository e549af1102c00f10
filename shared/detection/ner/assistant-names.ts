/**
 * nopii8en: a text that names two voice assistants compares products: "Ask Siri to set a timer
 * and it mishears me every time. Alexa is better at that." thing-context.ts asks only for a
 * one-word candidate that is an assistant's name (its cue needs the ASSISTANTS set).
 */
import { cueSet } from './cue-bits.js';
import type { Doc } from './doc.js';
import { ASSISTANTS } from './thing-words.js';

const ASSISTANTS_CUE = cueSet(ASSISTANTS);

/** The text names an assistant other than the one at token i ("Siri" beside "Alexa"). */
export function otherAssistantIn(doc: Doc, i: number): boolean {
  const own = doc.key(i);
  const caps = doc.capitalizedWords();
  for (let k = 0; k < caps.length; k++) {
    const j = caps[k]!;
    if (j !== i && doc.inSet(j, ASSISTANTS_CUE) && doc.key(j) !== own) return true;
  }
  return false;
}
