/**
 * Chat transcripts and short chatty messages, where names are typed in lower case and carry no
 * capital-letter cue ("[09:41] maria: running late", "<marco> looking", "tom: pizza?",
 * "can someone tell hannah the call moved").
 *
 *  1. Speaker labels at line starts, in the layouts chat tools export: "name:", "[time] name:",
 *     "<name>", "name (time):". A single word that is a given name; a text needs two such lines
 *     before "word:" counts (one line "Note: ..." is a form label).
 *  2. Once a text is a chat (two speaker lines) or a short lower-case message, a lower-case word
 *     that is an unmistakable given name (in the name lists, no everyday word) is a person, and
 *     so is every later mention of a speaker's name.
 *  3. A "label: value" line whose value is a figure is a report row, not a speaker line: "West: up
 *     8%", "Norte: +4%", "Online: flat" name regions or channels (METRIC_LINE).
 *
 * Scores are data (SCORES) with the reason for each.
 */
import { SPEAKER_NOT_NAMES, type StampedSpeaker, plainSpeakerAt, stampedSpeakerAt } from './chat-stamps.js';
import { afterSpeakerTag } from './speaker-tags.js';
import { repeatedNameLabels } from './chat-repeated-labels.js';
import { ASTERISK, BULLET, COMMA, DOT, HYPHEN, UNDERSCORE } from './chars.js';
import { CHAT_TRIGGERS, NAME_LABELS, NOT_NAME } from './cues.js';
import { type Candidate, type Doc, CAP, LOWER, PUNCT, SEP_NEWLINE, SEP_SPACE, WORD } from './doc.js';
import { lowerChain } from './person/index.js';
import { KIN_SPEAKER_PREFIXES, afterKinPrefix } from './chat-kin-speakers.js';
import { botHandle } from './chat-bots.js';
import { configValueAfter, mappingValueLine } from './chat-config-lines.js';
import { cappedScore } from './thing-context.js';
import { codenameWord } from './person/codename-words.js';

const COLON = 58;
const LESS = 60;
const GREATER = 62;
const OPEN_PAREN = 40;
const CLOSE_PAREN = 41;
const OPEN_BRACKET = 91;
const CLOSE_BRACKET = 93;
const PERCENT = 37;

/**
 * What makes a "label: value" line a row of a figures report rather than a chat line (region,
 * channel or category labels: "West: up 8%", "Mayoristas: -1,5%", "South: flat").
 */
const METRIC_LINE = {
  /** Trend words that are a whole value, or come before its figure: "up 8%", "flat", "estable". */
  trendWords: new Set(['up', 'down', 'flat', 'stable', 'steady', 'unchanged', 'sube', 'baja', 'estable', 'igual', 'plano', 'plana']),
  /** Longest value (tokens) still read as one figure: "up 1,200 units (3.5%)". */
  maxTokens: 10,
} as const;

const SCORES = {
  /** A speaker label in a transcript of two or more speaker lines: "maria: running late". */
  speaker: 0.85,
  /**
   * A speaker label after a time stamp, in a transcript of two or more stamped lines one of which
   * a name list knows: "[03/07/2025, 22:49] Fede Ansaldi: dale", "12/03/2024, 18:05 - Jess: ok".
   */
  stampedSpeaker: 0.85,
  /** A later mention of a speaker's name, in any case: "is maria coming?", "Rocío te paso…". */
  speakerMention: 0.8,
  /** An unmistakable lower-case given name in chat text: "coffee with jenny and raj". */
  chatGivenName: 0.6,
} as const;

/** Bullets before a speaker label in notes: "- grace:", "• Pat:", "* rob:". */
const BULLETS = new Set([HYPHEN, BULLET, ASTERISK]);

/** Spanish object pronouns before a verb: "lo miro", "te llamo", "se lo digo". */
const SPANISH_CLITICS = new Set(['lo', 'la', 'le', 'los', 'las', 'les', 'me', 'te', 'se', 'nos', 'os']);

