import { isIPv6 } from 'node:net';
import { COLON, DOT, HYPHEN, SLASH } from '../ner/chars.js';
import { digitRuns, loweredText } from '../text-facts.js';
import { isDigitCode, lengthBitsBetween, startsFromRuns, type RunShape } from './number-starts.js';
import { PatternRecognizer, whole, type Candidate } from './pattern.js';

// ---- IP_ADDRESS -----------------------------------------------------------------------------
const OCTET = '(?:25[0-5]|2[0-4]\\d|1\\d\\d|[1-9]?\\d)';
// Not glued to letters or more dotted numbers ("v3.1.2.70", "1.2.3.4.5").
const IPV4 = new RegExp(`(?<![\\w.])(?:${OCTET}\\.){3}${OCTET}(?![\\w]|\\.\\d)`, 'g');
/**
 * Where a dotted quad can start: a run of 1 to 3 digits (the lookbehind refuses a digit before it;
 * an octet reads the whole run, as a dot follows it) before a dot and a digit.
 */
const IPV4_RUNS: RunShape = {
  lengths: lengthBitsBetween(1, 3),
  test: (text, start, end, out) => {
    if (text.charCodeAt(end) === DOT && isDigitCode(text.charCodeAt(end + 1))) out.push(start);
  },
};

/** True when the text holds a digit, a dot and a digit (`/\d\.\d/`): two digit runs one dot apart. */
export function digitDotDigit(text: string): boolean {
  const { count, at } = digitRuns(text);
  for (let k = 0; k + 1 < count; k++) {
    const end = at[2 * k + 1] as number;
    if (at[2 * k + 2] === end + 1 && text.charCodeAt(end) === DOT) return true;
  }
  return false;
}

