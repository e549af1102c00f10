/**
 * Organizations placed by the layout of the text rather than by the words around them:
 *
 *  - signature and address blocks: the line under a person's name or job title, above the
 *    address or phone ("Office Manager⏎Hartwell & Price⏎22 Bedford Row…");
 *  - CV lines: "Product Designer, Shopify, Ottawa (2021–present)", "- Atlassian (Sydney) —
 *    Senior Engineer", "Clínica Mompía — Auxiliar de enfermería": beside a job title, the other
 *    segment names the employer;
 *  - a bracket after a person's name: "Jonas Eriksen (Vantage Telecom)";
 *  - form labels whose value is a company: "Insurance: Aetna, member ID…".
 *
 * Runs after the shape rules of organization.ts (a legal suffix or an institution word already
 * made a candidate; a weak one found there is raised here) and before the person rules.
 */
import { NOT_NAME, ORG_CONNECTORS, ROLE_HEADS, STREET_PREFIXES, TITLES } from './cues.js';
import { type Candidate, type Doc, CAP as CAP_SHAPE, SEP_NEWLINE, SEP_SPACE, UPPER, wordFilter } from './doc.js';
import { F_PLACE, F_PLACE_START, PLACE_CITY, PLACE_COUNTRY } from './lexicon.js';
import { findOrganizationRepeats } from './org-repeats.js';
import { wholePlace } from './organization/name-run.js';
import { findListedBesideOrganizations } from './org-context.js';
import { findPeriodLedEmployers } from './org-cv-periods.js';
import { AMPERSAND, APOSTROPHE, ASTERISK, AT_SIGN, BULLET, CLOSE_PAREN, COLON, COMMA, DOT, EM_DASH, EN_DASH, HASH, HYPHEN, OPEN_PAREN, PIPE, PLUS } from './chars.js';

const SCORES = {
  /** The line under a name or a job title in a signature or address block: "Hartwell & Price". */
  blockLine: 0.7,
  /** The segment beside a job title in a CV line: "Product Designer, Shopify, Ottawa". */
  cvSegment: 0.7,
  /** A bracket after a person's name: "Jonas Eriksen (Vantage Telecom)". */
  afterName: 0.65,
  /** The value of a company label: "Insurance: Aetna". */
  labelValue: 0.75,
  /** Two surnames joined by "&": "Ernst & Young", "Johnson & Johnson", "Harlow & Finch". */
  partners: 0.7,
  /** A bracket after an IBAN: "GB33 BUKB 2020 1555 5555 55 (Barclays)". */
  bankAfterIban: 0.75,
} as const;

/**
 * Job nouns beyond the role heads of cues.ts, as they end a job title in CVs and signatures
 * ("Forklift Operator", "Registered Nurse", "Encargado de almacén", "Auxiliar de enfermería").
 */
const JOB_NOUNS = new Set([
  ...ROLE_HEADS,
  'operator', 'technician', 'teacher', 'intern', 'cashier', 'driver', 'clerk', 'scientist', 'researcher', 'writer',
  'programmer', 'therapist', 'pharmacist', 'dentist', 'surgeon', 'electrician', 'mechanic', 'chef', 'cook',
  'receptionist', 'administration', 'procurement', 'founder', 'partner', 'principal', 'hygienist',
  'ingeniero', 'ingeniera', 'enfermero', 'enfermera', 'analista', 'programador', 'programadora', 'disenador',
  'disenadora', 'jefe', 'jefa', 'director', 'directora', 'gerente', 'responsable', 'abogado', 'abogada', 'contable',
  'consultor', 'consultora', 'tecnico', 'tecnica', 'administrativo', 'administrativa', 'becario', 'becaria',
  'auxiliar', 'encargado', 'encargada', 'carretillero', 'carretillera', 'dependiente', 'dependienta', 'profesor',
  'profesora', 'camarero', 'camarera', 'cocinero', 'cocinera', 'conductor', 'conductora', 'medico', 'medica',
  'recepcionista', 'administracion', 'atencion', 'compras', 'preventa', 'fundador', 'fundadora', 'socio', 'socia',
  'coordinador', 'coordinadora', 'gestor', 'gestora', 'auditor', 'auditora', 'lead', 'shift',
  // Claims and insurance staff in signatures ("Claims Adjuster⏎State Farm", "Tramitadora de siniestros⏎Mapfre").
  'adjuster', 'underwriter', 'broker', 'paralegal', 'recruiter', 'tramitador', 'tramitadora', 'agente', 'perito', 'perita',
  // Volunteering and assistant roles in CV lines ("Volunteer, Habitat for Humanity (summer 2014)", "Asistente de marca, Mahou").
  'volunteer', 'voluntario', 'voluntaria', 'tutor', 'tutora', 'asistente',
  // orgs8 (round 8, blind b12): the Latin American accountant in a signature ("Contador | Agroindustrial Cibao").
  'contador', 'contadora',
  // orgs9 (round 9, blind b14): developers, as CVs name them ("• Avantica — Desarrollador web (2018 – 2020)").
  'desarrollador', 'desarrolladora', 'developer',
]);
const F_JOB_NOUNS = wordFilter(JOB_NOUNS);
/** NOT_NAME with a length and first-letter pre-test: most capitalized words that open a line are none. */
const F_NOT_NAME = wordFilter(NOT_NAME);
/** ORG_CONNECTORS as a cue set (one bit test): asked of the lower-case words of every line's run. */
const F_ORG_CONNECTORS = wordFilter(ORG_CONNECTORS);
const F_TITLES = wordFilter(TITLES);

