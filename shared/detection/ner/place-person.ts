/**
 * A one-word place that is also a given name, in a role only a person plays: it names the
 * person. "Austin said the build is green", "Paris will join the call", "Jordan, can you check
 * the logs?", "Lourdes dijo que…", "Toledo no ha contestado al correo". The verb after it (or the
 * vocative comma and a request) decides; a city can "host" or "grow", but it does not "say",
 * "approve" or "reply". Used by location.ts, which then offers the person instead of the place.
 * The evidence may stand at another mention of the same word: "Lincoln owns the deploy pipeline
 * now; ping Lincoln for access" (a reader keeps one referent for the name in one text).
 */
import { type Doc, SEP_NEWLINE, SEP_SPACE, UPPER } from './doc.js';
import { COLON, COMMA } from './chars.js';
import { personCueBefore } from './person/evidence.js';
import { perDocument } from './per-document.js';

const words = (s: string): ReadonlySet<string> => new Set(s.trim().split(/\s+/));

/**
 * Verbs right after the name that need a human subject: "Austin said", "Victoria approved",
 * "Lourdes dijo", "Santiago contestó". Normalized keys (no accents).
 */
const HUMAN_VERBS = words(`
  said says asked asks told tells replied replies wrote writes emailed texted messaged called
  approved approves confirmed confirms mentioned mentions agreed agrees thinks thought promised
  signed apologized apologised volunteered suggested suggests
  dijo dice pregunto pregunta conto cuenta contesto contesta respondio responde escribio escribe
  aprobo aprueba confirmo confirma comento comenta penso piensa prometio firmo sugirio sugiere
  llamo llama
  delivered helped explained recommended answered insisted
  entrego ayudo explico recomendo`);
// places6 (round 6), the last two lines: a courier or an adviser ("Leon delivered our sofa bed",
// "Lourdes me explicó el proceso").

/** A period after an initial: "Jordan M." */
const DOT = 46;

/** Words after "no ha" / "has not": "Toledo no ha contestado", "Paris hasn't replied". */
const HUMAN_PARTICIPLES = words(`contestado respondido escrito confirmado aprobado dicho llamado firmado
  replied answered written confirmed approved called signed`);

/** Requests after a vocative comma: "Jordan, can you check…", "Sydney, please resend…". */
const REQUEST_WORDS = words(`can could would will please pls let puedes podrias puedas porfa`);

/** Auxiliaries between the name and a participle ("no ha contestado", "has not replied"). */
const AUXILIARIES = words(`no ha has hasn't haven't not`);

/**
 * The given name at token i (a one-word place) plays a person's role: a vocative for any place,
 * a human verb only for a city (`city`), as countries speak through governments ("Spain said").
 */
export function personRole(doc: Doc, i: number, city: boolean): boolean {
  return roleHere(doc, i, city) || (!afterPlacePreposition(doc, i) && cuedElsewhere(doc, i));
}

/** Prepositions of place: "we drove to Lincoln", "based in Florence" stay places whatever else the text says. */
const PLACE_PREPOSITIONS = words(`in at near to into en hacia cerca`);

function afterPlacePreposition(doc: Doc, i: number): boolean {
  const p = i - 1;
  return doc.isWord(p) && doc.lower(p) && doc.spaced(i) && PLACE_PREPOSITIONS.has(doc.key(p));
}

/** Per document: word key → whether another mention of it has a person cue. */
const cuedByWord = perDocument((): Map<string, boolean> => new Map());

/**
 * Another capitalized mention of the word at i has a person cue right before it ("ping Lincoln",
 * "Dear Jordan", "Dr. Florence"). Memoized per document and word.
 */
function cuedElsewhere(doc: Doc, i: number): boolean {
  const k = doc.key(i);
  const byWord = cuedByWord(doc);
  const known = byWord.get(k);
  if (known !== undefined) return known;
  let cued = false;
  // Only capitalized words can be the other mention: walk those, not every token.
  const caps = doc.capitalizedWords();
  const len = doc.len(i);
  for (let c = 0; c < caps.length && !cued; c++) {
    const j = caps[c]!;
    if (j !== i && doc.len(j) === len && doc.sep(j) === SEP_SPACE && doc.key(j) === k) cued = personCueBefore(doc, j);
  }
  byWord.set(k, cued);
  return cued;
}

function roleHere(doc: Doc, i: number, city: boolean): boolean {
  const n = i + 1;
  if (surnameInitialAt(doc, n) || onPeopleLine(doc, i)) return true;
  if (doc.isChar(n, COMMA) && doc.sentenceStart(i)) {
    // Vocative: "Jordan, can you check the logs?"
    return doc.isWord(n + 1) && doc.lower(n + 1) && REQUEST_WORDS.has(doc.key(n + 1));
  }
  if (!city || doc.sep(n) !== SEP_SPACE || !doc.lower(n)) return false;
  if (HUMAN_VERBS.has(doc.key(n))) return true;
  // "Toledo no ha contestado", "Paris has not replied"
  let j = n;
  for (let k = 0; k < 3 && doc.lower(j) && AUXILIARIES.has(doc.key(j)); k++) j++;
  return j > n && doc.lower(j) && HUMAN_PARTICIPLES.has(doc.key(j));
}

/**
 * places6: a capital letter alone after the given name, then a comma, a full stop or the line's
 * end, is the initial of a surname, as attendee lists write it: "Who: will, Austin, Jordan M,
 * Noor", "Paris K. joined late". Not "Washington D.C." (another letter after the period) nor
 * "Victoria BC" (two letters).
 */
function surnameInitialAt(doc: Doc, n: number): boolean {
  if (doc.sep(n) !== SEP_SPACE || !doc.isWord(n) || doc.len(n) !== 1 || doc.shape(n) !== UPPER) return false;
  let e = n + 1;
  if (doc.isChar(e, DOT) && doc.adjacent(e)) {
    if (doc.isWord(e + 1) && doc.adjacent(e + 1)) return false; // "D.C."
    e++;
  }
  return e >= doc.count || doc.sep(e) >= SEP_NEWLINE || (doc.isChar(e, COMMA) && doc.adjacent(e)) || (doc.isChar(e - 1, DOT) && doc.sep(e) === SEP_SPACE);
}

/**
 * Labels of a line that lists people: "Who: will, Austin, Jordan M, Noor", "Attendees: Paris,
 * Devon", "Asistentes: Lourdes, Santiago". places6 (round 6).
 */
const PEOPLE_LABELS = words(`who attendees attendee present participants invitees asistentes participantes presentes invitados`);

/** How far back the walk looks for the line's label: a long attendee list is rare. */
const MAX_LINE_WORDS = 24;

/** Token i stands on a line that opens with a people label and its colon. */
function onPeopleLine(doc: Doc, i: number): boolean {
  let k = i;
  for (let n = 0; n < MAX_LINE_WORDS && k > 0 && doc.sep(k) < SEP_NEWLINE; n++) k--;
  if (k > 0 && doc.sep(k) < SEP_NEWLINE) return false;
  return k < i - 1 && doc.isWord(k) && PEOPLE_LABELS.has(doc.key(k)) && doc.isChar(k + 1, COLON);
}
