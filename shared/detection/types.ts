/**
 * Public contract of the detection engine. Pure TypeScript: no AWS, no HTTP, no process.env.
 *
 * Two offset systems exist and must never be mixed:
 *  - recognizers work on JavaScript string indices (UTF-16 code units), because that is what
 *    RegExp and String methods give them for free;
 *  - everything the engine returns (`Span`) counts Unicode code points, half-open [start, end),
 *    as the API contract requires. The engine converts once, at the end.
 */

export type Language = 'en' | 'es';
export const LANGUAGES: readonly Language[] = ['en', 'es'];

export type EntityCategory = 'PII' | 'PCI' | 'PHI';

/** One supported entity type, as listed by GET /entities. */
export interface EntityTypeInfo {
  name: string;
  category: EntityCategory;
  languages: readonly Language[];
  description: string;
}

/** A finding in UTF-16 indices, produced by a recognizer before conflict resolution. */
export interface RawFinding {
  entity_type: string;
  start: number;
  end: number;
  score: number;
  /** Recognizer id, for explanations and the benchmark's per-recognizer breakdown. */
  recognizer: string;
}

/** A final finding, in code points. This is what the API and CLI expose. */
export interface Span {
  entity_type: string;
  start: number;
  end: number;
  score: number;
}

export interface RecognizerContext {
  language: Language;
  /** Entity types requested for this call; a recognizer may skip work for types not in it. */
  entities: ReadonlySet<string>;
  /**
   * The call's score threshold: a recognizer whose findings cannot reach it without a context
   * word may skip a text that holds none of its context words (the trigger scan).
   */
  threshold?: number;
}

export interface Recognizer {
  readonly id: string;
  readonly entities: readonly string[];
  readonly languages: readonly Language[];
  analyze(text: string, ctx: RecognizerContext): RawFinding[];
}

/** A tenant's custom recognizer as stored by the API (`/config/recognizers`). */
export interface CustomRecognizerSpec {
  id?: string;
  name: string;
  type: 'regex' | 'phrase_list';
  entity_type: string;
  patterns?: string[];
  phrases?: string[];
  score: number;
}

/** A tenant's allow or block entry (`/config/allowlist`). */
export interface ListEntrySpec {
  type: 'allow' | 'block';
  value: string;
  /** An entity type, or '*' for all. */
  entity_type: string;
  /** 'exact' (default) is a case-insensitive whole term; 'regex' runs on the linear-time engine. */
  match?: 'exact' | 'regex';
}

export interface AnalyzeOptions {
  language: Language;
  /** Entity types to report; default: every type the language supports (plus custom types). */
  entities?: readonly string[];
  /** Minimum score to report; default 0.5 (the policy default of the contract). */
  threshold?: number;
  /** Tenant extras, compiled once per tenant config version (see compileTenantRules). */
  tenant?: CompiledTenantRules;
}

/** Opaque to callers: the result of compiling custom recognizers and allow/block lists. */
export interface CompiledTenantRules {
  readonly recognizers: readonly Recognizer[];
  readonly customEntityTypes: readonly string[];
  /** True when `value` (the matched text) is allowed for `entityType`. */
  isAllowed(value: string, entityType: string): boolean;
  /** Block entries found in the text, in UTF-16 indices; always redacted. */
  findBlocked(text: string): RawFinding[];
}

/** Thrown when a tenant pattern cannot be compiled on the linear-time engine. */
export class PatternError extends Error {
  constructor(
    readonly pattern: string,
    readonly reason: string,
  ) {
    super(`Pattern ${JSON.stringify(pattern)} is not valid: ${reason}`);
    this.name = 'PatternError';
  }
}

// ---------------------------------------------------------------------------------------------
// Operators (redaction methods, exactly as in DECISIONS)

export type RedactionMethod = 'type_label' | 'mask' | 'hash' | 'pseudonymize';

/**
 * Storage behind `pseudonymize`. Implemented in DynamoDB by the redaction API; an in-memory
 * version lives beside the operators for the CLI and unit tests.
 */
export interface PseudonymStore {
  /** The pseudonym already assigned to this (entity type, value), if any. */
  findByValue(entityType: string, value: string): Promise<string | undefined>;
  /**
   * Claims `pseudonym` for (entityType, value). Returns true when the pseudonym is now (or was
   * already) mapped to this same value, false when another value owns it (caller probes on).
   */
  claim(pseudonym: string, entityType: string, value: string): Promise<boolean>;
  /**
   * Optional batch forms (a database store answers many values in a few round trips): the same
   * answers as findByValue / claim for each item, in order. Claims in one call have distinct
   * pseudonyms.
   */
  findManyByValue?(items: readonly PseudonymItem[]): Promise<(string | undefined)[]>;
  claimMany?(claims: readonly (PseudonymItem & { pseudonym: string })[]): Promise<boolean[]>;
}

export interface PseudonymItem {
  entityType: string;
  value: string;
}

export interface OperatorContext {
  /** Per-tenant secret for `hash` and `pseudonymize` HMACs. */
  tenantSecret: string | Uint8Array;
  pseudonyms?: PseudonymStore;
}

/** A span after an operator ran: code-point offsets into the ORIGINAL text. */
export interface RedactedFinding extends Span {
  replacement: string;
}

export interface RedactionResult {
  redacted_text: string;
  findings: RedactedFinding[];
}