/** Short lower-case messages count as chat even without speaker labels. */
const SHORT_MESSAGE_CHARS = 400;

/** A given name no list marks as an everyday word ("maria", "raj"; not "will", "rosa"). */
function givenName(doc: Doc, i: number): boolean {
  return doc.isWord(i) && doc.firstName(i) && !doc.ambiguous(i) && !doc.commonWord(i) && !NOT_NAME.has(doc.key(i)) && !NAME_LABELS.has(doc.key(i)) &&
    // people7en: "yes nana 😂", a kinship word that the name lists also hold.
    !KIN_SPEAKER_PREFIXES.has(doc.key(i));
}

/** Closing punctuation a name may touch: "thanks jenny!", "is gina paying?", "(raj)". */
const CLOSERS = new Set([...',!?:;).'].map((ch) => ch.charCodeAt(0)));
/** Opening punctuation a name may touch: "(raj", "¿marta", "¡lola". */
const OPENERS = new Set([...'("¿¡'].map((ch) => ch.charCodeAt(0)));

/** A free-standing word, not part of an e-mail, handle, path or URL ("sofia@example.com"). */
function standalone(doc: Doc, i: number): boolean {
  if (i > 0 && doc.adjacent(i) && !OPENERS.has(doc.charAt(i - 1))) return false;
  const n = i + 1;
  if (n < doc.count && doc.adjacent(n)) {
    if (!CLOSERS.has(doc.charAt(n))) return false;
    // "sofia.lopez", "ana,b": punctuation glued to another word on both sides.
    if (n + 1 < doc.count && doc.adjacent(n + 1) && doc.isWord(n + 1)) return false;
  }
  return true;
}

/** Skips a "[09:41]" or "(09:41)" time stamp starting at token t; returns the token after it. */
function skipStamp(doc: Doc, t: number, open: number, close: number): number {
  if (!doc.isChar(t, open)) return t;
  let n = t + 1;
  for (let k = 0; k < 8 && n < doc.count && doc.sep(n) < SEP_NEWLINE; k++, n++) {
    if (doc.isChar(n, close)) return n + 1;
  }
  return t;
}

/**
 * "tasha 10:14 AM" alone on its line, the message on the next (chat apps copied as text): the
 * token after the time stamp, or -1.
 */
function afterTimeLine(doc: Doc, t: number): number {
  const n = t + 1;
  if (!(doc.isNum(n) && doc.sep(n) === SEP_SPACE && doc.isChar(n + 1, COLON) && doc.adjacent(n + 1) && doc.isNum(n + 2) && doc.adjacent(n + 2))) return -1;
  let e = n + 3;
  if (doc.isWord(e) && doc.sep(e) === SEP_SPACE && AM_PM.has(doc.key(e))) e++;
  return e >= doc.count || doc.sep(e) >= SEP_NEWLINE ? e : -1;
}
const AM_PM = new Set(['am', 'pm', 'h']);

/** The speaker token of a "name time" line starting at token s, or -1. */
function timeLineSpeakerAt(doc: Doc, s: number): number {
  return doc.isWord(s) && afterTimeLine(doc, s) >= 0 ? s : -1;
}

/**
 * The ":" and "<" tokens of the text, in text order: what a speaker line needs (findChatNames);
 * and the "<" tokens alone, what an angle-bracket label needs ("11:20 <callum.b> text").
 */
function speakerMarks(doc: Doc): { marks: number[]; lesses: number[] } {
  const marks: number[] = [];
  const lesses: number[] = [];
  for (const p of doc.allPunctuationTokens()) {
    if (doc.isChar(p, LESS)) {
      marks.push(p);
      lesses.push(p);
    } else if (doc.isChar(p, COLON)) marks.push(p);
  }
  return { marks, lesses };
}

