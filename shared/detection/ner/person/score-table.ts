/**
 * Every number that decides a PERSON score, as data. Two tables:
 *  - FINDER_SCORES: the fixed score of a candidate found by its layout (a label, a mention, a
 *    chat speaker, a lower-case name after a chat cue, a "Surname, Given" field);
 *  - PERSON_SCORE_STAGES: how a capitalized run is scored (score.ts runs it). Stages run in
 *    order; in a `firstMatch` stage only the first rule whose `when` holds applies, in the
 *    others every rule that holds applies, in order. A rule either sets the score (`score`),
 *    lowers it to at most (`cap`), raises it to at least (`raise`), or drops the run (`drop`).
 *    A run whose score ends below PERSON_FLOOR is dropped (score.ts stops as soon as no later
 *    rule could lift it back).
 *
 * The engine's default threshold is 0.5: a run scored below it needs more evidence to be
 * reported. To change a weight, edit its rule and run the dev bench and the snapshot compare
 * (shared/detection/README.md, "NER layout"); test/unit/detection/ner/person-table.test.ts
 * checks every rule has a reason, an example and a score in [0, 1].
 */
import type { FixedScore } from '../fixed-score.js';
import type { CueSet } from '../cue-bits.js';
import type { RunFeatures } from './features.js';
import { ONE_WORD_BASE, ONE_WORD_CAPS, SEVERAL_WORDS_BASE, SEVERAL_WORDS_RAISES } from './shape-rules.js';
import { CONTEXT_CHECKS, EVIDENCE_RAISES, FINAL_CHECKS } from './context-rules.js';
import { FLOOR } from './score-levels.js';

/** A rule's condition: `score` is the score so far. */
export type RuleCondition = (f: RunFeatures, score: number) => boolean;

export interface ScoreRule {
  /** Unique, kebab-case: tests and reports name rules by it. */
  name: string;
  /** Guard: the rule applies only to runs of one word, or of several. */
  words?: 'one' | 'several';
  /** Guard: the rule applies only at this evidence level (evidence.ts EV_*). */
  evidence?: number;
  /** The rule's other conditions; `score` is the score so far (0 in a base stage). */
  when: (f: RunFeatures, score: number) => boolean;
  /**
   * Optional: a condition on the class features and the score alone (no text, no position) that
   * `when` implies (`when` calls it first, or tests the same: `pre: belowTitle` beside `when: (f)
   * => f.evidence < EV_TITLE && …`). A class walk (lone-word-verdict.ts) then knows the
   * rule fails for a whole class where `pre` does, and leaves it out of that class's plan and
   * probes, instead of testing its text for every run.
   */
  pre?: RuleCondition;
  /**
   * Optional: word sets the rule cannot hold without (rule-gates.ts), the very sets its `when`
   * tests (exported by its helper's file, so a word added there widens the gate too): in a
   * document with no word of one of them the rule is not tested. Every way `when` can hold must
   * test a word of each listed set (person-rule-gates.test.ts checks it on the dev set); leave it
   * out when unsure. Example: 'team-name' lists TEAM_WORDS_CUE ("Team", "Equipo" before the run).
   */
  needs?: readonly CueSet[];
  score?: number;
  cap?: number;
  raise?: number;
  drop?: true;
  why: string;
  example: string;
}

export interface ScoreStage {
  name: string;
  /** Only the first rule that holds applies (base shapes, evidence raises). */
  firstMatch: boolean;
  /** The stage applies to runs of one word, of several, or to all. */
  words: 'one' | 'several' | 'any';
  rules: readonly ScoreRule[];
}

export const PERSON_SCORE_STAGES: readonly ScoreStage[] = [
  { name: 'one-word-base', firstMatch: true, words: 'one', rules: ONE_WORD_BASE },
  { name: 'one-word-caps', firstMatch: false, words: 'one', rules: ONE_WORD_CAPS },
  { name: 'several-words-base', firstMatch: true, words: 'several', rules: SEVERAL_WORDS_BASE },
  { name: 'several-words-raises', firstMatch: false, words: 'several', rules: SEVERAL_WORDS_RAISES },
  { name: 'context-checks', firstMatch: false, words: 'any', rules: CONTEXT_CHECKS },
  { name: 'evidence-raises', firstMatch: true, words: 'any', rules: EVIDENCE_RAISES },
  { name: 'final-checks', firstMatch: false, words: 'any', rules: FINAL_CHECKS },
];

/** After every stage, a run scored below this is dropped (it could never become a finding). */
export const PERSON_FLOOR = { score: FLOOR, why: 'a candidate this weak could never become a finding', example: 'Quarterly Report (0.1)' };

/** Scores of candidates found by their layout rather than scored by the table. */
export const FINDER_SCORES = {
  labelValue: { score: 0.85, why: 'a name label with a known name or several words after it', example: 'Name: Ana Pérez; name="Jane Doe"' },
  labelValueUnknownWord: { score: 0.7, why: 'a name label with one word no list knows', example: 'Patient: Quitzon' },
  quotedNickname: { score: 0.85, why: 'a listed given name, a quoted nickname, then a surname', example: 'Guillermo "Willy" Acosta Benegas' },
  surnameCommaGiven: { score: 0.8, why: 'a whole field "Surname, Given" (a surname, a known given name)', example: 'Renner, Anais; (Gonzalez, Maria)' },
  mention: { score: 0.8, why: 'a chat mention of a known given name', example: '@priya can you check' },
  speaker: { score: 0.8, why: 'a chat speaker label made of names', example: '[10:29] soledad: ok; Ana Ruiz: gracias' },
  nameBeforeChatVerb: { score: 0.7, why: 'a lower-case given name before a chat verb, at a clause start', example: 'leila covers for me' },
  lowerNameWithMe: { score: 0.65, why: 'an unmistakable lower-case given name paired with the speaker ("and i", "y yo")', example: 'tom and i are grabbing tacos; dani y yo vamos al cine' },
  lowerNameAfterTo: { score: 0.6, why: 'an unmistakable lower-case given name after "to"', example: 'send the invoice to karen' },
  lowerNameAfterPersonalA: { score: 0.6, why: 'an unmistakable lower-case given name after the Spanish personal "a"', example: 'mándale la factura a carmen' },
  unknownWordAfterAddressing: { score: 0.55, why: 'a word no list knows after a verb that addresses a person ("tell", "ask", "dile a"), ending the clause', example: "np, I'll tell joakim; pregúntale a itziar" },
  unknownWordAfterGreeting: { score: 0.55, why: 'a word no list knows after a greeting, closed by "!" or ","', example: 'thanks alejandrin!' },
  lowerNameAndSurname: { score: 0.75, why: 'a lower-case given name and more names after a chat cue', example: 'hey maría del carmen' },
  lowerSurnameAfterCue: { score: 0.6, why: 'people7en: a lower-case listed surname after a verb that addresses a person, ending the clause, or after a lower-case title', example: 'ask ramirez, his team; ill ask kowalski to chase; w/ mrs hoang' },
  capsSurnameHeading: { score: 0.8, why: 'people8en: a surname in capitals, a comma and given names heading a death notice', example: 'HOLLOWAY, Margaret Anne (née Duggan) – peacefully' },
  airlineName: { score: 0.85, why: 'people8en: an airline booking\'s "SURNAME/GIVEN TITLE"', example: 'Booking confirmed – ADEYEMI/OLUWAFEMI MR' },
  lowerName: { score: 0.65, why: 'a lower-case given name after a chat cue', example: 'hey john, ask maria' },
} as const satisfies Record<string, FixedScore>;
