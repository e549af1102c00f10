/**
 * A capitalized run that opens with a unit of measure right after a number is a quantity, not a
 * person: spec sheets and listings write units in capitals ("GB", "TB", "GHz", "Km") and what
 * follows them ("de RAM", "SSD") is the thing measured.
 *
 *   16 GB de RAM · 2 TB SSD · 3,2 GHz Turbo · 120 Km de recorrido · 5000 mAh Carga rápida
 *
 * A person never comes right after a bare number with a unit as the first word of their name.
 */
import type { Doc } from '../doc.js';
import { cueSet } from '../cue-bits.js';

/** Units of data, frequency, power, distance and charge, as written after a number. Lower-case keys. */
const MEASURE_UNITS = new Set([
  'kb', 'mb', 'gb', 'tb', 'pb', 'kbps', 'mbps', 'gbps', 'hz', 'khz', 'mhz', 'ghz',
  'w', 'kw', 'kwh', 'mah', 'v', 'km', 'cm', 'mm', 'mp', 'fps', 'rpm', 'cv', 'hp',
  // people9en: land measures of South Asian property listings ("4 Marla house", "1 Kanal plot", "2 Bigha").
  'marla', 'kanal', 'bigha', 'guntha',
]);
export const MEASURE_UNITS_CUE = cueSet(MEASURE_UNITS);

/** The run's first word (token a) is a unit written right after a number ("16 GB de RAM"). */
export function unitAfterNumber(doc: Doc, a: number): boolean {
  return a > 0 && doc.isNum(a - 1) && doc.spaced(a) && doc.inSet(a, MEASURE_UNITS_CUE);
}
