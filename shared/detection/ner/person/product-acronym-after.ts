/**
 * A software or media acronym right after a capitalized run makes the run a product, a game or
 * a service: "Elden Ring DLC", "the Stripe API", "Unreal Engine SDK", "Ubuntu ISO". People take
 * degree and honour letters after their names ("Jane Doe PhD", "Ana Ruiz MBE"), never these.
 */
import { type Doc, UPPER } from '../doc.js';
import { cueSet } from '../cue-bits.js';

/** Acronyms of software and media things (keys are lower case). */
const PRODUCT_ACRONYMS = new Set(['dlc', 'api', 'apis', 'sdk', 'cli', 'gui', 'apk', 'iso', 'dvd', 'vpn']);
export const PRODUCT_ACRONYMS_CUE = cueSet(PRODUCT_ACRONYMS);

/** Token b + 1 is a spaced product acronym written in capitals: "Elden Ring DLC". */
export function productAcronymAfter(doc: Doc, b: number): boolean {
  const n = b + 1;
  return doc.isWord(n) && doc.spaced(n) && doc.inSet(n, PRODUCT_ACRONYMS_CUE) && doc.shape(n) === UPPER;
}
