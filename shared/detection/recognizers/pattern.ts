import { boosted, ContextMatcher, LABEL_BONUS, type ContextWords } from '../context.js';
import { hasDigitRun } from '../text-facts.js';
import type { Language, RawFinding, Recognizer, RecognizerContext } from '../types.js';
import { AnchoredScan, MIN_CHARS_PER_START, stickyCopy } from './anchored-scan.js';
import { csvHeader, headerOf } from './csv-columns.js';
import { WORD_TRIGGERS, type WordTrigger } from './word-triggers.js';

/** What a validator returns for an accepted match (UTF-16 indices). */
export interface Candidate {
  start: number;
  end: number;
  score: number;
  /** Overrides the pattern's entity (e.g. DATE_TIME vs DATE_OF_BIRTH). */
  entity?: string;
  /** Skip context scoring: the validator already used context. */
  final?: boolean;
}

export interface PatternSpec {
  /** Must carry the `g` flag. Keep it linear: bounded quantifiers only, no nested repeats. */
  regex: RegExp;
  /** Default score of a match when `validate` is absent. */
  score?: number;
  /** Checksum / shape checks; null rejects the match. */
  validate?: (m: RegExpExecArray, text: string, lang: Language) => Candidate | null;
  /** The digit run every match of this pattern holds; a text without one skips it (see `minDigitRun` below). */
  minDigitRun?: number;
  /**
   * Every position where a match can start, ascending (a superset; `number-starts.ts`). When set,
   * the pattern runs as a sticky regex at those positions only, which finds exactly the matches
   * of a scan of the whole text (`anchored-scan.ts`), and a text whose lists are all empty skips
   * the recognizer's prefilter and trigger scans too. Undefined for a text: scan it whole.
   */
  starts?: (text: string) => readonly number[] | undefined;
}

export interface PatternRecognizerOptions {
  id: string;
  entity: string;
  languages?: readonly Language[];
  patterns: readonly PatternSpec[];
  /** Whole-text cheap test; when false the regexes are not run at all. */
  prefilter?: RegExp | ((text: string) => boolean);
  /**
   * The digit run every match holds ("\d{8,17}": 8). A text without one that long is skipped
   * before the prefilter; the answer is shared per text and length (`text-facts.ts`), where each
   * recognizer's own prefilter regex was a scan of its own.
   */
  minDigitRun?: number;
  /** Words that raise the score when seen near the match. */
  context?: ContextWords;
  contextBoost?: number;
  /** Words that lower the score (e.g. "version" before a dotted number). */
  negativeContext?: ContextWords;
  negativePenalty?: number;
  /** Extra entity types a validator may emit. */
  alsoEmits?: readonly string[];
  /** Candidates found by code rather than a regex (scored with context like the others). */
  extraCandidates?: (text: string, lang: Language) => Candidate[];
  /**
   * A cheap whole-text test that is true whenever `extraCandidates` can find something ("the
   * text holds 'MAC='"). With it, a recognizer whose patterns all have start lists still skips a
   * text with empty lists when the test is false, as one without `extraCandidates` does.
   */
  extraCandidatesIn?: (text: string) => boolean;
  /**
   * The highest score a match reaches without a context word. When the call's threshold is
   * above it, a text holding none of the context words (a case-insensitive substring test, which
   * also sees CSV headers) cannot yield a finding, and the regexes are not run at all: the
   * cheap trigger scan that keeps context-only recognizers (bank, passport, driver licence
   * numbers) off most texts.
   */
  scoreWithoutContext?: number;
}

/**
 * Regex + validator + context recognizer. Regexes are plain V8 RegExps, written to be linear
 * (every repeat bounded), compiled once at construction, which happens lazily in the engine.
 */
export class PatternRecognizer implements Recognizer {
  readonly id: string;
  readonly entities: readonly string[];
  readonly languages: readonly Language[];
  private readonly entity: string;
  /** Public for the start-list tests (read only). */
  readonly patterns: readonly PatternSpec[];
  private readonly prefilter: PatternRecognizerOptions['prefilter'];
  private readonly context: ContextMatcher | undefined;
  private readonly boost: number;
  private readonly negative: ContextMatcher | undefined;
  private readonly penalty: number;
  private readonly extra: PatternRecognizerOptions['extraCandidates'];
  private readonly extraIn: PatternRecognizerOptions['extraCandidatesIn'];
  private readonly scoreWithoutContext: number | undefined;
  private readonly trigger: WordTrigger | undefined;
  private readonly minDigitRun: number;
  /** Sticky copies of the patterns that have start lists (undefined for the others). */
  private readonly sticky: readonly (RegExp | undefined)[];
  /**
   * Every pattern has a start list, and no code finds candidates or it has a whole-text test:
   * empty lists (and a false test) mean no finding.
   */
  private readonly startsOnly: boolean;
  /** The start lists of the current text, when `startsOnly` (reused across calls). */
  private readonly lists: (readonly number[] | undefined)[] = [];

