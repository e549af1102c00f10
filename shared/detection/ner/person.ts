/**
 * Person names from census/registry lexicons plus the evidence around them.
 *
 * A candidate is a run of capitalized words, initials and particles ("Juan Carlos de la Fuente
 * Ruiz", "J. R. Smith", "María José García-López", "Mª Dolores"). The run is trimmed of words
 * that only introduce a name ("Dear", "Patient", titles), then scored:
 *  - strong (≥ 0.85): first name + surname, a title, a form/log label, a greeting or sign-off;
 *  - medium (0.5-0.75): a first name alone mid-sentence, first name + unknown capitalized word;
 *  - weak (< 0.5): one ambiguous word ("Will", "May", "Rosa") or a lone surname.
 * Lower-case names are accepted only after chat cues ("hey john, ask maria").
 * PERSON spans exclude titles and the possessive 's (the tokenizer already splits it off).
 */
import { APPOSITION_CONTEXT, CHAT_AFTER, CHAT_TRIGGERS, EN_DEMONYMS, MONTH_NAMES, NAME_LABELS, NOT_NAME, PARTICLES, PERSON_CONTEXT, ROLE_HEADS, ROLE_MODIFIERS, SIGN_OFFS, TITLES, WEAK_PERSON_CONTEXT, WEAK_TITLES } from './cues.js';
import { type Candidate, type Doc, CAP, UPPER, LOWER, SEP_SPACE, SEP_NEWLINE, wordFilter } from './doc.js';
import { F_PLACE, PLACE_CITY, type Place } from './lexicon.js';
import { PERSON_SCORES as S } from './person-scores.js';

const DOT = 46;
const COLON = 58;
const EQUALS = 61;
const COMMA = 44;
const QUOTE = 34;
const APOS = 39;
const HYPHEN = 45;
const EM_DASH = 0x2014;
const SEMICOLON = 59;
const OPEN_PAREN = 40;
const CLOSE_PAREN = 41;
const CLOSE_BRACKET = 93;
const EXCLAMATION = 33;
const UNDERSCORE = 95;
const AT_SIGN = 64;
const EN_DASH = 0x2013;
const PUNCT_TOKEN = 3;
const NEWLINE = 10;
const CARRIAGE_RETURN = 13;
const SPACE = 32;
/** Characters that end the text before an e-mail's local part: , ; < > ( ) : " ' */
const EMAIL_LOCAL_STOPS = new Set([...',;<>():"\''].map((ch) => ch.charCodeAt(0)));

const EV_NONE = 0;
/** "with Ana", "con Dolores": raises lexicon names only. */
const EV_WEAK = 0.5;
const EV_CONTEXT = 1;
const EV_TITLE = 2;
const EV_LABEL = 3;

export function findPersons(doc: Doc, out: Candidate[]): void {
  let i = 0;
  while (i < doc.count) {
    let next = i + 1;
    if (!doc.claimed[i] && doc.isWord(i)) {
      const label = mention(doc, i) ?? labelValue(doc, i) ?? speakerName(doc, i);
      if (label) {
        out.push(label);
        next = label.last + 1;
      } else if (doc.capitalized(i) || doc.key(i) === 'mª') {
        next = capitalizedRun(doc, i, out);
      } else if (doc.shape(i) === LOWER) {
        const c = lowerCaseName(doc, i);
        if (c) {
          out.push(c);
          next = c.last + 1;
        }
      }
    }
    i = next;
  }
}

// --- evidence before a name ------------------------------------------------------------------

/** The evidence carried by the tokens just before `i`. */
function evidenceBefore(doc: Doc, i: number): number {
  let p = i - 1;
  if (p < 0) return EV_NONE;
  if (doc.sep(i) >= SEP_NEWLINE) return signatureLine(doc, i) ? EV_CONTEXT : EV_NONE;
  // "Dr. Smith", "Sra. García", "Dª Carmen"
  if (doc.isChar(p, DOT) && doc.adjacent(p)) p--;
  if (doc.isWord(p)) {
    const k = doc.key(p);
    if (TITLES.has(k) || (WEAK_TITLES.has(k) && doc.capitalized(p))) return EV_TITLE;
    if (PERSON_CONTEXT.has(k) && p === i - 1) return EV_CONTEXT;
    // Two-word cues: "write to Anna", "loop in Marina", "attention of Okey Patel".
    if (p === i - 1 && (k === 'to' || k === 'in' || k === 'of' || k === 'de' || k === 'per' || k === 'with' || k === 'con') && doc.lower(p) && doc.isWord(p - 1) && doc.spaced(p)) {
      const k1 = doc.key(p - 1);
      if ((k === 'per' && k1 === 'as') || (k === 'to' && TO_VERBS.has(k1)) || (k === 'in' && k1 === 'loop') || (k === 'of' && (k1 === 'attention' || k1 === 'care')) || (k === 'de' && k1 === 'atencion')) return EV_CONTEXT;
      // "spoke with Jordan", "met with Georgia", "hablé con Victoria".
      if ((k === 'with' && WITH_VERBS.has(k1)) || (k === 'con' && CON_VERBS.has(k1))) return EV_CONTEXT;
    }
    if (WEAK_PERSON_CONTEXT.has(k) && p === i - 1) return EV_WEAK;
    // "Claire and Tom", "Ana y Rosa": joined to a plain given name.
    if (p === i - 1 && (k === 'and' || k === 'y') && doc.lower(p) && doc.capitalized(p - 1) && doc.firstName(p - 1) && !doc.ambiguous(p - 1)) return EV_WEAK;
  }
  // "Dear John," is handled above; "Hi, John" / "Gracias, Ana"
  if (doc.isChar(i - 1, COMMA) && doc.isWord(i - 2) && CHAT_TRIGGERS.has(doc.key(i - 2))) return EV_CONTEXT;
  // Apposition: "his wife, Lorraine", "su esposa, Remedios".
  if (doc.isChar(i - 1, COMMA) && doc.adjacent(i - 1) && doc.isWord(i - 2) && doc.lower(i - 2) && doc.keyIn(i - 2, F_APPOSITION)) return EV_CONTEXT;
  return EV_NONE;
}

