import { getEngine } from '#shared/detection/engine.js';
import type { AnalyzeOptions, Language } from '#shared/detection/types.js';

/** Texts of the findings of one entity type (code-point slicing, as clients do). */
export function found(text: string, entity: string, language: Language = 'en', extra: Partial<AnalyzeOptions> = {}): string[] {
  const chars = [...text];
  return getEngine()
    .analyze(text, { language, entities: [entity], ...extra })
    .filter((s) => s.entity_type === entity)
    .map((s) => chars.slice(s.start, s.end).join(''));
}

/** Score of the first finding of `entity`, or 0 when none (threshold 0 so low scores show). */
export function scoreOf(text: string, entity: string, language: Language = 'en'): number {
  const s = getEngine()
    .analyze(text, { language, entities: [entity], threshold: 0 })
    .find((x) => x.entity_type === entity);
  return s?.score ?? 0;
}
