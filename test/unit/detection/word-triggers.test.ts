/**
 * Word triggers (recognizers/word-triggers.ts): one scan per text must answer, for every group,
 * what the group's own case-insensitive alternation answers.
 */
import { describe, expect, it } from 'vitest';
import { mentionsRecordLabel } from '#shared/detection/recognizers/health.js';
import { patternRecognizers } from '#shared/detection/recognizers/index.js';
import { WORD_TRIGGERS, WordTriggers } from '#shared/detection/recognizers/word-triggers.js';
import { Rng } from '../../bench/detection/generator/rng.js';


/** Texts made of the words themselves (in random case, cut short at times) and noise. */
function texts(words: readonly string[], count: number): string[] {
  const rng = new Rng(5);
  const next = () => rng.next();
  const noise = ' .#-\n\u212AKkİıÍíaeiou';
  const out: string[] = [];
  for (let i = 0; i < count; i++) {
    let t = '';
    const n = Math.floor(next() * 6);
    for (let k = 0; k < n; k++) {
      let w = words[Math.floor(next() * words.length)] as string;
      if (next() < 0.3) w = w.slice(0, Math.floor(next() * w.length));
      for (const ch of w) t += next() < 0.3 ? ch.toUpperCase() : ch;
      t += noise[Math.floor(next() * noise.length)];
    }
    out.push(t);
  }
  return out;
}

describe('word triggers', () => {
  patternRecognizers();
  const groups = WORD_TRIGGERS.registered();
  it('hold the built-in gates (five context-only recognizers, record and licence words)', () => {
    expect(groups.length).toBeGreaterThanOrEqual(7);
  });
  it('answer as each group regex does', () => {
    const words = groups.flatMap((g) => g.regex.source.replace(/\\/g, '').split('|'));
    for (const text of texts(words, 4000)) {
      for (const g of groups) expect(WORD_TRIGGERS.has(text, g), `${g.regex.source} in ${JSON.stringify(text)}`).toBe(g.regex.test(text));
    }
  });
  it('find words that start at the same position as a longer one of another group', () => {
    const t = new WordTriggers();
    const short = t.register(['lic.', 'acct']);
    const long = t.register(['lic. no', 'license to drive', 'acct no']);
    const other = t.register(['zzz']);
    expect(t.has('LIC. NO 12', short)).toBe(true);
    expect(t.has('LIC. NO 12', long)).toBe(true);
    expect(t.has('LIC. NO 12', other)).toBe(false);
    expect(t.has('acct 5', long)).toBe(false);
    expect(t.has('acct 5', short)).toBe(true);
  });
  it('answer the record number gate as its regex does (a word end after "hc" / "h.c")', () => {
    const gate = /mrn|record|rec\.|patient|chart|historia|nhc|expediente|h\.?c\b/i;
    const words = ['mrn', 'record', 'rec.', 'patient', 'chart', 'historia', 'nhc', 'expediente', 'hc', 'h.c', 'h.c.', 'hcl', 'hc1', 'hc_', 'ahc', 'hcé', 'İ'];
    const fixed = ['HC: 5548210', 'H.C. 12', 'HCl 5%', 'the hc_id', 'hc1', 'Ahc', 'h.cx', 'h.c', 'HC', 'pH.C.', 'no label', 'hcé', 'İ HC:', 'İ hcx', 'hc hcx', 'hcx hc', 'hc\u212a', 'h\u212ac'];
    for (const text of [...fixed, ...texts(words, 4000)]) expect(mentionsRecordLabel(text), JSON.stringify(text)).toBe(gate.test(text));
  });
  it('answer the capital record labels as their regexes do ("UR 0088412", "IP/OP no.", "Hosp no:")', () => {
    const words = /mrn|record|rec\.|patient|chart|historia|nhc|expediente|h\.?c\b|hosp(?:ital)?\.? (?:n|#)/i;
    const capitals = /(?<![A-Za-z0-9_])(?:UR[ :#.=]|(?:IP\/OP|IP|OP|IPD|OPD) [nN#])/;
    const gate = (t: string) => words.test(t) || capitals.test(t);
    const parts = ['UR', 'ur', 'IP', 'OP', 'IP/OP', 'IPD', 'OPD', 'op', 'ip', 'hosp', 'Hosp.', 'hospital', 'no', 'No', 'n', '#', 'x', 'YOUR', 'URL', 'SHOP'];
    const fixed = ['UR 0088412', 'YOUR ACCOUNT', 'UR:1', 'URN 5', 'shop now', 'IP 10.0.0.1', 'IP/OP no. K', 'OPD No 5', 'xOP no', 'Hosp no: R', 'hosp. n', 'UR', 'OP ', 'OP N'];
    const rng = new Rng(7);
    const random = Array.from({ length: 4000 }, () => {
      let t = '';
      for (let k = Math.floor(rng.next() * 5); k > 0; k--) t += (parts[Math.floor(rng.next() * parts.length)] as string) + (' :.=#x'[Math.floor(rng.next() * 6)] as string);
      return t;
    });
    for (const text of [...fixed, ...random]) expect(mentionsRecordLabel(text), JSON.stringify(text)).toBe(gate(text));
  });
  it('rely on only "H" and "C" lower-casing to "h" and "c" (the record gate reads the lower-cased text)', () => {
    const to = (s: string) => [...Array(0x10000).keys()].filter((c) => String.fromCharCode(c).toLowerCase() === s);
    expect([to('h'), to('c'), to('.')]).toEqual([[0x48, 0x68], [0x43, 0x63], [0x2e]]);
  });
  it('give the same trigger for the same words', () => {
    const t = new WordTriggers();
    expect(t.register(['b', 'a'])).toBe(t.register(['A', 'b']));
  });
});