/** Labels whose value names a company (beside organization.ts's own "Company:", "Bank:"). */
const COMPANY_LABELS = new Set(['insurance', 'insurer', 'pharmacy', 'carrier', 'courier', 'lender', 'seguro', 'mutua', 'farmacia', 'transportista',
  // Form fields of HR and payment records: "Employer: Walmart", "Bank: Barclays", "Entidad: Abanca".
  'employer', 'empleador', 'bank', 'banco', 'entidad',
  // A claim's clinic and a parcel's shipper (round 5): "Clinic: Raffles Medical, 585 North Bridge Road", "Shipper: Kazuri Beads, Karen, Nairobi".
  'clinic', 'shipper']);

const F_COMPANY_LABELS = wordFilter(COMPANY_LABELS);

/** Departments and team words that fill brackets and block lines but name no organization. */
const UNIT_WORDS = new Set([
  'hr', 'it', 'qa', 'legal', 'finance', 'sales', 'marketing', 'procurement', 'payroll', 'accounting', 'engineering',
  'support', 'operations', 'compras', 'ventas', 'finanzas', 'juridico', 'juridica', 'contabilidad', 'soporte',
  'chair', 'minutes', 'secretary', 'host', 'guest', 'remote', 'online', 'presidente', 'presidenta', 'secretaria',
  // Credentials after a name ("Robert Kline, MD").
  'md', 'dds', 'dmd', 'rn', 'np', 'pa', 'phd', 'mba', 'dvm', 'lpn', 'cpa', 'esq', 'jr', 'sr', 'ii', 'iii',
  // orgs6 (round 6): the dotted Spanish "RR. HH." (human resources) in a bracket after a name:
  // "Dudas: Mari Carmen (RR. HH.), ext. 2210".
  'rr', 'hh',
  // orgs7es (round 7): a role abbreviation and a unit in a bracket after a name: "Pilar Sotomayor
  // (Dir. de Operaciones)".
  'dir', 'operaciones',
  // A directorate in a bracket after a name is the person's unit: "Mireia Puig (Dirección de Personas)".
  'direccion',
]);
const F_UNIT_WORDS = wordFilter(UNIT_WORDS);

/** A person's name shape: a given name and at most two more capitalized words ("Rachel Abernathy"). */
function personShaped(doc: Doc, a: number, e: number): boolean {
  // "Saint Alphonsus", "San Rafael": named after a saint, an institution in a CV line.
  if (SAINTS.has(doc.key(a))) return false;
  return doc.firstName(a) && e > a && e - a <= 2 && doc.capitalized(e);
}
const SAINTS = new Set(['saint', 'st', 'san', 'santa', 'santo', 'sant']);

/**
 * A heading rather than a name: one everyday word ("Experience", "EXPERIENCIA") or everyday words
 * in capitals ("RESUMEN EJECUTIVO").
 */
function everydayWord(doc: Doc, a: number, e: number): boolean {
  let everyday = true;
  let caps = true;
  for (let w = a; w <= e; w++) {
    if (!doc.isWord(w) || ORG_CONNECTORS.has(doc.key(w))) continue;
    if (!(doc.commonWord(w) || doc.topCommon(w))) everyday = false;
    if (doc.shape(w) !== UPPER) caps = false;
  }
  return everyday && (a === e || caps);
}

interface Line {
  a: number;
  b: number;
}

