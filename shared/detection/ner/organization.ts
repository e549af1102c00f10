/**
 * Organizations from their shape, not from a brand list: a legal suffix after capitalized words
 * ("Acme Corp.", "Banco Santander, S.A."), an institution head before them ("Universidad de
 * Salamanca", "Hospital Universitario La Paz", "Bank of America") or an institution word after
 * them ("Stanford University"). Spans include the legal suffix.
 */
import { BUSINESS_HEADS, NOT_NAME, ORG_CONNECTORS, ORG_HEADS, ORG_SUFFIXES, ORG_TAILS, PERSON_CONTEXT, ROLE_HEADS, WEAK_ORG_TAILS } from './cues.js';
import { type Candidate, type Doc, CAP, PUNCT, UPPER, SEP_SPACE, SEP_NEWLINE, wordFilter } from './doc.js';
import { F_PLACE } from './lexicon.js';
import { AT_SIGN, DIGIT_0, DIGIT_9, EM_DASH, EN_DASH, HYPHEN, LOWER_A, LOWER_Z, OPEN_PAREN, PIPE, SLASH } from './chars.js';

const COMMA = 44;
const DOT = 46;
const AMP = 38;
/** Suffixes that are also short words ("as", "co", "ab"): only in capitals or with a comma. */
const WEAK_SUFFIXES = new Set(['as', 'ab', 'ag', 'sa', 'sl', 'co', 'oy', 'kk', 'lp', 'nv', 'bv', 'spa', 'ug', 'kg']);

/** Suffixes written as abbreviations with a period, which then belongs to the name. */
const DOTTED_ABBREVIATIONS = new Set(['inc', 'corp', 'co', 'ltd', 'bros', 'cia', 'hnos']);

export function findOrganizations(doc: Doc, out: Candidate[]): void {
  const domains = domainLabels(doc);
  for (let i = 0; i < doc.count; i++) {
    if (doc.claimed[i] || !doc.isWord(i)) continue;
    let c: Candidate | undefined;
    if (doc.isChar(i + 1, COLON)) {
      const k = doc.key(i);
      if (ORG_LABELS.has(k) || (k === 'name' && ORG_LABELS.has(doc.key(i - 1)))) c = labelValue(doc, i + 2);
    }
    if (!c && !doc.capitalized(i)) continue;
    const k = doc.key(i);
    if (c) {
      // found by its label
    } else if ((ORG_HEADS.has(k) || (doc.lang === 'es' && BUSINESS_HEADS.has(k))) && doc.shape(i) === CAP) c = fromHead(doc, i);
    if (!c) c = fromNameRun(doc, i);
    if (!c) c = afterRole(doc, i);
    if (!c && domains) c = fromDomain(doc, i, domains);
    if (!c) c = headingName(doc, i);
    if (c) {
      out.push(c);
      doc.claim(c);
      i = c.last;
    } else if (doc.capitalized(i + 6)) {
      // A run longer than any name window with no suffix anywhere (a heading, a flood of
      // capitalized words): later starts inside it would scan the same words again.
      const end = nameRunEnd(doc, i, 12);
      if (end - i >= 12) i = end - 6;
    }
  }
}

