/**
 * Organizations from their shape: a legal suffix after capitalized words ("Acme Corp."), an
 * institution or business word at the end ("Stanford University", "Northwind Health"), an
 * institution head before them ("Universidad de Salamanca"), or an organization label before
 * them ("Employer: Initech"). Scores come from score-table.ts.
 */
import { BUSINESS_HEADS, NOT_NAME, ORG_CONNECTORS, ORG_HEADS, ORG_TAILS, PERSON_CONTEXT, ROLE_HEADS, WEAK_ORG_TAILS } from '../cues.js';
import { type Candidate, type Doc, CAP, UPPER, SEP_NONE, SEP_SPACE, SEP_NEWLINE, wordFilter } from '../doc.js';
import { AMPERSAND, COMMA, DOT, OPEN_PAREN } from '../chars.js';
import { F_PLACE, F_PLACE_START } from '../lexicon.js';
import { AND_WORDS, CIVIC_HEADS, COURT_KINDS, HOME_KINDS, NAMED_ONLY_TAILS, DIRECT_HEADS, GENERIC_BODY_WORDS, GENERIC_HEADS, OF_WORDS, FOR_WORDS, SYSTEM_HEADS, TIER_WORDS, UNIT_DETERMINERS, UNIT_NOUNS, UNIT_TAILS, WEEKDAY_WORDS } from './cue-words.js';
import { afterPersonPrefix, nameRunEnd, partnersBefore } from './name-run.js';
import { ORG_SCORES, headScore } from './score-table.js';
import { doubleSuffix, suffixAt } from './suffix.js';
import { dottedFirstSuffixEnd } from './suffix-chain.js';
import { withoutBranchTown } from './branch-place.js';

/** "·", a field separator on one line. */
const MIDDLE_DOT = 0xb7;

/** A name run (before its suffix or tail) has at most this many more words. */
export const MAX_NAME_WORDS = 6;
/** After an institution head ("Hospital Universitario Nuestra Señora de …") one more. */
const MAX_HEAD_NAME_WORDS = 7;
/** A labelled value lists at most this many more comma-separated partners ("Padberg, Bernier and Larson"). */
const MAX_LISTED_PARTNERS = 4;

/** Words that only introduce a name, with a length and first-letter pre-test (Doc.keyIn). */
const F_NOT_NAME = wordFilter(NOT_NAME);
const F_PERSON_CONTEXT = wordFilter(PERSON_CONTEXT);
/** Institution and business words that end a name (tested on the run's last word). */
const F_ORG_TAILS = wordFilter(ORG_TAILS);
const F_WEAK_ORG_TAILS = wordFilter(WEAK_ORG_TAILS);
/** orgs8: weekdays that end a run, with a length and first-letter pre-test. */
const F_WEEKDAY_WORDS = wordFilter(WEEKDAY_WORDS);
/** Role words before a comma ("Release Manager, …"), asked only of a mid-sentence weak-tail run. */
const F_ROLE_HEADS = wordFilter(ROLE_HEADS);

