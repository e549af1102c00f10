import type { RE2JS } from 're2js';
import { AhoCorasick } from './aho-corasick.js';
import { BLOCKLIST_ENTITY, normalizeEntityType } from './entities.js';
import { compileLinear, findAll } from './linear-regex.js';
import {
  PatternError,
  type CompiledTenantRules,
  type CustomRecognizerSpec,
  type Language,
  type ListEntrySpec,
  type RawFinding,
  type Recognizer,
  type RecognizerContext,
} from './types.js';

const BOTH: readonly Language[] = ['en', 'es'];

/** Score of block-list findings: they are always redacted, whatever the threshold. */
export const BLOCK_SCORE = 1.0;

/** A tenant regex recognizer: every pattern on re2js (linear time). */
class CustomRegexRecognizer implements Recognizer {
  readonly languages = BOTH;
  readonly entities: readonly string[];
  constructor(
    readonly id: string,
    private readonly entity: string,
    private readonly patterns: readonly RE2JS[],
    private readonly score: number,
  ) {
    this.entities = [entity];
  }

  analyze(text: string, _ctx: RecognizerContext): RawFinding[] {
    const out: RawFinding[] = [];
    for (const re of this.patterns) {
      for (const [start, end] of findAll(re, text)) {
        out.push({ entity_type: this.entity, start, end, score: this.score, recognizer: this.id });
      }
    }
    return out;
  }
}

/** A tenant phrase list: case-insensitive whole-term matches through one automaton. */
class CustomPhraseRecognizer implements Recognizer {
  readonly languages = BOTH;
  readonly entities: readonly string[];
  constructor(
    readonly id: string,
    private readonly entity: string,
    private readonly matcher: AhoCorasick<true>,
    private readonly score: number,
  ) {
    this.entities = [entity];
  }

  analyze(text: string, _ctx: RecognizerContext): RawFinding[] {
    return this.matcher
      .findAll(text)
      .map(({ start, end }) => ({ entity_type: this.entity, start, end, score: this.score, recognizer: this.id }));
  }
}

function clampScore(score: number): number {
  return Number.isFinite(score) ? Math.min(1, Math.max(0, score)) : 0.5;
}

/** Entity type an allow/block entry applies to: normalized, or '*' for all. */
function entryType(e: ListEntrySpec): string {
  const t = (e.entity_type ?? '*').trim();
  return t === '*' || t === '' ? '*' : normalizeEntityType(t);
}

/**
 * Compiles a tenant's custom recognizers and allow/block lists once per config version.
 * Throws PatternError for a pattern the linear-time engine cannot run.
 *
 * Semantics:
 *  - allow (exact): the finding's text equals the value, case-insensitively and ignoring
 *    surrounding whitespace, for that entity type or any ('*');
 *  - allow (regex): the pattern matches the finding's whole text;
 *  - block: every occurrence is reported with score 1.0, whatever the threshold or the entity
 *    filter, typed as the entry's entity_type, or BLOCKLIST when the entry says '*'.
 *    Block wins over allow for the same text.
 */
export function compileTenantRules(custom: readonly CustomRecognizerSpec[], lists: readonly ListEntrySpec[]): CompiledTenantRules {
  const recognizers: Recognizer[] = [];
  const types = new Set<string>();
  custom.forEach((spec, i) => {
    const entity = normalizeEntityType(spec.entity_type);
    const id = `custom:${spec.id ?? spec.name ?? i}`;
    const score = clampScore(spec.score);
    types.add(entity);
    if (spec.type === 'regex') {
      const patterns = (spec.patterns ?? []).map((p) => compileLinear(p));
      if (patterns.length === 0) throw new PatternError('', `recognizer "${spec.name}" has no patterns`);
      recognizers.push(new CustomRegexRecognizer(id, entity, patterns, score));
    } else {
      const phrases = (spec.phrases ?? []).filter((p) => p.trim().length > 0);
      recognizers.push(new CustomPhraseRecognizer(id, entity, new AhoCorasick(phrases.map((p) => [p, true] as [string, true])), score));
    }
  });

  const allowExact = new Map<string, Set<string>>();
  const allowRegex: { re: RE2JS; type: string }[] = [];
  const blockExact: [string, string][] = [];
  const blockRegex: { re: RE2JS; type: string }[] = [];
  for (const e of lists) {
    const type = entryType(e);
    const value = e.value ?? '';
    if (e.match === 'regex') {
      const re = compileLinear(value);
      (e.type === 'block' ? blockRegex : allowRegex).push({ re, type });
    } else if (e.type === 'block') {
      if (value.trim()) blockExact.push([value, type]);
    } else {
      const key = value.trim().toLowerCase();
      let set = allowExact.get(key);
      if (!set) allowExact.set(key, (set = new Set()));
      set.add(type);
    }
  }
  const blockMatcher = new AhoCorasick(blockExact);

  return {
    recognizers,
    customEntityTypes: [...types],
    isAllowed(value: string, entityType: string): boolean {
      const set = allowExact.get(value.trim().toLowerCase());
      if (set && (set.has('*') || set.has(entityType))) return true;
      for (const a of allowRegex) {
        if ((a.type === '*' || a.type === entityType) && a.re.matches(value)) return true;
      }
      return false;
    },
    findBlocked(text: string): RawFinding[] {
      const out: RawFinding[] = [];
      const typeOf = (t: string): string => (t === '*' ? BLOCKLIST_ENTITY : t);
      for (const m of blockMatcher.findAll(text)) {
        out.push({ entity_type: typeOf(m.value), start: m.start, end: m.end, score: BLOCK_SCORE, recognizer: 'blocklist' });
      }
      for (const b of blockRegex) {
        for (const [start, end] of findAll(b.re, text)) {
          out.push({ entity_type: typeOf(b.type), start, end, score: BLOCK_SCORE, recognizer: 'blocklist' });
        }
      }
      return out;
    },
  };
}

/** Rules of a tenant without custom recognizers or lists. */
export const NO_TENANT_RULES: CompiledTenantRules = compileTenantRules([], []);
