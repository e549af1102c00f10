/**
 * Word triggers: "does the text contain one of these words, in any case?" (a substring test, as
 * `/routing|rtn|aba/i.test(text)` answers it), for every recognizer that gates on words at once.
 * The bank, ABA, passport, driver licence and NPI numbers skip a text without their context
 * words, and the medical record and licence recognizers skip a text without their label words;
 * each of those was a whole-text regex scan of its own (together about a tenth of the pattern
 * side on 1 KB tickets). Here one scan per text over all the words answers every group.
 *
 * The scan is an alternation of every word (of each group, those holding no other word of the
 * group: `scanWords`), longest first, restarted one character after each
 * hit, so it stops at every position where some word occurs, and the word it reports there is the
 * longest one: every other word occurring at that position is a prefix of it. A table built at
 * registration maps each word to the groups of all its prefix words, so one hit marks every group
 * with a word at that position, exactly as each group's own regex would find it.
 */

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A registered group of words: its bit in the per-text answer, and its own regex (the reference). */
export interface WordTrigger {
  readonly bit: number;
  readonly regex: RegExp;
}

/** Groups beyond this many (31 bits) are answered by their own regex. */
const MAX_GROUPS = 31;

export class WordTriggers {
  private readonly groups = new Map<string, WordTrigger>();
  private readonly words = new Map<string, number>();
  private scan: RegExp | undefined;
  /** For each word (lower case): the bits of the groups holding it or one of its prefixes. */
  private prefixBits = new Map<string, number>();
  private allBits = 0;
  private memoText: string | undefined;
  private memoBits = 0;

  /** The trigger for `words` (the same group for the same words, so repeated engines share bits). */
  register(words: readonly string[]): WordTrigger {
    const lower = [...new Set(words.map((w) => w.toLowerCase()))].sort();
    const key = lower.join('\u0000');
    let trigger = this.groups.get(key);
    if (trigger) return trigger;
    const regex = new RegExp(lower.map(escapeRegExp).join('|'), 'i');
    const bit = this.groups.size < MAX_GROUPS ? 1 << this.groups.size : 0;
    trigger = { bit, regex };
    this.groups.set(key, trigger);
    if (bit !== 0) {
      for (const w of scanWords(lower)) this.words.set(w, (this.words.get(w) ?? 0) | bit);
      this.scan = undefined;
      this.memoText = undefined;
    }
    return trigger;
  }

  /** Every registered trigger (tests). */
  registered(): WordTrigger[] {
    return [...this.groups.values()];
  }

  /** True when the text contains one of the trigger's words (case-insensitive). */
  has(text: string, trigger: WordTrigger): boolean {
    if (trigger.bit === 0) return trigger.regex.test(text);
    if (text !== this.memoText || this.scan === undefined) {
      this.memoBits = this.find(text);
      this.memoText = text;
    }
    return (this.memoBits & trigger.bit) !== 0;
  }

  private compile(): RegExp {
    const all = [...this.words.keys()].sort((a, b) => b.length - a.length || (a < b ? -1 : 1));
    this.prefixBits = new Map();
    this.allBits = 0;
    for (const w of all) {
      let bits = 0;
      for (const [other, otherBits] of this.words) if (w.startsWith(other)) bits |= otherBits;
      this.prefixBits.set(w, bits);
      this.allBits |= bits;
    }
    return new RegExp(all.map(escapeRegExp).join('|'), 'gi');
  }

  /** The bits of every group with a word in `text`. */
  private find(text: string): number {
    const scan = (this.scan ??= this.compile());
    let bits = 0;
    scan.lastIndex = 0;
    for (let m = scan.exec(text); m !== null; m = scan.exec(text)) {
      bits |= this.prefixBits.get(m[0].toLowerCase()) ?? this.bitsAt(text, m.index);
      if (bits === this.allBits) break;
      scan.lastIndex = m.index + 1;
    }
    return bits;
  }

  /** Every group with a word at `at`, by each group's own regex (a hit whose lower case is no listed word). */
  private bitsAt(text: string, at: number): number {
    let bits = 0;
    for (const { bit, regex } of this.groups.values()) {
      if (bit === 0) continue;
      const sticky = new RegExp(regex.source, 'iy');
      sticky.lastIndex = at;
      if (sticky.test(text)) bits |= bit;
    }
    return bits;
  }
}

/**
 * The words of one group the scan needs: those holding no other word of the group. A text holds
 * "passport number" or "nº de pasaporte" only if it holds "passport" or "pasaporte" (a
 * case-insensitive match of the longer word matches the shorter one inside it, character by
 * character), so the group's answer is the same, and the scan's alternation is shorter: the
 * context lists repeat their key word in every phrase ("dl", "dl #", "dl no").
 */
export function scanWords(words: readonly string[]): string[] {
  return words.filter((w) => !words.some((other) => other !== w && w.includes(other)));
}

/** The process-wide triggers of the built-in recognizers. */
export const WORD_TRIGGERS = new WordTriggers();