/** The speaker token of the line starting at token s, or -1. */
function speakerAt(doc: Doc, s: number): number {
  let t = skipStamp(doc, s, OPEN_BRACKET, CLOSE_BRACKET);
  // "- grace: finished the PDF bug": standup notes put a bullet before each speaker.
  if (t === s && doc.kind(s) === PUNCT && BULLETS.has(doc.charAt(s)) && doc.sep(s + 1) === SEP_SPACE) t = s + 1;
  // "<marco> text"
  if (doc.isChar(t, LESS) && doc.isWord(t + 1) && doc.isChar(t + 2, GREATER) && doc.adjacent(t + 1) && doc.adjacent(t + 2)) return t + 1;
  if (!doc.isWord(t)) return -1;
  // people7en: "nana rose: where is it again", a kinship or role word before the speaker's name.
  t = afterKinPrefix(doc, t);
  // people6es (round 6): "rosy.gtz: oigan…", a handle as the label (speakerEnd).
  let n = speakerEnd(doc, t) + 1;
  // people7es (round 7): a flat or an emoji after the name in a neighbours' group ("Amparo 3ºB:
  // buenas", "Rocío 🌸: chicas"; speaker-tags.ts).
  const tagged = afterSpeakerTag(doc, n);
  if (tagged > n && !doc.isChar(n, OPEN_PAREN) && doc.isChar(tagged, COLON) && doc.adjacent(tagged)) return doc.sep(tagged + 1) !== SEP_NEWLINE ? t : -1;
  // "fatima (09:30): text"
  if (doc.isChar(n, OPEN_PAREN) && doc.sep(n) === SEP_SPACE) n = skipStamp(doc, n, OPEN_PAREN, CLOSE_PAREN);
  return doc.isChar(n, COLON) && (n === speakerEnd(doc, t) + 1 ? doc.adjacent(n) : true) && doc.sep(n + 1) !== SEP_NEWLINE ? t : -1;
}

/**
 * people6es (round 6). The last token of the speaker label that starts at word t: t itself, or the
 * end of a handle glued by "." or "_" whose first part is a given name ("rosy.gtz", "nico_b",
 * "amparo.g"), as Slack and forum copies write speakers.
 */
function speakerEnd(doc: Doc, t: number): number {
  let h = t;
  while ((doc.isChar(h + 1, DOT) || doc.isChar(h + 1, UNDERSCORE)) && doc.adjacent(h + 1) && doc.isWord(h + 2) && doc.adjacent(h + 2) && h < t + 4) h += 2;
  return h > t && !doc.firstName(t) ? t : h;
}

/**
 * The line of speaker token s is a figures row: after its colon, only numbers, signs and trend
 * words, with a percent sign or a lone trend word ("West: up 8%", "Norte: +4%", "South: flat";
 * not "maria: 5 min late?", "tom: running up now", nor the chat vote "ana: +1").
 */
function metricLine(doc: Doc, s: number): boolean {
  let c = s + 1;
  while (c < doc.count && doc.sep(c) < SEP_NEWLINE && !doc.isChar(c, COLON)) c++;
  const v = c + 1;
  if (!doc.isChar(c, COLON) || v >= doc.count || doc.sep(v) >= SEP_NEWLINE) return false;
  let percent = false;
  let words = 0;
  let e = v;
  for (; e < doc.count && (e === v || doc.sep(e) < SEP_NEWLINE); e++) {
    if (e - v >= METRIC_LINE.maxTokens) return false;
    if (doc.isWord(e)) {
      if (!METRIC_LINE.trendWords.has(doc.key(e))) return false;
      words++;
    } else if (doc.isChar(e, PERCENT)) percent = true;
  }
  const loneTrend = words === 1 && e === v + 1;
  return percent || loneTrend;
}

