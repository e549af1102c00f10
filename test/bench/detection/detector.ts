/**
 * What the benchmark runs: the real engine (`getEngine()` from shared/detection/engine.ts), or
 * with `--fake` a trivial regex detector used to check the harness itself without the engine.
 */
import type { Language } from '#shared/detection/types.js';
import { BENCH_TYPES, type PredSpan } from './dataset.js';

export interface Detector {
  name: string;
  /** Entity types this detector reports for `lang` (intersection with BENCH_TYPES). */
  types(lang: Language): string[];
  detect(text: string, lang: Language, entities: readonly string[]): PredSpan[];
  /** Like detect, with the recognizer that produced each span when the detector knows it. */
  explain?(text: string, lang: Language, entities: readonly string[]): Array<PredSpan & { recognizer?: string }>;
  /** The library's own redaction call (peers), timed for the speed comparison. */
  redactOnly?(text: string, lang: Language): string;
}

export async function engineDetector(): Promise<Detector> {
  const { getEngine } = await import('#shared/detection/engine.js');
  const engine = getEngine();
  return {
    name: 'engine',
    types(lang) {
      const supported = new Set(engine.supportedEntities(lang).map((e) => e.name));
      return BENCH_TYPES.filter((t) => supported.has(t));
    },
    detect: (text, language, entities) => engine.analyze(text, { language, entities }),
    explain: (text, language, entities) => engine.explain(text, { language, entities }),
  };
}

/** Regex e-mails, IPv4 addresses and URLs only: enough to exercise scoring end to end. */
export function fakeDetector(): Detector {
  const rules: Array<[string, RegExp]> = [
    ['EMAIL_ADDRESS', /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g],
    ['IP_ADDRESS', /\b(?:\d{1,3}\.){3}\d{1,3}\b/g],
    ['URL', /\bhttps?:\/\/[^\s<>"]+[^\s<>".,;:!?)]/g],
  ];
  const detect = (text: string, _lang: Language, entities: readonly string[]): PredSpan[] => {
    const out: PredSpan[] = [];
    // Code-point offsets: map UTF-16 indices through a prefix table built once per text.
    const cp: number[] = new Array<number>(text.length + 1);
    let n = 0;
    for (let i = 0; i < text.length; i++) {
      cp[i] = n;
      const c = text.charCodeAt(i);
      if (!(c >= 0xdc00 && c <= 0xdfff)) n++;
      else cp[i] = n - 1;
    }
    cp[text.length] = n;
    for (const [type, re] of rules) {
      if (!entities.includes(type)) continue;
      for (const m of text.matchAll(re)) {
        const s = m.index;
        out.push({ entity_type: type, start: cp[s] as number, end: cp[s + m[0].length] as number, score: 0.9 });
      }
    }
    return out.sort((a, b) => a.start - b.start);
  };
  return { name: 'fake-regex', types: () => ['EMAIL_ADDRESS', 'IP_ADDRESS', 'URL'], detect };
}