/** A cue before `i` says a person is named there ("Thanks Ana", "write to Ana", "Estimado Ana"). */
export function personCueBefore(doc: Doc, i: number): boolean {
  return evidenceBefore(doc, i) >= EV_CONTEXT;
}

/** The line before `i` is a sign-off ("Best regards,", "Un saludo,"). */
function signatureLine(doc: Doc, i: number): boolean {
  let p = i - 1;
  if (doc.isChar(p, COMMA)) p--;
  // Look back at most 3 words on the previous line.
  for (let n = 0; n < 3 && p >= 0 && doc.isWord(p); n++, p--) {
    if (SIGN_OFFS.has(doc.key(p))) return true;
    if (doc.sep(p) >= SEP_NEWLINE) break;
  }
  // "-- \nJohn Smith", "—\nAna"
  return doc.kind(i - 1) === PUNCT_TOKEN && (doc.charAt(i - 1) === HYPHEN || doc.charAt(i - 1) === EM_DASH) && doc.sep(i - 1) >= SEP_NEWLINE;
}

// --- capitalized runs ------------------------------------------------------------------------

/** A word that can be part of a capitalized name. */
function nameToken(doc: Doc, i: number): boolean {
  if (!doc.isWord(i) || doc.claimed[i]) return false;
  const s = doc.shape(i);
  if (s !== CAP && s !== UPPER && doc.key(i) !== 'mª') return false;
  if (s === UPPER && doc.len(i) === 1 && !doc.initial(i)) return false; // "Falcon X200"

  if (!NOT_NAME.has(doc.key(i)) || doc.initial(i)) return true;
  // "August Mitchell", "June Smith": a month-name given name right before a surname.
  return MONTH_NAMES.has(doc.key(i)) && doc.sep(i + 1) === SEP_SPACE && doc.capitalized(i + 1) && doc.surname(i + 1) && !doc.isNum(i + 2);
}

/**
 * Collects the run starting at i, scores its best name, and pushes it. Returns where to go on.
 */
function capitalizedRun(doc: Doc, i: number, out: Candidate[]): number {
  // Titles and context words that start the run ("Dr", "Dear", "Paciente").
  let evidence = evidenceBefore(doc, i);
  let a = i;
  for (;;) {
    if (!doc.isWord(a) || !doc.capitalized(a) || a > i + 2) break;
    const k = doc.key(a);
    // "Don" is a Spanish title but an English given name ("Dr. Don Okuneva").
    const isTitle = (TITLES.has(k) && !(k === 'don' && doc.lang === 'en')) || (WEAK_TITLES.has(k) && doc.capitalized(a + (doc.isChar(a + 1, DOT) ? 2 : 1)));
    if (isTitle && !(doc.initial(a) && doc.firstName(a + 2) === false && k !== 'd')) {
      let n = a + 1;
      if (doc.isChar(n, DOT) && doc.adjacent(n)) n++;
      if (!doc.capitalized(n) || doc.sep(n) !== SEP_SPACE) return a + 1;
      evidence = EV_TITLE;
      a = n;
      continue;
    }
    if (PERSON_CONTEXT.has(k) && !doc.firstName(a) && doc.sep(a + 1) === SEP_SPACE && doc.capitalized(a + 1)) {
      if (evidence < EV_CONTEXT) evidence = EV_CONTEXT;
      a++;
      continue;
    }
    break;
  }
  if (!nameToken(doc, a)) return a + 1;

  // Extend: names, initials ("J."), particles followed by a name.
  let b = a;
  let words = 1;
  if (doc.initial(b)) b++; // include the period
  while (words < 7) {
    const n = b + 1;
    if (doc.sep(n) !== SEP_SPACE) break;
    // Three or more spaces separate columns ("Fdo.: Ana Ruiz          Fdo.: Luis Gil").
    if (doc.start(n) - doc.end(b) >= 3) break;
    // Mixed runs of names and short codes ("Model CT-5831", "VP Sales") stop at the switch.
    if (nameToken(doc, n) && !(doc.shape(n) === UPPER && doc.len(n) <= 3 && !doc.initial(n) && doc.shape(a) !== UPPER) && !(doc.shape(a) === UPPER && doc.len(a) <= 3 && !doc.initial(a) && doc.shape(n) !== UPPER)) {
      b = doc.initial(n) ? n + 1 : n;
      words++;
      continue;
    }
    // "de la Fuente", "van der Berg", "y"
    if (doc.lower(n) && PARTICLES.has(doc.key(n))) {
      let m = n + 1;
      if (doc.sep(m) === SEP_SPACE && doc.lower(m) && PARTICLES.has(doc.key(m))) m++;
      // "Ortega y Gasset" is one surname; "Luis Fernández y Marta Gómez" are two people.
      const nextPerson =
        CONJUNCTIONS.has(doc.key(n)) && doc.firstName(m) && !doc.ambiguous(m) && doc.sep(m + 1) === SEP_SPACE && doc.capitalized(m + 1) && doc.surname(m + 1);
      if (doc.sep(m) === SEP_SPACE && nameToken(doc, m) && !doc.initial(m) && !nextPerson) {
        b = m;
        words++;
        continue;
      }
    }
    break;
  }
  // A whole delimited field ("52262,Mossie Quitzon,mossie@...", "…;Soledad Borrego;…").
  if (evidence < EV_WEAK && b > a && doc.isDelimiter(a - 1) && doc.adjacent(a) && doc.isDelimiter(b + 1) && doc.adjacent(b + 1)) evidence = EV_WEAK;
  // Chat exports put the speaker alone on a line before the time: "Erling Jast  9:20 PM".
  const speakerLine = doc.sep(a) >= SEP_NEWLINE && doc.isNum(b + 1) && doc.isChar(b + 2, COLON) && doc.isNum(b + 3);
  if (evidence < EV_CONTEXT && speakerLine) evidence = EV_CONTEXT;
  // "Renner, Anais" (surname, given name) as a whole field.
  if (b === a && doc.isChar(b + 1, COMMA) && doc.adjacent(b + 1) && doc.spaced(b + 2) && doc.capitalized(b + 2) && doc.surname(a) && (!doc.firstName(a) || doc.strongSurname(a))) {
    const g = b + 2;
    // Fields end at a line break, ",", ";" or a closing bracket: "(Gonzalez, Maria)".
    const fieldEnd = g + 1 >= doc.count || doc.sep(g + 1) >= SEP_NEWLINE || doc.isChar(g + 1, COMMA) || doc.isChar(g + 1, SEMICOLON) || doc.isChar(g + 1, CLOSE_PAREN);
    const fieldStart = doc.sep(a) >= SEP_NEWLINE || doc.isChar(a - 1, COLON) || doc.isChar(a - 1, COMMA) || doc.isChar(a - 1, SEMICOLON) || doc.isChar(a - 1, OPEN_PAREN);
    if (doc.firstName(g) && !doc.commonWord(g) && fieldEnd && fieldStart) {
      out.push(doc.candidate('PERSON', a, g, 0.8));
      return g + 1;
    }
  }
  // "General Counsel", "Chief Financial Officer", "Ana Ruiz Account Manager": a role phrase is
  // no part of a name; only the words before it can be one.
  const role = roleStart(doc, a, b);
  if (role >= 0) {
    let e = role - 1;
    while (e >= a && !doc.isWord(e)) e--;
    if (e >= a) {
      const c = scoreRun(doc, a, e, evidence);
      if (c) out.push(c);
    }
    // "Supervisor Angela Ruiz", "Account Manager Ana Ruiz": the role introduces the name after it.
    let r = role;
    while (r + 1 <= b && doc.isWord(r + 1) && (doc.keyIn(r + 1, F_ROLE_HEADS) || doc.keyIn(r + 1, F_ROLE_MODIFIERS) || !doc.keyIn(r, F_ROLE_HEADS))) r++;
    if (r < b && e < a) {
      const c = scoreRun(doc, r + 1, b, EV_CONTEXT);
      if (c) out.push(c);
    }
    return b + 1;
  }
  // Trailing possessive: "John's" was split as John + 's; nothing to do.
  const c = scoreRun(doc, a, b, evidence, speakerLine && b > a);
  if (c) out.push(c);
  return b + 1;
}