/** The lines, from the Doc's line starts: each runs to the token before the next start. */
function lines(doc: Doc): Line[] {
  const starts = doc.lineStarts();
  const out: Line[] = [];
  for (let k = 0; k < starts.length; k++) out.push({ a: starts[k]!, b: (k + 1 < starts.length ? starts[k + 1]! : doc.count) - 1 });
  return out;
}

/** The first token after a bullet ("-", "•", "*") at the start of a line. */
function afterBullet(doc: Doc, a: number, b: number): number {
  return a < b && (doc.isChar(a, HYPHEN) || doc.isChar(a, BULLET) || doc.isChar(a, ASTERISK)) ? a + 1 : a;
}

function isDash(doc: Doc, i: number): boolean {
  return doc.isChar(i, HYPHEN) || doc.isChar(i, EN_DASH) || doc.isChar(i, EM_DASH) || doc.isChar(i, PIPE);
}

/** orgs9: a country's name at token i ("India"; not "Huesca" after "Jefe de turno, Carrefour,"). */
function countryAt(doc: Doc, i: number): boolean {
  return doc.lex.place(doc.key(i))?.kind === PLACE_COUNTRY;
}

/** A known place word (or the first word of one). */
function place(doc: Doc, i: number): boolean {
  return (doc.flags(i) & (F_PLACE | F_PLACE_START)) !== 0;
}

/**
 * End of the name-shaped run at i: capitalized words, "&", connectors between them, dotted
 * abbreviations ("St. Luke's") and possessives; max 6 words. -1 when i starts none.
 */
function orgRun(doc: Doc, i: number, last: number): number {
  if (!doc.capitalized(i) || doc.keyIn(i, F_NOT_NAME)) return -1;
  let e = i;
  let words = 1;
  for (let j = i + 1; j <= last && words < 6; ) {
    if (doc.isChar(j, DOT) && doc.adjacent(j) && doc.len(e) <= 3 && doc.capitalized(e)) {
      e = j; // "St."
      j++;
      continue;
    }
    if (doc.isChar(j, APOSTROPHE) && doc.adjacent(j) && doc.isWord(j + 1) && doc.key(j + 1) === 's' && doc.adjacent(j + 1)) {
      e = j + 1; // "Luke's"
      j += 2;
      continue;
    }
    if (doc.sep(j) !== SEP_SPACE) break;
    if (doc.capitalized(j)) {
      e = j;
      words++;
      j++;
      continue;
    }
    const connector = doc.isChar(j, AMPERSAND) || (doc.lower(j) && doc.inSet(j, F_ORG_CONNECTORS));
    if (connector && j + 1 <= last && doc.sep(j + 1) === SEP_SPACE && doc.capitalized(j + 1)) {
      e = j + 1;
      words++;
      j += 2;
      continue;
    }
    break;
  }
  return e;
}

/**
 * The run [a, e] can be an organization here: no unit word, no job title, not only place words
 * (unless `placesOk`: the layout already says where the place is).
 */
function orgLike(doc: Doc, a: number, e: number, placesOk = false): boolean {
  let words = 0;
  let places = 0;
  for (let w = a; w <= e; w++) {
    if (!doc.isWord(w) || !doc.capitalized(w)) continue;
    if (doc.keyIn(w, F_UNIT_WORDS) || doc.keyIn(w, F_JOB_NOUNS) || doc.keyIn(w, F_NOT_NAME) || doc.keyIn(w, F_TITLES)) return false;
    words++;
    if (place(doc, w)) places++;
  }
  return words > 0 && (placesOk || places < words);
}

/**
 * Earlier ORGANIZATION candidates by every token they cover, so a layout rule finds one in O(1).
 * Built on the first `put`: most texts have no layout organization, and until a `put` nothing
 * else adds to `out`, so the index built then is the one built at the start.
 */
class OrgIndex {
  private byToken: Map<number, Candidate> | undefined;

  constructor(private readonly out: readonly Candidate[]) {}

  private tokens(): Map<number, Candidate> {
    if (this.byToken === undefined) {
      const m = new Map<number, Candidate>();
      for (const c of this.out) if (c.entity === 'ORGANIZATION') for (let t = c.first; t <= c.last; t++) m.set(t, c);
      this.byToken = m;
    }
    return this.byToken;
  }

  get(t: number): Candidate | undefined {
    return this.tokens().get(t);
  }

  set(t: number, c: Candidate): void {
    this.tokens().set(t, c);
  }
}

