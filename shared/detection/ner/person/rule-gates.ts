/**
 * Document gates of the person score rules (score-table.ts ScoreRule.needs): a rule that names
 * the word sets it cannot hold without is tested only in documents that hold a word of each, one
 * bit test per set (Doc.holdsWordIn: one walk over the document's words, shared with every other
 * rule that asks). Example: 'dish-word' needs a dish word ("Masala", "Tadka") in the run, so in a
 * ticket with no dish word anywhere it is skipped for every run, without calling it.
 *
 * Derived from the sets the rules name, at load: a set can gate only when a word token is the only
 * token that can carry its words (every word of it starts with a letter: a number starts with a
 * digit, punctuation is one other character); a set with "&" or "3d" in it gates nothing.
 * person-rule-gates.test.ts checks on the dev set and the rules' examples that a shut gate never
 * hides a rule that holds.
 */
import type { Doc } from '../doc.js';
import type { CueSet } from '../cue-bits.js';

/** The sets of `needs` that can gate (see above), or undefined when none can. */
export function ruleGate(needs: readonly CueSet[] | undefined): readonly CueSet[] | undefined {
  const gate = needs?.filter(gateable);
  return gate === undefined || gate.length === 0 ? undefined : gate;
}

/** Every word of the set starts with a letter: only a word token can be one of them. */
function gateable(set: CueSet): boolean {
  for (const w of set.words) if (!/^\p{L}/u.test(w)) return false;
  return true;
}

/** The document holds a word of each set of the gate (undefined: no gate, always open). */
export function gateOpen(doc: Doc, gate: readonly CueSet[] | undefined): boolean {
  if (gate === undefined) return true;
  for (let i = 0; i < gate.length; i++) if (!doc.holdsWordIn(gate[i]!)) return false;
  return true;
}
