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

/**
 * The gates of the compiled table (score.ts compileScoreTable registers one per gated rule), by
 * id, and which of them the last document asked about opens: each is read once per document, so
 * a rule's test is one array read however many runs the document has.
 */
let registered: (readonly CueSet[])[] = [];
/** Ids by the rule's `needs` list: a rule compiled once per guard class registers one gate. */
let ids = new Map<readonly CueSet[], number>();
let stateDoc: Doc | undefined;
let openGates = new Uint8Array(0);

/** Forgets the registered gates (a new compiled table registers its own). */
export function resetGates(): void {
  registered = [];
  ids = new Map();
  stateDoc = undefined;
}

/** Registers the gate of a rule's `needs`: its id, or -1 when the rule has no gate (ruleGate). */
export function registerGate(needs: readonly CueSet[] | undefined): number {
  const gate = ruleGate(needs);
  if (needs === undefined || gate === undefined) return -1;
  let id = ids.get(needs);
  if (id === undefined) {
    id = registered.push(gate) - 1;
    ids.set(needs, id);
    stateDoc = undefined;
  }
  return id;
}

/** The registered gate `id` is shut in `doc`: the document lacks a word of one of its sets. */
export function gateShut(doc: Doc, id: number): boolean {
  if (doc !== stateDoc) {
    if (openGates.length < registered.length) openGates = new Uint8Array(registered.length);
    for (let g = 0; g < registered.length; g++) openGates[g] = gateOpen(doc, registered[g]) ? 1 : 0;
    stateDoc = doc;
  }
  return openGates[id] === 0;
}