/** Legal suffix at i: returns its last token index (incl. dots of "S.A."), or -1. */
function suffixAt(doc: Doc, i: number, afterComma: boolean): number {
  if (!doc.isWord(i)) return -1;
  // Dotted initials: "S.A.", "S.L.U.", "N.V.", "S.p.A."
  if (doc.len(i) === 1 && doc.isChar(i + 1, DOT) && doc.adjacent(i + 1) && doc.isWord(i + 2) && doc.adjacent(i + 2)) {
    let letters = doc.key(i);
    let e = i + 1;
    while (doc.isWord(e + 1) && doc.adjacent(e + 1) && (doc.len(e + 1) <= 1 || doc.key(e + 1) === 'coop') && letters.length < 4) {
      letters += doc.key(e + 1);
      e++;
      if (doc.isChar(e + 1, DOT) && doc.adjacent(e + 1)) e++;
      else break;
    }
    return ORG_SUFFIXES.has(letters) && letters.length >= 2 ? e : -1;
  }
  const k = doc.key(i);
  if (!ORG_SUFFIXES.has(k)) return -1;
  // "Company: Initech": a form label, not a suffix.
  if (doc.isChar(i + 1, COLON) && doc.adjacent(i + 1)) return -1;
  // "NV-7857", "SA2": part of a code, not a suffix.
  if (doc.adjacent(i + 1) && !doc.isChar(i + 1, DOT) && !doc.isChar(i + 1, COMMA) && doc.kind(i + 1) !== PUNCT) return -1;
  if (doc.adjacent(i + 1) && (doc.isChar(i + 1, HYPHEN) || doc.isChar(i + 1, SLASH))) return -1;
  if (WEAK_SUFFIXES.has(k) && !(doc.shape(i) === UPPER || afterComma || k === 'co')) return -1;
  if (doc.shape(i) !== CAP && doc.shape(i) !== UPPER && !(k === 'plc' || k === 'gmbh')) return -1;
  // Abbreviations keep their period: "Corp.", "Inc.", "Co.".
  if (doc.isChar(i + 1, DOT) && doc.adjacent(i + 1) && DOTTED_ABBREVIATIONS.has(k)) return i + 1;
  return i;
}

/** Words of a name: capitalized words, numbers like "3M", "&" and connectors between them. */
function nameRunEnd(doc: Doc, i: number, max: number): number {
  let e = i;
  for (let n = 0; n < max; n++) {
    const j = e + 1;
    // "Saint Brigid's Hospital", "St John's College": a possessive before an institution word.
    if (doc.isChar(j, APOS) && doc.adjacent(j) && doc.isWord(j + 1) && doc.key(j + 1) === 's' && doc.adjacent(j + 1) && doc.spaced(j + 2) && doc.shape(j + 2) === CAP && ORG_TAILS.has(doc.key(j + 2))) {
      e = j + 2;
      continue;
    }
    if (!doc.spaced(j)) break;
    if (doc.capitalized(j) || doc.isNum(j)) {
      // The legal suffix is not part of the name run ("Grupo Moya S.L.U.").
      if (doc.capitalized(j) && suffixAt(doc, j, false) >= 0) break;
      e = j;
      continue;
    }
    // "&", "and", "de", and a spaced dash ("Berge - Klocko, LLC").
    const dash = (doc.isChar(j, HYPHEN) || doc.isChar(j, EN_DASH)) && doc.spaced(j + 1);
    // A spaced dash joins two names ("Berge - Klocko") but not a subtitle ("Acme Group - Employee
    // Form", "Banco Sabadell - Solicitud de préstamo"): the name after it must end there.
    if (dash && (ORG_TAILS.has(doc.key(e)) || ORG_HEADS.has(doc.key(e)) || doc.isWord(j + 2) && doc.spaced(j + 2))) break;
    const connector = (doc.isChar(j, AMP) || dash || (doc.lower(j) && ORG_CONNECTORS.has(doc.key(j)))) && doc.spaced(j + 1);
    // A second institution after "y"/"and" is a second organization, and so is any name after
    // one that already ended in an institution word ("Bluefin Airlines and Ostrava Systems").
    if (connector && ORG_HEADS.has(doc.key(j + 1))) break;
    if (connector && (ORG_TAILS.has(doc.key(e)) || WEAK_ORG_TAILS.has(doc.key(e))) && doc.lower(j) && AND_WORDS.has(doc.key(j))) break;
    if (connector && (doc.capitalized(j + 1) || (doc.lower(j + 1) && ORG_CONNECTORS.has(doc.key(j + 1)) && doc.capitalized(j + 2)))) {
      e = doc.capitalized(j + 1) ? j + 1 : j + 2;
      continue;
    }
    break;
  }
  return e;
}