/**
 * First token of a role phrase inside the run [a, b] (a role head such as "Counsel", "Manager",
 * "Payable" and the role modifiers before it), or -1 when the run holds no role head.
 */
function roleStart(doc: Doc, a: number, b: number): number {
  for (let h = a; h <= b; h++) {
    if (!doc.isWord(h) || doc.initial(h) || !doc.keyIn(h, F_ROLE_HEADS)) continue;
    let s = h;
    while (s - 1 >= a && doc.isWord(s - 1) && doc.keyIn(s - 1, F_ROLE_MODIFIERS)) s--;
    return s;
  }
  return -1;
}

/** Scores the run [a, b]; trims leading/trailing common words. */
function scoreRun(doc: Doc, a: number, b: number, evidence: number, wholeRun = false): Candidate | undefined {
  // Leading everyday words that are no names ("Meeting John Smith" → "John Smith").
  // (A word right before a middle initial stays: "Ova R. Moore"; so does a chat speaker's whole
  // line, "Tiara Zemlak  9:20 PM".)
  // A sentence-initial everyday word goes even when it is also a surname, if a given name and
  // more follow ("Call Jane Smith", "Bill Mary Jones" is rarer than the imperative).
  const beforeGivenName = (t: number) => doc.sentenceStart(t) && t + 1 < b && doc.firstName(t + 1) && !doc.ambiguous(t + 1);
  const droppable = (t: number) => (doc.commonWord(t) && (!doc.surname(t) || beforeGivenName(t))) || spanishVerb(doc, t, beforeGivenName);
  while (!wholeRun && a < b && doc.isWord(a) && !doc.firstName(a) && !doc.initial(a) && !doc.initial(a + 1) && droppable(a)) {
    a++;
    while (a < b && doc.lower(a)) a++; // particles after the dropped word
  }
  while (b > a && doc.isWord(b) && (doc.commonWord(b) || NOT_NAME.has(doc.key(b))) && !doc.surname(b) && !doc.firstName(b)) b--;
  while (b > a && doc.lower(b)) b--; // trailing particle
  if (doc.isChar(b, DOT)) {
    // A run that ends on an initial keeps its period only when it is the whole name ("J.")
    if (b - 1 === a) return undefined;
  }

  let nameWords = 0;
  let firsts = 0;
  let surnames = 0;
  let unknown = 0;
  let common = 0;
  let upper = 0;
  let initials = 0;
  let places = 0;
  let lexical = 0;
  for (let t = a; t <= b; t++) {
    if (!doc.isWord(t) || doc.lower(t)) continue;
    nameWords++;
    if (doc.shape(t) === UPPER && doc.len(t) > 1) upper++;
    if (doc.initial(t)) {
      initials++;
      continue;
    }
    const fn = doc.firstName(t);
    const ln = doc.surname(t);
    if (fn) firsts++;
    if (ln && (t > a || !fn)) surnames++;
    if (fn || ln) lexical++;
    if ((doc.flags(t) & F_PLACE) !== 0) places++;
    if (doc.commonWord(t) || doc.ambiguous(t)) common++;
    else if (!fn && !ln) unknown++;
  }
  if (nameWords === 0) return undefined;

  const first = a;
  // A country or region name is no first name, whatever the name lists say ("Andalucía").
  const firstIsRegion = (doc.flags(first) & F_PLACE) !== 0 && (doc.lex.place(doc.key(first))?.kind ?? PLACE_CITY) !== PLACE_CITY;
  // "Virginia Zavala Navarro", "Georgia Whitman": a region-named given name before surnames only.
  const regionGivenName = firstIsRegion && doc.firstName(first) && nameWords >= 2 && surnames === nameWords - 1 && common === 0;
  const firstIsName = doc.firstName(first) && !doc.ambiguous(first) && (!firstIsRegion || regionGivenName);
  const firstIsAmbiguousName = doc.firstName(first) && doc.ambiguous(first);
  // "Okey A. Hane-Klein", "Green F. Sullivan": given name, middle initial, surname is a person's
  // shape even when the given name is an everyday word or a place.
  const middleInitial =
    nameWords === 3 && initials === 1 && doc.initial(first + 1) && !doc.initial(first) && !NOT_NAME.has(doc.key(first)) &&
    doc.isWord(b) && doc.shape(b) === CAP && !doc.commonWord(b) && (doc.surname(b) || (doc.flags(b) & F_PLACE) === 0);
  let score: number;
  if (nameWords === 1) {
    if (initials) return undefined;
    if (firstIsName) score = doc.sentenceStart(first) ? S.givenNameAloneWeak : doc.firstNameHere(first) ? S.givenNameAlone : S.givenNameAloneWeak;
    else if (firstIsAmbiguousName) score = S.ambiguousNameAlone;
    else if (doc.surname(first) && !doc.commonWord(first)) score = doc.strongSurname(first) ? S.strongSurnameAlone : S.surnameAlone;
    else score = unknown ? S.surnameAlone : 0;
    if (doc.commonWord(first) && !doc.firstName(first)) score = Math.min(score, S.everydayWordAlone);
    // A lone word that is also a place ("Portland", "Florence") needs evidence to be a person.
    if (places > 0) score = Math.min(score, S.placeWordAlone);
  } else {
    const rest = nameWords - 1;
    if ((firstIsName || doc.initial(first)) && surnames > 0) score = S.givenAndSurname;
    else if (firstIsName && unknown >= rest) score = S.givenAndUnknown;
    // Compound given names: "María José", "Mª Dolores", "Mary Ann".
    else if (firstIsName && firsts === nameWords) score = doc.key(first) === 'mª' ? S.givenAndSurname : S.compoundGivenNames;
    else if (firstIsAmbiguousName && surnames > 0) score = common >= nameWords ? S.ambiguousAndSurnameAllCommon : S.ambiguousAndSurname;
    else if (firstIsName) score = common >= rest ? S.givenAndCommonWeak : S.givenAndCommon;
    else if (firstIsAmbiguousName && unknown >= rest) score = S.ambiguousAndUnknown;
    else if (surnames >= 2 && firsts >= 1 && common === 0) score = S.surnamesWithGiven;
    else if (surnames >= 2 && common < nameWords) score = doc.lang === 'es' ? S.twoSurnamesEs : S.twoSurnamesEn;
    // "R. Mbeki", "S. Lindahl": an initial before a word no list knows.
    else if (doc.initial(first) && nameWords === 2 && unknown === 1 && common === 0 && places === 0) score = S.initialAndUnknown;
    else if (unknown > 0 && surnames > 0) score = doc.commonWord(first) || doc.ambiguous(first) ? S.unknownAndSurnameAfterCommon : S.unknownAndSurname;
    else score = common >= nameWords - 1 ? S.otherMostlyCommon : S.otherWords;
    if (lexical >= 3 && firstIsName && common < nameWords) score = Math.max(score, S.threeLexicalWords);
  }
  // A known place without a first name is more likely the place ("New York", "San Diego"). A small
  // place named after a person ("Pedro Martínez", a village in Granada) is still the person's
  // name when it has exactly the shape of one: a given name, then surnames only.
  const initialSurname = doc.initial(first) && nameWords === 2 && surnames > 0;
  const phrasePlace = b > a ? placePhrase(doc, a, b) : undefined;
  const placeNamedLikePerson =
    phrasePlace !== undefined && phrasePlace.population === 0 && firstIsName && nameWords >= 2 && surnames === nameWords - 1 && common === 0;
  const knownPlacePhrase = phrasePlace !== undefined && !placeNamedLikePerson;
  if (places > 0 && !initialSurname && !middleInitial && ((!firstIsName && (firsts === 0 || firstIsRegion)) || knownPlacePhrase)) score = Math.min(score, S.notAPerson);

  // Saints and places: "San Sebastián", "Santa Cruz".
  const k0 = doc.key(a);
  if ((k0 === 'san' || k0 === 'santa' || k0 === 'santo' || k0 === 'sant') && evidence !== EV_TITLE) return undefined;
  // "my German one", "a French client": a nationality, not Germán or Francis.
  if (nameWords === 1 && doc.lang === 'en' && evidence < EV_CONTEXT && EN_DEMONYMS.has(doc.key(a))) return undefined;
  // "Jan 8", "Base 21": a single word before a number is a date, product or label.
  if (nameWords === 1 && doc.isNum(b + 1) && doc.spaced(b + 1) && evidence < EV_TITLE) return undefined;
  // "DEA Reg. No.", "Ref. No.": an abbreviated label, not a name.
  if (nameWords === 1 && doc.isChar(b + 1, DOT) && doc.adjacent(b + 1) && doc.isWord(b + 2) && doc.keyIn(b + 2, F_NUMBER_WORDS)) return undefined;
  // Products: "our Orion dashboard", "el panel Orion", "the Atlas app".
  if (nameWords === 1 && evidence < EV_CONTEXT) {
    const p = a - 1;
    const n = b + 1;
    const before = doc.lower(p) && doc.spaced(a);
    const after = doc.lower(n) && doc.spaced(n);
    if ((before && doc.keyIn(p, F_PRODUCT_NOUNS)) || (after && doc.keyIn(n, F_PRODUCT_NOUNS)) || (before && after && doc.keyIn(p, F_POSSESSIVES))) score = Math.min(score, S.notAPerson);
  }
  // Model codes: "Falcon X200", "Orion S5", "Atlas XR-7" (a short capital code glued to digits).
  if (evidence < EV_TITLE && modelCodeAt(doc, b + 1) && (nameWords === 1 || score < S.givenAndSurname)) return undefined;

  // "Tel:", "Reg." and "St. Louis": a label, an abbreviation, a saint or street.
  if (nameWords === 1 && doc.isChar(b + 1, COLON) && doc.adjacent(b + 1) && evidence < EV_CONTEXT) return undefined;
  if (doc.isChar(a - 1, DOT) && doc.adjacent(a - 1) && ['st', 'ste', 'mt', 'ft'].includes(doc.key(a - 2))) return undefined;

  if (evidence === EV_TITLE && common < nameWords) score = Math.max(score, S.afterTitle);
  else if (evidence === EV_WEAK && (firstIsName || (surnames > 0 && common === 0))) score = Math.max(score, nameWords > 1 ? S.weakEvidenceSeveral : S.weakEvidenceOne);
  else if (evidence === EV_WEAK && firstIsAmbiguousName && !doc.sentenceStart(a)) score = Math.max(score, S.weakEvidenceAmbiguous);
  else if (evidence === EV_WEAK && nameWords > 1 && surnames > 0 && common < nameWords) score = Math.max(score, S.weakEvidenceSurnames);
  else if (evidence === EV_TITLE) score = Math.max(score, S.afterTitleCommon);
  else if (evidence === EV_CONTEXT && (firsts > 0 || surnames > 0 || unknown > 0) && common < nameWords) {
    score = Math.max(score, nameWords > 1 ? S.contextSeveral : S.contextOne);
  } else if (evidence === EV_CONTEXT && firsts > 0) {
    // "Estimada Julio:", "Dear Will," — a greeting makes even an everyday-word name likely.
    score = Math.max(score, S.contextEverydayName);
  }
  // Evidence does not turn a known place phrase into a person ("Des Moines" in a CSV row).
  if (evidence < EV_TITLE && knownPlacePhrase) score = Math.min(score, S.notAPerson);
  // All-caps runs ("ANNUAL REPORT", "AB:90:...") need lexicon support or a label.
  // ("cardholder HENRY ADEYEMI": a context word and a known first name are enough.)
  if (upper === nameWords && firsts + surnames < 2 && evidence < EV_TITLE && !(evidence === EV_CONTEXT && firstIsName && nameWords > 1)) score = Math.min(score, S.notAPerson);
  // Product names: "Nimbus Pro 14", "Orion 3".
  if ((doc.isNum(b + 1) || doc.adjacent(b + 1)) && doc.isNum(b + 1) && evidence < EV_CONTEXT && score < S.givenAndSurname) score = Math.min(score, S.notAPerson);
  // "Mossie Quitzon, mossie.quitzon@…", "Jan Gray <jan.gray@…>": the name spelled in the e-mail
  // address right after it.
  if (nameWords >= 2 && score < S.spelledInEmail && score >= S.floor && upper < nameWords && spelledInEmail(doc, a, b)) score = S.spelledInEmail;
  if (score < S.floor) return undefined;
  return doc.candidate('PERSON', a, b, score);
}