/** A run of capitalized words that ends in a legal suffix or an institution word. */
export function fromNameRun(doc: Doc, i: number): Candidate | undefined {
  // Leading words that only introduce the name ("The", "Dear") are not part of it.
  if (doc.keyIn(i, F_NOT_NAME) || doc.keyIn(i, F_PERSON_CONTEXT)) return undefined;
  let runEnd = nameRunEnd(doc, i, MAX_NAME_WORDS);
  // orgs8: "near the Gonville Café Tuesday around 6pm": a weekday ends the name before it.
  if (runEnd > i + 1 && doc.keyIn(runEnd, F_WEEKDAY_WORDS) && doc.capitalized(runEnd - 1)) runEnd--;
  // Suffix right after the run, maybe after a comma: "Acme, Inc.", "Banco Santander, S.A."
  let s = runEnd + 1;
  let comma = false;
  if (doc.isChar(s, COMMA) && doc.adjacent(s) && doc.spaced(s + 1)) {
    s++;
    comma = true;
  }
  if (s > runEnd + 1 || doc.spaced(s)) {
    const e = suffixAt(doc, s, comma);
    if (e >= 0) return doc.candidate('ORGANIZATION', partnersBefore(doc, afterPersonPrefix(doc, i, runEnd), runEnd), doubleSuffix(doc, e), ORG_SCORES.legalSuffix.score);
  } else if (runEnd > i && doc.isChar(s, DOT)) {
    // "Kirana Traders Pvt. Ltd.": the run took "Pvt"; its period and "Ltd." follow (suffix-chain.ts).
    const e = dottedFirstSuffixEnd(doc, runEnd);
    if (e >= 0) return doc.candidate('ORGANIZATION', afterPersonPrefix(doc, i, runEnd - 1), e, ORG_SCORES.legalSuffix.score);
  }
  // Institution word at the end: "Stanford University", "Acme Technologies".
  if (runEnd > i && doc.shape(runEnd) === CAP && doc.keyIn(runEnd, F_ORG_TAILS) && !weakStart(doc, i)) {
    // orgs8: a lower-case compound alone before the tail describes ("Working-line Labs need more
    // exercise"), and a generic tail after everyday words alone is a unit ("to Workplace Services").
    if (runEnd === i + 1 && lowerCompound(doc, i)) return undefined;
    if (UNIT_TAILS.has(doc.key(runEnd)) && !namedBefore(doc, i, runEnd)) return undefined;
    return doc.candidate('ORGANIZATION', i, runEnd, ORG_SCORES.institutionTail.score);
  }
  // orgs8: "Reposing at Fanning's Funeral Home", "Ashgrove Nursing Home": a home by its kind, after a name.
  if (runEnd > i + 1 && doc.key(runEnd) === 'home' && doc.shape(runEnd) === CAP && HOME_KINDS.has(doc.key(runEnd - 1)) && doc.capitalized(runEnd - 1)) {
    return doc.candidate('ORGANIZATION', i, runEnd, ORG_SCORES.institutionTail.score);
  }
  // orgs8: "the Manukau District Court", "the High Court": a court by its kind (COURT_KINDS).
  if (runEnd > i && doc.key(runEnd) === 'court' && doc.shape(runEnd) === CAP && COURT_KINDS.has(doc.key(runEnd - 1)) && doc.capitalized(runEnd - 1)) {
    return doc.candidate('ORGANIZATION', i, runEnd, ORG_SCORES.institutionTail.score);
  }
  // orgs9: "this is HealthPlus Pharmacy Ikoyi.": an institution word one or two words before the
  // run's end, and after it only words no list knows or places, ending the run: the branch's
  // neighbourhood or town, no part of the name (the place rules read it).
  if (runEnd > i + 1 && !doc.keyIn(runEnd, F_ORG_TAILS)) {
    const t = branchAfterTail(doc, i, runEnd);
    if (t > 0) return doc.candidate('ORGANIZATION', i, t, ORG_SCORES.institutionTail.score);
  }
  // Weaker business words ("Northwind Health", "Halvorsen Logistics") need a name before them
  // that is no everyday word ("Platform Engineering" is a team).
  if (runEnd > i && doc.shape(runEnd) === CAP && doc.keyIn(runEnd, F_WEAK_ORG_TAILS)) {
    let named = false;
    for (let w = i; w < runEnd; w++) if (doc.capitalized(w) && !doc.commonWord(w) && !ORG_CONNECTORS.has(doc.key(w)) && !NOT_NAME.has(doc.key(w))) named = true;
    // orgs7en (round 7): an everyday word at a line start opens the name when a word rarer than
    // the most frequent follows it before the tail ("Kiwi Paws Grooming", as the mid-sentence rule
    // below reads "Paws Grooming"); alone it does not ("Results Group").
    if (weakStart(doc, i)) {
      // English only: a Spanish sentence opens with a verb as often ("¡Llega la Feria del Café!").
      // Nor a word among the most frequent, a verb or a modal as often ("Could Oakfield Primary
      // lend us…").
      if (doc.lang !== 'en' || doc.topCommon(i)) return undefined;
      named = false;
      for (let w = i + 1; w < runEnd; w++) if (doc.capitalized(w) && !doc.topCommon(w) && !ORG_CONNECTORS.has(doc.key(w)) && !NOT_NAME.has(doc.key(w))) named = true;
      return named ? doc.candidate('ORGANIZATION', i, runEnd, ORG_SCORES.businessTailNamed.score) : undefined;
    }
    if (named) return doc.candidate('ORGANIZATION', i, runEnd, ORG_SCORES.businessTailNamed.score);
    // orgs8: these tails need a name; everyday words before them are a category ("Online Retail").
    if (NAMED_ONLY_TAILS.has(doc.key(runEnd))) return undefined;
    // Mid-sentence, capitalized everyday words before a business word still name a company
    // ("mentioned Basalt Robotics is hiring", "call Harbor Dental"), unless a determiner or a
    // team word says it is a unit ("the Platform Engineering team").
    const midSentence = !doc.sentenceStart(i) && doc.sep(i) === SEP_SPACE;
    const determiner = doc.isWord(i - 1) && doc.lower(i - 1) && UNIT_DETERMINERS.has(doc.key(i - 1));
    const unitAfter = doc.isWord(runEnd + 1) && doc.lower(runEnd + 1) && UNIT_NOUNS.has(doc.key(runEnd + 1));
    // And one word rarer than the most frequent ones ("Basalt", not "Data Analytics").
    let rare = false;
    for (let w = i; w < runEnd; w++) if (doc.capitalized(w) && !doc.topCommon(w)) rare = true;
    // orgs8: after a role and its comma the words name the person's team: "Release Manager,
    // Platform Engineering⏎Tidewater Software Ltd" (signature.ts takes a named employer there).
    const afterRoleComma = doc.isChar(i - 1, COMMA) && doc.keyIn(i - 2, F_ROLE_HEADS);
    if (midSentence && rare && !determiner && !unitAfter && !afterRoleComma) return doc.candidate('ORGANIZATION', i, runEnd, ORG_SCORES.businessTailMidSentence.score);
  }
  return undefined;
}

