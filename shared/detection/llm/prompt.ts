import { z } from 'zod';
import { codePointLength } from '../offsets.js';
import type { Language, Span } from '../types.js';
import { LlmError } from './types.js';

/** Score given to LLM findings that carry none (kept below validated pattern findings). */
export const DEFAULT_LLM_SCORE = 0.8;

export function systemPrompt(language: Language, entityTypes: readonly string[]): string {
  const lang = language === 'es' ? 'Spanish' : 'English';
  return [
    `You find personal data in ${lang} text. Entity types: ${entityTypes.join(', ')}.`,
    'Answer with JSON only, no prose: {"entities":[{"text":"<exact substring>","entity_type":"<one of the types>","score":<0..1>}]}.',
    '"text" must be copied exactly from the input. Names exclude titles (Dr., Mr., Sra.). List each distinct value once.',
    'If there is nothing, answer {"entities":[]}.',
  ].join('\n');
}

const Answer = z.object({
  entities: z.array(
    z.object({
      text: z.string().min(1),
      entity_type: z.string().min(1),
      score: z.number().min(0).max(1).optional(),
      start: z.number().int().nonnegative().optional(),
      end: z.number().int().nonnegative().optional(),
    }),
  ),
});

/** Pulls the JSON object out of a model answer (models like to wrap it in ``` fences). */
function extractJson(output: string): unknown {
  const first = output.indexOf('{');
  const last = output.lastIndexOf('}');
  if (first < 0 || last < first) throw new LlmError('the model answer holds no JSON object');
  try {
    return JSON.parse(output.slice(first, last + 1));
  } catch {
    throw new LlmError('the model answer is not valid JSON');
  }
}

function isWordChar(ch: string | undefined): boolean {
  return ch !== undefined && /[\p{L}\p{N}_]/u.test(ch);
}

/**
 * Validates a model answer against the text: every entity must be of a requested type and its
 * text must occur in the input (offsets the model gives are checked, never trusted). Each
 * whole-word occurrence of a returned value becomes a span, in code points.
 */
export function parseLlmAnswer(output: string, text: string, entityTypes: readonly string[]): Span[] {
  const parsed = Answer.safeParse(extractJson(output));
  if (!parsed.success) throw new LlmError('the model answer does not have the expected shape');
  const allowed = new Set(entityTypes);
  const spans: Span[] = [];
  const seen = new Set<string>();
  for (const e of parsed.data.entities) {
    const type = e.entity_type.trim().toUpperCase();
    const value = e.text;
    if (!allowed.has(type) || value.trim() !== value) continue;
    const key = `${type}\u0000${value}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const score = e.score ?? DEFAULT_LLM_SCORE;
    for (let at = text.indexOf(value); at !== -1; at = text.indexOf(value, at + value.length)) {
      if (isWordChar(text[at - 1]) && isWordChar(value[0])) continue;
      if (isWordChar(text[at + value.length]) && isWordChar(value[value.length - 1])) continue;
      const start = codePointLength(text.slice(0, at));
      spans.push({ entity_type: type, start, end: start + codePointLength(value), score });
    }
  }
  return spans;
}
