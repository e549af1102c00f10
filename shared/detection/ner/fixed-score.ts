/**
 * A score given as data, with the reason and an example: the entries of the PERSON and
 * ORGANIZATION score tables (person/score-table.ts, organization/score-table.ts).
 */
export interface FixedScore {
  score: number;
  why: string;
  example: string;
}