function isHexColonDot(c: number): boolean {
  return (c >= 48 && c <= 58) || (c >= 65 && c <= 70) || (c >= 97 && c <= 102) || c === 46;
}
function isWordUnit(c: number): boolean {
  return (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c === 95;
}

/**
 * IPv6 candidates are grown outwards from each ':' over hex digits, colons and dots (bounded),
 * then node:net decides. Cheaper than a regex that starts with lookarounds at every position.
 */
function findIpv6(text: string): { start: number; end: number; score: number }[] {
  const out: { start: number; end: number; score: number }[] = [];
  let from = 0;
  for (let colon = text.indexOf(':'); colon !== -1; colon = text.indexOf(':', from)) {
    let s = colon;
    while (s > 0 && colon - s < 45 && isHexColonDot(text.charCodeAt(s - 1))) s--;
    let e = colon + 1;
    while (e < text.length && e - s < 45 && isHexColonDot(text.charCodeAt(e))) e++;
    from = e > colon + 1 ? e : colon + 1;
    // Trim sentence dots; refuse runs glued to other word characters.
    while (e > s && text.charCodeAt(e - 1) === 46) e--;
    while (s < e && text.charCodeAt(s) === 46) s++;
    if (s > 0 && isWordUnit(text.charCodeAt(s - 1))) continue;
    if (e < text.length && isWordUnit(text.charCodeAt(e))) continue;
    const raw = text.slice(s, e);
    if (raw.indexOf(':') === raw.lastIndexOf(':') || !isIPv6(raw)) continue;
    // "::" alone, or short hex like "a::b", is too ambiguous in prose without context.
    out.push({ start: s, end: e, score: raw.length >= 6 ? 0.7 : 0.3 });
  }
  return out;
}

const FIRST_MASK_OCTET = '255';

/**
 * A subnet mask ("255.255.255.0", "255.0.0.0"): ones then zeros over the 32 bits, the first octet
 * 255. It is a network's setting, never the address of a host or a person's connection.
 */
export function isNetmask(quad: string): boolean {
  // The first part is "255" (read in place: nearly every address fails here, with no split).
  if (!quad.startsWith(FIRST_MASK_OCTET) || (quad.length > FIRST_MASK_OCTET.length && quad.charCodeAt(FIRST_MASK_OCTET.length) !== DOT)) {
    return false;
  }
  const parts = quad.split('.');
  let bits = 0;
  for (const p of parts) bits = bits * 256 + Number(p);
  // Ones then zeros: the complement plus one is a power of two.
  const inverse = 0xffffffff - bits + 1;
  return (inverse & (inverse - 1)) === 0;
}

/**
 * A network address written with its mask, as a route or a subnet: "route 10.0.0.0 255.0.0.0"
 * (OpenVPN's pushed routes, `ip route`), "10.20.0.0/16". Its last octet is 0 and a mask or a
 * "/prefix" follows; it names a range of addresses, not one host.
 */
const MASK_AFTER = /^(?: (?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(?:\.(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}|\/\d{1,2}(?!\d))/;

function isNetworkWithMask(quad: string, text: string, end: number): boolean {
  if (!quad.endsWith('.0')) return false;
  const m = MASK_AFTER.exec(text.slice(end, end + 16));
  return m !== null && (m[0].charCodeAt(0) === SLASH || isNetmask(m[0].slice(1)));
}

/** A dotted quad that is a host's address: not a mask, not a network written with its mask. */
function ipv4Candidate(m: RegExpExecArray, text: string): Candidate | null {
  const quad = m[0];
  if (isNetmask(quad) || isNetworkWithMask(quad, text, m.index + quad.length)) return null;
  return whole(m, 0.6);
}

export function ipAddressRecognizer(): PatternRecognizer {
  return new PatternRecognizer({
    id: 'ip_address',
    entity: 'IP_ADDRESS',
    patterns: [
      { regex: IPV4, starts: (text) => startsFromRuns(text, IPV4_RUNS), validate: ipv4Candidate },
    ],
    extraCandidates: (text) => (text.includes(':') ? findIpv6(text) : []),
    prefilter: (t) => digitDotDigit(t) || /:[0-9A-Fa-f]{0,4}:/.test(t),
    context: {
      en: ['ip', 'ip address', 'ipv4', 'ipv6', 'address', 'host', 'server', 'client', 'from', 'gateway', 'login from'],
      es: ['ip', 'dirección ip', 'direccion ip', 'servidor', 'host', 'desde'],
    },
    contextBoost: 0.2,
    // Dotted versions: "version 3.1.2.70", "release 1.0.0.1".
    negativeContext: {
      en: ['version', 'ver', 'v', 'release', 'build', 'firmware', 'release', 'rev', 'revision', 'sdk', 'oid'],
      es: ['versión', 'version', 'ver', 'v', 'compilación', 'firmware', 'revisión'],
    },
    negativePenalty: 0.45,
  });
}

// ---- MAC_ADDRESS ----------------------------------------------------------------------------
const MAC_SEPARATED = /(?<![\w:.-])[0-9A-Fa-f]{2}([:-])[0-9A-Fa-f]{2}(?:\1[0-9A-Fa-f]{2}){4}(?![\w:-]|\.\w)/g;
// Starts at the first dot (a literal V8 can scan for); the four hex digits before are checked in code.
const MAC_DOTTED = /\.[0-9A-Fa-f]{4}\.[0-9A-Fa-f]{4}(?![\w.])/g;
const HEX4_BEFORE = /(?:^|[^\w.])[0-9A-Fa-f]{4}$/;

function isHexCode(c: number): boolean {
  return (c >= 48 && c <= 57) || (c >= 65 && c <= 70) || (c >= 97 && c <= 102);
}

/**
 * Where "3c:22:fb:1a:9e:04" or "3C-22-…" can start: two hex digits before a ":" or "-" that comes
 * back three characters later, with two hex digits between. Found from the separators (indexOf),
 * not by trying the pattern at every position.
 */
function macSeparatedStarts(text: string): number[] {
  const colons = separatedStarts(text, ':', COLON);
  const hyphens = separatedStarts(text, '-', HYPHEN);
  if (hyphens.length === 0) return colons;
  if (colons.length === 0) return hyphens;
  return [...colons, ...hyphens].sort((a, b) => a - b);
}

function separatedStarts(text: string, sep: string, code: number): number[] {
  const out: number[] = [];
  for (let q = text.indexOf(sep, 2); q !== -1; q = text.indexOf(sep, q + 1)) {
    if (
      text.charCodeAt(q + 3) === code &&
      isHexCode(text.charCodeAt(q - 2)) && isHexCode(text.charCodeAt(q - 1)) &&
      isHexCode(text.charCodeAt(q + 1)) && isHexCode(text.charCodeAt(q + 2))
    ) {
      out.push(q - 2);
    }
  }
  return out;
}

/** Where ".1a2b.3c4d" (the dotted form's tail) can start: a dot, four hex digits, a dot. */
function macDottedStarts(text: string): number[] {
  const out: number[] = [];
  for (let q = text.indexOf('.'); q !== -1; q = text.indexOf('.', q + 1)) {
    if (
      text.charCodeAt(q + 5) === DOT &&
      isHexCode(text.charCodeAt(q + 1)) && isHexCode(text.charCodeAt(q + 2)) &&
      isHexCode(text.charCodeAt(q + 3)) && isHexCode(text.charCodeAt(q + 4))
    ) {
      out.push(q);
    }
  }
  return out;
}

/**
 * Linux netfilter's LOG line writes the frame's MAC header as one chain after "MAC=": the
 * destination MAC, the source MAC and the two-byte EtherType ("MAC=00:1a:2b:3c:4d:5e:f4:8e:38:c2:11:07:08:00").
 * The two addresses are findings of their own; the chain is no six-group MAC, so MAC_SEPARATED
 * skips it.
 */
const NETFILTER_MAC_LABEL = 'MAC=';
const HEX6 = '[0-9A-Fa-f]{2}(?::[0-9A-Fa-f]{2}){5}';
const NETFILTER_MAC = new RegExp(`MAC=(${HEX6}):(${HEX6}):[0-9A-Fa-f]{2}:[0-9A-Fa-f]{2}(?![\\w:])`, 'g');

function netfilterMacs(text: string): Candidate[] {
  if (!text.includes(NETFILTER_MAC_LABEL)) return [];
  const out: Candidate[] = [];
  NETFILTER_MAC.lastIndex = 0;
  for (let m = NETFILTER_MAC.exec(text); m !== null; m = NETFILTER_MAC.exec(text)) {
    const dst = m.index + NETFILTER_MAC_LABEL.length;
    const src = dst + (m[1] as string).length + 1;
    out.push({ start: dst, end: src - 1, score: 0.8 }, { start: src, end: src + (m[2] as string).length, score: 0.8 });
  }
  return out;
}

export function macAddressRecognizer(): PatternRecognizer {
  // All-digit groups could be anything ("12-34-56-78-90-12"); a hex letter makes it a MAC.
  const score = (m: RegExpExecArray) => whole(m, /[A-Fa-f]/.test(m[0]) ? 0.8 : 0.45);
  return new PatternRecognizer({
    id: 'mac_address',
    entity: 'MAC_ADDRESS',
    prefilter: /[0-9A-Fa-f]{2}[:.-][0-9A-Fa-f]{2}/,
    patterns: [
      { regex: MAC_SEPARATED, starts: macSeparatedStarts, validate: score },
      {
        regex: MAC_DOTTED,
        starts: macDottedStarts,
        validate: (m, text) => {
          const start = m.index - 4;
          if (start < 0 || !HEX4_BEFORE.test(text.slice(Math.max(0, start - 1), m.index))) return null;
          const mac = text.slice(start, m.index + m[0].length);
          return /[A-Fa-f]/.test(mac) ? { start, end: m.index + m[0].length, score: 0.6 } : null;
        },
      },
    ],
    context: {
      en: ['mac', 'mac address', 'hardware address', 'ethernet', 'wifi', 'wi-fi', 'device', 'nic'],
      es: ['mac', 'dirección mac', 'direccion mac', 'dispositivo', 'tarjeta de red'],
    },
    contextBoost: 0.2,
    extraCandidates: netfilterMacs,
    // Only a netfilter line has them: a text without "MAC=" and without listed starts skips the prefilter scan.
    extraCandidatesIn: (text) => text.includes(NETFILTER_MAC_LABEL),
  });
}

// ---- URL ------------------------------------------------------------------------------------
// "hxxps://…": a link defanged in a phishing or incident report, still the address it names.
const SCHEME_URL = /\b(?:https?|hxxps?|ftp|sftp|wss?):\/\/[^\s<>"'`\u0000-\u001f]{1,2048}/gi;
const WWW_URL = /(?<![\w@.-])www\.[a-z0-9-]{1,63}(?:\.[a-z0-9-]{1,63}){1,6}(?:[/?#:][^\s<>"'`\u0000-\u001f]{0,2048})?/gi;
const TLDS =
  'com|org|net|edu|gov|mil|int|io|co|ai|app|dev|info|biz|me|us|uk|es|eu|de|fr|it|pt|nl|be|ch|at|mx|ar|cl|pe|br|ca|au|in|jp|cn|ru|cat|gal|eus|tv|ly|gl|xyz|online|site|tech|store|shop|health|bank|law';
// A bare domain ("example.com/pricing"): labels, then a known TLD. Not after '@' (that is an email).
// Found from the ".tld" (a literal dot V8 scans for fast), then grown back over the labels.
const TLD_AT = new RegExp(`\\.(?:${TLDS})(?![\\w@-]|\\.[a-z0-9])(?:[/?#][^\\s<>"'\`\\u0000-\\u001f]{0,2048})?`, 'gi');
const DOMAIN_BEFORE = /(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.){0,4}[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/i;

/** [A-Za-z0-9.-]: the characters DOMAIN_BEFORE is made of. */
function isLabelChar(c: number): boolean {
  return (c >= 97 && c <= 122) || (c >= 65 && c <= 90) || (c >= 48 && c <= 57) || c === 45 || c === 46;
}

const TRAILING = new Set(['.', ',', ';', ':', '!', '?', "'", '"', '*', '_', '…', '»']);

/** Drops sentence punctuation and unbalanced closing brackets from the end of a URL. */
export function trimUrl(raw: string): string {
  let end = raw.length;
  for (;;) {
    const ch = raw[end - 1];
    if (ch === undefined) break;
    if (TRAILING.has(ch)) {
      end--;
      continue;
    }
    const open = ch === ')' ? '(' : ch === ']' ? '[' : ch === '}' ? '{' : ch === '>' ? '<' : '';
    if (open) {
      const body = raw.slice(0, end);
      if (body.split(open).length <= body.split(ch).length - 1) {
        end--;
        continue;
      }
    }
    break;
  }
  return raw.slice(0, end);
}

/** Scheme lengths before "://": "ws", "ftp"/"wss", "http"/"sftp", "https". */
const SCHEME_LENGTHS = [5, 4, 3, 2];

/** Where a scheme URL can start: 2 to 5 characters before each "://" (found by indexOf). */
function schemeStarts(text: string): number[] {
  const out: number[] = [];
  for (let q = text.indexOf('://'); q !== -1; q = text.indexOf('://', q + 1)) {
    for (const n of SCHEME_LENGTHS) if (q - n >= 0) out.push(q - n);
  }
  return out;
}

/**
 * Where "www." starts in any case ("WWW.", "Www."): found in the text lower-cased once (only "W"
 * lower-cases to "w"); undefined (scan the text) when lower-casing changed its length.
 */
function wwwStarts(text: string): number[] | undefined {
  const lower = loweredText(text);
  if (lower === undefined) return undefined;
  const out: number[] = [];
  for (let q = lower.indexOf('www.'); q !== -1; q = lower.indexOf('www.', q + 1)) out.push(q);
  return out;
}

function urlCandidate(m: RegExpExecArray, text: string, score: number) {
  const prev = m.index > 0 ? text[m.index - 1] : '';
  if (prev === '@') return null;
  const url = trimUrl(m[0]);
  // A bare "name@host.com" tail never gets here (lookbehind), but "user:pw@host" URLs are fine.
  if (url.length < 4) return null;
  return { start: m.index, end: m.index + url.length, score };
}

/** "Maps.me", "Hotels.com": a capital, then lower-case letters, digits and dots only, and no path. */
const BRAND_DOMAIN = /^[A-Z][a-z0-9-]+\.[a-z]{2,6}$/;
/**
 * A merchant as card statements and fraud alerts print it, all in capitals: "a purchase of $849.99
 * at BESTBUY.CA", "AMAZON.CO.UK" (dates7; the dev sets never label one a URL).
 */
const MERCHANT_DOMAIN = /^[A-Z][A-Z0-9-]+\.[A-Z]{2,6}(?:\.[A-Z]{2})?$/;

function isBrandDomain(url: string): boolean {
  return BRAND_DOMAIN.test(url) || MERCHANT_DOMAIN.test(url);
}

export function urlRecognizer(): PatternRecognizer {
  return new PatternRecognizer({
    id: 'url',
    entity: 'URL',
    prefilter: (t) => t.includes('://') || /[a-z0-9]\.[a-z]/i.test(t),
    patterns: [
      { regex: SCHEME_URL, starts: schemeStarts, validate: (m, t) => urlCandidate(m, t, 0.85) },
      { regex: WWW_URL, starts: wwwStarts, validate: (m, t) => urlCandidate(m, t, 0.8) },
      {
        regex: TLD_AT,
        validate: (m, t) => {
          // Only the run of label characters right before the dot can match (DOMAIN_BEFORE is
          // anchored at the end and made of those characters): slice just that run, so the regex
          // does not try every start position of a 320-character window.
          const floor = Math.max(0, m.index - 320);
          let from = m.index;
          while (from > floor && isLabelChar(t.charCodeAt(from - 1))) from--;
          if (from === m.index) return null;
          const d = DOMAIN_BEFORE.exec(t.slice(from, m.index));
          if (!d) return null;
          const start = m.index - d[0].length;
          // Not part of an email, a path or a longer dotted token.
          const prev = start > 0 ? t.charCodeAt(start - 1) : 32;
          if (prev === 64 || prev === 46 || prev === 47 || prev === 45 || prev === 95 || isWordUnit(prev)) return null;
          const url = trimUrl(t.slice(start, m.index + m[0].length));
          // "e.g." style and file names are filtered by the TLD list; a short "a.io" is weak.
          if (url.indexOf('.') < 2) return { start, end: start + url.length, score: 0.4 };
          // A capitalized bare domain is a brand's or an app's name ("descarga los mapas en
          // Maps.me", "booked on Hotels.com"): weak, unless context says it is a link ("visit").
          return { start, end: start + url.length, score: isBrandDomain(url) ? 0.45 : 0.55 };
        },
      },
    ],
    context: { en: ['url', 'website', 'site', 'link', 'visit', 'web'], es: ['url', 'web', 'sitio', 'página', 'enlace', 'visite'] },
    contextBoost: 0.1,
  });
}
