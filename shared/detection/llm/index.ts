import type { DetectionEngine } from '../engine.js';
import { DEFAULT_THRESHOLD } from '../engine.js';
import { normalizeEntityType } from '../entities.js';
import { codePointLength } from '../offsets.js';
import { resolveOverlaps } from '../overlaps.js';
import type { AnalyzeOptions, Span } from '../types.js';
import { BedrockConverseDetector, type BedrockConfig } from './bedrock.js';
import { OpenAiCompatibleDetector, type OpenAiCompatibleConfig } from './openai.js';
import { LlmError, type LlmDetector } from './types.js';

export { BedrockConverseDetector, type BedrockConfig } from './bedrock.js';
export { OpenAiCompatibleDetector, type OpenAiCompatibleConfig } from './openai.js';
export { parseLlmAnswer, systemPrompt } from './prompt.js';
export { LlmError, type LlmDetector } from './types.js';

export type LlmConfig = ({ provider: 'bedrock' } & BedrockConfig) | ({ provider: 'openai' } & OpenAiCompatibleConfig);

export function bedrockDetector(config: BedrockConfig): LlmDetector {
  return new BedrockConverseDetector(config);
}

export function openAiCompatibleDetector(config: OpenAiCompatibleConfig): LlmDetector {
  return new OpenAiCompatibleDetector(config);
}

/** The configured detector, or undefined (the LLM pass is off unless configured). */
export function createLlmDetector(config: LlmConfig | undefined): LlmDetector | undefined {
  if (!config) return undefined;
  return config.provider === 'bedrock' ? new BedrockConverseDetector(config) : new OpenAiCompatibleDetector(config);
}

export interface LlmPassOptions {
  /** Whole-pass time limit; past it the rule results are returned with a warning. */
  timeoutMs?: number;
  /** Longest piece of text sent in one request (split at whitespace). */
  chunkChars?: number;
}

export interface AnalyzeWithLlmResult {
  spans: Span[];
  warnings: string[];
}

/** Splits text into pieces of at most `size` UTF-16 units, at whitespace when possible. */
function chunks(text: string, size: number): { offset: number; text: string }[] {
  const out: { offset: number; text: string }[] = [];
  let start = 0;
  while (start < text.length) {
    let end = Math.min(text.length, start + size);
    if (end < text.length) {
      const ws = text.lastIndexOf(' ', end);
      if (ws > start + size / 2) end = ws;
      // Never split a surrogate pair.
      else if ((text.charCodeAt(end - 1) & 0xfc00) === 0xd800) end--;
    }
    out.push({ offset: start, text: text.slice(start, end) });
    start = end;
  }
  return out;
}

async function withTimeout<T>(work: (signal: AbortSignal) => Promise<T>, ms: number): Promise<T> {
  const controller = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      controller.abort();
      reject(new LlmError(`the LLM pass took longer than ${ms} ms`));
    }, ms);
  });
  try {
    return await Promise.race([work(controller.signal), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** A reason safe to return to clients: never the text, never a provider's raw message. */
function reasonOf(err: unknown): string {
  if (err instanceof LlmError) return err.message;
  if (err instanceof Error && err.name === 'AbortError') return 'the LLM request was aborted';
  return 'the LLM request failed';
}

/**
 * Rule-based detection plus an optional LLM pass. LLM spans are checked (requested type, in
 * range, allow list, threshold) and merged with the rule spans by the engine's overlap rule.
 * Never throws because of the LLM: on failure or timeout the rule results come back with a
 * warning.
 */
export async function analyzeWithLlm(
  engine: DetectionEngine,
  text: string,
  opts: AnalyzeOptions,
  llm?: LlmDetector,
  pass: LlmPassOptions = {},
): Promise<AnalyzeWithLlmResult> {
  const ruleSpans = engine.analyze(text, opts);
  if (!llm || text.length === 0) return { spans: ruleSpans, warnings: [] };

  const threshold = opts.threshold ?? DEFAULT_THRESHOLD;
  const types = opts.entities
    ? opts.entities.map(normalizeEntityType)
    : [...engine.supportedEntities(opts.language).map((e) => e.name), ...(opts.tenant?.customEntityTypes ?? [])];
  try {
    const llmSpans = await withTimeout(async (signal) => {
      const all: Span[] = [];
      let cpOffset = 0;
      let lastOffset = 0;
      for (const piece of chunks(text, pass.chunkChars ?? 12_000)) {
        cpOffset += codePointLength(text.slice(lastOffset, piece.offset));
        lastOffset = piece.offset;
        const found = await llm.detect(piece.text, opts.language, types, signal);
        const limit = codePointLength(piece.text);
        for (const s of found) {
          if (!(s.start >= 0 && s.end > s.start && s.end <= limit)) continue;
          all.push({ ...s, start: s.start + cpOffset, end: s.end + cpOffset });
        }
      }
      return all;
    }, pass.timeoutMs ?? 15_000);

    const chars = opts.tenant ? [...text] : [];
    const accepted = llmSpans.filter(
      (s) =>
        types.includes(s.entity_type) &&
        s.score >= threshold &&
        !(opts.tenant && opts.tenant.isAllowed(chars.slice(s.start, s.end).join(''), s.entity_type)),
    );
    const merged = resolveOverlaps([
      ...ruleSpans.map((s) => ({ ...s, recognizer: 'rules' })),
      ...accepted.map((s) => ({ ...s, recognizer: llm.name })),
    ]).map(({ entity_type, start, end, score }) => ({ entity_type, start, end, score }));
    return { spans: merged, warnings: [] };
  } catch (err) {
    return { spans: ruleSpans, warnings: [`LLM detection skipped: ${reasonOf(err)}; results come from rule-based detection only.`] };
  }
}