/**
 * The institution word before a branch's place that ends the run [i, e]: "HealthPlus Pharmacy
 * Ikoyi", "Mercy Hospital Dublin" (not "Stanford University Press": "Press" is an everyday word).
 * A name before the tail (a word that is no everyday word); the tail's index, or -1.
 */
function branchAfterTail(doc: Doc, i: number, e: number): number {
  for (let t = e - 1; t > i && t >= e - 2; t--) {
    if (doc.shape(t) !== CAP || !doc.keyIn(t, F_ORG_TAILS)) continue;
    for (let w = t + 1; w <= e; w++) if (!doc.capitalized(w) || doc.commonWord(w) || doc.topCommon(w) || doc.firstName(w) || doc.keyIn(w, F_ORG_TAILS)) return -1;
    return weakStart(doc, i) || !namedBefore(doc, i, t) ? -1 : t;
  }
  return -1;
}

/** Some capitalized word of [a, e) is no everyday word nor a connector: "Karoo Mining Services", not "Workplace Services". */
function namedBefore(doc: Doc, a: number, e: number): boolean {
  for (let w = a; w < e; w++) if (doc.capitalized(w) && !doc.commonWord(w) && !ORG_CONNECTORS.has(doc.key(w))) return true;
  return false;
}

/** A hyphenated word whose second part is lower case, an adjective: "Working-line", "Long-haired" (not "Rolls-Royce"). */
function lowerCompound(doc: Doc, w: number): boolean {
  const raw = doc.raw(w);
  const h = raw.indexOf('-');
  if (h <= 0 || h + 1 >= raw.length) return false;
  const c = raw[h + 1]!;
  return c !== c.toUpperCase();
}

/**
 * A capitalized everyday word at a sentence start ("Results Group") is weak evidence without a
 * suffix. Asked only once a tail word is found: most runs have none.
 */
function weakStart(doc: Doc, i: number): boolean {
  return doc.commonWord(i) && doc.sentenceStart(i) && !doc.firstName(i) && !doc.surname(i);
}

