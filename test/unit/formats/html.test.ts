import { describe, expect, it } from 'vitest';
import { run } from './helpers.js';
import { realRedactor } from './real-redactor.js';

describe('HTML', () => {
  it('redacts text and read attributes, never markup, scripts or styles', async () => {
    const input = `<!DOCTYPE html>
<html><head><title>Jane Doe's page</title>
<meta name="author" content="Jane Doe"><meta name="viewport" content="width=device-width">
<style>.jane.doe@example.com { color: red }</style>
<script>const email = "jane.doe@example.com";</script></head>
<body class="x" data-owner="jane.doe@example.com">
<p>Write to <a href="mailto:jane.doe@example.com" title="Mail Jane Doe">jane.doe@example.com</a> &amp; call +1 415-555-0132.</p>
<img src="/jane.png" alt="Photo of Jane Doe">
<input name="phone" value="4155550132" placeholder="Jane Doe"><input type="checkbox" value="ana@correo.es">
<!-- jane.doe@example.com -->
</body></html>`;
    const { text, result } = await run('html', input, realRedactor());
    expect(text).toBe(`<!DOCTYPE html>
<html><head><title>[PERSON]'s page</title>
<meta name="author" content="[PERSON]"><meta name="viewport" content="width=device-width">
<style>.jane.doe@example.com { color: red }</style>
<script>const email = "jane.doe@example.com";</script></head>
<body class="x" data-owner="jane.doe@example.com">
<p>Write to <a href="mailto:[EMAIL_ADDRESS]" title="Mail [PERSON]">[EMAIL_ADDRESS]</a> &amp; call [PHONE_NUMBER].</p>
<img src="/jane.png" alt="Photo of [PERSON]">
<input name="phone" value="[PHONE_NUMBER]" placeholder="[PERSON]"><input type="checkbox" value="ana@correo.es">
<!-- jane.doe@example.com -->
</body></html>`);
    const cps = [...input];
    const texts = result.findings.map((f) => cps.slice(f.start, f.end).join(''));
    expect(texts).toContain('+1 415-555-0132');
    expect(texts).toContain('4155550132');
    expect(result.outputExtension).toBe('html');
  });

  it('finds an entity split by inline markup and entities, and puts the replacement in the first piece', async () => {
    const input = '<div><p>Contact <b>Jos&eacute;</b> Garc&iacute;a-L&oacute;pez today</p><p>Next</p></div>';
    const { text, result } = await run('html', input, realRedactor('type_label', 'es'));
    expect(text).toBe('<div><p>Contact <b>[PERSON]</b> today</p><p>Next</p></div>');
    const f = result.findings[0]!;
    expect(input.slice(f.start, f.end)).toBe('Jos&eacute;</b> Garc&iacute;a-L&oacute;pez');
  });

  it('escapes replacements for their place in the markup', async () => {
    const input = '<p title="ana@correo.es">x</p>';
    const redact = async (segments: string[]) =>
      segments.map((s) => ({ text: s, findings: s.includes('@') ? [{ entity_type: 'EMAIL_ADDRESS', start: 0, end: s.length, score: 1, replacement: '<"a&b">' }] : [] }));
    const { text } = await run('html', input, redact);
    expect(text).toBe('<p title="&lt;&quot;a&amp;b&quot;&gt;">x</p>');
  });
});
