/**
 * Base scores from a run's shape: which of its words the name lists know. First match wins in
 * the base tables; the caps and raises after them apply in order. See score-table.ts.
 */
import type { RuleCondition, ScoreRule } from './score-table.js';
import { SURE_NAME } from './score-levels.js';

/**
 * The class conditions of the one-word rules that read the text (ScoreRule.pre): each rule's
 * `when` calls its own first, so a class walk leaves the rule out (of its plan and of the one-word
 * probes) for a class where this fails: "Report" is tested against neither.
 */
const givenNameClass: RuleCondition = (f) => f.firstIsName;
const surnameClass: RuleCondition = (f) => f.firstSurname && !f.firstCommon;

/** Runs of one word. */
export const ONE_WORD_BASE: readonly ScoreRule[] = [
  { name: 'lone-initial', drop: true, when: (f) => f.initials > 0,
    why: 'an initial alone names nobody', example: 'the J. in "Part J."' },
  { name: 'given-name-alone-sentence-start', score: 0.5, pre: givenNameClass, when: (f, score) => givenNameClass(f, score) && f.doc.sentenceStart(f.a),
    why: 'a given name alone at a sentence start (could be a capitalized other word)', example: 'Priya said it works' },
  { name: 'given-name-alone', score: 0.6, pre: givenNameClass, when: (f, score) => givenNameClass(f, score) && f.doc.firstNameHere(f.a),
    why: 'a given name of the text\'s language alone, mid-sentence', example: 'ask Priya about it' },
  { name: 'given-name-alone-other-language', score: 0.5, when: (f) => f.firstIsName,
    why: 'a given name only the other language\'s list knows, alone', example: 'ask Siobhan (in Spanish text)' },
  { name: 'ambiguous-name-alone', score: 0.25, when: (f) => f.firstIsAmbiguousName,
    why: 'a given name that is also an everyday word, alone', example: 'Will, May, Rosa' },
  { name: 'strong-surname-alone', score: 0.35, pre: surnameClass, when: (f, score) => surnameClass(f, score) && f.doc.strongSurname(f.a),
    why: 'a frequent surname alone', example: 'Smith' },
  { name: 'surname-alone', score: 0.2, when: (f) => f.firstSurname && !f.firstCommon,
    why: 'a rarer surname alone', example: 'Quitzon' },
  { name: 'unknown-word-alone', score: 0.2, when: (f) => f.unknown > 0,
    why: 'a capitalized word no list knows, alone', example: 'Zorbat' },
  { name: 'everyday-word-alone-base', score: 0, when: () => true,
    why: 'an everyday word alone: nothing says person', example: 'Report' },
];

/** Caps for runs of one word, after their base score. */
export const ONE_WORD_CAPS: readonly ScoreRule[] = [
  { name: 'everyday-word-alone', cap: 0.15, when: (f) => f.firstCommon && !f.firstGiven,
    why: 'an everyday capitalized word that no given-name list has', example: 'Report, Meeting' },
  { name: 'other-language-name-sentence-start', cap: 0.45, pre: (f) => f.firstIsName, when: (f) => f.firstIsName && !f.doc.firstNameHere(f.a) && !f.firstSurname && f.doc.sentenceStart(f.a),
    why: 'a given name only the other language knows, alone at a sentence start, is more likely a word of this language', example: 'Tallan pequeñas (Spanish "tallar")' },
  { name: 'place-word-alone', cap: 0.45, when: (f) => f.places > 0,
    why: 'a lone word that is also a place needs evidence to be a person', example: 'Florence, Portland' },
];

/** Runs of several words. `rest` is the number of words after the first. */
const rest = (f: { nameWords: number }) => f.nameWords - 1;