/** "Universidad de Salamanca", "Hospital Universitario La Paz", "Ministerio de Sanidad". */
export function fromHead(doc: Doc, i: number): Candidate | undefined {
  // orgs8: a head right before "y"/"and" names nothing of its own unless another trade follows
  // ("Construcciones y Reformas Pérez"): "juegan Talleres y Belgrano el clásico".
  if (doc.lower(i + 1) && AND_WORDS.has(doc.key(i + 1)) && !ORG_HEADS.has(doc.key(i + 2)) && !BUSINESS_HEADS.has(doc.key(i + 2))) return undefined;
  let runEnd = nameRunEnd(doc, i, MAX_HEAD_NAME_WORDS);
  let dottedNumber = false;
  // orgs8: "Escuela N.º 12 Artigas": the dot of a dotted number sign stops the run; the number and
  // the name after it belong to the school.
  if (runEnd === i + 1 && doc.raw(runEnd) === 'N' && doc.isChar(runEnd + 1, DOT) && doc.adjacent(runEnd + 1) && doc.adjacent(runEnd + 2) && NUMBER_SIGNS.has(doc.raw(runEnd + 2)) && doc.spaced(runEnd + 3) && doc.isNum(runEnd + 3)) {
    runEnd = nameRunEnd(doc, runEnd + 3, MAX_NAME_WORDS);
    dottedNumber = true;
  }
  if (runEnd === i) return undefined;
  // At least one capitalized word that is not another connector-like head word, nor a lone
  // letter: "Grupo A", "Group B", "Departamento C" label a draw's group or a section (the "N"
  // of "Escuela N° 45" opens a number and counts).
  let named = false;
  for (let w = i + 1; w <= runEnd; w++) if (doc.capitalized(w) && (doc.len(w) > 1 || numberSignAfter(doc, w)) && !ORG_CONNECTORS.has(doc.key(w))) named = true;
  if (!named && !dottedNumber) return undefined;
  let end = runEnd;
  // A numbered court or school, and its town: "Juzgado de Primera Instancia n.º 4 de Granada",
  // "Escuela N° 12".
  // The run may have taken the "N" of "N° 12" as a name word.
  const nEnd = doc.raw(runEnd) === 'N' && doc.adjacent(runEnd + 1) && (doc.raw(runEnd + 1) === '°' || doc.raw(runEnd + 1) === 'º') ? runEnd - 1 : runEnd;
  const numbered = numberedUnitEnd(doc, nEnd);
  if (numbered > nEnd) end = numbered;
  let suffix = false;
  let s = end + 1;
  let comma = false;
  if (doc.isChar(s, COMMA) && doc.spaced(s + 1)) {
    s++;
    comma = true;
  }
  if (end === runEnd && doc.sep(s) === SEP_SPACE) {
    const e = suffixAt(doc, s, comma);
    if (e >= 0) {
      end = doubleSuffix(doc, e);
      suffix = true;
    }
  }
  // Generic units ("Departamento de Compras") are often a team, not an organization.
  let everyday = true;
  const generic = GENERIC_HEADS.has(doc.key(i));
  for (let w = i + 1; w <= runEnd; w++) if (doc.capitalized(w) && !doc.commonWord(w) && !(generic && GENERIC_BODY_WORDS.has(doc.key(w)))) everyday = false;
  // A title-case heading line ("Clinic Visit Summary") is no organization.
  const heading = everyday && numbered <= nEnd && doc.sep(i) >= SEP_NEWLINE && (end + 1 >= doc.count || doc.sep(end + 1) >= SEP_NEWLINE);
  // orgs8: "of"/"de"/"for" join a name's parts ("Servicio Andaluz de Salud"); "y"/"and" join two
  // names ("las tiendas Norte, Centro y Sur").
  // A heading in capitals writes its connectors in capitals too: "CENTRO DE SALUD".
  const capsHead = doc.shape(i) === UPPER;
  let connector = false;
  for (let w = i + 1; w < runEnd; w++) if ((doc.lower(w) || capsHead) && (OF_WORDS.has(doc.key(w)) || FOR_WORDS.has(doc.key(w)))) connector = true;
  const civic = CIVIC_HEADS.has(doc.key(i));
  const ofNext = (doc.lower(i + 1) || capsHead) && OF_WORDS.has(doc.key(i + 1));
  // "Departamento de Urbanismo", not "Centro de Salud de La Calzada" (the name goes on after another "de").
  const oneWordOf = doc.lang === 'es' && ofNext && runEnd === i + 2 && (doc.flags(runEnd) & (F_PLACE | F_PLACE_START)) === 0 && !(doc.spaced(runEnd + 1) && OF_WORDS.has(doc.key(runEnd + 1)) && doc.capitalized(runEnd + 2));
  // orgs8: one word after the head and nothing else: a tier ("Mensajería Express"), a system's name ("Servicio Mercedes").
  const oneWord = runEnd === i + 1 && end === runEnd;
  const tier = oneWord && TIER_WORDS.has(doc.key(runEnd));
  const systemName = oneWord && doc.lang === 'es' && SYSTEM_HEADS.has(doc.key(i));
  const score = headScore({ suffix, genericHead: generic, everyday, heading, connector, civic, ofNext, direct: DIRECT_HEADS.has(doc.key(i)), oneWordOf, tier, systemName });
  // A rule that scores 0 says the head is no head here ("County Durham"): the other shapes read it.
  if (score <= 0) return undefined;
  // "Taquería El Güero de Tijuana": the shop's town is no part of its name (branch-place.ts).
  if (!suffix && end === runEnd) end = withoutBranchTown(doc, i, end);
  return doc.candidate('ORGANIZATION', placeBeforeHead(doc, i), end, score);
}

