/**
 * PERSON: names from census/registry lexicons plus the evidence around them.
 *
 * A candidate is found by its layout (a form label, a chat mention or speaker, a lower-case name
 * after a chat cue) or is a run of capitalized words, initials and particles ("Juan Carlos de la
 * Fuente Ruiz", "J. R. Smith", "Mª Dolores") scored by the score table:
 *  - strong (≥ 0.85): first name + surname, a title, a form/log label, a greeting or sign-off;
 *  - medium (0.5-0.75): a first name alone mid-sentence, first name + unknown capitalized word;
 *  - weak (< 0.5): one ambiguous word ("Will", "May", "Rosa") or a lone surname.
 * PERSON spans exclude titles and the possessive 's (the tokenizer already splits it off).
 *
 * Files: evidence.ts (cues before a name) · runs.ts (capitalized runs) · labels.ts (form labels)
 * · chat-names.ts (lower-case names) · mentions.ts (@mentions, speakers) · features.ts (a run's
 * features) · score-table.ts + shape-rules.ts + context-rules.ts (the weights) · score.ts.
 */
import { type Candidate, type Doc, LOWER, PUNCT, SEP_NEWLINE } from '../doc.js';
import { lowerCaseName } from './chat-names.js';
import { labelValue, quotedNickname, quotedSurnameGiven } from './labels.js';
import { loginName } from './login-names.js';
import { mention, speakerName } from './mentions.js';
import { capitalizedRun } from './runs.js';

export { personCueBefore } from './evidence.js';
export { lowerChain } from './chat-names.js';

/**
 * The finders that read a name from its layout: an "@" before it, a label's ":" or "=" after it,
 * a line start or a chat stamp's "]" before it, quotes beside it. Each needs punctuation right
 * before or after the word, or a line start (findPersons skips the others: most words of a text;
 * the unit test person-layout-shortcut.test.ts checks that none fires on them).
 */
export function layoutName(doc: Doc, i: number, quoteBeside: boolean): Candidate | undefined {
  return mention(doc, i) ?? labelValue(doc, i) ?? speakerName(doc, i) ?? (quoteBeside ? quotedNickname(doc, i) ?? quotedSurnameGiven(doc, i) : undefined);
}

export function findPersons(doc: Doc, out: Candidate[]): void {
  let i = 0;
  while (i < doc.count) {
    let next = i + 1;
    if (!doc.claimed[i] && doc.isWord(i)) {
      // Quoted names need punctuation beside the word: most words skip those two finders.
      const quoteBeside = doc.kind(i + 1) === PUNCT || doc.kind(i - 1) === PUNCT;
      const label = quoteBeside || doc.sep(i) >= SEP_NEWLINE ? layoutName(doc, i, quoteBeside) : undefined;
      if (label) {
        out.push(label);
        next = label.last + 1;
      } else if (doc.capitalized(i) || doc.abbreviatedMaria(i)) {
        // cover8en: "Then Mthunzi "MT" Zulu", "Yesterday Guadalupe "Lupe" Marroquín": a run from
        // the word before would swallow the given name of a nicknamed full name (one kind test
        // rejects almost every word).
        const nick = doc.kind(i + 2) === PUNCT && doc.spaced(i + 1) ? quotedNickname(doc, i + 1) : undefined;
        if (nick) {
          // "Mary Jane "MJ" Watson": a listed given name before it is the first of two given names.
          out.push(doc.firstName(i) && !doc.commonWord(i) ? doc.candidate('PERSON', i, nick.last, nick.score) : nick);
          next = nick.last + 1;
        } else next = capitalizedRun(doc, i, out);
      } else if (doc.shape(i) === LOWER) {
        // "j.murphy/86.44.201.19", "publickey for okoro from …": a login that spells the person.
        const c = lowerCaseName(doc, i) ?? loginName(doc, i);
        if (c) {
          out.push(c);
          next = c.last + 1;
        }
      }
    }
    i = next;
  }
}
