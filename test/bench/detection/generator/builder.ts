/**
 * Builds a labelled document by appending plain text and labelled values, so offsets are
 * computed by construction and can never drift from the text.
 */
import type { Language } from '#shared/detection/types.js';
import { cpLength, type BenchDoc, type BenchType, type GoldSpan } from '../dataset.js';

export class DocBuilder {
  private parts: string[] = [];
  private cp = 0;
  private readonly spans: GoldSpan[] = [];

  /** Appends unlabelled text. */
  t(text: string): this {
    this.parts.push(text);
    this.cp += cpLength(text);
    return this;
  }

  /** Appends a labelled value. */
  e(type: BenchType, text: string): this {
    if (text.length === 0) throw new Error(`empty ${type} span`);
    if (text !== text.trim()) throw new Error(`${type} span has outer whitespace: ${JSON.stringify(text)}`);
    const start = this.cp;
    this.t(text);
    this.spans.push({ type, start, end: this.cp, text });
    return this;
  }

  /** Appends a newline (readability helper for templates). */
  nl(n = 1): this {
    return this.t('\n'.repeat(n));
  }

  get length(): number {
    return this.cp;
  }

  build(id: string, lang: Language, kind: string): BenchDoc {
    return { id, lang, kind, text: this.parts.join(''), entities: [...this.spans] };
  }
}