/** The signs after "N." in a dotted number sign: "N.º 12", "N.° 12". */
const NUMBER_SIGNS = new Set(['º', '°']);

/** The "N" of "N° 45" / "Nº 45": a degree or ordinal sign glued after it. */
function numberSignAfter(doc: Doc, w: number): boolean {
  return doc.adjacent(w + 1) && (doc.raw(w + 1) === '°' || doc.raw(w + 1) === 'º');
}

/**
 * After an institution's name, its number ("n.º 4", "nº 4", "N° 904", "número 4") and the town
 * after "de" ("… n.º 4 de Granada"): the last token, or `e` when no number follows.
 */
function numberedUnitEnd(doc: Doc, e: number): number {
  let j = e + 1;
  if (!doc.spaced(j) || !doc.isWord(j)) return e;
  const k = doc.key(j);
  if (k === 'n' || k === 'no' || (k === 'N' && doc.raw(j) === 'N')) {
    j++;
    if (doc.isChar(j, DOT) && doc.adjacent(j)) j++;
    if (doc.adjacent(j) && (doc.raw(j) === 'º' || doc.raw(j) === '°')) j++;
  } else if (k === 'nº' || k === 'numero') j++;
  else return e;
  if (!doc.isNum(j) || doc.sep(j) > SEP_SPACE || doc.len(j) > 4) return e;
  let end = j;
  // "de Granada": the town, a known place.
  const de = j + 1;
  if (doc.spaced(de) && doc.lower(de) && doc.key(de) === 'de' && doc.spaced(de + 1) && doc.capitalized(de + 1) && (doc.flags(de + 1) & (F_PLACE | F_PLACE_START)) !== 0) {
    end = de + 1;
    while (doc.spaced(end + 1) && doc.capitalized(end + 1) && end < de + 4) end++;
  }
  return end;
}

/** At most this many words of a place before an English institution head: "Rhode Island School of Design". */
const MAX_PLACE_BEFORE_HEAD = 3;

/**
 * English names a school or an institute after its place, before the head: "Rhode Island School
 * of Design", "Georgia Institute of Technology", "California Academy of Sciences". The start
 * moves back over capitalized place words right before the head (not over generic units: "Denver
 * Department of Parks" stays "Department of Parks"; not over a word that is no place).
 */