/**
 * Adds a candidate; or raises an earlier one on the same tokens, or widens one found inside the
 * line ("Ridge Hospitality" in "Summit Ridge Hospitality").
 */
function put(doc: Doc, out: Candidate[], orgs: OrgIndex, a: number, e: number, score: number): void {
  let inner: Candidate | undefined;
  for (let t = a; t <= e; t++) {
    if (!doc.claimed[t]) continue;
    const o = orgs.get(t);
    // Taken by something else, or by a company reaching outside the run: leave it.
    if (!o || o.first < a || o.last > e || (inner && inner !== o)) return;
    inner = o;
  }
  if (inner) {
    inner.first = a;
    inner.last = e;
    inner.start = doc.start(a);
    inner.end = doc.end(e);
    if (inner.score < score) inner.score = score;
    doc.claim(inner);
    for (let t = a; t <= e; t++) orgs.set(t, inner);
    return;
  }
  const c = doc.candidate('ORGANIZATION', a, e, score);
  out.push(c);
  for (let t = a; t <= e; t++) orgs.set(t, c);
  doc.claim(c);
}

// --- signature and address blocks --------------------------------------------------------------

/** A person's name line: an optional title, a given name and one or two more capitalized words. */
function nameLine(doc: Doc, { a, b }: Line): boolean {
  let i = a;
  if (doc.isWord(i) && TITLES.has(doc.key(i))) i += doc.isChar(i + 1, DOT) ? 2 : 1;
  if (!doc.capitalized(i) || !doc.firstName(i)) return false;
  let e = i;
  while (e + 1 <= b && doc.capitalized(e + 1) && doc.sep(e + 1) === SEP_SPACE && e - i < 3) e++;
  if (e === i) return false;
  // Then the end of the line, credentials ("Amelia Stone, DDS") or a role ("Raquel Abad | Lead").
  return e === b || doc.isChar(e + 1, COMMA) || doc.isChar(e + 1, PIPE);
}

/** A job title line: a job noun among its first six words, no digits. */
function roleLine(doc: Doc, { a, b }: Line): boolean {
  if (b - a > 8) return false;
  let role = false;
  for (let i = a; i <= b; i++) {
    if (doc.isNum(i)) return false;
    if (doc.keyIn(i, F_JOB_NOUNS)) role = true;
  }
  return role;
}

/** A line that starts an address or a contact line: a number, a street type, a phone or mail label. */
function contactLine(doc: Doc, { a, b }: Line, addressStarts: ReadonlySet<number>): boolean {
  // A house number starts an address; "1." or "2)" starts a numbered list.
  if (doc.isNum(a) && !((doc.isChar(a + 1, DOT) || doc.isChar(a + 1, CLOSE_PAREN)) && doc.adjacent(a + 1))) return true;
  if (addressStarts.has(a)) return true;
  // A phone number: "+1 303 555 0144", "(614) 555-0148".
  if ((doc.isChar(a, PLUS) || doc.isChar(a, OPEN_PAREN)) && doc.isNum(a + 1) && doc.adjacent(a + 1)) return true;
  const k = doc.isWord(a) ? doc.key(a) : '';
  if (STREET_PREFIXES.has(k) || CONTACT_LABELS.has(k)) return true;
  for (let i = a; i <= b; i++) if (doc.isChar(i, AT_SIGN)) return true;
  return false;
}
const CONTACT_LABELS = new Set(['tel', 'phone', 'office', 'mobile', 'cell', 'fax', 'email', 'e', 't', 'm', 'w', 'www', 'movil', 'telefono', 'consulta', 'flat', 'suite', 'unit', 'poligono', 'apartado', 'po']);

function blockLines(doc: Doc, ls: Line[], out: Candidate[], orgs: OrgIndex): void {
  const addressStarts = new Set<number>();
  for (const c of out) if (c.entity === 'ADDRESS') addressStarts.add(c.first);
  for (let n = 1; n < ls.length; n++) {
    const line = ls[n]!;
    const prev = ls[n - 1]!;
    const a = afterBullet(doc, line.a, line.b);
    const e = orgRun(doc, a, line.b);
    if (e !== line.b || e - a > 8) continue;
    // The line is not itself a name or a title.
    if (nameLine(doc, line) || roleLine(doc, line) || !orgLike(doc, a, e) || everydayWord(doc, a, e)) continue;
    const afterRole = roleLine(doc, prev) || (nameLine(doc, prev) && prev.b > prev.a + 2 && doc.isChar(findSep(doc, prev), PIPE));
    const belowName = nameLine(doc, prev) || afterRole;
    if (!belowName) continue;
    const next = ls[n + 1];
    // Above an address, a phone or an e-mail line: the block's company line.
    const aboveContact = next !== undefined && contactLine(doc, next, addressStarts);
    // Under a title and closing the block, with a word no list calls everyday ("Tidewater
    // Software"); not a heading before a list ("Weekly Review⏎1. Roadmap").
    const closesBlock = next === undefined || doc.sep(next.a) > SEP_NEWLINE;
    if (!(aboveContact || (afterRole && closesBlock && rareWord(doc, a, e)))) continue;
    put(doc, out, orgs, a, e, SCORES.blockLine);
  }
}

