import { describe, expect, it } from 'vitest';
import { detectFormat } from '../../../shared/formats/index.js';
import { run } from './helpers.js';
import { makePdf } from './pdf-fixture.js';
import { realRedactor } from './real-redactor.js';

describe('PDF', () => {
  it('comes out as sanitized Markdown of its text', async () => {
    const pdf = makePdf(['Patient: Jane Doe', 'Email jane.doe@example.com, SSN 536-22-8714.']);
    expect(detectFormat(pdf.subarray(0, 1024), { filename: 'x.txt' })).toBe('pdf');
    const { text, result } = await run('pdf', pdf, realRedactor(), 1024);
    expect(text).toContain('[PERSON]');
    expect(text).toContain('[EMAIL_ADDRESS]');
    expect(text).toContain('[US_SSN]');
    expect(text).not.toMatch(/Jane|jane\.doe|536-22/);
    expect(result.outputExtension).toBe('md');
    expect(result.outputContentType).toMatch(/^text\/markdown/);
    expect(result.characters).toBeGreaterThan(40);
  });

  it('refuses a truncated PDF as corrupt', async () => {
    const pdf = makePdf(['Hello']);
    await expect(run('pdf', pdf.subarray(0, 40), realRedactor(), 1024)).rejects.toMatchObject({ reason: 'corrupt' });
  });
});