/** "Kilback, Wuckert and Fadel, LLC": earlier partners listed with commas before "X and Y". */
function partnersBefore(doc: Doc, start: number, runEnd: number): number {
  let joined = false;
  for (let w = start; w <= runEnd; w++) if (doc.isChar(w, AMP) || (doc.lower(w) && doc.key(w) === 'and')) joined = true;
  if (!joined) return start;
  let s = start;
  for (let n = 0; n < 3; n++) {
    const p = s - 2;
    if (!(doc.isChar(s - 1, COMMA) && doc.adjacent(s - 1) && doc.spaced(s) && doc.capitalized(p) && doc.sep(p) <= 1)) break;
    if (doc.commonWord(p) || NOT_NAME.has(doc.key(p)) || doc.claimed[p]) break;
    s = p;
  }
  return s;
}

/** "Kris LLC, Inc.": a second legal suffix after a comma belongs to the name too. */
function doubleSuffix(doc: Doc, e: number): number {
  if (doc.isChar(e + 1, COMMA) && doc.spaced(e + 2)) {
    const e2 = suffixAt(doc, e + 2, true);
    if (e2 >= 0) return e2;
  }
  return e;
}

/**
 * "Ana Ruiz de Grupo Moya S.L.": a person's name joined to the company by "de"/"of"/"at" is no
 * part of it; the company starts after the last such connector.
 */
function afterPersonPrefix(doc: Doc, i: number, end: number): number {
  if (!doc.firstName(i) || ORG_HEADS.has(doc.key(i))) return i;
  let start = i;
  for (let w = i + 1; w < end; w++) {
    if (doc.lower(w) && (doc.key(w) === 'de' || doc.key(w) === 'of' || doc.key(w) === 'at' || doc.key(w) === 'from') && doc.capitalized(w + 1)) start = w + 1;
  }
  return start;
}

/** A run of capitalized words that ends in a legal suffix or an institution word. */
function fromNameRun(doc: Doc, i: number): Candidate | undefined {
  // Leading words that only introduce the name ("The", "Dear") are not part of it.
  if (NOT_NAME.has(doc.key(i)) || PERSON_CONTEXT.has(doc.key(i))) return undefined;
  // A capitalized everyday word at sentence start ("Results Group") is weak evidence without a suffix.
  const weakStart = doc.commonWord(i) && doc.sentenceStart(i) && !doc.firstName(i) && !doc.surname(i);
  const runEnd = nameRunEnd(doc, i, 6);
  // Suffix right after the run, maybe after a comma: "Acme, Inc.", "Banco Santander, S.A."
  let s = runEnd + 1;
  let comma = false;
  if (doc.isChar(s, COMMA) && doc.adjacent(s) && doc.spaced(s + 1)) {
    s++;
    comma = true;
  }
  if (s > runEnd + 1 || doc.spaced(s)) {
    const e = suffixAt(doc, s, comma);
    if (e >= 0) return doc.candidate('ORGANIZATION', partnersBefore(doc, afterPersonPrefix(doc, i, runEnd), runEnd), doubleSuffix(doc, e), 0.85);
  }
  // Institution word at the end: "Stanford University", "Acme Technologies".
  if (!weakStart && runEnd > i && doc.shape(runEnd) === CAP && ORG_TAILS.has(doc.key(runEnd))) {
    return doc.candidate('ORGANIZATION', i, runEnd, 0.7);
  }
  // Weaker business words ("Northwind Health", "Halvorsen Logistics") need a name before them
  // that is no everyday word ("Platform Engineering" is a team).
  if (!weakStart && runEnd > i && doc.shape(runEnd) === CAP && WEAK_ORG_TAILS.has(doc.key(runEnd))) {
    let named = false;
    for (let w = i; w < runEnd; w++) if (doc.capitalized(w) && !doc.commonWord(w) && !ORG_CONNECTORS.has(doc.key(w)) && !NOT_NAME.has(doc.key(w))) named = true;
    if (named) return doc.candidate('ORGANIZATION', i, runEnd, 0.7);
    // Mid-sentence, capitalized everyday words before a business word still name a company
    // ("mentioned Basalt Robotics is hiring", "call Harbor Dental"), unless a determiner or a
    // team word says it is a unit ("the Platform Engineering team").
    const midSentence = !doc.sentenceStart(i) && doc.sep(i) === SEP_SPACE;
    const determiner = doc.isWord(i - 1) && doc.lower(i - 1) && UNIT_DETERMINERS.has(doc.key(i - 1));
    const unitAfter = doc.isWord(runEnd + 1) && doc.lower(runEnd + 1) && UNIT_NOUNS.has(doc.key(runEnd + 1));
    // And one word rarer than the most frequent ones ("Basalt", not "Data Analytics").
    let rare = false;
    for (let w = i; w < runEnd; w++) if (doc.capitalized(w) && !doc.topCommon(w)) rare = true;
    if (midSentence && rare && !determiner && !unitAfter) return doc.candidate('ORGANIZATION', i, runEnd, 0.6);
  }
  return undefined;
}