export function findChatNames(doc: Doc, out: Candidate[]): void {
  // Speaker lines.
  const speakers: number[] = [];
  // Speaker positions whose word is no given name of the lists ("beni:", "mo 10:15 AM").
  const unlisted: number[] = [];
  // Speaker positions whose word is a capitalized given name that is also an everyday word
  // ("Pilar:", "Trini:", "Victoria:", "Will:", "Rob:"), read by repeatedNameLabels below (round 7).
  const everydayNamed: number[] = [];
  let timeLines = 0;
  // Speaker lines that open with a bullet ("- grace: …"): notes, not a chat.
  let bulletLines = 0;
  // Speaker labels of stamped layouts (chat-stamps.ts), read below once the text is a transcript.
  const stampedLines: StampedSpeaker[] = [];
  // Speaker labels of two or three capitalized words without a stamp ("Ferhat Demir: …").
  const plainLines: StampedSpeaker[] = [];
  // Only line starts can open a speaker line: the Doc's list of them, not a test of every token.
  const starts = doc.lineStarts();
  // Every speaker layout below needs a ":" (after the label, or in a clock time) or a "<" ("<marco>")
  // on its line or at the first token of the next ("fatima (x)⏎: hi"). A bracket may carry the
  // layout over one more line: a line that opens with "[" ("[09:41]⏎bob (x)⏎: hi") or ends with
  // "[" or "(" ("Sarah [⏎10:43]: hi") reaches the first token of the line after the next. Lines
  // without a mark within reach are skipped before any layout is tried, walking the marks in step.
  const { marks, lesses } = speakerMarks(doc);
  let mk = 0;
  let lk = 0;
  for (let l = 0; l < starts.length; l++) {
    const i = starts[l]!;
    while (mk < marks.length && marks[mk]! < i) mk++;
    if (mk >= marks.length) break;
    const last = (l + 1 < starts.length ? starts[l + 1]! : doc.count) - 1;
    const far = doc.isChar(i, OPEN_BRACKET) || doc.isChar(last, OPEN_BRACKET) || doc.isChar(last, OPEN_PAREN) ? l + 2 : l + 1;
    const reach = far < starts.length ? starts[far]! : doc.count - 1;
    if (marks[mk]! > reach) continue;
    while (lk < lesses.length && lesses[lk]! < i) lk++;
    let s = speakerAt(doc, i);
    if (s < 0) {
      s = timeLineSpeakerAt(doc, i);
      if (s >= 0) timeLines++;
    }
    const sp = stampedSpeakerAt(doc, i, lk < lesses.length && lesses[lk]! <= last);
    if (sp) {
      stampedLines.push(sp);
      continue;
    }
    const plain = plainSpeakerAt(doc, i);
    if (plain) {
      plainLines.push(plain);
      continue;
    }
    // After a time stamp ("[14:03] abril:") a month that is also a given name is a speaker.
    const stamped = s > i && doc.firstName(s);
    if (s < 0 || doc.claimed[s] || !(doc.shape(s) === LOWER || doc.shape(s) === CAP) || (NOT_NAME.has(doc.key(s)) && !stamped) || NAME_LABELS.has(doc.key(s))) continue;
    // "mamá: hija has llegado?": a kinship word labels the line, no name.
    if (SPEAKER_NOT_NAMES.has(doc.key(s))) continue;
    // people8en: "- Falcon: payments⏎- Kestrel: ledger", a directory of teams or services named
    // after birds and myths (codename-words.ts); a stamp still makes a speaker ("[09:14] Orion:").
    if (s === i + 1 && codenameWord(doc, s)) continue;
    if (metricLine(doc, s)) continue;
    // people8es: a config key with a "{ … }" value ("lima: { prioridad: alta }").
    if (mappingValueLine(doc, s)) continue;
    // "Cámara: el iPhone gana", "Link: https://…": a capitalized everyday word that is also a
    // given name labels a form line; it is no listed speaker without a time stamp.
    if (s > i && doc.kind(i) === PUNCT && BULLETS.has(doc.charAt(i))) bulletLines++;
    if (doc.firstName(s) && !(doc.shape(s) === CAP && doc.ambiguous(s) && !stamped)) speakers.push(s);
    else if (doc.firstName(s) && doc.shape(s) === CAP) everydayNamed.push(s);
    else if (doc.len(s) >= 2 && !doc.commonWord(s) && !doc.topCommon(s)) unlisted.push(s);
    else if (doc.len(s) >= 2 && timeLineSpeakerAt(doc, s) >= 0) unlisted.push(s);
  }
  // people9en: every line of the text is a speaker line and the labels take turns ("Tshepo: eish⏎
  // Lindiwe: ja I saw⏎Tshepo: come watch…"): a dialogue, though no list knows its names.
  const dialogue = wholeDialogue(doc, starts.length, speakers, everydayNamed, unlisted, plainLines, stampedLines.length);
  repeatedNameLabels(doc, everydayNamed, speakers, unlisted, stampedLines.length > 0 || plainLines.some((sp) => listedSpeaker(doc, sp)));
  // In a transcript (a listed speaker and another speaker line, or two "name time" lines) an
  // unlisted speaker word is a nickname too ("ana: …⏎beni: sí", "mo 10:15 AM").
  if ((speakers.length >= 1 && speakers.length + unlisted.length >= 2) || timeLines >= 2 || dialogue) speakers.push(...unlisted);
  const names = new Set<string>();
  const stampedFound = stampedSpeakers(doc, stampedLines, out, names) + plainSpeakers(doc, plainLines, out, names, dialogue);
  const chat = speakers.length >= 2 || stampedFound >= 2;
  if (chat) {
    for (const s of speakers) {
      names.add(doc.key(s));
      const e = speakerEnd(doc, s);
      if (!doc.anyClaimed(s, e)) {
        const c = doc.candidate('PERSON', s, e, SCORES.speaker);
        out.push(c);
        doc.claim(c);
      }
    }
  }
  const notes = chat && bulletLines >= speakers.length && stampedFound === 0;
  const shortLowerMessage = doc.text.length <= SHORT_MESSAGE_CHARS && doc.count > 0 && doc.lower(0);
  if (!chat && !shortLowerMessage) return;
  // Lower-case mentions.
  for (let i = 0; i < doc.count; i++) {
    // Lower-case words, and capitalized ones when speakers are known: every other token is skipped
    // before its key is read.
    if (!doc.lower(i) && (names.size === 0 || doc.shape(i) !== CAP || doc.kind(i) !== WORD)) continue;
    if (doc.claimed[i] || doc.len(i) < 3) continue;
    // Most texts have no speakers: their words need no key for this.
    const known = names.size > 0 && names.has(doc.key(i));
    // A word no speaker has goes on only as a lower-case given name (the tests below): asked
    // before the layout test, it rules out nearly every word with two flag bits.
    if (!known && !(doc.lower(i) && givenName(doc, i))) continue;
    if (!standalone(doc, i)) continue;
    // "Rocío te paso el contacto", "Hope al final vienes?": a speaker's name capitalized.
    if (known && doc.shape(i) === CAP && !doc.capitalized(i + 1)) {
      const c = doc.candidate('PERSON', i, i, SCORES.speakerMention);
      out.push(c);
      doc.claim(c);
      continue;
    }
    if (!doc.lower(i)) continue;
    // Standup notes ("- grace: …") name their speakers again, but their text is no chat talk.
    if (!known && notes) continue;
    // "queued for 20 min", "llevo 20 min en cola": a word right after a number is its unit.
    if (!known && i > 0 && doc.isNum(i - 1) && doc.spaced(i)) continue;
    // people8es: a config key ("lima: { prioridad: alta }"; chat-config-lines.ts).
    if (!known && doc.isChar(i + 1, COLON) && doc.adjacent(i + 1) && configValueAfter(doc, i + 1)) continue;
    // "can someone ping tomasz": a chat cue word ("ping", "ask") is no name, even when a list has it.
    if (!known && CHAT_TRIGGERS.has(doc.key(i))) continue;
    // "lo miro", "te aviso": after a Spanish object pronoun the word is a verb, not a name.
    if (!known && doc.lang === 'es' && doc.isWord(i - 1) && doc.lower(i - 1) && doc.spaced(i) && SPANISH_CLITICS.has(doc.key(i - 1))) continue;
    // "francisco javier", "maría del carmen": more given names and a surname in lower case.
    const b = lowerChain(doc, i);
    if (doc.anyClaimed(i, b)) continue;
    const c = doc.candidate('PERSON', i, b, known ? SCORES.speakerMention : SCORES.chatGivenName);
    // "status of project falcon", "the falcon dashboard": a thing named like a person.
    if (!known && cappedScore(doc, c, c.score) < c.score) continue;
    out.push(c);
    doc.claim(c);
    i = b;
  }
}