  constructor(o: PatternRecognizerOptions) {
    this.id = o.id;
    this.entity = o.entity;
    this.entities = [o.entity, ...(o.alsoEmits ?? [])];
    this.languages = o.languages ?? ['en', 'es'];
    this.patterns = o.patterns;
    this.prefilter = o.prefilter;
    this.context = o.context ? new ContextMatcher(o.context) : undefined;
    this.boost = o.contextBoost ?? 0.35;
    this.negative = o.negativeContext ? new ContextMatcher(o.negativeContext, 24, 0) : undefined;
    this.penalty = o.negativePenalty ?? 0.3;
    this.extra = o.extraCandidates;
    this.extraIn = o.extraCandidatesIn;
    this.scoreWithoutContext = o.scoreWithoutContext;
    if (o.scoreWithoutContext !== undefined && o.context) {
      // Answered with the other recognizers' word triggers by one scan per text (word-triggers.ts).
      this.trigger = WORD_TRIGGERS.register(Object.values(o.context).flat());
    }
    this.minDigitRun = o.minDigitRun ?? 0;
    this.sticky = o.patterns.map((p) => (p.starts ? stickyCopy(p.regex) : undefined));
    this.startsOnly =
      (o.extraCandidates === undefined || o.extraCandidatesIn !== undefined) && o.patterns.every((p) => p.starts !== undefined);
  }

  analyze(text: string, ctx: RecognizerContext): RawFinding[] {
    const out: RawFinding[] = [];
    if (this.minDigitRun > 0 && !hasDigitRun(text, this.minDigitRun)) return out;
    // The word trigger first: one scan per text answers every recognizer (and the date patterns
    // ask it of nearly every text anyway), while the start lists below are made per recognizer.
    // Both only drop findings, so their order changes nothing else.
    const floor = this.scoreWithoutContext;
    if (floor !== undefined && (ctx.threshold ?? 0) > floor && !WORD_TRIGGERS.has(text, this.trigger!)) return out;
    const patterns = this.patterns;
    const lists = this.lists;
    if (this.startsOnly) {
      // No listed start, no match: the prefilter below (a whole-text scan) only ever drops
      // findings, so it is skipped with the same result.
      let any = false;
      for (let i = 0; i < patterns.length; i++) {
        const list = (patterns[i] as PatternSpec).starts!(text);
        lists[i] = list;
        if (list === undefined || list.length > 0) any = true;
      }
      if (!any && (this.extraIn === undefined || !this.extraIn(text))) return out;
    }
    const pf = this.prefilter;
    if (pf && !(typeof pf === 'function' ? pf(text) : pf.test(text))) return out;
    const lang = ctx.language;
    for (let i = 0; i < patterns.length; i++) {
      const p = patterns[i] as PatternSpec;
      if (p.minDigitRun !== undefined && !hasDigitRun(text, p.minDigitRun)) continue;
      let scan: { exec(text: string): RegExpExecArray | null } = p.regex;
      const sticky = this.sticky[i];
      const starts = sticky === undefined ? undefined : this.startsOnly ? lists[i] : p.starts!(text);
      if (starts !== undefined && starts.length === 0) continue;
      const anchored = starts !== undefined && starts.length * MIN_CHARS_PER_START <= text.length;
      if (anchored) scan = new AnchoredScan(sticky as RegExp, starts);
      else p.regex.lastIndex = 0;
      let m: RegExpExecArray | null;
      while ((m = scan.exec(text)) !== null) {
        if (m[0].length === 0) {
          if (!anchored) p.regex.lastIndex++;
          continue;
        }
        if (p.validate) {
          const c = p.validate(m, text, lang);
          if (c) this.score(text, lang, c, out);
        } else {
          const start = m.index;
          this.score(text, lang, { start, end: start + m[0].length, score: p.score ?? 0.5 }, out);
        }
      }
    }
    if (this.extra) for (const c of this.extra(text, lang)) this.score(text, lang, c, out);
    return out;
  }

  /** Applies context to a candidate and appends the finding. */
  private score(text: string, lang: Language, c: Candidate, out: RawFinding[]): void {
    let value = c.score;
    if (!c.final) {
      const context = this.context;
      if (context) {
        let strength = context.strength(text, c.start, c.end, lang);
        if (strength === 0) {
          // Column headers of delimited text count as context for the values below them; a
          // column header is the value's label.
          const header = csvHeader(text);
          const field = header ? headerOf(text, c.start, c.end, header) : undefined;
          if (field !== undefined && context.matches(field, lang)) strength = 2;
        }
        if (strength > 0) value = boosted(value, this.boost + (strength === 2 ? LABEL_BONUS : 0));
      }
      if (this.negative?.test(text, c.start, c.end, lang)) value = Math.max(0, value - this.penalty);
    }
    out.push({ entity_type: c.entity ?? this.entity, start: c.start, end: c.end, score: value, recognizer: this.id });
  }
}

/** Convenience for validators: a candidate covering the whole match. */
export function whole(m: RegExpExecArray, score: number): Candidate {
  return { start: m.index, end: m.index + m[0].length, score };
}

/** Candidate for the last capture group when it is a suffix of the match (label + id patterns). */
export function suffixGroup(m: RegExpExecArray, group: number, score: number): Candidate | null {
  const g = m[group];
  if (g === undefined) return null;
  const end = m.index + m[0].length;
  return { start: end - g.length, end, score };
}
