/**
 * Which cue word sets a word belongs to, as bits: the rules ask "is the word before the name a
 * determiner / a product noun / a thing noun / a brand…" about twenty times per candidate, and a
 * `Set.has` on the word's key string costs a hash probe and a string compare each time. Here each
 * distinct word of any registered set gets an id, and each id a row of bits, one per set; a token
 * gets where its word's row starts once (doc.ts: the word cache keeps it per distinct word, so
 * after warm-up it costs nothing per document), and every later question is one bit test.
 *
 * The bits are derived from the sets themselves, at load: a module registers a set once
 * (`const PRODUCT_AFTER_CUE = cueSet(PRODUCT_AFTER)`) and tests `doc.inSet(i, PRODUCT_AFTER_CUE)`
 * where it used to test `PRODUCT_AFTER.has(doc.key(i))`. Adding a word to the set needs no other
 * edit. Sets must not change after their module has loaded (they are ReadonlySets of constants).
 *
 * Example: with DETERMINERS.en = {the, a, …} registered as set 0 and PRODUCT_AFTER = {…, set,
 * kit, …} as set 1, the word "the" gets a row with bit 0, "kit" one with bit 1, and "printer"
 * (in neither) id 0: the all-zero row, every test false at once.
 */

/** A registered word set: its words, and where its bit sits in a word's row. */
export interface CueSet {
  readonly words: ReadonlySet<string>;
  /** Index of the 32-bit word of the row that holds this set's bit. */
  readonly word: number;
  /** The set's bit within that word. */
  readonly bit: number;
}

/** Bits per row word. */
const BITS = 32;

const sets: CueSet[] = [];
const bySet = new Map<ReadonlySet<string>, CueSet>();

/** Word → id (1-based; 0 means "in no set"), rebuilt when a set was registered since. */
let ids = new Map<string, number>();
/** Row of id `d` is rows[d * stride .. d * stride + stride - 1]; row 0 is all zero. */
let rows = new Uint32Array(0);
let stride = 1;
/** Bumped by every registration: caches of ids (word-cache.ts) start over when it changes. */
let version = 0;
let builtVersion = -1;

/**
 * Registers `words` and returns its handle; registering the same set again returns the same one.
 * Call at module load, beside the set.
 */
export function cueSet(words: ReadonlySet<string>): CueSet {
  const known = bySet.get(words);
  if (known) return known;
  const n = sets.length;
  const cue: CueSet = { words, word: Math.floor(n / BITS), bit: 1 << n % BITS };
  sets.push(cue);
  bySet.set(words, cue);
  version++;
  return cue;
}

function build(): void {
  stride = Math.max(1, Math.ceil(sets.length / BITS));
  ids = new Map();
  for (const s of sets) for (const w of s.words) if (!ids.has(w)) ids.set(w, ids.size + 1);
  rows = new Uint32Array((ids.size + 1) * stride);
  for (const s of sets) for (const w of s.words) rows[ids.get(w)! * stride + s.word]! |= s.bit;
  builtVersion = version;
}

/**
 * Brings ids and rows up to date with the registered sets and returns their version; ids handed
 * out under another version must not be used. doc.ts calls it once per document.
 */
export function syncCueBits(): number {
  if (builtVersion !== version) build();
  return version;
}

/** Entries of a row: a union of rows (orCueRow) takes this many. Call syncCueBits first. */
export function cueRowWidth(): number {
  return stride;
}

/**
 * ORs the row at `row` (cueWordRow, current version) into `out` from `at` on: after OR-ing the
 * rows of a text's words, `rowHolds` tells whether some word of the text is in a set.
 */
export function orCueRow(row: number, out: Uint32Array, at: number): void {
  for (let w = 0; w < stride; w++) out[at + w]! |= rows[row + w]!;
}

/** The union of rows at `at` in `bits` (orCueRow) has `cue`'s bit: some word of it is in the set. */
export function rowHolds(bits: Uint32Array, at: number, cue: CueSet): boolean {
  return (bits[at + cue.word]! & cue.bit) !== 0;
}

/**
 * Where the row of a normalized key starts (its id times the row width): 0, the all-zero row, when
 * no registered set holds it. Callers keep this, not the id: a test is then one read and no
 * multiplication (rowInSet), small enough for V8 to inline into every rule that asks.
 */
export function cueWordRow(key: string): number {
  if (builtVersion !== version) build();
  return (ids.get(key) ?? 0) * stride;
}

/** The word whose row starts at `row` (cueWordRow, current version) is in `cue`. */
export function rowInSet(row: number, cue: CueSet): boolean {
  return (rows[row + cue.word]! & cue.bit) !== 0;
}

/** Every registered set (for the test that bits and sets agree). */
export function registeredCueSets(): readonly CueSet[] {
  return sets;
}