/**
 * The speakers of stamped chat lines (chat-stamps.ts) once the text is a transcript: two or more
 * such lines, one of them a name a list knows. Adds each accepted speaker to `out` and its given
 * name to `names` (for later mentions: "Tom Ashworth" → "tom can u book…"); returns how many.
 */
function stampedSpeakers(doc: Doc, lines: readonly StampedSpeaker[], out: Candidate[], names: Set<string>): number {
  if (lines.length < 2) return 0;
  // Without a listed name, an everyday word labelling two lines may be a log source ("Kernel:").
  const listed = lines.some((sp) => listedSpeaker(doc, sp));
  const seen = new Map<string, number>();
  for (const sp of lines) seen.set(doc.key(sp.first), (seen.get(doc.key(sp.first)) ?? 0) + 1);
  const named = lines.filter((sp) => !doc.anyClaimed(sp.first, sp.last) && speakerName(doc, sp, listed && (seen.get(doc.key(sp.first)) ?? 0) >= 2));
  if (named.length < 2) return 0;
  let found = 0;
  for (const sp of named) {
    const c = doc.candidate('PERSON', sp.first, sp.last, SCORES.stampedSpeaker);
    out.push(c);
    doc.claim(c);
    found++;
    if (sp.first === sp.last || doc.firstName(sp.first)) names.add(doc.key(sp.first));
  }
  return found;
}

