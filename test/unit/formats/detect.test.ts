import { describe, expect, it } from 'vitest';
import { detectFormat } from '../../../shared/formats/index.js';
import { makeDocx } from './docx-fixture.js';

const bytes = (s: string) => Buffer.from(s, 'utf8');

describe('detectFormat', () => {
  it('decides from content first, whatever the name says', () => {
    expect(detectFormat(bytes('%PDF-1.7\n...'), { filename: 'notes.txt' })).toBe('pdf');
    expect(detectFormat(makeDocx({ body: '<w:p/>' }), { filename: 'data.csv' })).toBe('docx');
    expect(detectFormat(bytes('<!DOCTYPE html><html><body>x</body></html>'), { filename: 'a.txt' })).toBe('html');
    expect(detectFormat(bytes('  {"a": [1, 2, {"b": "c'), {})).toBe('json'); // a head cut mid-value is still JSON
    expect(detectFormat(bytes('{"a":1}\n{"a":2}\n'))).toBe('json');
    expect(detectFormat(bytes('id,name,email\n1,Jane,j@x.co\n2,Ana,a@y.es\n'))).toBe('csv');
    expect(detectFormat(bytes('a;b;c\n1;2;3\n4;5;6\n'))).toBe('csv');
    expect(detectFormat(bytes('# Title\n\nSome **bold** text and a [link](https://x.y).\n'))).toBe('markdown');
    expect(detectFormat(bytes('Dear Jane, thanks for the call.\nSee you.\n'))).toBe('text');
  });

  it('uses the name or content type to break ties between text formats', () => {
    expect(detectFormat(bytes('just one line'), { filename: 'x.csv' })).toBe('csv');
    expect(detectFormat(bytes('plain words'), { contentType: 'text/markdown; charset=utf-8' })).toBe('markdown');
    expect(detectFormat(bytes('{"broken": '), { filename: 'x.json' })).toBe('json');
    expect(detectFormat(bytes('a,b\n1,2\n3,4\n'), { filename: 'x.txt' })).toBe('text');
    expect(detectFormat(bytes('<em>fragment</em> of a page'), { filename: 'x.html' })).toBe('html');
    expect(detectFormat(bytes('<Jane Doe> wrote: hello'))).toBe('text');
    expect(detectFormat(new Uint8Array(0), { filename: 'empty.md' })).toBe('markdown');
  });

  it('returns null for what it cannot redact', () => {
    expect(detectFormat(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), { filename: 'x.txt' })).toBeNull();
    expect(detectFormat(Buffer.from([0x00, 0x01, 0x02, 0xff, 0xfe, 0x00, 0x10]), { filename: 'x.txt' })).toBeNull();
    expect(detectFormat(bytes('<?xml version="1.0"?><root><a>1</a></root>'))).toBeNull();
    expect(detectFormat(Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), { filename: 'old.doc' })).toBeNull();
  });

  it('reads UTF-16 text with a byte order mark', () => {
    const utf16 = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('a,b\n1,2\n3,4\n', 'utf16le')]);
    expect(detectFormat(utf16)).toBe('csv');
  });
});
