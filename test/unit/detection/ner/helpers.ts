import { expect, it } from 'vitest';
import { nerRecognizers } from '#shared/detection/ner/index.js';
import type { Language } from '#shared/detection/types.js';

const recognizers = nerRecognizers();
const ALL = new Set(['PERSON', 'ORGANIZATION', 'LOCATION', 'ADDRESS']);

export interface Found {
  entity: string;
  value: string;
  score: number;
}

/** All NER findings for a text, through the public recognizer contract. */
export function findAll(text: string, language: Language, threshold = 0.5): Found[] {
  const out: Found[] = [];
  for (const r of recognizers) {
    for (const f of r.analyze(text, { language, entities: ALL })) {
      if (f.score >= threshold) out.push({ entity: f.entity_type, value: text.slice(f.start, f.end), score: f.score });
    }
  }
  return out;
}

/** "ENTITY:value" strings of the findings at or above the threshold. */
export function labels(text: string, language: Language, threshold = 0.5): string[] {
  return findAll(text, language, threshold).map((f) => `${f.entity}:${f.value}`);
}

/** One test per row: the text's findings include the expected "ENTITY:value". */
export function itFinds(rows: [Language, string, string][]): void {
  it.each(rows)('[%s] %j finds %j', (lang, text, expected) => {
    expect(labels(text, lang)).toContain(expected);
  });
}

/** One test per row: the text gets no finding of the entity type. */
export function itFindsNo(entity: string, rows: [Language, string][]): void {
  it.each(rows)(`[%s] %j has no ${entity}`, (lang, text) => {
    expect(labels(text, lang).filter((l) => l.startsWith(`${entity}:`))).toEqual([]);
  });
}