/**
 * Multi-word labels without a stamp are speakers in a transcript shape only: each repeated on two
 * or more lines, two or more of them, one opening with a listed given name ("Ferhat Demir: …⏎Mark
 * Ellison: …⏎Ferhat Demir: …"). A form's labels seldom repeat ("Work Notes:", "Sort Code:").
 */
function plainSpeakers(doc: Doc, lines: readonly StampedSpeaker[], out: Candidate[], names: Set<string>, dialogue: boolean): number {
  if (lines.length < (dialogue ? 2 : 4)) return 0;
  const label = (sp: StampedSpeaker) => doc.text.slice(doc.start(sp.first), doc.end(sp.last));
  const seen = new Map<string, number>();
  for (const sp of lines) seen.set(label(sp), (seen.get(label(sp)) ?? 0) + 1);
  const repeated = lines.filter((sp) => seen.get(label(sp))! >= 2 && !doc.anyClaimed(sp.first, sp.last) && speakerName(doc, sp, false));
  if (!dialogue && (new Set(repeated.map(label)).size < 2 || !repeated.some((sp) => listedSpeaker(doc, sp)))) return 0;
  for (const sp of repeated) {
    const c = doc.candidate('PERSON', sp.first, sp.last, SCORES.stampedSpeaker);
    out.push(c);
    doc.claim(c);
    if (doc.firstName(sp.first)) names.add(doc.key(sp.first));
  }
  return repeated.length;
}

/** Fewest lines of a dialogue no list knows a speaker of (wholeDialogue). */
const MIN_DIALOGUE_LINES = 3;