/** Some capitalized word of [a, e] is no everyday word ("Tidewater", not "Weekly Review"). */
function rareWord(doc: Doc, a: number, e: number): boolean {
  for (let w = a; w <= e; w++) if (doc.capitalized(w) && !doc.commonWord(w) && !doc.topCommon(w)) return true;
  return false;
}

/** The first comma or bar of a line (after a name: credentials or a role). */
function findSep(doc: Doc, { a, b }: Line): number {
  for (let i = a; i <= b; i++) if (doc.isChar(i, COMMA) || doc.isChar(i, PIPE)) return i;
  return -1;
}

// --- CV lines -------------------------------------------------------------------------------

/**
 * A job title ends right before token i (within its last four words on the line): "Product
 * Designer, …", not "Physician: Robert Kline, MD" (a name) nor "(Procurement), Ben" (a note).
 */
function titleBefore(doc: Doc, i: number, lineStart: number): boolean {
  let title = false;
  for (let w = i - 1; w >= lineStart && w >= i - 4; w--) {
    if (doc.isChar(w, COMMA) || doc.isChar(w, OPEN_PAREN) || doc.isChar(w, CLOSE_PAREN) || doc.isChar(w, COLON)) break;
    if (doc.capitalized(w) && doc.firstName(w) && !doc.keyIn(w, F_JOB_NOUNS)) return false;
    // Titles in CVs are capitalized ("Product Designer,"); "our manager, Sam" is running text.
    if (doc.capitalized(w) && doc.keyIn(w, F_JOB_NOUNS)) title = true;
  }
  return title;
}

/** A job title starts at token i (after a dash: "— Senior Engineer, 2020 to 2024"). */
function titleAfter(doc: Doc, i: number, last: number): boolean {
  for (let w = i; w <= last && w < i + 4; w++) {
    if (doc.isChar(w, COMMA)) return false;
    if (doc.keyIn(w, F_JOB_NOUNS)) return true;
  }
  return false;
}