/** "Universidad de Salamanca", "Hospital Universitario La Paz", "Ministerio de Sanidad". */
function fromHead(doc: Doc, i: number): Candidate | undefined {
  const runEnd = nameRunEnd(doc, i, 7);
  if (runEnd === i) return undefined;
  // At least one capitalized word that is not another connector-like head word.
  let named = false;
  for (let w = i + 1; w <= runEnd; w++) if (doc.capitalized(w) && !ORG_CONNECTORS.has(doc.key(w))) named = true;
  if (!named) return undefined;
  let end = runEnd;
  let s = runEnd + 1;
  let comma = false;
  if (doc.isChar(s, COMMA) && doc.spaced(s + 1)) {
    s++;
    comma = true;
  }
  if (doc.sep(s) === SEP_SPACE) {
    const e = suffixAt(doc, s, comma);
    if (e >= 0) end = doubleSuffix(doc, e);
  }
  // Generic units ("Departamento de Compras") are often a team, not an organization.
  let everyday = true;
  for (let w = i + 1; w <= runEnd; w++) if (doc.capitalized(w) && !doc.commonWord(w)) everyday = false;
  // A title-case heading line ("Clinic Visit Summary") is no organization.
  const heading = everyday && doc.sep(i) >= 2 && (end + 1 >= doc.count || doc.sep(end + 1) >= 2);
  const score = end > runEnd ? 0.85 : (GENERIC_HEADS.has(doc.key(i)) && everyday) || heading ? 0.45 : 0.8;
  return doc.candidate('ORGANIZATION', i, end, score);
}

/** "Entidad: BBVA", "Employer: Initech": the rest of the line names an organization. */
function labelValue(doc: Doc, i: number): Candidate | undefined {
  if (doc.sep(i) !== SEP_SPACE || !doc.capitalized(i)) return undefined;
  const head = ORG_HEADS.has(doc.key(i)) && doc.shape(i) === CAP ? fromHead(doc, i) : undefined;
  if (head) return { ...head, score: Math.max(head.score, 0.85) };
  // "Bank: Padberg, Bernier and Larson, Inc.": a partner list is one value.
  let runEnd = nameRunEnd(doc, i, 6);
  let e2 = runEnd;
  for (let n = 0; n < 4 && doc.isChar(e2 + 1, COMMA) && doc.spaced(e2 + 2) && doc.capitalized(e2 + 2) && suffixAt(doc, e2 + 2, true) < 0; n++) {
    e2 = nameRunEnd(doc, e2 + 2, 6);
  }
  if (e2 > runEnd) {
    let joined = false;
    for (let w = runEnd; w <= e2; w++) if (doc.isChar(w, AMP) || (doc.lower(w) && AND_WORDS.has(doc.key(w)))) joined = true;
    if (joined) runEnd = e2;
  }
  let end = runEnd;
  let s = runEnd + 1;
  if (doc.isChar(s, COMMA) && doc.spaced(s + 1)) s++;
  if (doc.sep(s) === SEP_SPACE) {
    const e = suffixAt(doc, s, s > runEnd + 1);
    if (e >= 0) end = doubleSuffix(doc, e);
  }
  // The value must be the whole line (a sentence after the label is not a name).
  if (doc.sep(end + 1) < 2 && end + 1 < doc.count && !doc.isChar(end + 1, COMMA) && !doc.isChar(end + 1, OPEN_PAREN)) return undefined;
  return doc.candidate('ORGANIZATION', i, end, 0.8);
}

