import { describe, expect, it } from 'vitest';
import { FormatError } from '../../../shared/formats/index.js';
import { run } from './helpers.js';
import { realRedactor } from './real-redactor.js';

describe('text and Markdown', () => {
  it('redacts the text and gives findings in code points of the file', async () => {
    const input = '😀 Hi.\nCall Jane Doe at jane.doe@example.com today.\n';
    const { text, result, progress } = await run('text', input, realRedactor());
    expect(text).toBe('😀 Hi.\nCall [PERSON] at [EMAIL_ADDRESS] today.\n');
    const cps = [...input];
    const email = result.findings.find((f) => f.entity_type === 'EMAIL_ADDRESS');
    expect(cps.slice(email!.start, email!.end).join('')).toBe('jane.doe@example.com');
    expect(result.characters).toBe(cps.length);
    expect(result.outputExtension).toBe('txt');
    expect(progress.at(-1)).toBe(1);
  });

  it('cuts long text at line ends, so an entity is never split and nothing is lost', async () => {
    const line = 'Contact: jane.doe@example.com, SSN 536-22-8714.\n';
    const input = line.repeat(8000); // ~390 KB: several segments and calls
    const redactor = realRedactor();
    const { text, result } = await run('markdown', input, redactor, 65_536);
    expect(text).toBe('Contact: [EMAIL_ADDRESS], SSN [US_SSN].\n'.repeat(8000));
    expect(result.entityCount).toBe(16_000);
    expect(result.findings).toHaveLength(10_000); // the default cap; the count stays exact
    expect(redactor.calls.length).toBeGreaterThan(1);
    expect(result.outputContentType).toMatch(/^text\/markdown/);
  });

  it('refuses invalid UTF-8 and binary data with a sentence a user understands', async () => {
    const bad = Buffer.from([0x48, 0x69, 0xff, 0xfe, 0x20, 0x41]);
    await expect(run('text', bad, realRedactor())).rejects.toMatchObject({ reason: 'encoding', message: expect.stringMatching(/not valid UTF-8/) });
    const binary = Buffer.from('abc\u0000def');
    const error = await run('text', binary, realRedactor()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(FormatError);
    expect((error as FormatError).reason).toBe('corrupt');
  });

  it('reads UTF-16 with a byte order mark', async () => {
    const input = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('Mail ana@correo.es\n', 'utf16le')]);
    const { text } = await run('text', input, realRedactor());
    expect(text).toBe('Mail [EMAIL_ADDRESS]\n');
  });
});
