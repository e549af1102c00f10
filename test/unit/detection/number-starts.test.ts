/**
 * Start lists of the number, MAC and URL patterns (recognizers/number-starts.ts and the lists beside each
 * regex): a pattern run as a sticky regex at its listed starts must find exactly what a global
 * scan of the whole text finds, on generated texts dense in digits, separators and capitals.
 */
import { describe, expect, it } from 'vitest';
import { AnchoredScan, stickyCopy } from '#shared/detection/recognizers/anchored-scan.js';
import { patternRecognizers } from '#shared/detection/recognizers/index.js';
import { twoLettersSevenDigits } from '#shared/detection/recognizers/health.js';
import { digitDotDigit } from '#shared/detection/recognizers/network.js';
import { isSpaceCode } from '#shared/detection/recognizers/number-starts.js';
import { PatternRecognizer, type PatternSpec } from '#shared/detection/recognizers/pattern.js';
import { digitRuns } from '#shared/detection/text-facts.js';
import { Rng } from '../../bench/detection/generator/rng.js';

/** Shapes of the IDs and of what they are mistaken for, glued together at random. */
const PIECES = [
  '123-45-6789', '123 45 6789', '123456789', '912-70-1234', '0610-0015-9', '061000159', '12345678901', 'A12345678',
  'WDL123ABC456', 'WDLABCDEFGHI', 'D1234567', 'AB12 345 678', 'A-123-456-789-012', '123-456-7890', '12 345 678',
  '1234567890', '1EG4-TE5-MK73', '1EG4TE5MK73', '943 476 5919', '4111 1111 1111 1111', '4111-1111-1111-1111 123',
  'ES91 2100 0418 4502 0005 1332', 'GB29NWBK60161331926819', 'AB 12 34 56 C', 'AB123456C', '12.345.678-Z',
  '12345678Z', 'X1234567L', 'x-1234567-l', '28/12345678/40', '281234567840', '+1 (650) 555-0161', '(650) 555-0161',
  '(+34) 612 345 678', '0044 (20) 7946 0958', '00 44 20 7946 0958', '555 – 0161', '555\u00a0-\u00a00161', '+34612345678',
  '5551234567', '2024-03-14', '3 items', '10:30', 'v1.2.3.4', 'ref 2024/03', '123.45.6789', '912 70 1234', '943-476-5919',
  '28 12345678 40', '28-12345678-40', '12.345678Z', '12345.678-Z', '0610-0015-9', '3c:22:fb:1a:9e:04', '3C-22-FB-1A-9E-04',
  '0123.4567.89ab', '12:34:56', 'https://x.io/a', 'HTTP://A.B', 'ws://h', 'sftp://a', '://', 'Www.example.com', 'wwww.x.com', 'WWW.',
  // Foreign passports (one or two capitals and 7 digits, two or three and 6) and the Washington
  // (seven capitals or '*', three digits, two check characters) and Colorado licence forms.
  'Z4821937', 'PX7731946', 'AB123456', 'PAF482913', 'ABCD123456', 'aB1234567', 'HOLLOAR491KB', 'SMITH**J123AB', 'SMITH*J12345',
  'A******12399', '14-218-7730', '14-218-77301', 'x14-218-7730',
];
const CHARS = '0123456789012345678901234567890123456789 -./–()+\n\u00a0ABXYZWDLEGSaxz_@:#cfhptwW*PQ';


function texts(count: number): string[] {
  const rng = new Rng(13);
  const next = () => rng.next();
  const out: string[] = [];
  for (let i = 0; i < count; i++) {
    let t = '';
    const parts = 1 + Math.floor(next() * 8);
    for (let p = 0; p < parts; p++) {
      if (next() < 0.5) t += PIECES[Math.floor(next() * PIECES.length)];
      const noise = Math.floor(next() * 6);
      for (let c = 0; c < noise; c++) t += CHARS[Math.floor(next() * CHARS.length)];
    }
    out.push(t);
  }
  return out;
}

function globalMatches(regex: RegExp, text: string): [number, string][] {
  const out: [number, string][] = [];
  regex.lastIndex = 0;
  for (let m = regex.exec(text); m; m = regex.exec(text)) {
    if (m[0].length === 0) regex.lastIndex++;
    else out.push([m.index, m[0]]);
  }
  return out;
}

function listedMatches(p: PatternSpec, text: string): [number, string][] {
  const out: [number, string][] = [];
  const starts = p.starts!(text);
  if (starts === undefined) return globalMatches(p.regex, text);
  for (let k = 1; k < starts.length; k++) expect(starts[k]).toBeGreaterThanOrEqual(starts[k - 1] as number);
  const scan = new AnchoredScan(stickyCopy(p.regex), starts);
  for (let m = scan.exec(text); m; m = scan.exec(text)) if (m[0].length > 0) out.push([m.index, m[0]]);
  return out;
}

/** GROUPED's lone numbers are left off its start list on purpose (its validator rejects them), so they are compared without. */
function loneNumber(s: string): boolean {
  return /^\d+$/.test(s);
}

const listed = patternRecognizers()
  .filter((r): r is PatternRecognizer => r instanceof PatternRecognizer)
  .flatMap((r) => r.patterns.filter((p) => p.starts !== undefined).map((p) => ({ id: r.id, p })));

describe('number start lists', () => {
  it('cover the ID, phone, IP, MAC and URL patterns', () => {
    expect(new Set(listed.map((l) => l.id)).size).toBeGreaterThanOrEqual(18);
  });
  const generated = texts(4000);
  for (const { id, p } of listed) {
    it(`${id}: listed starts find what a global scan finds (${p.regex.source.slice(0, 40)}…)`, () => {
      const lonesSkipped = id === 'phone' && p.regex.source.includes('\\(\\+');
      for (const text of generated) {
        const keep = ([, s]: [number, string]) => !lonesSkipped || !loneNumber(s);
        expect(listedMatches(p, text).filter(keep), JSON.stringify(text)).toEqual(globalMatches(p.regex, text).filter(keep));
      }
    });
  }
});

describe('digit runs', () => {
  it('are the matches of /\\d+/g', () => {
    for (const text of texts(300)) {
      const { count, at } = digitRuns(text);
      const runs: [number, number][] = [];
      for (let k = 0; k < count; k++) runs.push([at[2 * k] as number, at[2 * k + 1] as number]);
      expect(runs).toEqual([...text.matchAll(/\d+/g)].map((m) => [m.index, m.index + m[0].length]));
    }
  });
});

describe('prefilters read from the digit runs', () => {
  it('answer as their regexes', () => {
    for (const text of [...texts(2000), 'ab1234567', 'a1234567', 'v1.2', '1..2', '1.a']) {
      expect(digitDotDigit(text), JSON.stringify(text)).toBe(/\d\.\d/.test(text));
      expect(twoLettersSevenDigits(text), JSON.stringify(text)).toBe(/[A-Za-z]{2}\d{7}/.test(text));
    }
  });
});

describe('isSpaceCode', () => {
  it('is what \\s matches, for every UTF-16 unit', () => {
    for (let c = 0; c < 0x10000; c++) expect(isSpaceCode(c), c.toString(16)).toBe(/\s/.test(String.fromCharCode(c)));
  });
});
