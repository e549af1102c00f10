import { entitiesFor, isSupportedEntity, normalizeEntityType } from './entities.js';
import { nerRecognizers } from './ner/index.js';
import { hasSurrogates, utf16ToCodePoints } from './offsets.js';
import { resolveOverlaps } from './overlaps.js';
import { patternRecognizers } from './recognizers/index.js';
import {
  LANGUAGES,
  type AnalyzeOptions,
  type CompiledTenantRules,
  type EntityTypeInfo,
  type Language,
  type RawFinding,
  type Recognizer,
  type Span,
} from './types.js';

export const DEFAULT_THRESHOLD = 0.5;

/** A span plus the recognizer that produced it (benchmark breakdowns, explanations). */
export interface ExplainedSpan extends Span {
  recognizer: string;
}

export interface DetectionEngine {
  /** Findings in code points, sorted by start, non-overlapping. */
  analyze(text: string, opts: AnalyzeOptions): Span[];
  /** Same as analyze, with the recognizer id of each finding. */
  explain(text: string, opts: AnalyzeOptions): ExplainedSpan[];
  /** Built-in entity types, for one language or all. */
  supportedEntities(language?: Language): EntityTypeInfo[];
  /** True for a built-in type of that language (aliases such as SSN accepted) or a tenant's custom type. */
  supports(entityType: string, language: Language, tenant?: CompiledTenantRules): boolean;
}

/** Unicode combining marks that may follow a span's last character ("Jose\u0301"). */
const MARK = /\p{M}/u;

function extendOverMarks(text: string, end: number): number {
  while (end < text.length) {
    const c = text.charCodeAt(end);
    if (c < 0x300 || !MARK.test(text[end] as string)) break;
    end++;
  }
  return end;
}

export class Engine implements DetectionEngine {
  private readonly registry: ReadonlyMap<Language, readonly Recognizer[]>;

  constructor(recognizers: readonly Recognizer[]) {
    const registry = new Map<Language, Recognizer[]>();
    for (const lang of LANGUAGES) registry.set(lang, recognizers.filter((r) => r.languages.includes(lang)));
    this.registry = registry;
  }

  supportedEntities(language?: Language): EntityTypeInfo[] {
    return entitiesFor(language);
  }

  supports(entityType: string, language: Language, tenant?: CompiledTenantRules): boolean {
    return isSupportedEntity(entityType, language, tenant);
  }

  analyze(text: string, opts: AnalyzeOptions): Span[] {
    return toCodePoints(text, this.run(text, opts), false);
  }

  explain(text: string, opts: AnalyzeOptions): ExplainedSpan[] {
    return toCodePoints(text, this.run(text, opts), true) as ExplainedSpan[];
  }

  /** Built-in types per language, the default request (a fresh Set per call cost more than some recognizers). */
  private readonly defaults = new Map<Language, ReadonlySet<string>>();

  /**
   * The last explicit entity list and its normalized set: a service passes the same list on
   * every call of a request batch, and normalizing ~30 names per call cost about 2% of a 1 KB
   * analysis. The list is copied, so a caller that mutates its array between calls is safe.
   */
  private lastEntities: readonly string[] = [];
  private lastRequested: ReadonlySet<string> = new Set();

  private requested(opts: AnalyzeOptions): ReadonlySet<string> {
    if (opts.entities) {
      if (sameList(opts.entities, this.lastEntities)) return this.lastRequested;
      const set = new Set<string>();
      for (const e of opts.entities) set.add(normalizeEntityType(e));
      this.lastEntities = [...opts.entities];
      this.lastRequested = set;
      return set;
    }
    let builtIn = this.defaults.get(opts.language);
    if (!builtIn) {
      builtIn = new Set(entitiesFor(opts.language).map((e) => e.name));
      this.defaults.set(opts.language, builtIn);
    }
    const custom = opts.tenant?.customEntityTypes ?? [];
    return custom.length === 0 ? builtIn : new Set([...builtIn, ...custom]);
  }

