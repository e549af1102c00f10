import type { Language, Span } from '../types.js';

/** An optional second opinion from a language model. Spans are code points into `text`. */
export interface LlmDetector {
  readonly name: string;
  detect(text: string, language: Language, entityTypes: readonly string[], signal?: AbortSignal): Promise<Span[]>;
}

/** Thrown by adapters for answers that cannot be used (HTTP error, malformed output). */
export class LlmError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'LlmError';
  }
}