function cvLines(doc: Doc, ls: Line[], out: Candidate[], orgs: OrgIndex): void {
  // The punctuation tokens, walked alongside the lines (both in text order): the title-then-
  // employer rule below acts only at a comma or a dash.
  const puncts = doc.allPunctuationTokens();
  let pk = 0;
  // Both title rules need a job noun (titleAfter, titleBefore): one bit test for the whole text.
  const jobs = doc.holdsWordIn(F_JOB_NOUNS);
  for (const { a: la, b: lb } of ls) {
    const a = afterBullet(doc, la, lb);
    // "Atlassian (Sydney) — Senior Engineer", "Clínica Mompía — Auxiliar de enfermería".
    const e = orgRun(doc, a, lb);
    if (e >= 0 && e < lb) {
      let d = e + 1;
      if (doc.isChar(d, OPEN_PAREN)) {
        while (d <= lb && !doc.isChar(d, CLOSE_PAREN)) d++;
        d++;
      }
      // The layout (a dash, then a job title) first: it rules out most lines before the run's words are read.
      const segment = jobs && d < lb && isDash(doc, d) && doc.sep(d) === SEP_SPACE && titleAfter(doc, d + 1, lb);
      if (segment && orgLike(doc, a, e) && !personShaped(doc, a, e) && !everydayWord(doc, a, e)) {
        put(doc, out, orgs, a, e, SCORES.cvSegment);
        continue;
      }
      // orgs9 (round 9, blind b14): "Zestline Payments, Senior Engineer, 2021 – present",
      // "Infosys, Systems Engineer, 2017 – 2021": the employer, a comma, a job title and the years.
      const titled = jobs && doc.isChar(e + 1, COMMA) && doc.adjacent(e + 1) && doc.sep(e + 2) === SEP_SPACE && titleAfter(doc, e + 2, lb) && yearOnLine(doc, e + 2, lb);
      if (titled && orgLike(doc, a, e) && !personShaped(doc, a, e) && !(a === e && doc.firstName(a)) && !everydayWord(doc, a, e) && !doc.keyIn(e, F_JOB_NOUNS)) {
        put(doc, out, orgs, a, e, SCORES.cvSegment);
        continue;
      }
    }
    // "Spotify, Stockholm · 2020–2024", "Cabify, Madrid (2018–2020)": a CV line of employer,
    // city and years, with no job title on it (the title sits on the line above).
    if (e >= 0 && e < lb && employerCityYears(doc, a, e, lb)) {
      put(doc, out, orgs, a, e, SCORES.cvSegment);
      continue;
    }
    // "Product Designer, Shopify, Ottawa (2021–present)", "Encargado de almacén, Mercadona, Valencia".
    if (!jobs) continue;
    while (pk < puncts.length && puncts[pk]! <= la) pk++;
    for (let k = pk; k < puncts.length && puncts[k]! < lb; k++) {
      const c = puncts[k]!;
      // "Nurse Practitioner — Kaiser Permanente, Oakland (2018–present)": a dash works like the comma.
      if (!(doc.isChar(c, COMMA) || (isDash(doc, c) && doc.sep(c) === SEP_SPACE)) || !titleBefore(doc, c, la)) continue;
      const s = c + 1;
      if (doc.sep(s) !== SEP_SPACE) continue;
      const f = orgRun(doc, s, lb);
      if (f < 0) continue;
      const after = f + 1;
      const closes = f === lb || doc.isChar(after, COMMA) || doc.isChar(after, OPEN_PAREN) || isDash(doc, after);
      // "Analyst, London": a place after the title is where, not who, unless a place follows it
      // ("Jefe de turno, Carrefour, Huesca").
      const placeAfter = doc.isChar(after, COMMA) && doc.capitalized(after + 1) && place(doc, after + 1);
      // A person-shaped name is the employer too when a city and years follow ("Kaiser Permanente, Oakland (2018–present)").
      if (!closes || !orgLike(doc, s, f, placeAfter) || (personShaped(doc, s, f) && !(placeAfter && yearOnLine(doc, f, lb)))) continue;
      // One given name or everyday word ("Sam", "Platform") is no employer unless a place follows.
      if (s === f && (doc.firstName(s) || everydayWord(doc, s, f)) && !placeAfter) continue;
      // orgs9: "Senior Backend Engineer | Bengaluru, India": a place before its country is where the person is.
      if (placeAfter && wholePlace(doc, s, f) && countryAt(doc, after + 1)) continue;
      put(doc, out, orgs, s, f, SCORES.cvSegment);
      break;
    }
  }
}

/** A four-digit year after token `from` on the line ending at `lb`. */
function yearOnLine(doc: Doc, from: number, lb: number): boolean {
  for (let t = from + 1; t <= lb; t++) if (doc.isNum(t) && doc.len(t) === 4) return true;
  return false;
}

/**
 * [a, e] opens a line "Name, City · 2020–2024": a comma, a known place, and a four-digit year
 * later on the line. The name is no person ("Lucía Ferrer, Madrid") and not only place words
 * ("Madrid, Spain · 2020").
 */
function employerCityYears(doc: Doc, a: number, e: number, lb: number): boolean {
  const c = e + 1;
  if (!doc.isChar(c, COMMA) || doc.sep(c + 1) !== SEP_SPACE || !doc.capitalized(c + 1) || !place(doc, c + 1)) return false;
  // The place ends the segment: "Madrid ·", "New York (", not "Cruz Roja (" (a charity).
  let p = c + 1;
  for (let w = c + 2, phrase = doc.key(c + 1); w <= c + 3 && doc.sep(w) === SEP_SPACE && doc.capitalized(w); w++) {
    phrase += ' ' + doc.key(w);
    if (doc.lex.place(phrase)) p = w;
  }
  if (doc.capitalized(p + 1) && doc.sep(p + 1) === SEP_SPACE) return false;
  let year = false;
  for (let t = c + 2; t <= lb; t++) if (doc.isNum(t) && doc.len(t) === 4) year = true;
  return year && orgLike(doc, a, e) && !personShaped(doc, a, e) && !(a === e && doc.firstName(a)) && !everydayWord(doc, a, e);
}

// --- brackets after a name, company labels ----------------------------------------------------