  /** The resolved findings (UTF-16, sorted, non-overlapping). */
  private run(text: string, opts: AnalyzeOptions): RawFinding[] {
    const recognizers = this.registry.get(opts.language);
    if (!recognizers) throw new RangeError(`Unsupported language: ${String(opts.language)}`);
    if (text.length === 0) return [];
    const tenant = opts.tenant;
    const threshold = opts.threshold ?? DEFAULT_THRESHOLD;
    const requested = this.requested(opts);
    const ctx = { language: opts.language, entities: requested, threshold };

    const findings: RawFinding[] = [];
    collect(recognizers, text, ctx, threshold, findings);
    if (tenant) collect(tenant.recognizers, text, ctx, threshold, findings);

    // Allow wins over detection; block wins over everything (added after the allow filter).
    const kept = tenant ? findings.filter((f) => !tenant.isAllowed(text.slice(f.start, f.end), f.entity_type)) : findings;
    if (tenant) kept.push(...tenant.findBlocked(text));

    return resolveOverlaps(kept);
  }
}

function sameList(a: readonly string[], b: readonly string[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

// The recognizers of the last (list, requested set) pair: the engine reuses the set of a repeated
// entity list, so a run of calls filters the list once.
let activeOf: readonly Recognizer[] | undefined;
let activeFor: ReadonlySet<string> | undefined;
let activeList: readonly Recognizer[] = [];

/** The recognizers that can emit a requested type. */
function active(recognizers: readonly Recognizer[], requested: ReadonlySet<string>): readonly Recognizer[] {
  if (recognizers !== activeOf || requested !== activeFor) {
    activeList = recognizers.filter((r) => r.entities.some((e) => requested.has(e)));
    activeOf = recognizers;
    activeFor = requested;
  }
  return activeList;
}

/** Runs the recognizers that can emit a requested type; keeps requested findings over the threshold. */
function collect(
  recognizers: readonly Recognizer[],
  text: string,
  ctx: { language: Language; entities: ReadonlySet<string>; threshold: number },
  threshold: number,
  findings: RawFinding[],
): void {
  const requested = ctx.entities;
  const list = active(recognizers, requested);
  // Indexed loops: ~25 recognizers per text, most returning an empty array, and for...of pays an
  // iterator per array.
  for (let k = 0; k < list.length; k++) {
    const found = (list[k] as Recognizer).analyze(text, ctx);
    for (let i = 0; i < found.length; i++) {
      const f = found[i] as RawFinding;
      if (f.score >= threshold && requested.has(f.entity_type) && f.end > f.start) findings.push(f);
    }
  }
}

/**
 * Converts resolved (sorted, non-overlapping) UTF-16 findings to code points in one pass, with
 * the recognizer of each (`explain`) or without (`analyze`: the spans are built once, not built
 * and copied).
 */
function toCodePoints(text: string, findings: readonly RawFinding[], withRecognizer: boolean): Span[] {
  const spans: Span[] = new Array(findings.length);
  for (let i = 0; i < findings.length; i++) {
    const { entity_type, start, end, score, recognizer } = findings[i] as RawFinding;
    // A span never ends between a letter and its combining marks.
    const span: Span = { entity_type, start, end: extendOverMarks(text, end), score: Math.round(score * 1000) / 1000 };
    if (withRecognizer) (span as ExplainedSpan).recognizer = recognizer;
    spans[i] = span;
  }
  if (spans.length === 0 || !hasSurrogates(text)) return spans;
  const indices: number[] = [];
  for (const s of spans) indices.push(s.start, s.end);
  const cps = utf16ToCodePoints(text, indices);
  spans.forEach((s, i) => {
    s.start = cps[2 * i] as number;
    s.end = cps[2 * i + 1] as number;
  });
  return spans;
}

let singleton: Engine | undefined;

/** The process-wide engine; built on first call (recognizers compile their regexes then). */
export function getEngine(): DetectionEngine {
  singleton ??= new Engine([...patternRecognizers(), ...nerRecognizers()]);
  return singleton;
}
