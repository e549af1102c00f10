import type { Language, Span } from '../types.js';
import { parseLlmAnswer, systemPrompt } from './prompt.js';
import { LlmError, type LlmDetector } from './types.js';

export interface OpenAiCompatibleConfig {
  /** e.g. "http://localhost:11434/v1" (Ollama) or "https://api.openai.com/v1". */
  baseUrl: string;
  apiKey?: string;
  model: string;
  maxTokens?: number;
}

/** Any OpenAI-compatible chat-completions endpoint, over fetch. */
export class OpenAiCompatibleDetector implements LlmDetector {
  readonly name = 'openai-compatible';
  constructor(private readonly config: OpenAiCompatibleConfig) {}

  async detect(text: string, language: Language, entityTypes: readonly string[], signal?: AbortSignal): Promise<Span[]> {
    const url = this.config.baseUrl.replace(/\/+$/, '') + '/chat/completions';
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (this.config.apiKey) headers.authorization = `Bearer ${this.config.apiKey}`;
    const response = await fetch(url, {
      method: 'POST',
      headers,
      signal,
      body: JSON.stringify({
        model: this.config.model,
        temperature: 0,
        max_tokens: this.config.maxTokens ?? 2048,
        response_format: { type: 'json_object' },
        messages: [
          { role: 'system', content: systemPrompt(language, entityTypes) },
          { role: 'user', content: text },
        ],
      }),
    });
    if (!response.ok) throw new LlmError(`the LLM endpoint answered HTTP ${response.status}`);
    const body = (await response.json().catch(() => undefined)) as
      | { choices?: { message?: { content?: unknown } }[] }
      | undefined;
    const content = body?.choices?.[0]?.message?.content;
    if (typeof content !== 'string') throw new LlmError('the LLM endpoint answer has no message content');
    return parseLlmAnswer(content, text, entityTypes);
  }
}
