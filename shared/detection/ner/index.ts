import type { Language, RawFinding, Recognizer, RecognizerContext } from '../types.js';
import { analyzeNerCached, warmUpNer } from './analyze.js';

export { warmUpNer };

const LANGS: readonly Language[] = ['en', 'es'];
const ENTITIES = ['PERSON', 'ORGANIZATION', 'LOCATION', 'ADDRESS'] as const;
type NerEntity = (typeof ENTITIES)[number];

/**
 * One recognizer per entity type, so the benchmark can break results down by recognizer and the
 * engine can skip types a request does not ask for. They share one analysis of the text
 * (memoized), because the types are resolved against each other.
 */
class NerRecognizer implements Recognizer {
  readonly id: string;
  readonly entities: readonly string[];
  readonly languages = LANGS;

  constructor(private readonly entity: NerEntity) {
    this.id = `ner-${entity.toLowerCase()}`;
    this.entities = [entity];
  }

  analyze(text: string, ctx: RecognizerContext): RawFinding[] {
    if (!ctx.entities.has(this.entity)) return [];
    const out: RawFinding[] = [];
    for (const c of analyzeNerCached(text, ctx.language, ctx)) {
      if (c.entity === this.entity) {
        out.push({ entity_type: c.entity, start: c.start, end: c.end, score: c.score, recognizer: this.id });
      }
    }
    return out;
  }
}

/** Name, organization, location and address recognizers (lexicon + context based). */
export function nerRecognizers(): Recognizer[] {
  return ENTITIES.map((e) => new NerRecognizer(e));
}