/** Form labels whose value is an organization. */
const ORG_LABELS = new Set(['entidad', 'empresa', 'company', 'employer', 'banco', 'bank', 'organizacion', 'organization', 'aseguradora', 'insurer', 'proveedor', 'vendor', 'supplier', 'compania', 'razon', 'emisor', 'issuer', 'facility', 'practice', 'business', 'centro', 'clinica', 'hospital']);
const COLON = 58;
const APOS = 39;
const AND_WORDS = new Set(['and', 'y', 'e']);
/** Determiners before a unit name ("the Platform Engineering team", "el equipo"). */
const UNIT_DETERMINERS = new Set(['the', 'our', 'your', 'their', 'my', 'el', 'la', 'los', 'las', 'nuestro', 'nuestra']);
/** Words after a name that make it a team or a department, not a company. */
const UNIT_NOUNS = new Set(['team', 'teams', 'department', 'dept', 'group', 'division', 'squad', 'unit', 'org', 'equipo', 'departamento', 'area', 'guild', 'chapter']);
const F_ROLE_HEADS = wordFilter(ROLE_HEADS);

const GENERIC_HEADS = new Set(['departamento', 'department', 'servicio', 'service', 'centro', 'center', 'centre', 'grupo', 'consejo', 'comision', 'oficina', 'sistemas', 'ingenieria', 'soluciones', 'servicios']);

/** Mail providers and generic host labels: their names in a text are no employer. */
const IGNORED_LABELS = new Set(['gmail', 'googlemail', 'hotmail', 'outlook', 'live', 'msn', 'yahoo', 'icloud', 'me', 'mac', 'aol', 'proton', 'protonmail', 'gmx', 'mail', 'email', 'correo', 'example', 'yandex', 'zoho', 'fastmail', 'telefonica', 'movistar', 'www', 'localhost', 'github', 'google', 'docs', 'drive', 'wiki', 'app', 'api', 'portal']);

/**
 * Second-level labels of the e-mail and www addresses in the text, letters only ("rachel@brightwater-
 * analytics.com" → "brightwateranalytics"), or undefined when there are none.
 */
function domainLabels(doc: Doc): DomainIndex | undefined {
  const text = doc.text;
  let labels: Set<string> | undefined;
  const heads = new Set<number>();
  for (const marker of ['@', '://', 'www.']) {
    for (let at = text.indexOf(marker); at >= 0; at = text.indexOf(marker, at + 1)) {
      // Host characters after the marker: letters, digits, "-" and ".".
      const from = at + marker.length;
      let e = from;
      while (e < text.length && e - from < 100) {
        const c = text.charCodeAt(e) | 0x20;
        if ((c >= LOWER_A && c <= LOWER_Z) || (c >= DIGIT_0 && c <= DIGIT_9) || c === HYPHEN || c === DOT) e++;
        else break;
      }
      if (e - from < 4) continue;
      const parts = text.slice(from, e).toLowerCase().split('.');
      parts.pop(); // the TLD
      for (const part of parts) {
        const label = part.includes('-') ? part.replace(/-/g, '') : part;
        if (label.length >= 3 && !IGNORED_LABELS.has(label)) {
          (labels ??= new Set()).add(label);
          heads.add(head3(label, 0));
        }
      }
    }
  }
  return labels ? { labels, heads } : undefined;
}