export const SEVERAL_WORDS_BASE: readonly ScoreRule[] = [
  { name: 'given-and-surname', score: SURE_NAME, when: (f) => (f.firstIsName || f.firstInitial) && f.surnames > 0,
    why: 'a given name (or an initial), then a surname', example: 'Carla Brandt, J. Whitfield' },
  { name: 'given-and-unknown', score: 0.75, pre: (f) => f.firstIsName, when: (f) => f.firstIsName && f.unknown >= rest(f),
    why: 'a given name, then words no list knows', example: 'Aroha Ngata' },
  { name: 'compound-given-and-unknown', score: 0.75, when: (f) => f.firstIsName && f.firsts >= 2 && f.unknown >= 1 && f.firsts + f.unknown === f.nameWords && f.common === 0,
    why: 'compound given names, then words no list knows (an uncommon surname)', example: 'Jon Ander Urkiola, María José Etxabe' },
  { name: 'compound-given-names-ma', score: SURE_NAME, pre: (f) => f.firstIsName && f.firsts === f.nameWords, when: (f) => f.firstIsName && f.firsts === f.nameWords && f.doc.key(f.a) === 'mª',
    why: '"Mª" (María) before given names is always a person', example: 'Mª Dolores' },
  { name: 'compound-given-names', score: 0.8, when: (f) => f.firstIsName && f.firsts === f.nameWords,
    why: 'compound given names', example: 'Mary Ann, María José' },
  { name: 'ambiguous-and-surname-all-common', score: 0.5, when: (f) => f.firstIsAmbiguousName && f.surnames > 0 && f.common >= f.nameWords,
    why: 'an ambiguous given name and a surname, every word an everyday word', example: 'Rose Hill' },
  { name: 'ambiguous-and-surname', score: 0.75, when: (f) => f.firstIsAmbiguousName && f.surnames > 0,
    why: 'an ambiguous given name, then a surname', example: 'Will Turner' },
  { name: 'given-and-common-weak', score: 0.45, pre: (f) => f.firstIsName, when: (f) => f.firstIsName && f.common >= rest(f),
    why: 'a given name, then only everyday words', example: 'Grace Period' },
  { name: 'given-and-common', score: 0.6, when: (f) => f.firstIsName,
    why: 'a given name, then some everyday words', example: 'Ana Plus Quitzon' },
  { name: 'ambiguous-and-unknown', score: 0.5, pre: (f) => f.firstIsAmbiguousName, when: (f) => f.firstIsAmbiguousName && f.unknown >= rest(f),
    why: 'an ambiguous given name, then words no list knows', example: 'Mark Schmeler' },
  { name: 'surnames-with-given', score: 0.7, when: (f) => f.surnames >= 2 && f.firsts >= 1 && f.common === 0,
    why: 'two surnames, one of which is also a given name', example: 'Paris Hilton' },
  { name: 'two-surnames-es', score: 0.6, when: (f) => f.surnames >= 2 && f.common < f.nameWords && f.doc.lang === 'es',
    why: 'two surnames in Spanish text: the double surname of one person', example: 'García López' },
  { name: 'two-surnames-en', score: 0.45, when: (f) => f.surnames >= 2 && f.common < f.nameWords,
    why: 'two surnames in English text: often a firm or a place', example: 'Hill Parker' },
  { name: 'initial-and-unknown', score: 0.6, when: (f) => f.firstInitial && f.nameWords === 2 && f.unknown === 1 && f.common === 0 && f.places === 0,
    why: 'an initial before a word no list knows', example: 'R. Mbeki, S. Lindahl' },
  { name: 'unknown-and-surname-after-common', score: 0.3, pre: (f) => f.unknown > 0 && f.surnames > 0, when: (f) => f.unknown > 0 && f.surnames > 0 && (f.firstCommon || f.doc.ambiguous(f.a)),
    why: 'an everyday first word, an unknown word and a surname', example: 'Sales Zorbat Quinn' },
  { name: 'unknown-and-surname', score: 0.5, when: (f) => f.unknown > 0 && f.surnames > 0,
    why: 'a word no list knows and a surname', example: 'Zorba Quinn' },
  { name: 'other-mostly-common', score: 0.1, when: (f) => f.common >= f.nameWords - 1,
    why: 'mostly everyday words', example: 'Quarterly Report' },
  { name: 'other-words', score: 0.3, when: () => true,
    why: 'any other run of several words', example: 'Zorbat Quimble' },
];

/** Raises for runs of several words, after their base score. */
export const SEVERAL_WORDS_RAISES: readonly ScoreRule[] = [
  { name: 'three-lexical-words', raise: 0.9, when: (f) => f.lexical >= 3 && f.firstIsName && f.common < f.nameWords,
    why: 'three or more words the name lists know, starting with a given name', example: 'Juan Carlos Ruiz' },
];
