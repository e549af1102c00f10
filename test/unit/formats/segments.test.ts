import { describe, expect, it } from 'vitest';
import { deriveReplacements, type Edit } from '../../../shared/formats/segments.js';
import { run } from './helpers.js';

describe('RedactSegments answers', () => {
  it('work without replacements on the findings (worked out from the redacted text)', async () => {
    // A callback that masks emails and returns bare spans, as a minimal implementation would.
    const redact = async (segments: string[]) =>
      segments.map((s) => {
        const findings = [...s.matchAll(/\S+@\S+\.\w+/g)].map((m) => ({ entity_type: 'EMAIL_ADDRESS', start: m.index, end: m.index + m[0].length, score: 1 }));
        return { text: s.replace(/\S+@\S+\.\w+/g, 'XX'), findings };
      });
    const input = '<p>Mail <b>a@b.co</b> or c@d.co</p>';
    const { text } = await run('html', input, redact);
    expect(text).toBe('<p>Mail <b>XX</b> or XX</p>');
  });

  it('derives adjacent and repeated replacements consistently', () => {
    const spans: Edit[] = [
      { start: 0, end: 2, replacement: '', entity_type: 'A', score: 1 },
      { start: 2, end: 4, replacement: '', entity_type: 'B', score: 1 },
      { start: 5, end: 6, replacement: '', entity_type: 'C', score: 1 },
    ];
    deriveReplacements('abcd e', '[A][B] [C]', spans);
    expect(spans.map((s) => s.replacement).join('|')).toBe('|[A][B]|[C]');
  });

  it('an answer of the wrong length is the callback’s fault, not the file’s', async () => {
    const error = await run('text', 'hello there', async () => []).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    expect((error as { reason?: string }).reason).toBeUndefined();
  });

  it('passes the maxFindings cap and keeps the exact count', async () => {
    const { PassThrough, Readable } = await import('node:stream');
    const { redactFile } = await import('../../../shared/formats/index.js');
    const redact = async (segments: string[]) =>
      segments.map((s) => ({ text: s.replaceAll('x', 'y'), findings: [...s.matchAll(/x/g)].map((m) => ({ entity_type: 'X', start: m.index, end: m.index + 1, score: 1, replacement: 'y' })) }));
    const out = new PassThrough();
    out.resume();
    const result = await redactFile('text', Readable.from([Buffer.from('x x x x x')]), out, redact, { maxFindings: 2 });
    expect(result.entityCount).toBe(5);
    expect(result.findings.map((f) => f.start)).toEqual([0, 2]);
  });
});
