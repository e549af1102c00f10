/**
 * The place cues' gates (place-context.ts: `needs`, `lang`, placeCue): a cue whose gate is shut in
 * a document is not tried there, so a shut gate must mean the cue cannot fire. Checked by running
 * every cue with a shut gate, ungated, on every run of capitalized words of the dev set and of the
 * cues' own examples, as each kind of place: none may fire. When this fails after a change to a
 * cue's `fires`, its `needs` no longer tells the truth: widen it or drop it.
 */
import { describe, expect, it } from 'vitest';
import { Doc } from '#shared/detection/ner/doc.js';
import { PLACE_CITY, PLACE_COUNTRY, PLACE_REGION } from '#shared/detection/ner/lexicon-format.js';
import { PLACE_CUES, placeCueGateOpen } from '#shared/detection/ner/place-context.js';
import { devDocs } from '../../../bench/detection/sets.js';

type Lang = 'en' | 'es';
/** Every kind of place (lexicon-format.ts: country, region, city). */
const KINDS = [PLACE_COUNTRY, PLACE_REGION, PLACE_CITY];

/** The cues that fire in `text` although their gate is shut there: must be none. */
function firedThroughShutGates(text: string, lang: Lang): string[] {
  const doc = new Doc(text, lang);
  const shut = PLACE_CUES.filter((cue) => !placeCueGateOpen(doc, cue));
  const fired: string[] = [];
  if (shut.length > 0) {
    // Places as the gazetteer match makes them: each capitalized word, alone and with up to three more on its line.
    for (let i = 0; i < doc.count; i++) {
      if (!doc.capitalized(i)) continue;
      for (let j = i; j < i + 4 && j < doc.count && (j === i || doc.sep(j) <= 1); j++) {
        for (const kind of KINDS) for (const cue of shut) if (cue.fires(doc, i, j, kind)) fired.push(`${cue.id}: ${doc.text.slice(doc.start(i), doc.end(j))}`);
      }
    }
  }
  doc.release();
  return fired;
}

describe('place cue gates (place-context.ts)', () => {
  it('shut gates hide no firing cue in the examples of the cues themselves', () => {
    const fired = PLACE_CUES.flatMap((cue) => cue.example.split('; ').flatMap((text) => [...firedThroughShutGates(text, 'en'), ...firedThroughShutGates(text, 'es')]));
    expect(fired).toEqual([]);
  });

  it('shut gates hide no firing cue in the dev set', () => {
    const fired = devDocs().flatMap((d) => firedThroughShutGates(d.text, d.lang));
    expect(fired).toEqual([]);
  });

  it('opens a gate on a word of the set it needs, in its language, and only then', () => {
    const cue = (id: string) => PLACE_CUES.find((c) => c.id === id)!;
    const open = (text: string, id: string, lang: Lang = 'en') => {
      const doc = new Doc(text, lang);
      const o = placeCueGateOpen(doc, cue(id));
      doc.release();
      return o;
    };
    expect(open("Tonight's specials: Maryland crab cakes", 'dish-after')).toBe(true);
    expect(open('We moved to Maryland last year.', 'dish-after')).toBe(false);
    expect(open('the Sydney and Perth time zones', 'time-zone')).toBe(true);
    expect(open('15:00 (hora de Bogotá)', 'time-zone', 'es')).toBe(true);
    expect(open('Meet me in Sydney.', 'time-zone')).toBe(false);
    expect(open('has a Belfast sink', 'indefinite-article')).toBe(true);
    expect(open('has a Belfast sink', 'indefinite-article', 'es')).toBe(false);
    // A cue without `needs` or `lang` is always tried.
    expect(open('Priya Kent signed off', 'surname-after-given-name')).toBe(true);
  });
});