const NUMBER_WORDS = new Set(['no', 'nr', 'num', 'number', 'nº', 'n']);
/** Nouns that name software or devices next to a product name ("Orion dashboard", "panel Orion"). */
const PRODUCT_NOUNS = new Set(['dashboard', 'app', 'platform', 'plugin', 'server', 'cluster', 'release', 'module', 'subscription', 'firmware', 'router', 'panel', 'plataforma', 'aplicacion', 'modelo', 'servidor', 'producto', 'herramienta', 'modulo', 'suscripcion']);
/** Possessive determiners: "our Orion rollout" (a person's name does not follow "our"). */
const POSSESSIVES = new Set(['our', 'your', 'their', 'its', 'nuestro', 'nuestra', 'vuestro', 'vuestra']);

/** The first or last word of [a, b] occurs in the local part of an e-mail within 80 chars after it. */
function spelledInEmail(doc: Doc, a: number, b: number): boolean {
  const text = doc.text;
  const from = doc.end(b);
  const at = text.indexOf('@', from);
  if (at < 0 || at - from > 80) return false;
  let s = at;
  while (s > from) {
    const c = text.charCodeAt(s - 1);
    if (c === NEWLINE || c === CARRIAGE_RETURN) return false;
    if (c <= SPACE || EMAIL_LOCAL_STOPS.has(c)) break;
    s--;
  }
  if (at - s < 3) return false;
  const local = text.slice(s, at).toLowerCase();
  const k1 = doc.key(a);
  const k2 = doc.key(b);
  return (k1.length >= 3 && local.includes(k1)) || (k2.length >= 3 && local.includes(k2));
}

