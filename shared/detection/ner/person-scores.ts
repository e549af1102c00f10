/**
 * The weights of person.ts's scoring, as data. Each entry is the score a capitalized run gets
 * (or is raised to, or capped at) when its shape or the evidence around it matches; the comment
 * says when, with an example. Change a weight here and run `npm run bench:detect -- --set dev`:
 * nothing else in the rules hard-codes a number. The engine's default threshold is 0.5, so
 * values below it describe candidates that need more evidence to be reported.
 */
export const PERSON_SCORES = {
  // --- one word -------------------------------------------------------------------------------
  /** A known given name alone, mid-sentence, in the text's language: "ask Priya about it". */
  givenNameAlone: 0.6,
  /** A given name alone at a sentence start or from the other language's list: "Priya said". */
  givenNameAloneWeak: 0.5,
  /** A given name that is also an everyday word, alone: "Will", "May", "Rosa". */
  ambiguousNameAlone: 0.25,
  /** A frequent surname alone: "Smith". */
  strongSurnameAlone: 0.35,
  /** A rarer surname or an unknown capitalized word alone: "Quitzon". */
  surnameAlone: 0.2,
  /** An everyday capitalized word that no name list has: "Report". */
  everydayWordAlone: 0.15,
  /** A lone word that is also a place needs evidence to be a person: "Florence". */
  placeWordAlone: 0.45,

  // --- several words --------------------------------------------------------------------------
  /** Given name (or initial) + surname: "Carla Brandt", "J. Whitfield". */
  givenAndSurname: 0.85,
  /** Given name + words no list knows: "Aroha Ngata". */
  givenAndUnknown: 0.75,
  /** Compound given names: "Mary Ann"; with "Mª" ("Mª Dolores") see givenAndSurname. */
  compoundGivenNames: 0.8,
  /** Ambiguous given name + surname: "Will Turner". */
  ambiguousAndSurname: 0.75,
  /** Ambiguous given name + surname, every word an everyday word: "Rose Hill". */
  ambiguousAndSurnameAllCommon: 0.5,
  /** Given name + everyday words: "Grace Period" (weak) or "Ana Plus" (medium). */
  givenAndCommonWeak: 0.45,
  givenAndCommon: 0.6,
  /** Ambiguous given name + unknown word: "Mark Schmeler". */
  ambiguousAndUnknown: 0.5,
  /** Two surnames, one of which is also a given name: "Paris Hilton". */
  surnamesWithGiven: 0.7,
  /** Two surnames: "García López" (Spanish double surname) / English "Hill Parker". */
  twoSurnamesEs: 0.6,
  twoSurnamesEn: 0.45,
  /** Initial + a word no list knows: "R. Mbeki". */
  initialAndUnknown: 0.6,
  /** Unknown word + surname: "Zorba Quinn"; after an everyday word: "Sales Quinn". */
  unknownAndSurname: 0.5,
  unknownAndSurnameAfterCommon: 0.3,
  /** Anything else of several words: mostly everyday words (0.1) or unknown words (0.3). */
  otherMostlyCommon: 0.1,
  otherWords: 0.3,
  /** Three or more words the name lists know, starting with a given name: "Juan Carlos Ruiz". */
  threeLexicalWords: 0.9,

  // --- evidence around the run (person.ts evidenceBefore) ----------------------------------------
  /** A title before it: "Dr. Abbott", "Sra. García". */
  afterTitle: 0.9,
  /** A title before everyday words only: "Dr. Green". */
  afterTitleCommon: 0.6,
  /** Weak evidence ("with Ana", "Claire and Tom") for a given name or surname run. */
  weakEvidenceSeveral: 0.85,
  weakEvidenceOne: 0.7,
  weakEvidenceAmbiguous: 0.6,
  weakEvidenceSurnames: 0.75,
  /** A context word ("Dear", "thanks", "patient") before several / one name word. */
  contextSeveral: 0.85,
  contextOne: 0.75,
  /** A greeting before an everyday-word name: "Dear Will,". */
  contextEverydayName: 0.7,
  /** The name spelled in the e-mail address right after it: "Ana Ruiz <ana.ruiz@…>". */
  spelledInEmail: 0.85,

  // --- caps -----------------------------------------------------------------------------------
  /** A known place phrase, a product noun, an all-caps heading, a number after it: capped. */
  notAPerson: 0.3,
  /** Below this a candidate is dropped at once (it could never become a finding). */
  floor: 0.2,
} as const;
