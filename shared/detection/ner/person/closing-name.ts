/**
 * people8es (round 8). A short Spanish e-mail or note that opens with a greeting is signed with
 * the writer's given name alone on its last line, after a blank line:
 * "Hola Encarna, te pido del 4 al 15 de agosto de vacaciones. …⏎⏎Rocío". The name closes the
 * text, so a given name that is also an everyday word ("Rocío", "Pilar", "Amparo") is the writer.
 */
import { type Doc } from '../doc.js';
import { SEP_BLANK } from '../tokenize.js';
import { DOT, EXCLAMATION } from '../chars.js';

/** Words that open a letter or a note (normalized keys). */
const GREETINGS = new Set(['hola', 'buenas', 'buenos', 'estimado', 'estimada', 'estimados', 'querido', 'querida', 'queridos']);

/** The greeting stands on one of the text's first lines. */
const GREETING_LINES = 4;

/** The one-word run at a is alone on the text's last line, after a blank line, in a text whose first lines hold a greeting. */
export function closingNameEs(doc: Doc, a: number): boolean {
  if (doc.lang !== 'es' || doc.sep(a) < SEP_BLANK || a === 0) return false;
  const n = a + 1;
  const last = n >= doc.count || (n + 1 >= doc.count && (doc.isChar(n, DOT) || doc.isChar(n, EXCLAMATION)));
  if (!last) return false;
  // The greeting opens one of the first lines (after an e-mail's "Asunto:" line, say).
  const starts = doc.lineStarts();
  for (let l = 0; l < starts.length && l < GREETING_LINES; l++) {
    const w = starts[l]!;
    if (w < a && doc.isWord(w) && GREETINGS.has(doc.key(w))) return true;
  }
  return false;
}