const F_APPOSITION = wordFilter(APPOSITION_CONTEXT);
const F_ROLE_HEADS = wordFilter(ROLE_HEADS);
const F_ROLE_MODIFIERS = wordFilter(ROLE_MODIFIERS);
const F_NUMBER_WORDS = wordFilter(NUMBER_WORDS);
const F_PRODUCT_NOUNS = wordFilter(PRODUCT_NOUNS);
const F_POSSESSIVES = wordFilter(POSSESSIVES);

/** Token i starts a product/model code: spaced, 1-3 capitals directly followed by digits ("X200"). */
function modelCodeAt(doc: Doc, i: number): boolean {
  return doc.spaced(i) && doc.isWord(i) && doc.shape(i) === UPPER && doc.len(i) <= 3 && doc.isNum(i + 1) && doc.adjacent(i + 1);
}

/** Conjunctions among the particles: what follows may be another person. */
const CONJUNCTIONS = new Set(['y', 'i', 'e']);
/** Finite Spanish verb endings ("Asistieron", "Llamaron", "Firmó") no given name or surname has. */
const SPANISH_VERB_ENDING = /(?:aron|ieron|aban|ían|ió|ó)$/;

/**
 * A sentence-initial Spanish verb before a name ("Asistieron Luis Fernández...", "Firmó Ana
 * Ruiz"): too rare for the everyday-word lists, and never part of the name.
 */
