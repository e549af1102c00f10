/**
 * A pattern run at listed start positions instead of a scan of the whole text (the date anchors in
 * `date-anchors.ts`, the number start lists in `number-starts.ts`). When the list holds every
 * position where the pattern can match, the result is exactly a global scan's: a global scan
 * returns the leftmost match at or after its position, that match starts at a listed position,
 * and the scan resumes at the match's end, as this one skips listed positions before it.
 */

/**
 * Fewest characters per listed start for which sticky runs pay: one sticky `exec` costs about as
 * much as a scan over this many characters. A denser list ("1-1-1-…", "3 March 3 March …") is
 * run as a scan of the text instead (the same matches).
 */
export const MIN_CHARS_PER_START = 16;

/** A sticky copy of a global pattern, tried at one position at a time. */
export function stickyCopy(regex: RegExp): RegExp {
  return new RegExp(regex.source, regex.flags.replace('g', '') + 'y');
}

/**
 * The matches of a sticky regex at the listed positions, in the order and with the results a
 * global scan's `exec` loop gives: a position inside the previous match is skipped, as the scan
 * resumes at that match's end.
 */
export class AnchoredScan {
  private next = 0;
  private reach = 0;

  constructor(
    private readonly sticky: RegExp,
    private readonly starts: readonly number[],
  ) {}

  exec(text: string): RegExpExecArray | null {
    const { sticky, starts } = this;
    while (this.next < starts.length) {
      const at = starts[this.next++] as number;
      if (at < this.reach) continue;
      sticky.lastIndex = at;
      const m = sticky.exec(text);
      if (m) {
        this.reach = at + m[0].length;
        return m;
      }
    }
    return null;
  }
}
