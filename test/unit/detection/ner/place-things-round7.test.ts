/**
 * Place cues of round 7 (nopii7en, words in ner/place-things.ts): a game hero named after a town
 * before "ability" in patch notes. The town stays a place in ordinary text.
 */
import { describe } from 'vitest';
import { itFinds, itFindsNo } from './helpers.js';

describe('place cues of round 7: a hero named after a town', () => {
  itFindsNo('LOCATION', [
    ['en', 'Patch 1.9.4 notes: reduced Phoenix ability cooldown from 12s to 10s.'],
  ]);
  itFinds([
    ['en', 'Our team in Phoenix has the ability to ship on Friday.', 'LOCATION:Phoenix'],
  ]);
});