function spanishVerb(doc: Doc, t: number, beforeGivenName: (t: number) => boolean): boolean {
  return doc.lang === 'es' && !doc.surname(t) && beforeGivenName(t) && SPANISH_VERB_ENDING.test(doc.key(t));
}

/** The gazetteer entry the whole run is, if any ("New York", "San Diego"). */
function placePhrase(doc: Doc, a: number, b: number): Place | undefined {
  let phrase = '';
  for (let t = a; t <= b; t++) if (doc.isWord(t)) phrase += (phrase ? ' ' : '') + doc.key(t);
  return doc.lex.place(phrase);
}

// --- forms and logs --------------------------------------------------------------------------

/** "Name: John Smith", "Nombre y apellidos: Ana Pérez", `name="Ana Pérez"`, "From: Jane Doe <...>". */
function labelValue(doc: Doc, i: number): Candidate | undefined {
  let j = i + 1;
  // "name_full" style keys continue with "_"; allow one more word.
  if (doc.isChar(j, UNDERSCORE) && doc.isWord(j + 1) && doc.adjacent(j + 1)) j += 2;
  // "Name (as shown on your tax return): …": a short parenthetical between label and colon.
  if (doc.isChar(j, OPEN_PAREN) && doc.spaced(j) && NAME_LABELS.has(doc.key(i))) {
    let k = j + 1;
    while (k < doc.count && k < j + 16 && doc.sep(k) < SEP_NEWLINE && !doc.isChar(k, CLOSE_PAREN)) k++;
    if (doc.isChar(k, CLOSE_PAREN) && doc.sep(k) < SEP_NEWLINE) j = k + 1;
  }
  // The separator is checked first: it is cheap and rules out almost every word.
  if (!(doc.isChar(j, COLON) || doc.isChar(j, EQUALS))) return undefined;
  // "A la atención de: Mateo Ramírez" ends in "de".
  if (!NAME_LABELS.has(doc.key(i)) && !(doc.key(i) === 'de' && doc.key(i - 1) === 'atencion')) return undefined;
  const isLog = doc.isChar(j, EQUALS);
  if (doc.sep(j) > SEP_SPACE) return undefined;
  j++;
  let quote = 0;
  if (doc.isChar(j, QUOTE) || doc.isChar(j, APOS)) {
    quote = doc.charAt(j);
    j++;
  }
  if (j >= doc.count || doc.sep(j) > SEP_SPACE || !doc.isWord(j)) return undefined;
  if (isLog && !quote && doc.adjacent(j) === false) return undefined;
  // Value words: capitalized names (lower-case allowed in quoted log values), initials, particles.
  const a = j;
  let b = -1;
  let lexical = 0;
  let words = 0;
  while (j < doc.count && words < 8) {
    if (j > a && doc.sep(j) !== SEP_SPACE && !(doc.isChar(j, DOT) && doc.adjacent(j))) break;
    if (doc.isChar(j, DOT) && doc.initial(j - 1)) {
      b = j;
      j++;
      continue;
    }
    if (!doc.isWord(j)) break;
    const lowerOk = quote !== 0 || isLog;
    if (doc.lower(j) && PARTICLES.has(doc.key(j)) && j > a) {
      j++;
      continue;
    }
    if (!(doc.capitalized(j) || doc.key(j) === 'mª' || (lowerOk && doc.lower(j)))) break;
    if (TITLES.has(doc.key(j)) && j === a) {
      // "Name: Dr. Ana López" → the title is no part of the name.
      j++;
      if (doc.isChar(j, DOT)) j++;
      continue;
    }
    if (doc.firstName(j) || doc.surname(j)) lexical++;
    words++;
    b = j;
    j++;
    if (isLog && !quote) {
      // Unquoted log values are one token, and a whole one ("cliente=fe80::1" is no name).
      if (doc.adjacent(j) && j < doc.count && !doc.isChar(j, COMMA) && !doc.isChar(j, SEMICOLON)) return undefined;
      if (doc.lower(b) && !doc.firstName(b)) return undefined;
      break;
    }
  }
  if (b < 0 || words === 0) return undefined;
  // "To: Accounts Payable <ap@...>", "Contact: Customer Service": a role or department.
  if (roleStart(doc, a, b) >= 0) return undefined;
  // "Patient's name: Renner, Anais": surname, comma, given name(s) to the end of the field.
  if (words === 1 && doc.isChar(b + 1, COMMA) && doc.adjacent(b + 1) && doc.spaced(b + 2) && doc.capitalized(b + 2) && doc.firstName(b + 2)) {
    const g = doc.spaced(b + 3) && doc.capitalized(b + 3) ? b + 3 : b + 2;
    if (g + 1 >= doc.count || doc.sep(g + 1) >= SEP_NEWLINE || doc.isChar(g + 1, COMMA) || doc.isChar(g + 1, SEMICOLON)) b = g;
  }
  // "Bill to: Jones - Renner" names a firm, not a person.
  if ((doc.isChar(b + 1, HYPHEN) || doc.isChar(b + 1, EN_DASH)) && doc.spaced(b + 1) && doc.capitalized(b + 2)) return undefined;
  let first = a;
  while (first < b && (!doc.isWord(first) || TITLES.has(doc.key(first)) || doc.isChar(first, DOT))) first++;
  if (words === 1 && lexical === 0 && doc.commonWord(b)) return undefined;
  const score = lexical > 0 || words >= 2 ? 0.85 : 0.7;
  return doc.candidate('PERSON', first, b, score);
}

