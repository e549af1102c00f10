/**
 * The thing cues' gates (thing-context.ts: `needs`, `lang`, cuesHere): a cue whose gate is shut in
 * a document is not tested there, so a shut gate must mean the cue cannot fire. Checked by
 * running every cue with a shut gate, ungated, on the candidates of the dev set and of the
 * examples in the cues' own `why` texts: none may fire. When this fails after a change to a
 * cue's `fires`, its `needs` no longer tells the truth: widen it (`anyOf`) or drop it.
 */
import { describe, expect, it } from 'vitest';
import { type Candidate, Doc } from '#shared/detection/ner/doc.js';
import { THING_CUES, cueGateOpen } from '#shared/detection/ner/thing-context.js';
import { VERB_CUES } from '#shared/detection/ner/verb-context.js';
import { devDocs } from '../../../bench/detection/sets.js';

type Lang = 'en' | 'es';
const CUES = [...THING_CUES, ...VERB_CUES];
const ENTITIES: Candidate['entity'][] = ['PERSON', 'LOCATION', 'ORGANIZATION'];

/** Each quoted example of the cues' `why` texts ("the Midnight Blue colourway"), in both languages. */
function whyExamples(): [string, Lang][] {
  const out: [string, Lang][] = [];
  for (const cue of CUES) for (const m of cue.why.matchAll(/"([^"]+)"/g)) out.push([m[1]!, 'en'], [m[1]!, 'es']);
  return out;
}

/** Candidates as the passes make them: each capitalized word, alone and with up to three more on its line. */
function candidates(doc: Doc): Candidate[] {
  const out: Candidate[] = [];
  for (let i = 0; i < doc.count; i++) {
    if (!doc.capitalized(i)) continue;
    for (let j = i; j < i + 4 && j < doc.count && (j === i || doc.sep(j) <= 1); j++) {
      for (const entity of ENTITIES) out.push(doc.candidate(entity, i, j, 0.9));
    }
  }
  return out;
}

/** The cues that fire in `text` although their gate is shut there: must be none. */
function firedThroughShutGates(text: string, lang: Lang): string[] {
  const doc = new Doc(text, lang);
  const shut = CUES.filter((cue) => !cueGateOpen(doc, cue));
  const fired: string[] = [];
  if (shut.length > 0) {
    for (const c of candidates(doc)) {
      for (const cue of shut) if (cue.types.includes(c.entity) && cue.fires(doc, c)) fired.push(`${cue.id}: ${doc.text.slice(c.start, c.end)}`);
    }
  }
  doc.release();
  return fired;
}

describe('thing cue gates (thing-context.ts)', () => {
  it('shut gates hide no firing cue in the examples of the cues themselves', () => {
    const fired = whyExamples().flatMap(([text, lang]) => firedThroughShutGates(text, lang));
    expect(fired).toEqual([]);
  });

  it('shut gates hide no firing cue in the dev set', () => {
    const fired = devDocs().flatMap((d) => firedThroughShutGates(d.text, d.lang));
    expect(fired).toEqual([]);
  });

  it('opens a gate on a word of the set it needs, and only then', () => {
    const cue = (id: string) => CUES.find((c) => c.id === id)!;
    const open = (text: string, id: string, lang: Lang = 'en') => {
      const doc = new Doc(text, lang);
      const o = cueGateOpen(doc, cue(id));
      doc.release();
      return o;
    };
    expect(open('I love my Stan Smith sneakers.', 'product-noun-after')).toBe(true);
    expect(open('Please call Stan Smith tomorrow.', 'product-noun-after')).toBe(false);
    expect(open('The fleece comes in Forest Green.', 'colour-name')).toBe(true);
    expect(open('Ask Forest Whitaker for the keys.', 'colour-name')).toBe(false);
    expect(open('nos llevamos las Siena', 'spanish-plural-article', 'es')).toBe(true);
    expect(open('nos llevamos las Siena', 'spanish-plural-article', 'en')).toBe(false);
  });
});