interface DomainIndex {
  labels: Set<string>;
  /** First three letters of every label, packed (a cheap test before any string is built). */
  heads: Set<number>;
}

function head3(s: string, at: number): number {
  return (s.charCodeAt(at) << 16) | (s.charCodeAt(at + 1) << 8) | s.charCodeAt(at + 2);
}

/**
 * "Fibranet Telecomunicaciones" beside "soporte@fibranet.es", "Unicaja" beside "www.unicaja.es":
 * capitalized words that spell a domain of the same text name its owner. A person's name is not
 * taken (personal domains), nor any word of an address itself.
 */
function fromDomain(doc: Doc, i: number, index: DomainIndex): Candidate | undefined {
  const domains = index.labels;
  if (!doc.capitalized(i) || doc.len(i) < 3 || doc.isChar(i - 1, AT_SIGN) || doc.isChar(i - 1, DOT) && doc.adjacent(i)) return undefined;
  // Cheap test first: the word's first three letters must start some label.
  const start = doc.start(i);
  const t3 = ((doc.text.charCodeAt(start) | 0x20) << 16) | ((doc.text.charCodeAt(start + 1) | 0x20) << 8) | (doc.text.charCodeAt(start + 2) | 0x20);
  if (!index.heads.has(t3)) return undefined;
  if (NOT_NAME.has(doc.key(i))) return undefined;
  // A given name may start a firm's name only when partners are joined ("Casper - Hyatt").
  let joinedNames = false;
  // Words joined with and without their connectors: "Waters, Smitham and Hoppe" → both
  // "waterssmithamhoppe" and "waterssmithamandhoppe".
  let joined = '';
  let joinedAll = '';
  for (let e = i; e < i + 8 && e < doc.count; e++) {
    if (e > i && doc.sep(e) > SEP_SPACE) break;
    if (!doc.isWord(e)) {
      if (doc.isChar(e, COMMA) || doc.isChar(e, HYPHEN) || doc.isChar(e, AMP)) {
        joinedNames = true;
        continue;
      }
      break;
    }
    if (doc.lower(e) && (doc.key(e) === 'and' || doc.key(e) === 'y')) {
      joinedNames = true;
      joinedAll += doc.key(e);
      continue;
    }
    if (!doc.capitalized(e)) break;
    joined += doc.key(e);
    joinedAll += doc.key(e);
    if (!domains.has(joined) && !domains.has(joinedAll)) continue;
    if (doc.firstName(i) && !(joinedNames && e > i)) return undefined;
    // Part of the address itself ("Acme.com", "acme@...").
    const n = e + 1;
    if (doc.adjacent(n) && (doc.isChar(n, DOT) || doc.isChar(n, AT_SIGN)) && doc.isWord(n + 1) && doc.adjacent(n + 1)) return undefined;
    let end = e;
    // The domain often spells only the first partners: "Borer, Bode and Haley" at borerbode.com.
    if (joinedNames) {
      for (let n = 0; n < 3; n++) {
        const j = end + 1;
        const link = doc.isChar(j, COMMA) || doc.isChar(j, AMP) || (doc.lower(j) && AND_WORDS.has(doc.key(j)));
        if (!link || doc.sep(j + 1) !== SEP_SPACE || !doc.capitalized(j + 1) || doc.commonWord(j + 1)) break;
        end = j + 1;
      }
    }
    const t = end + 1;
    if (doc.spaced(t) && doc.shape(t) === CAP && (ORG_TAILS.has(doc.key(t)) || WEAK_ORG_TAILS.has(doc.key(t)))) end = t;
    const sfx = doc.spaced(end + 1) ? suffixAt(doc, end + 1, false) : -1;
    if (sfx >= 0) end = doubleSuffix(doc, sfx);
    return doc.candidate('ORGANIZATION', i, end, 0.75);
  }
  return undefined;
}

