/**
 * The values a token's packed facts (tokenize.ts: Tokens.info) are made of: kinds, word shapes,
 * separators and where each sits in the packed int. tokenize.ts and doc.ts re-export them.
 *
 * Why a module of their own, importing nothing: esbuild (the bundle a Lambda runs) writes an
 * imported constant's value into the code that uses it only when the constant's module imports
 * nothing with side effects, as chars.ts; tokenize.ts imports the word cache, which builds its
 * table at load. Left as variables of the bundle, each constant is a load from the module's
 * context in every accessor (doc.isChar, doc.sep, ...), and the extra bytecode makes those
 * accessors too big for V8 to inline them into the large rule functions that call them.
 */

export const WORD = 1;
export const NUM = 2;
export const PUNCT = 3;

/** Word shapes. */
export const LOWER = 1;
/** First letter upper, some later letter lower ("Smith", "McDonald", "García-López"). */
export const CAP = 2;
/** Every letter upper ("SMITH", "J", "IL"). */
export const UPPER = 3;
/** Starts with a letter without case (CJK, ...). */
export const NOCASE = 4;

/** Separators before a token. */
export const SEP_NONE = 0;
export const SEP_SPACE = 1;
export const SEP_NEWLINE = 2;
/** An empty line (paragraph break) or more. */
export const SEP_BLANK = 3;

/**
 * The facts of one token packed in one int (Tokens.info), so a test like "a comma?" or "a
 * capitalized word?" is one array read and one comparison:
 *  - bits 0-15: the token's first UTF-16 unit (punctuation tests read it without touching the string);
 *  - bits 16-17: its kind (WORD, NUM, PUNCT);
 *  - bits 18-20: its shape: the word shape for WORD tokens; for NUM tokens 1 when letters follow
 *    the digits ("4B", "5th"); 0 for punctuation;
 *  - bits 21-22: the separator before it (SEP_*).
 * Example: "Paris" after a space is `P | WORD << 16 | CAP << 18 | SEP_SPACE << 21`.
 */
export const INFO_FIRST = 0xffff;
export const INFO_KIND_SHIFT = 16;
export const INFO_KIND = 3 << INFO_KIND_SHIFT;
export const INFO_SHAPE_SHIFT = 18;
export const INFO_SHAPE = 7 << INFO_SHAPE_SHIFT;
export const INFO_SEP_SHIFT = 21;

// Kinds and shapes where they sit in a token's packed facts.
export const WORD_KIND = WORD << INFO_KIND_SHIFT;
export const NUM_KIND = NUM << INFO_KIND_SHIFT;
export const PUNCT_KIND = PUNCT << INFO_KIND_SHIFT;
export const LOWER_SHAPE = LOWER << INFO_SHAPE_SHIFT;
export const CAP_SHAPE = CAP << INFO_SHAPE_SHIFT;
export const UPPER_SHAPE = UPPER << INFO_SHAPE_SHIFT;

/** Tokens.wordPair of a word with a non-ASCII char (no cache pair: word-cache.ts). */
export const NO_PAIR = -1;
/** Tokens.wordForm bits: the word holds a joiner ("well-known", "O'Brien", "O’Brien"). */
export const FORM_JOINED = 1;
/** Tokens.wordForm bits: the word holds a non-ASCII char ("Muñoz"). */
export const FORM_NON_ASCII = 2;