function afterNames(doc: Doc, openParens: readonly number[], out: Candidate[], orgs: OrgIndex): void {
  for (const p of openParens) {
    if (p < 2 || doc.sep(p) !== SEP_SPACE) continue;
    // "Jonas Eriksen (", "Inés Carvalho (": a given name and a capitalized word before.
    if (!(doc.capitalized(p - 1) && doc.capitalized(p - 2) && doc.firstName(p - 2) && doc.sep(p - 1) === SEP_SPACE)) continue;
    const a = p + 1;
    if (!doc.adjacent(a)) continue;
    const e = orgRun(doc, a, doc.count - 1);
    if (e < 0 || !doc.isChar(e + 1, CLOSE_PAREN) || !orgLike(doc, a, e)) continue;
    // One everyday word ("(Chair)", "(Remote)") or a lone place ("(Madrid)") is no company.
    let strong = e > a;
    for (let w = a; w <= e; w++) if (doc.capitalized(w) && !doc.commonWord(w) && !doc.topCommon(w) && !place(doc, w)) strong = true;
    if (!strong || (a === e && (place(doc, a) || doc.firstName(a)))) continue;
    put(doc, out, orgs, a, e, SCORES.afterName);
  }
}

/** The end of an IBAN right before a bracket: country letters, check digits, 10-30 more characters. */
const IBAN_BEFORE = /[A-Z]{2}\d{2}(?: ?[A-Z0-9]){10,30} ?$/;

/**
 * The bank in brackets after an IBAN: "to IBAN GB33BUKB20201555555555 (Barclays) by Friday",
 * "DE89 3704 0044 0532 0130 00 (Commerzbank, Fráncfort)". A lone place ("(Madrid)"), a given
 * name or a person's full name (the account holder: "(Niamh O'Sullivan)") is no bank.
 */
function bankAfterIban(doc: Doc, openParens: readonly number[], out: Candidate[], orgs: OrgIndex): void {
  for (const p of openParens) {
    if (p < 1 || doc.sep(p) !== SEP_SPACE || !doc.isNum(p - 1)) continue;
    const from = Math.max(0, doc.start(p) - 45);
    if (!IBAN_BEFORE.test(doc.text.slice(from, doc.start(p)).replace(/\s+$/, ''))) continue;
    const a = p + 1;
    if (!doc.adjacent(a) || !doc.capitalized(a)) continue;
    const e = orgRun(doc, a, doc.count - 1);
    if (e < 0 || !(doc.isChar(e + 1, CLOSE_PAREN) || doc.isChar(e + 1, COMMA)) || !orgLike(doc, a, e)) continue;
    if (a === e && (place(doc, a) || doc.firstName(a))) continue;
    // The account holder in brackets is a person (round 5): "to IE29AIBK93115212345678 (Niamh O'Sullivan)".
    if (personShaped(doc, a, e)) continue;
    put(doc, out, orgs, a, e, SCORES.bankAfterIban);
  }
}

function companyLabels(doc: Doc, colons: readonly number[], out: Candidate[], orgs: OrgIndex): void {
  // The colon first (the layout's list), where the label's key would be a string per word.
  for (const colon of colons) {
    const i = colon - 1;
    if (i < 0 || !doc.adjacent(colon) || !doc.keyIn(i, F_COMPANY_LABELS)) continue;
    // The label opens a line, a field after a comma, or a sentence ("License A84921. Pharmacy: …").
    if (!(i === 0 || doc.sep(i) >= SEP_NEWLINE || doc.isChar(i - 1, COMMA) || (doc.isChar(i - 1, DOT) && doc.sep(i) === SEP_SPACE))) continue;
    const a = i + 2;
    if (doc.sep(a) !== SEP_SPACE) continue;
    const e = orgRun(doc, a, doc.count - 1);
    if (e < 0) continue;
    const after = e + 1;
    // "Pharmacy: Walgreens #4412": a store number may follow the name.
    const storeNumber = doc.isChar(after, HASH) && doc.isNum(after + 1) && doc.adjacent(after + 1);
    if (!(after >= doc.count || doc.sep(after) >= SEP_NEWLINE || doc.isChar(after, COMMA) || doc.isChar(after, OPEN_PAREN) || storeNumber)) continue;
    if (!orgLike(doc, a, e) || doc.firstName(a) || everydayWord(doc, a, e)) continue;
    put(doc, out, orgs, a, e, SCORES.labelValue);
  }
}

// --- partners joined by "&" ----------------------------------------------------------------------

