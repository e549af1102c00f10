/**
 * findChatNames (ner/chat.ts) skips a line start when no ":" or "<" lies within reach: its line and
 * the first token of the next, or one line more when the line opens with "[" or ends with "[" or
 * "(". These texts put the mark as far as a speaker layout reads it, so the gate must still let
 * their lines through.
 */
import { describe, expect, it } from 'vitest';
import { labels } from './helpers.js';

const persons = (text: string) => labels(text, 'en').filter((l) => l.startsWith('PERSON:'));

describe('chat speaker lines behind the ":"/"<" gate', () => {
  it('reads "[stamp]⏎name (tag)⏎: text": the colon opens the line after next', () => {
    const got = persons('[a]\nkemal (ops)\n: the deploy is done\n[b]\nmaria (dev)\n: great thanks kemal');
    expect(got).toEqual(expect.arrayContaining(['PERSON:kemal', 'PERSON:maria']));
  });
  it('reads "name (tag)⏎: text": the colon opens the next line', () => {
    expect(persons('fatima (x)\n: running late\nkemal (y)\n: ok fatima')).toEqual(expect.arrayContaining(['PERSON:fatima', 'PERSON:kemal']));
  });
  it('reads a stamp whose bracket opens at the end of the line', () => {
    expect(persons('[\n10:03] amparo: hola\n[\n10:04] rocio: hola amparo')).toEqual(expect.arrayContaining(['PERSON:amparo', 'PERSON:rocio']));
    expect(persons('Sarah Oduya [\nMon 10:43]: is the deploy done\nKemal Aydin [\nMon 10:44]: yes, done')).toEqual(expect.arrayContaining(['PERSON:Sarah Oduya', 'PERSON:Kemal Aydin']));
  });
  it('reads "<nick>" and "name:" lines', () => {
    expect(persons('<marco> looking\n<maria> ok marco')).toEqual(expect.arrayContaining(['PERSON:marco', 'PERSON:maria']));
    expect(persons('maria: running late\ntom: ok, see you maria')).toEqual(expect.arrayContaining(['PERSON:maria', 'PERSON:tom']));
  });
});
