/**
 * evidenceBefore (ner/person/evidence.ts) tests only the cue rows indexed under the word before a
 * name; the index is derived from EVIDENCE_CUES. It must answer like a walk over every row.
 */
import { describe, expect, it } from 'vitest';
import { Doc, SEP_NEWLINE } from '#shared/detection/ner/doc.js';
import { COMMA, DOT } from '#shared/detection/ner/chars.js';
import { EVIDENCE_CUES, EV_NONE, EV_CONTEXT, type EvidenceCue, evidenceBefore } from '#shared/detection/ner/person/evidence.js';
import { devDocs } from '../../../bench/detection/sets.js';

/** The walk over every row, as evidenceBefore did before its index (line starts aside). */
function walkAllRows(doc: Doc, i: number): number | undefined {
  let p = i - 1;
  if (p < 0 || doc.sep(i) >= SEP_NEWLINE) return undefined;
  if (doc.isChar(p, DOT) && doc.adjacent(p)) p--;
  const k = doc.isWord(p) ? doc.key(p) : '';
  const comma = doc.isChar(i - 1, COMMA);
  for (const cue of EVIDENCE_CUES) {
    const applies = cue.at === 'word' ? k !== '' && cue.keys!.has(k) : comma;
    if (applies && cue.fires(doc, i, p, k)) return cue.level;
  }
  return EV_NONE;
}

describe('evidence cue index', () => {
  it('answers like a walk over every row on the dev texts', () => {
    let compared = 0;
    let cued = 0;
    for (const d of devDocs()) {
      const doc = new Doc(d.text, d.lang);
      for (let i = 1; i < doc.count; i++) {
        if (!doc.capitalized(i)) continue;
        const expected = walkAllRows(doc, i);
        if (expected === undefined) continue;
        expect(evidenceBefore(doc, i), `${d.id}@${i}`).toBe(expected);
        compared++;
        if (expected > EV_NONE) cued++;
      }
    }
    expect(compared).toBeGreaterThan(1000);
    expect(cued).toBeGreaterThan(100);
  });

  it('follows a row added to the table', () => {
    const text = 'I asked Zorbat about it.';
    const doc = () => new Doc(text, 'en');
    const at = (d: Doc) => [...Array(d.count).keys()].find((i) => d.isWord(i) && d.key(i) === 'zorbat')!;
    const d1 = doc();
    expect(evidenceBefore(d1, at(d1))).toBe(EV_NONE);
    const row: EvidenceCue = { name: 'test-asked', level: EV_CONTEXT, at: 'word', keys: new Set(['asked']), fires: () => true, why: 'a test row only', example: 'asked Zorbat' };
    (EVIDENCE_CUES as EvidenceCue[]).push(row);
    try {
      const d2 = doc();
      expect(evidenceBefore(d2, at(d2))).toBe(EV_CONTEXT);
    } finally {
      (EVIDENCE_CUES as EvidenceCue[]).pop();
    }
  });
});
