/**
 * The employer of a CV line led by its period (orgs7es, round 7, blind b10/b11): "2020 – actual:
 * Bancard, backend en Java", "2022-05 – hoy · Cabify, backend (Go, Kafka)", "2016–2020: Consorcio
 * Redes del Oriente, ingeniero de campo". The line opens with a year (after an optional bullet),
 * the period holds only numbers, dashes, slashes and words for "now" ("hoy", "actual"), a
 * separator (":", "·", "|" or a spaced dash) ends it, and one to four capitalized words follow,
 * closed by a comma, a bracket or the line's end. A given name first (a person's name), a lone
 * place, a job title ("2019–2021: Ingeniera de datos, Glovo") or one everyday word is no employer.
 *
 * Asked only at line starts whose first token (or the one after a bullet) is a four-digit number.
 */
import { NOT_NAME, ORG_CONNECTORS, ROLE_HEADS } from './cues.js';
import { type Candidate, type Doc, SEP_NEWLINE, SEP_SPACE } from './doc.js';
import { F_PLACE } from './lexicon.js';
import { CLOSE_PAREN, COLON, COMMA, EM_DASH, EN_DASH, HYPHEN, OPEN_PAREN, PIPE, SLASH } from './chars.js';

/** The score of an employer after a CV line's period (as org-layout.ts scores a CV segment). */
export const PERIOD_LED_EMPLOYER_SCORE = 0.7;

/** Words for "until now" that end a CV period: "2020 – actual", "2022 – hoy", "2019 – present". */
const NOW_WORDS = new Set(['hoy', 'actual', 'actualidad', 'presente', 'present', 'now', 'current', 'date', 'la', 'fecha']);

/** Job nouns that open a title rather than an employer: "2019–2021: Ingeniera de datos, Glovo". */
const TITLE_WORDS = new Set([
  ...ROLE_HEADS,
  'ingeniero', 'ingeniera', 'analista', 'programador', 'programadora', 'disenador', 'disenadora', 'jefe', 'jefa',
  'director', 'directora', 'gerente', 'responsable', 'consultor', 'consultora', 'tecnico', 'tecnica', 'auxiliar',
  'becario', 'becaria', 'asistente', 'coordinador', 'coordinadora', 'desarrollador', 'desarrolladora', 'profesor',
  'profesora', 'encargado', 'encargada', 'supervisor', 'supervisora', 'practicas', 'freelance', 'autonomo', 'autonoma',
]);

/** A bullet before the period: "• 2019 – 2021: …", "- 2019: …". */
const BULLET = 0x2022;
const MIDDLE_DOT = 0xb7;
/** The period has at most this many tokens ("2018-02 – 2022-04" is seven). */
const MAX_PERIOD_TOKENS = 9;
/** The employer has at most this many capitalized words. */
const MAX_EMPLOYER_WORDS = 4;

function separator(doc: Doc, i: number): boolean {
  if (doc.isChar(i, COLON) || doc.isChar(i, MIDDLE_DOT) || doc.isChar(i, PIPE)) return true;
  return (doc.isChar(i, EN_DASH) || doc.isChar(i, EM_DASH) || doc.isChar(i, HYPHEN)) && doc.sep(i) === SEP_SPACE;
}

/** The token after a CV period that opens at `a` (a four-digit year), or -1. */
function afterPeriod(doc: Doc, a: number): number {
  for (let t = a + 1; t < doc.count && t <= a + MAX_PERIOD_TOKENS; t++) {
    if (doc.sep(t) >= SEP_NEWLINE) return -1;
    if (doc.isNum(t) || doc.isChar(t, SLASH) || (doc.isWord(t) && NOW_WORDS.has(doc.key(t)))) continue;
    if (doc.isChar(t, HYPHEN) || doc.isChar(t, EN_DASH) || doc.isChar(t, EM_DASH)) {
      // A spaced dash right before a capitalized word ends the period: "2019 – Glovo, …".
      if (doc.sep(t) === SEP_SPACE && doc.sep(t + 1) === SEP_SPACE && doc.capitalized(t + 1)) return t + 1;
      continue;
    }
    return separator(doc, t) && doc.sep(t + 1) === SEP_SPACE ? t + 1 : -1;
  }
  return -1;
}

export function findPeriodLedEmployers(doc: Doc, out: Candidate[]): void {
  if (doc.lang !== 'es') return;
  for (const la of doc.lineStarts()) {
    const a = doc.isChar(la, BULLET) || doc.isChar(la, HYPHEN) || doc.isChar(la, EN_DASH) ? la + 1 : la;
    if (!doc.isNum(a) || doc.len(a) !== 4) continue;
    const s = afterPeriod(doc, a);
    if (s < 0 || doc.claimed[s] || !doc.capitalized(s)) continue;
    // The employer's words: capitalized words and connectors between them.
    let e = s;
    let words = 1;
    while (words < MAX_EMPLOYER_WORDS && doc.sep(e + 1) === SEP_SPACE) {
      if (doc.capitalized(e + 1)) {
        e++;
        words++;
      } else if (doc.lower(e + 1) && ORG_CONNECTORS.has(doc.key(e + 1)) && doc.sep(e + 2) === SEP_SPACE && doc.capitalized(e + 2)) {
        e += 2;
        words++;
      } else break;
    }
    const n = e + 1;
    const closes = n >= doc.count || doc.sep(n) >= SEP_NEWLINE || doc.isChar(n, COMMA) || (doc.isChar(n, OPEN_PAREN) && doc.sep(n) === SEP_SPACE) || doc.isChar(n, CLOSE_PAREN);
    if (!closes || doc.anyClaimed(s, e) || !employerWords(doc, s, e)) continue;
    const c = doc.candidate('ORGANIZATION', s, e, PERIOD_LED_EMPLOYER_SCORE);
    out.push(c);
    doc.claim(c);
  }
}

/** [s, e] can name an employer: no given name first, no title, not a lone place or everyday word. */
function employerWords(doc: Doc, s: number, e: number): boolean {
  if (doc.firstName(s) || NOT_NAME.has(doc.key(s))) return false;
  for (let w = s; w <= e; w++) if (doc.capitalized(w) && TITLE_WORDS.has(doc.key(w))) return false;
  if (s === e) return (doc.flags(s) & F_PLACE) === 0 && !doc.commonWord(s) && !doc.topCommon(s);
  let rare = false;
  for (let w = s; w <= e; w++) if (doc.capitalized(w) && !doc.commonWord(w) && !doc.topCommon(w)) rare = true;
  return rare;
}
