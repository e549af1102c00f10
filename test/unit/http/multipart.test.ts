import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { HttpError } from '../../../shared/http/errors.js';
import { formFingerprint, parseMultipart } from '../../../shared/http/multipart.js';
import { jsonField, listField, numberField } from '../../../shared/http/validation.js';

/** A real multipart body, encoded by Node's own FormData (undici), as a client would send it. */
async function encode(form: FormData): Promise<{ body: Buffer; contentType: string }> {
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return { body: Buffer.from(await request.arrayBuffer()), contentType: request.headers.get('content-type') ?? '' };
}

async function statusOf(promise: Promise<unknown>): Promise<number> {
  try {
    await promise;
    return 200;
  } catch (error) {
    return error instanceof HttpError ? error.status : 500;
  }
}

describe('parseMultipart', () => {
  it('reads text fields and the file with its name, type and exact bytes', async () => {
    const bytes = Buffer.from([0x25, 0x50, 0x44, 0x46, 0x00, 0xff, 0x0d, 0x0a, 0x2d, 0x2d]);
    const form = new FormData();
    form.set('language', 'es');
    form.set('entities', 'PERSON,US_SSN');
    form.set('file', new Blob([bytes], { type: 'application/pdf' }), 'contrato ñ.pdf');
    const { body, contentType } = await encode(form);

    const parsed = await parseMultipart(body, contentType, { fileField: 'file', maxFileBytes: 1024 });
    expect(parsed.fields).toEqual({ language: 'es', entities: 'PERSON,US_SSN' });
    expect(parsed.file?.filename).toBe('contrato ñ.pdf');
    expect(parsed.file?.contentType).toBe('application/pdf');
    expect(parsed.file?.bytes.equals(bytes)).toBe(true);
  });

  it('answers 413 for a file over the limit and accepts one exactly at it', async () => {
    const at = new FormData();
    at.set('file', new Blob([Buffer.alloc(100, 1)]), 'a.txt');
    const over = new FormData();
    over.set('file', new Blob([Buffer.alloc(101, 1)]), 'a.txt');
    const okBody = await encode(at);
    const bigBody = await encode(over);
    expect(await statusOf(parseMultipart(okBody.body, okBody.contentType, { fileField: 'file', maxFileBytes: 100 }))).toBe(200);
    expect(await statusOf(parseMultipart(bigBody.body, bigBody.contentType, { fileField: 'file', maxFileBytes: 100 }))).toBe(413);
  });

  it('refuses a file in another field, two files, a repeated field and a broken body', async () => {
    const wrongField = new FormData();
    wrongField.set('upload', new Blob(['x']), 'a.txt');
    const twoFiles = new FormData();
    twoFiles.append('file', new Blob(['x']), 'a.txt');
    twoFiles.append('file', new Blob(['y']), 'b.txt');
    const repeated = new FormData();
    repeated.append('language', 'en');
    repeated.append('language', 'es');
    for (const form of [wrongField, twoFiles, repeated]) {
      const { body, contentType } = await encode(form);
      expect(await statusOf(parseMultipart(body, contentType, { fileField: 'file', maxFileBytes: 100 }))).toBe(422);
    }
    expect(await statusOf(parseMultipart(Buffer.from('nonsense'), 'multipart/form-data', { maxFileBytes: 10 }))).toBe(400);
  });

  it('fingerprints the content, not the random boundary', async () => {
    const make = () => {
      const form = new FormData();
      form.set('language', 'en');
      form.set('file', new Blob(['Jane Doe']), 'a.txt');
      return encode(form);
    };
    const [a, b] = await Promise.all([make(), make()]);
    expect(a.contentType).not.toBe(b.contentType);
    const fa = formFingerprint(await parseMultipart(a.body, a.contentType, { fileField: 'file', maxFileBytes: 100 }));
    const fb = formFingerprint(await parseMultipart(b.body, b.contentType, { fileField: 'file', maxFileBytes: 100 }));
    expect(fa).toBe(fb);
  });
});

describe('form field helpers', () => {
  it('parse JSON, lists and numbers, and name the problem otherwise', () => {
    expect(jsonField(z.object({ a: z.number() })).parse('{"a":1}')).toEqual({ a: 1 });
    expect(jsonField(z.object({})).safeParse('{nope').error?.issues[0]?.message).toBe('must be valid JSON');
    expect(listField(z.array(z.string())).parse('PERSON, US_SSN')).toEqual(['PERSON', 'US_SSN']);
    expect(listField(z.array(z.string())).parse('["PERSON"]')).toEqual(['PERSON']);
    expect(numberField(z.number().max(1)).parse('0.7')).toBe(0.7);
    expect(numberField(z.number()).safeParse('').success).toBe(false);
  });
});
