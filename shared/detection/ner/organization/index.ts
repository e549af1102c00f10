/**
 * ORGANIZATION: names from their shape, not from a brand list: a legal suffix after capitalized
 * words ("Acme Corp.", "Banco Santander, S.A."), an institution head before them ("Universidad
 * de Salamanca", "Hospital Universitario La Paz", "Bank of America") or an institution word after
 * them ("Stanford University"), an organization label ("Empresa: …"), a domain of the same text,
 * a sender's heading, a signature line's employer. Spans include the legal suffix.
 *
 * Files: cue-words.ts (word sets) · suffix.ts (legal suffixes) · name-run.ts (the name's words)
 * · shapes.ts (suffix, tail, head, label) · domain.ts · signature.ts (heading, after a role) ·
 * score-table.ts (every score, with why and an example).
 */
import { BUSINESS_HEADS, ORG_HEADS } from '../cues.js';
import { type Candidate, type Doc, CAP, SEP_NEWLINE, UPPER, wordFilter } from '../doc.js';
import { COLON } from '../chars.js';
import { ACRONYM_HEADS, ACRONYM_HEADS_EN, ORG_LABELS } from './cue-words.js';
import { domainLabels, fromDomain } from './domain.js';
import { nameRunEnd } from './name-run.js';
import { MAX_NAME_WORDS, fromHead, fromNameRun, labelValue } from './shapes.js';
import { afterRole, headingName } from './signature.js';
import { airlineBeforeCode, airlineCode } from './flight.js';
import { senderLine } from './letterhead.js';
import { noticeHeading } from './notice-heading.js';

const F_ORG_HEADS = wordFilter(ORG_HEADS);
const F_ORG_LABELS = wordFilter(ORG_LABELS);
const F_BUSINESS_HEADS = wordFilter(BUSINESS_HEADS);
const F_ACRONYM_HEADS = wordFilter(ACRONYM_HEADS);
const F_ACRONYM_HEADS_EN = wordFilter(ACRONYM_HEADS_EN);

/** A run this long with no suffix is a heading or a flood of capitalized words. */
const LONG_RUN = 12;

/** The shortest "-ería" shop noun: "Joyería", "Heladería" (not "Feria", "Seria"). */
const MIN_SHOP_NOUN = 7;

/**
 * orgs9 (round 9, blind b14): a Spanish shop is named after its trade, and a trade's shop ends in
 * "-ería" ("Bicicletería Sierras Chicas", "Heladería La Fresa", "Marisquería O Grove");
 * BUSINESS_HEADS lists the everyday ones, and a rarer one no list knows is a shop too ("Batería",
 * "Materia", "Bacteria" are everyday words).
 */
function shopNoun(doc: Doc, i: number): boolean {
  if (doc.len(i) < MIN_SHOP_NOUN) return false;
  const k = doc.key(i);
  // A trader's compound no list knows: "Agroexportadora San Jerónimo", "Frutiimportadora Cali"
  // (not every "-dora": "Coordinadora de Logística" is a job).
  if (!(k.endsWith('eria') || (doc.len(i) >= MIN_TRADER_NOUN && TRADER_ENDINGS.some((t) => k.endsWith(t))))) return false;
  // Not a name: "Valeria", "Rentería".
  return !doc.commonWord(i) && !doc.topCommon(i) && !doc.firstName(i) && !doc.surname(i);
}
/** The shortest trader compound: "Agroexportadora" (BUSINESS_HEADS has the plain "Exportadora"). */
const MIN_TRADER_NOUN = 12;
/** Trades whose company name is compounded with a produce ("Agro-", "Fruti-", "Avi-"). */
const TRADER_ENDINGS = ['exportadora', 'importadora', 'procesadora', 'envasadora', 'distribuidora', 'comercializadora'];

export function findOrganizations(doc: Doc, out: Candidate[]): void {
  const domains = domainLabels(doc);
  for (let i = 0; i < doc.count; i++) {
    if (doc.claimed[i] || !doc.isWord(i)) continue;
    let c: Candidate | undefined;
    if (doc.isChar(i + 1, COLON)) {
      if (doc.keyIn(i, F_ORG_LABELS) || (doc.key(i) === 'name' && doc.keyIn(i - 1, F_ORG_LABELS))) c = labelValue(doc, i + 2);
    }
    if (!c && !doc.capitalized(i)) continue;
    // "Aer Lingus EI 105 … 11:20 →": the airline before a flight number, asked at the rare
    // two-letter code in capitals (flight.ts); the code itself goes on to the other shapes.
    if (!c && airlineCode(doc, i)) {
      const airline = airlineBeforeCode(doc, i);
      if (airline) {
        out.push(airline);
        doc.claim(airline);
      }
    }
    if (c) {
      // found by its label
    } else if (doc.shape(i) === CAP && (doc.keyIn(i, F_ORG_HEADS) || (doc.lang === 'es' && (doc.keyIn(i, F_BUSINESS_HEADS) || shopNoun(doc, i))))) c = fromHead(doc, i);
    else if (doc.shape(i) === UPPER && doc.keyIn(i, doc.lang === 'es' ? F_ACRONYM_HEADS : F_ACRONYM_HEADS_EN)) c = fromHead(doc, i);
    // orgs8: a heading line in capitals that opens with a head: "MUNICIPALIDAD DISTRITAL DE
    // MIRAFLORES", "ASOCIACIÓN VECINAL BARRIO DEL PILAR" (HEAD_RULES still drop everyday headings).
    else if (doc.shape(i) === UPPER && doc.sep(i) >= SEP_NEWLINE && doc.shape(i + 1) === UPPER && doc.keyIn(i, F_ORG_HEADS)) c = fromHead(doc, i);
    if (!c) c = fromNameRun(doc, i);
    if (!c) c = afterRole(doc, i);
    if (!c && domains) c = fromDomain(doc, i, domains);
    if (!c) c = headingName(doc, i);
    // "FedEx Delivery Exception": the first line's sender before a notice word (notice-heading.ts).
    if (!c && i === 0) c = noticeHeading(doc, i);
    // A letterhead's first line, a mailing's "The Greenleaf team" (letterhead.ts, asked at line starts).
    if (!c) c = senderLine(doc, i);
    if (c) {
      out.push(c);
      doc.claim(c);
      i = c.last;
    } else if (doc.capitalized(i + MAX_NAME_WORDS)) {
      // A run longer than any name window with no suffix anywhere (a heading, a flood of
      // capitalized words): later starts inside it would scan the same words again.
      const end = nameRunEnd(doc, i, LONG_RUN);
      if (end - i >= LONG_RUN) i = end - MAX_NAME_WORDS;
    }
  }
}
