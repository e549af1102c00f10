import { describe, expect, it } from 'vitest';
import { run } from './helpers.js';
import { realRedactor } from './real-redactor.js';

describe('CSV', () => {
  it('redacts cells and keeps quoting, delimiters and line endings byte for byte', async () => {
    const input =
      '\uFEFFid,first_name,email,notes\r\n' +
      '1,Jane,jane.doe@example.com,"said ""hi"", then left"\r\n' +
      '2,,"ana@correo.es","multi\nline, SSN 536-22-8714"\r\n' +
      '3,x,   ,\r\n';
    const { text, result } = await run('csv', input, realRedactor());
    expect(text).toBe(
      '\uFEFFid,first_name,email,notes\r\n' +
        '1,[PERSON],[EMAIL_ADDRESS],"said ""hi"", then left"\r\n' +
        '2,,"[EMAIL_ADDRESS]","multi\nline, SSN [US_SSN]"\r\n' +
        '3,x,   ,\r\n',
    );
    const cps = [...input.slice(1)];
    const ssn = result.findings.find((f) => f.entity_type === 'US_SSN')!;
    expect(cps.slice(ssn.start, ssn.end).join('')).toBe('536-22-8714');
    const email = result.findings.find((f) => f.entity_type === 'EMAIL_ADDRESS')!;
    expect(cps.slice(email.start, email.end).join('')).toBe('jane.doe@example.com');
    expect(result.outputExtension).toBe('csv');
  });

  it('uses the column name as context (a bare number in a phone column is a phone number)', async () => {
    const { text } = await run('csv', 'phone;dob\n4155550132;1985-03-02\n', realRedactor());
    expect(text).toBe('phone;dob\n[PHONE_NUMBER];[DATE_OF_BIRTH]\n');
  });

  it('quotes a cell whose replacement needs it and keeps a last line without a line break', async () => {
    const redactor = realRedactor('pseudonymize');
    const { text } = await run('csv', 'name\tcity\nJane Doe\tMadrid', redactor);
    expect(text).toMatch(/^name\tcity\nPerson_[0-9a-f]{4}\tLocation_[0-9a-f]{4}$/i);
  });

  it('streams many records across chunk boundaries, batch by batch, losing nothing', async () => {
    const rows = Array.from({ length: 6000 }, (_, i) => `${i},"user${i}@example.com","note ${i}, ok"`);
    const redactor = realRedactor();
    const { text, result } = await run('csv', `id,email,note\r\n${rows.join('\r\n')}\r\n`, redactor, 999);
    const expected = Array.from({ length: 6000 }, (_, i) => `${i},"[EMAIL_ADDRESS]","note ${i}, ok"`);
    expect(text).toBe(`id,email,note\r\n${expected.join('\r\n')}\r\n`);
    expect(result.entityCount).toBe(6000);
    expect(redactor.calls.length).toBeGreaterThan(2); // one call per batch of records, not one for the file
  });

  it('takes a quote inside an unquoted cell as a character', async () => {
    const { text } = await run('csv', 'height,email\n5\'10",ana@correo.es\n', realRedactor());
    expect(text).toBe('height,email\n5\'10",[EMAIL_ADDRESS]\n');
  });

  it('reports malformed quoting as a corrupt file', async () => {
    await expect(run('csv', 'a,b\n1,"open\n2,3\n', realRedactor())).rejects.toMatchObject({ reason: 'corrupt' });
    await expect(run('csv', 'a,b\n1,"x"y,3\n', realRedactor())).rejects.toMatchObject({ reason: 'corrupt', message: expect.stringMatching(/quot/) });
  });
});