/**
 * people9en. The text is a dialogue: every line is a speaker line of one layout or another
 * (`lines` is the text's line count), three or more, with two or more labels of which one labels
 * two or more lines, and no label of several words holds an everyday word. Chats copied from a phone have that shape whatever the names ("Kenroy: yow
 * Tash…⏎Tash: yeah…⏎Kenroy: ye."); a form or a config file seldom repeats a label, and its
 * lines are not all "label: value" lines of unknown words (everyday labels, "Name:", log levels and
 * kinship words never reach the lists).
 */
function wholeDialogue(doc: Doc, lines: number, speakers: readonly number[], everyday: readonly number[], unlisted: readonly number[], plain: readonly StampedSpeaker[], stamped: number): boolean {
  if (lines < MIN_DIALOGUE_LINES || unlisted.length + plain.length === 0) return false;
  if (speakers.length + everyday.length + unlisted.length + plain.length + stamped !== lines) return false;
  const counts = new Map<string, number>();
  const add = (k: string) => counts.set(k, (counts.get(k) ?? 0) + 1);
  for (const s of [...speakers, ...everyday, ...unlisted]) add(doc.key(s));
  for (const sp of plain) {
    // "Work Notes: …⏎Sort Code: …" repeat as a form's labels do: a label of several words holds no everyday word.
    for (let w = sp.first; w <= sp.last; w++) if (doc.isWord(w) && doc.commonWord(w)) return false;
    add(doc.text.slice(doc.start(sp.first), doc.end(sp.last)).toLowerCase());
  }
  if (counts.size < 2) return false;
  for (const n of counts.values()) if (n >= 2) return true;
  return false;
}

/** A stamped speaker label whose first word is a given name a list knows ("Nico", "amparo.g", "Dana Kowalczyk"). */
function listedSpeaker(doc: Doc, sp: StampedSpeaker): boolean {
  return doc.firstName(sp.first) && !SPEAKER_NOT_NAMES.has(doc.key(sp.first)) && !NOT_NAME.has(doc.key(sp.first));
}

/** Words that make a label no name: kinship and role words, form labels, pronouns and months. */
function notNameWord(doc: Doc, w: number): boolean {
  const k = doc.key(w);
  return SPEAKER_NOT_NAMES.has(k) || NAME_LABELS.has(k) || (NOT_NAME.has(k) && !doc.firstName(w)) || botHandle(doc, w);
}

/**
 * A stamped label reads as a name: one word a list knows, or no everyday word ("Guada"), or an
 * everyday word that labels two or more lines ("Toño" reads as "tono"); a handle that starts
 * with a given name ("amparo.g"); several words, none a kinship or role word.
 */
function speakerName(doc: Doc, sp: StampedSpeaker, repeated: boolean): boolean {
  const a = sp.first;
  if (notNameWord(doc, a)) return false;
  // A handle: "amparo.g".
  // Not "Ma. Fernanda" (people7es: an abbreviated given name, its dot, then a spaced name).
  if (sp.last > a && !doc.spaced(a + 1) && !doc.isChar(a + 1, COMMA) && !(doc.isChar(a + 1, DOT) && doc.spaced(a + 2))) return doc.firstName(a);
  if (sp.last === a) {
    if (doc.firstName(a)) return true;
    if (doc.len(a) < 2) return false;
    const everyday = doc.commonWord(a) || doc.topCommon(a);
    if (doc.lower(a)) return !everyday;
    return doc.surname(a) || !everyday || repeated;
  }
  let named = false;
  let everyday = false;
  for (let w = a; w <= sp.last; w++) {
    if (!doc.isWord(w) || (doc.lower(w) && (doc.key(w) === 'de' || doc.key(w) === 'del'))) continue;
    if (notNameWord(doc, w)) return false;
    if (doc.firstName(w) || doc.surname(w)) named = true;
    else if (doc.commonWord(w)) everyday = true;
  }
  return named || !everyday;
}
