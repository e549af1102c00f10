/**
 * findChatNames (ner/chat.ts) skips a line start when no ":" or "<" lies within reach (that line,
 * the next, and the first token of the one after). These texts put the mark as far as a speaker
 * layout reads it, so the gate must still let their lines through.
 */
import { describe, expect, it } from 'vitest';
import { labels } from './helpers.js';

const persons = (text: string) => labels(text, 'en').filter((l) => l.startsWith('PERSON:'));

describe('chat speaker lines behind the ":"/"<" gate', () => {
  it('reads "[stamp]⏎name (tag)⏎: text": the colon opens the line after next', () => {
    const got = persons('[a]\nkemal (ops)\n: the deploy is done\n[b]\nmaria (dev)\n: great thanks kemal');
    expect(got).toEqual(expect.arrayContaining(['PERSON:kemal', 'PERSON:maria']));
  });
  it('reads "<nick>" and "name:" lines', () => {
    expect(persons('<marco> looking\n<maria> ok marco')).toEqual(expect.arrayContaining(['PERSON:marco', 'PERSON:maria']));
    expect(persons('maria: running late\ntom: ok, see you maria')).toEqual(expect.arrayContaining(['PERSON:maria', 'PERSON:tom']));
  });
});
