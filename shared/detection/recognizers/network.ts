import { isIPv6 } from 'node:net';
import { PatternRecognizer, whole } from './pattern.js';

// ---- IP_ADDRESS -----------------------------------------------------------------------------
const OCTET = '(?:25[0-5]|2[0-4]\\d|1\\d\\d|[1-9]?\\d)';
// Not glued to letters or more dotted numbers ("v3.1.2.70", "1.2.3.4.5").
const IPV4 = new RegExp(`(?<![\\w.])(?:${OCTET}\\.){3}${OCTET}(?![\\w]|\\.\\d)`, 'g');
// Candidate hex/colon runs with two colons close together; node:net decides what is IPv6.
const IPV6 = /(?<![\w:.])(?=[0-9A-Fa-f]{0,4}:[0-9A-Fa-f]{0,4}:)[0-9A-Fa-f:.]{2,45}(?![\w:])/g;

export function ipAddressRecognizer(): PatternRecognizer {
  return new PatternRecognizer({
    id: 'ip_address',
    entity: 'IP_ADDRESS',
    patterns: [
      { regex: IPV4, score: 0.6 },
      {
        regex: IPV6,
        validate: (m) => {
          let raw = m[0];
          while (raw.endsWith('.')) raw = raw.slice(0, -1);
          if (!isIPv6(raw)) return null;
          // "::" alone, or short hex like "a::b", is too ambiguous in prose without context.
          const score = raw.length >= 6 ? 0.7 : 0.3;
          return { start: m.index, end: m.index + raw.length, score };
        },
      },
    ],
    prefilter: (t) => /\d\.\d/.test(t) || /:[0-9A-Fa-f]{0,4}:/.test(t),
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
const MAC_DOTTED = /(?<![\w.])[0-9A-Fa-f]{4}\.[0-9A-Fa-f]{4}\.[0-9A-Fa-f]{4}(?![\w.])/g;

export function macAddressRecognizer(): PatternRecognizer {
  // All-digit groups could be anything ("12-34-56-78-90-12"); a hex letter makes it a MAC.
  const score = (m: RegExpExecArray) => whole(m, /[A-Fa-f]/.test(m[0]) ? 0.8 : 0.45);
  return new PatternRecognizer({
    id: 'mac_address',
    entity: 'MAC_ADDRESS',
    prefilter: /[0-9A-Fa-f]{2}[:.-][0-9A-Fa-f]{2}/,
    patterns: [
      { regex: MAC_SEPARATED, validate: score },
      { regex: MAC_DOTTED, validate: (m) => (/[A-Fa-f]/.test(m[0]) ? whole(m, 0.6) : null) },
    ],
    context: {
      en: ['mac', 'mac address', 'hardware address', 'ethernet', 'wifi', 'wi-fi', 'device', 'nic'],
      es: ['mac', 'dirección mac', 'direccion mac', 'dispositivo', 'tarjeta de red'],
    },
    contextBoost: 0.2,
  });
}

// ---- URL ------------------------------------------------------------------------------------
const SCHEME_URL = /\b(?:https?|ftp|sftp|wss?):\/\/[^\s<>"'`\u0000-\u001f]{1,2048}/gi;
const WWW_URL = /(?<![\w@.-])www\.[a-z0-9-]{1,63}(?:\.[a-z0-9-]{1,63}){1,6}(?:[/?#:][^\s<>"'`\u0000-\u001f]{0,2048})?/gi;
const TLDS =
  'com|org|net|edu|gov|mil|int|io|co|ai|app|dev|info|biz|me|us|uk|es|eu|de|fr|it|pt|nl|be|ch|at|mx|ar|cl|pe|br|ca|au|in|jp|cn|ru|cat|gal|eus|tv|ly|gl|xyz|online|site|tech|store|shop|health|bank|law';
// A bare domain ("example.com/pricing"): labels, then a known TLD. Not after '@' (that is an email).
const BARE_URL = new RegExp(
  `(?<![\\w@.\\-/])(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\\.){1,5}(?:${TLDS})(?![\\w@-]|\\.[a-z0-9])(?:[/?#][^\\s<>"'\`\\u0000-\\u001f]{0,2048})?`,
  'gi',
);

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

function urlCandidate(m: RegExpExecArray, text: string, score: number) {
  const prev = m.index > 0 ? text[m.index - 1] : '';
  if (prev === '@') return null;
  const url = trimUrl(m[0]);
  // A bare "name@host.com" tail never gets here (lookbehind), but "user:pw@host" URLs are fine.
  if (url.length < 4) return null;
  return { start: m.index, end: m.index + url.length, score };
}

export function urlRecognizer(): PatternRecognizer {
  return new PatternRecognizer({
    id: 'url',
    entity: 'URL',
    prefilter: (t) => t.includes('://') || /[a-z0-9]\.[a-z]/i.test(t),
    patterns: [
      { regex: SCHEME_URL, validate: (m, t) => urlCandidate(m, t, 0.85) },
      { regex: WWW_URL, validate: (m, t) => urlCandidate(m, t, 0.8) },
      {
        regex: BARE_URL,
        validate: (m, t) => {
          // "e.g." / "i.e." style and file names are filtered by the TLD list; short "a.io" is weak.
          const c = urlCandidate(m, t, 0.55);
          if (!c) return null;
          if (t.slice(c.start, c.end).indexOf('.') < 2) c.score = 0.4;
          return c;
        },
      },
    ],
    context: { en: ['url', 'website', 'site', 'link', 'visit', 'web'], es: ['url', 'web', 'sitio', 'página', 'enlace', 'visite'] },
    contextBoost: 0.1,
  });
}
