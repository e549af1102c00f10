/**
 * Organizations from their shape, not from a brand list: a legal suffix after capitalized words
 * ("Acme Corp.", "Banco Santander, S.A."), an institution head before them ("Universidad de
 * Salamanca", "Hospital Universitario La Paz", "Bank of America") or an institution word after
 * them ("Stanford University"). Spans include the legal suffix.
 */
import { NOT_NAME, ORG_CONNECTORS, ORG_HEADS, ORG_SUFFIXES, ORG_TAILS, PERSON_CONTEXT } from './cues.js';
import { type Candidate, type Doc, CAP, UPPER, SEP_SPACE } from './doc.js';

const COMMA = 44;
const DOT = 46;
const AMP = 38;
/** Suffixes that are also short words ("as", "co", "ab"): only in capitals or with a comma. */
const WEAK_SUFFIXES = new Set(['as', 'ab', 'ag', 'sa', 'sl', 'co', 'oy', 'kk', 'lp', 'nv', 'bv', 'spa', 'ug', 'kg']);

/** Suffixes written as abbreviations with a period, which then belongs to the name. */
const DOTTED_ABBREVIATIONS = new Set(['inc', 'corp', 'co', 'ltd', 'bros', 'cia', 'hnos']);

export function findOrganizations(doc: Doc, out: Candidate[]): void {
  for (let i = 0; i < doc.count; i++) {
    if (doc.claimed[i] || !doc.capitalized(i)) continue;
    const k = doc.key(i);
    let c: Candidate | undefined;
    if (doc.isChar(i + 1, COLON) && ORG_LABELS.has(k)) c = labelValue(doc, i + 2);
    else if (ORG_HEADS.has(k) && doc.shape(i) === CAP) c = fromHead(doc, i);
    if (!c) c = fromNameRun(doc, i);
    if (c) {
      out.push(c);
      doc.claim(c);
      i = c.last;
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
  // "NV-7857", "SA2": part of a code, not a suffix.
  if (doc.adjacent(i + 1) && !doc.isChar(i + 1, DOT) && !doc.isChar(i + 1, COMMA) && doc.kind(i + 1) !== 3) return -1;
  if (doc.adjacent(i + 1) && (doc.isChar(i + 1, 45) || doc.isChar(i + 1, 47))) return -1;
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
    if (!doc.spaced(j)) break;
    if (doc.capitalized(j) || doc.isNum(j)) {
      // The legal suffix is not part of the name run ("Grupo Moya S.L.U.").
      if (doc.capitalized(j) && suffixAt(doc, j, false) >= 0) break;
      e = j;
      continue;
    }
    const connector = (doc.isChar(j, AMP) || (doc.lower(j) && ORG_CONNECTORS.has(doc.key(j)))) && doc.spaced(j + 1);
    // A second institution after "y"/"and" is a second organization.
    if (connector && ORG_HEADS.has(doc.key(j + 1))) break;
    if (connector && (doc.capitalized(j + 1) || (doc.lower(j + 1) && ORG_CONNECTORS.has(doc.key(j + 1)) && doc.capitalized(j + 2)))) {
      e = doc.capitalized(j + 1) ? j + 1 : j + 2;
      continue;
    }
    break;
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
    if (e >= 0) return doc.candidate('ORGANIZATION', afterPersonPrefix(doc, i, runEnd), e, 0.85);
  }
  // Institution word at the end: "Stanford University", "Acme Technologies".
  if (!weakStart && runEnd > i && doc.shape(runEnd) === CAP && ORG_TAILS.has(doc.key(runEnd))) {
    return doc.candidate('ORGANIZATION', i, runEnd, 0.7);
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
    if (e >= 0) end = e;
  }
  // Generic units ("Departamento de Compras") are often a team, not an organization.
  let everyday = true;
  for (let w = i + 1; w <= runEnd; w++) if (doc.capitalized(w) && !doc.commonWord(w)) everyday = false;
  const score = end > runEnd ? 0.85 : GENERIC_HEADS.has(doc.key(i)) && everyday ? 0.45 : 0.8;
  return doc.candidate('ORGANIZATION', i, end, score);
}

/** "Entidad: BBVA", "Employer: Initech": the rest of the line names an organization. */
function labelValue(doc: Doc, i: number): Candidate | undefined {
  if (doc.sep(i) !== SEP_SPACE || !doc.capitalized(i)) return undefined;
  const head = ORG_HEADS.has(doc.key(i)) && doc.shape(i) === CAP ? fromHead(doc, i) : undefined;
  if (head) return { ...head, score: Math.max(head.score, 0.85) };
  const runEnd = nameRunEnd(doc, i, 6);
  let end = runEnd;
  let s = runEnd + 1;
  if (doc.isChar(s, COMMA) && doc.spaced(s + 1)) s++;
  if (doc.sep(s) === SEP_SPACE) {
    const e = suffixAt(doc, s, s > runEnd + 1);
    if (e >= 0) end = e;
  }
  // The value must be the whole line (a sentence after the label is not a name).
  if (doc.sep(end + 1) < 2 && end + 1 < doc.count && !doc.isChar(end + 1, COMMA) && !doc.isChar(end + 1, 40)) return undefined;
  return doc.candidate('ORGANIZATION', i, end, 0.8);
}

/** Form labels whose value is an organization. */
const ORG_LABELS = new Set(['entidad', 'empresa', 'company', 'employer', 'banco', 'bank', 'organizacion', 'organization', 'aseguradora', 'insurer', 'proveedor', 'vendor', 'supplier', 'compania', 'razon', 'emisor', 'issuer']);
const COLON = 58;

const GENERIC_HEADS = new Set(['departamento', 'department', 'servicio', 'service', 'centro', 'center', 'centre', 'grupo', 'consejo', 'comision', 'oficina']);