/** Words before "X & Y" that make it a product or a household name: "my Black & Decker", "the Ben & Jerry's". */
const PRODUCT_DETERMINERS = new Set(['the', 'a', 'an', 'my', 'our', 'your', 'his', 'her', 'their', 'el', 'la', 'los', 'las', 'un', 'una', 'mi', 'mis', 'tu', 'su', 'sus']);

/** A word that can be one partner's surname in a firm's name: capitalized, not a title, unit or job. */
function partnerWord(doc: Doc, i: number): boolean {
  if (!doc.isWord(i) || doc.shape(i) !== CAP_SHAPE || doc.len(i) < 2 || doc.claimed[i]) return false;
  const k = doc.key(i);
  return !TITLES.has(k) && !NOT_NAME.has(k) && !UNIT_WORDS.has(k) && !doc.keyIn(i, F_JOB_NOUNS);
}

/** A well-known place: a country, a region or a city of 100,000 or more ("Dallas & Houston"), not a village named Young. */
function knownPlace(doc: Doc, i: number): boolean {
  const p = doc.lex.place(doc.key(i));
  return p !== undefined && (p.kind !== PLACE_CITY || p.population >= 100_000);
}

/**
 * Two single capitalized words joined by a spaced "&" name a firm after its partners ("Senior
 * Buyer, Johnson & Johnson", "Daniel from Ernst & Young"), unless both are everyday words ("Terms
 * & Conditions", "Bed & Breakfast"), both are given names ("Tom & Jerry", "Ben & Jerry's"), an
 * article or possessive comes before ("my Black & Decker"), or more capitalized words follow
 * ("Farrow & Ball Hague Blue", a product; longer names are the shape rules' job).
 */
function ampersandPartners(doc: Doc, out: Candidate[], orgs: OrgIndex): void {
  // An "&" token needs an "&" in the text: most texts have none, and one search rules them out.
  if (!doc.text.includes('&')) return;
  for (const j of doc.punctuationTokens(AMPERSAND)) {
    if (j < 1 || j + 1 >= doc.count || doc.sep(j) !== SEP_SPACE || doc.sep(j + 1) !== SEP_SPACE) continue;
    const a = j - 1;
    const b = j + 1;
    if (!partnerWord(doc, a) || !partnerWord(doc, b)) continue;
    if (doc.capitalized(a - 1) && doc.sep(a) === SEP_SPACE) continue;
    if (doc.capitalized(b + 1) && doc.sep(b + 1) === SEP_SPACE) continue;
    if (doc.isChar(b + 1, APOSTROPHE) && doc.adjacent(b + 1)) continue; // "Ben & Jerry's"
    if (doc.isWord(a - 1) && doc.sep(a) === SEP_SPACE && PRODUCT_DETERMINERS.has(doc.key(a - 1))) continue;
    const everyday = (w: number) => doc.commonWord(w) || doc.topCommon(w);
    if (everyday(a) && everyday(b)) continue;
    // Two given names are two people or a brand ("Tom & Jerry"); one surname twice is a firm ("Johnson & Johnson").
    if (doc.firstName(a) && doc.firstName(b) && doc.key(a) !== doc.key(b)) continue;
    if (knownPlace(doc, a) || knownPlace(doc, b)) continue;
    put(doc, out, orgs, a, b, SCORES.partners);
  }
}

export function findOrganizationsByLayout(doc: Doc, out: Candidate[]): void {
  const ls = lines(doc);
  // afterNames, bankAfterIban and companyLabels start only at a "(" or a ":" (Doc.punctuationTokens).
  const openParens = doc.punctuationTokens(OPEN_PAREN);
  const colons = doc.punctuationTokens(COLON);
  const orgs = new OrgIndex(out);
  blockLines(doc, ls, out, orgs);
  cvLines(doc, ls, out, orgs);
  // "2020 – actual: Bancard, backend en Java": the employer after a CV line's period (org-cv-periods.ts).
  findPeriodLedEmployers(doc, out);
  afterNames(doc, openParens, out, orgs);
  companyLabels(doc, colons, out, orgs);
  ampersandPartners(doc, out, orgs);
  bankAfterIban(doc, openParens, out, orgs);
  // "Ernst & Young and KPMG": names listed beside the companies the layout found.
  findListedBesideOrganizations(doc, out);
  // "Kim Lau (Accenture) … - Accenture to send the SOW": later mentions of a name found above.
  findOrganizationRepeats(doc, out);
}
