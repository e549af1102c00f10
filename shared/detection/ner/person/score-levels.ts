/**
 * The three scores other rules compare with (score-table.ts). Each is still one rule's number;
 * it is named because a later rule's test depends on it.
 */

/** Given name + surname ("Carla Brandt"): below it a run is no sure name yet. */
export const SURE_NAME = 0.85;
/** The cap for a run that is probably a place, a product or a heading, not a person. */
export const NOT_A_PERSON = 0.3;
/** Below this a candidate is dropped at once (it could never become a finding). */
export const FLOOR = 0.2;