function placeBeforeHead(doc: Doc, i: number): number {
  if (doc.lang !== 'en' || GENERIC_HEADS.has(doc.key(i))) return i;
  let s = i;
  for (let n = 0; n < MAX_PLACE_BEFORE_HEAD; n++) {
    const p = s - 1;
    if (doc.sep(s) !== SEP_SPACE || !doc.capitalized(p) || doc.claimed[p]) break;
    // A place word, or the inner word of a place phrase ("Island" in "Rhode Island").
    const inPlace = (doc.flags(p) & (F_PLACE | F_PLACE_START)) !== 0 || (doc.capitalized(p - 1) && doc.lex.place(`${doc.key(p - 1)} ${doc.key(p)}`) !== undefined);
    if (!inPlace) break;
    s = p;
  }
  // The place must be whole: "Island School" alone is no name; the word before must not continue it.
  if (s < i && doc.capitalized(s - 1) && doc.sep(s) === SEP_SPACE) return i;
  return s;
}

/** Some word of [a, e] is not an everyday word ("Carrefour", not "We are"). */
function rareWordIn(doc: Doc, a: number, e: number): boolean {
  for (let w = a; w <= e; w++) if (doc.isWord(w) && !doc.commonWord(w) && !doc.topCommon(w)) return true;
  return false;
}

/** Greetings that open a message after a sender's colon. */
const GREETINGS = new Set(['hi', 'hello', 'hey', 'dear', 'hola', 'estimado', 'estimada', 'buenas', 'buenos']);

/** "Entidad: BBVA", "Employer: Initech": the rest of the line names an organization. */
export function labelValue(doc: Doc, i: number): Candidate | undefined {
  if (doc.sep(i) !== SEP_SPACE || !doc.capitalized(i)) return undefined;
  // orgs9: "Guardian Pharmacy: Hi Melissa Goh, your…": a greeting after the colon opens a message,
  // and the word before the colon ended its sender's name, no label.
  if (GREETINGS.has(doc.key(i))) return undefined;
  const head = ORG_HEADS.has(doc.key(i)) && doc.shape(i) === CAP ? fromHead(doc, i) : undefined;
  if (head) return { ...head, score: Math.max(head.score, ORG_SCORES.labelledHead.score) };
  // "Bank: Padberg, Bernier and Larson, Inc.": a partner list is one value.
  let runEnd = nameRunEnd(doc, i, MAX_NAME_WORDS);
  let e2 = runEnd;
  for (let n = 0; n < MAX_LISTED_PARTNERS && doc.isChar(e2 + 1, COMMA) && doc.spaced(e2 + 2) && doc.capitalized(e2 + 2) && suffixAt(doc, e2 + 2, true) < 0; n++) {
    e2 = nameRunEnd(doc, e2 + 2, MAX_NAME_WORDS);
  }
  if (e2 > runEnd) {
    let joined = false;
    for (let w = runEnd; w <= e2; w++) if (doc.isChar(w, AMPERSAND) || (doc.lower(w) && AND_WORDS.has(doc.key(w)))) joined = true;
    if (joined) runEnd = e2;
  }
  let end = runEnd;
  let s = runEnd + 1;
  if (doc.isChar(s, COMMA) && doc.spaced(s + 1)) s++;
  if (doc.sep(s) === SEP_SPACE) {
    const e = suffixAt(doc, s, s > runEnd + 1);
    if (e >= 0) end = doubleSuffix(doc, e);
  }
  // The value must be the whole line (a sentence after the label is not a name), or a name that
  // ends its sentence: "Empresa: Carrefour. Cajamar solicita…" (not "Company: We are closed.").
  // A "·" separates fields on one line: "Transportista: Estafeta · Guía 7034".
  const closes = doc.sep(end + 1) >= SEP_NEWLINE || end + 1 >= doc.count || doc.isChar(end + 1, COMMA) || doc.isChar(end + 1, OPEN_PAREN) || doc.isChar(end + 1, MIDDLE_DOT);
  if (!closes && !(doc.isChar(end + 1, DOT) && doc.sep(end + 2) !== SEP_NONE && rareWordIn(doc, i, end))) return undefined;
  return doc.candidate('ORGANIZATION', i, end, ORG_SCORES.labelValue.score);
}
