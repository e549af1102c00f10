import { loweredText } from './text-facts.js';
import type { Language } from './types.js';

/**
 * Context words (Presidio-style): a candidate's score moves when one of these words occurs in
 * a small window around it. The window is bounded, so the cost is O(candidates), never
 * O(text × words).
 */
export interface ContextWords {
  en?: readonly string[];
  es?: readonly string[];
}

/** Characters looked at before / after a candidate (about five to six tokens before). */
export const CONTEXT_BEFORE = 48;
export const CONTEXT_AFTER = 24;

/** Letters and digits: ASCII plus Latin-1 / Latin Extended (á, ñ, ü…), without the `u` flag. */
const LETTER_OR_DIGIT = '[A-Za-z0-9\\u00C0-\\u024F]';

function escapeRegex(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * Compiles word lists into one regex per language, matched on the lower-cased window with
 * accent-aware word boundaries (JS `\b` is ASCII-only and would cut "clínica"). Compiled on
 * first use per language, so engine start-up pays nothing for languages it is not asked for.
 */
export class ContextMatcher {
  private readonly compiled: Partial<Record<Language, RegExp | null>> = {};
  /** Same patterns with the g flag, to find the last word of a window. */
  private readonly compiledAll: Partial<Record<Language, RegExp>> = {};

  constructor(
    private readonly words: ContextWords,
    private readonly before = CONTEXT_BEFORE,
    private readonly after = CONTEXT_AFTER,
  ) {}

  private regexFor(lang: Language): RegExp | null {
    let re = this.compiled[lang];
    if (re !== undefined) return re;
    const list = this.words[lang];
    if (!list || list.length === 0) {
      re = null;
    } else {
      // Longest first so "social security" is tried before "social".
      const alternatives = [...list].sort((a, b) => b.length - a.length).map((w) => escapeRegex(w.toLowerCase()));
      const source = `(?<!${LETTER_OR_DIGIT})(?:${alternatives.join('|')})(?!${LETTER_OR_DIGIT})`;
      re = new RegExp(source);
      this.compiledAll[lang] = new RegExp(source, 'g');
    }
    this.compiled[lang] = re;
    return re;
  }

  /**
   * How strongly context supports [start, end): 0 none, 1 a context word in the window, 2 a
   * label right before it on the same line ("Account number: 123…"). Windows stop at line
   * breaks, so in forms the previous field's label does not leak onto the next value.
   */
  strength(text: string, start: number, end: number, language: Language): 0 | 1 | 2 {
    const re = this.regexFor(language);
    if (!re) return 0;
    // Slice first, then look for the line break inside the slice: a lastIndexOf on the whole
    // text would scan back to the start for every candidate of a text without newlines.
    const lower = loweredText(text);
    const from = start - this.before > 0 ? start - this.before : 0;
    let before = lower !== undefined ? lower.slice(from, start) : text.slice(from, start).toLowerCase();
    const nl = before.lastIndexOf('\n');
    if (nl !== -1) before = before.slice(nl + 1);
    const m = re.exec(before);
    if (m) {
      // Label style: only punctuation/spaces (":", "#", "no.") between the word's end and the value.
      let last: RegExpExecArray = m;
      const global = this.compiledAll[language] as RegExp;
      global.lastIndex = m.index + 1;
      for (let x = global.exec(before); x; x = global.exec(before)) last = x;
      const gap = before.slice(last.index + last[0].length);
      return gap.length <= 12 && /^[\s:#.\-()no°º]*$/.test(gap) ? 2 : 1;
    }
    if (this.after <= 0) return 0;
    let after = lower !== undefined ? lower.slice(end, end + this.after) : text.slice(end, end + this.after).toLowerCase();
    const nlAfter = after.indexOf('\n');
    if (nlAfter !== -1) after = after.slice(0, nlAfter);
    return re.test(after) ? 1 : 0;
  }

  /** True when a context word occurs within the window around [start, end). */
  test(text: string, start: number, end: number, language: Language): boolean {
    return this.strength(text, start, end, language) > 0;
  }

  /** True when a context word occurs in `s` (e.g. a CSV column header). */
  matches(s: string, language: Language): boolean {
    return this.regexFor(language)?.test(s.toLowerCase()) ?? false;
  }

  /** True when a context word occurs in `lower`, a string already lower-cased. */
  matchesLowered(lower: string, language: Language): boolean {
    return this.regexFor(language)?.test(lower) ?? false;
  }

  /** True when a context word occurs only in the text before the candidate. */
  testBefore(text: string, start: number, language: Language, window = this.before): boolean {
    const re = this.regexFor(language);
    if (!re) return false;
    const from = start - window > 0 ? start - window : 0;
    return re.test(text.slice(from, start).toLowerCase());
  }
}

/** Extra score when the context word is the value's own label, so it beats nearby competitors. */
export const LABEL_BONUS = 0.1;

/** Score after context: Presidio's rule (boost, with a floor once context is seen). */
export function boosted(base: number, boost: number, floor = 0.4): number {
  const s = Math.max(base + boost, floor);
  return s > 1 ? 1 : s;
}
