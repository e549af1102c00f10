import { describe, expect, it } from 'vitest';
import { run } from './helpers.js';
import { realRedactor } from './real-redactor.js';

describe('JSON', () => {
  it('redacts string values only, keeping keys, numbers, layout and escapes elsewhere', async () => {
    const input = `{
  "name": "Jane Doe", "age": 41, "ok": true, "none": null,
  "email": "jane.doe@example.com",
  "Jane Doe": "a key is never redacted",
  "notes": ["caf\\u00e9 \\"ok\\"", "call +1 415-555-0132\\nthanks"],
  "nested": {"phone": "4155550132", "n": -1.5e3}
}`;
    const { text, result } = await run('json', input, realRedactor());
    expect(text).toBe(`{
  "name": "[PERSON]", "age": 41, "ok": true, "none": null,
  "email": "[EMAIL_ADDRESS]",
  "Jane Doe": "a key is never redacted",
  "notes": ["caf\\u00e9 \\"ok\\"", "call [PHONE_NUMBER]\\nthanks"],
  "nested": {"phone": "[PHONE_NUMBER]", "n": -1.5e3}
}`);
    expect(JSON.parse(text)).toBeTruthy();
    const cps = [...input];
    const phone = result.findings.find((f) => f.entity_type === 'PHONE_NUMBER')!;
    expect(cps.slice(phone.start, phone.end).join('')).toBe('+1 415-555-0132');
  });

  it('maps offsets through escapes and escapes replacements', async () => {
    const input = '["x\\u00e9 ana@correo.es"]';
    const { text, result } = await run('json', input, realRedactor('mask'));
    expect(JSON.parse(text)).toEqual(['xé *************']);
    expect(text).toBe('["x\\u00e9 *************"]');
    expect(input.slice(result.findings[0]!.start, result.findings[0]!.end)).toBe('ana@correo.es');
  });

  it('reports progress through reading and then through its batches, ending at 1', async () => {
    const input = JSON.stringify(Array.from({ length: 5000 }, (_, i) => ({ email: `u${i}@example.com` })));
    const { progress } = await run('json', input, realRedactor(), 4096);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
    expect(progress.some((f) => f > 0.3 && f < 1)).toBe(true);
    expect(progress.at(-1)).toBe(1);
  });

  it('accepts JSON Lines', async () => {
    const { text } = await run('json', '{"email":"a@b.co"}\n{"email":"c@d.co"}\n', realRedactor());
    expect(text).toBe('{"email":"[EMAIL_ADDRESS]"}\n{"email":"[EMAIL_ADDRESS]"}\n');
  });

  it.each([
    ['{"a": 1,}', /line 1, column 9/],
    ['{"a": [1, 2}', /closing bracket/],
    ['{"a": "x', /never closed/],
    ['{"a": tru}', /unexpected/],
    ['', /no value/],
    ['[1, 2', /ends before/],
  ])('refuses invalid JSON %j with where it broke', async (input, message) => {
    await expect(run('json', input, realRedactor())).rejects.toMatchObject({ reason: 'corrupt', message: expect.stringMatching(message) });
  });
});