// --- lower-case chat names -------------------------------------------------------------------

/** "hey john", "ask maria", "gracias ana" (optionally followed by a lower-case surname). */
function lowerCaseName(doc: Doc, i: number): Candidate | undefined {
  if (doc.len(i) < 3 || doc.len(i) > 12) return undefined;
  // "leila covers for me", "rodrigo cubre": a given name before a chat verb, after a clause break.
  const after = i + 1;
  if (doc.isWord(after) && doc.sep(after) === SEP_SPACE && doc.lower(after) && doc.len(after) <= 6 && CHAT_AFTER.has(doc.key(after))) {
    const before = i - 1;
    const clauseStart = before < 0 || doc.sep(i) >= SEP_NEWLINE || doc.isChar(before, COMMA) || doc.isChar(before, COLON);
    if (clauseStart && doc.firstName(i) && !doc.commonWord(i) && !NOT_NAME.has(doc.key(i))) return doc.candidate('PERSON', i, i, 0.7);
  }
  let p = i - 1;
  if (doc.isChar(p, COMMA)) p--;
  // Cheap filter before any string is made: triggers are short words.
  if (!doc.isWord(p) || doc.len(p) > 11) return undefined;
  // "soy lucía" ("I am"): kept out of CHAT_TRIGGERS so its initial does not weaken the filter.
  if (doc.lang === 'es' && doc.len(p) === 3 && doc.lower(p) && doc.key(p) === 'soy') return lowerCaseAfter(doc, i, 'hola', p);
  // "it's carla".
  if (doc.lang === 'en' && doc.len(p) === 1 && doc.isChar(p - 1, APOS) && doc.adjacent(p) && doc.key(p) === 's' && doc.isWord(p - 2) && doc.len(p - 2) === 2 && doc.key(p - 2) === 'it') return lowerCaseAfter(doc, i, 'hi');
  if (!TRIGGER_INITIALS.has(doc.text.charCodeAt(doc.start(p)) | 0x20)) return undefined;
  // Spanish puts "a" before a person object: "dile a carmen", "pregunta a luis".
  const personalA = doc.lang === 'es' && doc.isWord(p) && doc.key(p) === 'a' && doc.lower(p);
  if (personalA && doc.isWord(p - 1)) p--;
  // "thanks to jenna", "talk to omar"; "it's carla", "this is carla".
  if (doc.lang === 'en' && doc.isWord(p) && doc.lower(p)) {
    const k0 = doc.key(p);
    if (k0 === 'to' && doc.isWord(p - 1) && TO_VERBS.has(doc.key(p - 1))) return lowerCaseAfter(doc, i, 'ask');
    if (k0 === 'is' && doc.key(p - 1) === 'this') return lowerCaseAfter(doc, i, 'hi');
    // "send the invoice to karen": any "to" before a given name that is no everyday word.
    if (k0 === 'to' && unmistakableGivenName(doc, i)) return doc.candidate('PERSON', i, lowerChain(doc, i), 0.6);
  }
  if (!doc.isWord(p) || !CHAT_TRIGGERS.has(doc.key(p))) {
    // "le has mandado la factura a carmen": the personal "a" before an unmistakable given name.
    return personalA && unmistakableGivenName(doc, i) ? doc.candidate('PERSON', i, lowerChain(doc, i), 0.6) : undefined;
  }
  return lowerCaseAfter(doc, i, doc.key(p), p);
}

/** Verbs before "to" that take a person: "thanks to jenna", "talk to omar". */
/** Verbs before "with" / "con" whose object is a person. */
const WITH_VERBS = new Set(['spoke', 'speak', 'speaking', 'talked', 'talk', 'talking', 'met', 'meet', 'meeting', 'chatted', 'chat', 'synced', 'sync', 'checked', 'check', 'consulted', 'consult', 'agreed', 'coordinate', 'coordinated']);
const CON_VERBS = new Set(['hablé', 'hable', 'hablar', 'habló', 'hablo', 'hablamos', 'reunirme', 'reunión', 'reunion', 'reuní', 'quedé', 'quede', 'quedamos', 'coordinar', 'consultar', 'consulté']);
const TO_VERBS = new Set(['thanks', 'thank', 'talk', 'speak', 'spoke', 'talked', 'reach', 'reply', 'write', 'wrote']);