/**
 * "CaixaBank - Solicitud de préstamo", "Unicaja – Alerta": a line that opens with one word no
 * list knows, then a spaced dash or bar and a capitalized title, is a sender's heading.
 */
function headingName(doc: Doc, i: number): Candidate | undefined {
  if (!(i === 0 || doc.sep(i) >= SEP_NEWLINE) || !doc.capitalized(i) || doc.len(i) < 3) return undefined;
  const d = i + 1;
  if (!doc.spaced(d) || !(doc.isChar(d, HYPHEN) || doc.isChar(d, EN_DASH) || doc.isChar(d, EM_DASH) || doc.isChar(d, PIPE))) return undefined;
  if (!doc.spaced(d + 1) || !doc.capitalized(d + 1)) return undefined;
  if (doc.knownWord(i) || doc.firstName(i) || doc.surname(i) || (doc.flags(i) & F_PLACE) !== 0 || NOT_NAME.has(doc.key(i))) return undefined;
  return doc.candidate('ORGANIZATION', i, i, 0.6);
}

/**
 * Signature lines: "Account Manager, Brightwater Analytics", "Paralegal | Treutel - Crist",
 * "Senior Engineer at Kessler Labs". After a role word and a comma, bar or "at", the rest of the
 * line, when it is a short run of capitalized words, names the employer.
 */
function afterRole(doc: Doc, i: number): Candidate | undefined {
  if (!doc.capitalized(i) || !doc.spaced(i)) return undefined;
  const p = i - 1;
  const sepOk = doc.isChar(p, COMMA) || doc.isChar(p, PIPE) || (doc.isWord(p) && doc.len(p) === 2 && doc.lower(p) && doc.key(p) === 'at');
  if (!sepOk) return undefined;
  const r = doc.isWord(p) ? p - 1 : p - 1;
  if (!doc.capitalized(r) || !doc.keyIn(r, F_ROLE_HEADS)) return undefined;
  // The role starts its line ("Customer Success Lead, …").
  let l = r;
  while (l > 0 && doc.sep(l) < SEP_NEWLINE && r - l < 5 && doc.isWord(l - 1)) l--;
  if (!(l === 0 || doc.sep(l) >= SEP_NEWLINE)) return undefined;
  // The value runs to the end of its line: capitalized words, connectors, commas, dashes, "&".
  let e = i;
  let words = 0;
  for (let j = i; j < doc.count && j < i + 10; j++) {
    if (j > i && doc.sep(j) >= SEP_NEWLINE) break;
    if (doc.isWord(j) && (doc.capitalized(j) || (doc.lower(j) && ORG_CONNECTORS.has(doc.key(j))))) {
      if (doc.capitalized(j)) words++;
      e = j;
      continue;
    }
    if (doc.isChar(j, COMMA) || doc.isChar(j, HYPHEN) || doc.isChar(j, AMP) || doc.isChar(j, DOT)) continue;
    return undefined;
  }
  let named = false;
  for (let w = i; w <= e; w++) if (doc.capitalized(w) && !doc.commonWord(w) && !NOT_NAME.has(doc.key(w))) named = true;
  if (!named || words === 0 || !(e + 1 >= doc.count || doc.sep(e + 1) >= SEP_NEWLINE || (doc.isChar(e + 1, DOT) && doc.sep(e + 2) >= SEP_NEWLINE))) return undefined;
  if (!doc.isWord(e) || doc.lower(e)) return undefined;
  if (doc.isChar(e + 1, DOT) && doc.adjacent(e + 1) && DOTTED_ABBREVIATIONS.has(doc.key(e))) e++;
  return doc.candidate('ORGANIZATION', i, e, 0.75);
}