/** A lower-case given name after the trigger word `k` (at token p when it is a real token). */
function lowerCaseAfter(doc: Doc, i: number, k: string, p = -1): Candidate | undefined {
  // "and"/"y"/"with" only continue an already detected lower-case name, or a capitalized one.
  if ((k === 'and' || k === 'y' || k === 'with' || k === 'con') && !precededByName(doc, p)) return undefined;
  if (NOT_NAME.has(doc.key(i))) return undefined;
  if (!doc.firstName(i)) {
    // "thanks alejandrin!": a word no list knows, closed by "!" or ",", after a greeting.
    const n = i + 1;
    const closed = doc.isChar(n, EXCLAMATION) || doc.isChar(n, COMMA);
    const greeting = k === 'thanks' || k === 'thx' || k === 'hey' || k === 'hi' || k === 'hello' || k === 'gracias' || k === 'hola' || k === 'oye';
    if (closed && greeting && doc.adjacent(n) && !doc.commonWord(i) && !doc.surname(i) && !doc.knownWord(i)) return doc.candidate('PERSON', i, i, 0.55);
    return undefined;
  }
  if (doc.ambiguous(i) || doc.commonWord(i)) {
    // "gracias dolores!", "me cubre esperanza⏎": an everyday-word name only when it ends the phrase.
    const n = i + 1;
    const ends = n >= doc.count || doc.sep(n) >= SEP_NEWLINE || (doc.kind(n) === 3 && '!?,.'.includes(doc.text[doc.start(n)]!));
    if (!ends || k === 'and' || k === 'y' || k === 'with' || k === 'con') return undefined;
  }
  const b = lowerChain(doc, i);
  return doc.candidate('PERSON', i, b, b > i ? 0.75 : 0.65);
}

/** Extends a lower-case first name over more given names and a surname: "maría del carmen", "josé luis". */
export function lowerChain(doc: Doc, i: number): number {
  let b = i;
  for (let n = 0; n < 4; n++) {
    let m = b + 1;
    if (doc.sep(m) !== SEP_SPACE) break;
    // "del", "de la" inside compound given names.
    while (doc.lower(m) && PARTICLES.has(doc.key(m)) && doc.sep(m + 1) === SEP_SPACE && m < b + 3) m++;
    if (!doc.lower(m) || NOT_NAME.has(doc.key(m))) break;
    const name = (doc.firstName(m) || doc.surname(m)) && !doc.commonWord(m) && !doc.ambiguous(m);
    if (!name) break;
    b = m;
  }
  return b;
}

/**
 * Chat mentions: "@priya", "@Nadia". The "@" must start a word (an e-mail's "@" is glued to its
 * local part), and the handle must end there ("@ana.ruiz" and "@team-x" are handles, not names).
 */
function mention(doc: Doc, i: number): Candidate | undefined {
  const at = i - 1;
  if (!doc.isChar(at, AT_SIGN) || !doc.adjacent(i) || (at > 0 && doc.sep(at) === 0)) return undefined;
  const n = i + 1;
  if (n < doc.count && doc.adjacent(n) && !(doc.kind(n) === 3 && ',:;!?)'.includes(doc.text[doc.start(n)]!))) return undefined;
  if (NOT_NAME.has(doc.key(i)) || doc.len(i) < 2) return undefined;
  if (doc.firstName(i) && !doc.commonWord(i)) return doc.candidate('PERSON', i, i, 0.8);
  return undefined;
}

/** Chat speakers: "[10:29] soledad: ...", "maría del carmen: gracias", "Ana Ruiz: ok". */
function speakerName(doc: Doc, i: number): Candidate | undefined {
  const p = i - 1;
  const lineStart = doc.sep(i) >= SEP_NEWLINE || (doc.isChar(p, CLOSE_BRACKET) && doc.sep(i) === SEP_SPACE); // "]"
  if (!lineStart || !(doc.lower(i) || doc.capitalized(i))) return undefined;
  if (!doc.firstName(i) || NOT_NAME.has(doc.key(i)) || NAME_LABELS.has(doc.key(i))) return undefined;
  let b = i;
  for (let n = 0; n < 5; n++) {
    let m = b + 1;
    if (doc.sep(m) !== SEP_SPACE) break;
    while (doc.lower(m) && PARTICLES.has(doc.key(m)) && doc.sep(m + 1) === SEP_SPACE && m < b + 3) m++;
    if (!doc.isWord(m) || NOT_NAME.has(doc.key(m))) break;
    b = m;
  }
  // Shrink to the word followed by ":" — the speaker label must end right before the colon.
  const colon = b + 1;
  if (!(doc.isChar(colon, COLON) && doc.adjacent(colon))) {
    // Shorter speakers: look for the colon within the collected words.
    let c = i;
    while (c <= b && !(doc.isChar(c + 1, COLON) && doc.adjacent(c + 1))) c++;
    if (c > b) return undefined;
    b = c;
  }
  if (doc.lower(b) && PARTICLES.has(doc.key(b))) return undefined;
  // Without a "[time]" prefix, every word must be a name ("Base imponible:" and "IBAN:" are labels),
  // and one capitalized word is a form label ("Tel:"), not a speaker.
  if (!doc.isChar(p, CLOSE_BRACKET)) {
    if (b === i && !doc.lower(i)) return undefined;
    for (let w = i; w <= b; w++) {
      if (doc.lower(w) && PARTICLES.has(doc.key(w))) continue;
      const name = doc.firstName(w) || doc.surname(w);
      if (!name || doc.ambiguous(w) || doc.shape(w) === UPPER) return undefined;
    }
  }
  return doc.candidate('PERSON', i, b, 0.8);
}

/** First letters of CHAT_TRIGGERS (lower case), so most words need no key at all. */
const TRIGGER_INITIALS = new Set([...CHAT_TRIGGERS].map((w) => w.charCodeAt(0)));

/** A lower-case given name that is no everyday word and no month or weekday ("karen", "marcos"). */
function unmistakableGivenName(doc: Doc, i: number): boolean {
  return doc.firstName(i) && !doc.ambiguous(i) && !doc.commonWord(i) && !NOT_NAME.has(doc.key(i));
}

function precededByName(doc: Doc, p: number): boolean {
  const q = p - 1;
  return doc.isWord(q) && doc.firstName(q) && !doc.commonWord(q);
}
