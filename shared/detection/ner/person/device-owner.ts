/**
 * people6es (round 6). Phones and laptops are named after their owner, and router and DHCP logs
 * print that name as the host name: Spanish iOS names a phone "iPhone de Begoña", written
 * "iPhone-de-Begoña" as a host ("DHCPACK … (iPhone-de-Noelia) via eth0"). The given name after
 * "-de-" is the owner: a person.
 *
 * The host name is one hyphenated token; the finder rejects every token shorter than the shortest
 * "<device>-de-<name>" or not opening with a device word's first letter before reading any key.
 */
import { type Candidate, type Doc } from '../doc.js';
import { F_FIRST_EN, F_FIRST_ES } from '../lexicon.js';
import { normalizeKey } from '../normalize.js';
import { ASCII_LOWER_BIT } from '../chars.js';

/**
 * Device words a host name opens with (lower case). The finder runs on tokens that open in lower
 * case (login-names.ts), so "iPhone-…", "iPad-…", "iMac-…" and hosts typed in lower case reach it.
 */
const DEVICES = ['iphone', 'ipad', 'macbook', 'imac', 'galaxy', 'android', 'pc', 'portatil', 'movil', 'xiaomi', 'redmi', 'huawei', 'pixel'];
/** The joining "de" between device and owner. */
const JOIN = '-de-';
/** Shortest host name read: "pc-de-ana". */
const MIN_LEN = 9;
/** First letters of DEVICES (lower case char codes). */
const INITIALS = new Set(DEVICES.map((d) => d.charCodeAt(0)));
/** An owner's name part has at least this many letters. */
const MIN_NAME_LEN = 3;
/** The score of the owner: a listed given name in a host name, no written name. */
const DEVICE_OWNER_SCORE = 0.7;

/** "iPhone-de-Begoña": the owner's given name inside the host-name token i, or undefined. */
export function deviceOwner(doc: Doc, i: number): Candidate | undefined {
  const s = doc.start(i);
  const e = doc.end(i);
  if (e - s < MIN_LEN || !INITIALS.has(doc.text.charCodeAt(s) | ASCII_LOWER_BIT)) return undefined;
  // The host name holds "-de-": a word without a joiner has no "-" (Doc.joined).
  if (!doc.joined(i)) return undefined;
  const raw = doc.text.slice(s, e);
  const lower = raw.toLowerCase();
  const at = lower.indexOf(JOIN);
  if (at < 0 || !DEVICES.includes(lower.slice(0, at))) return undefined;
  const from = at + JOIN.length;
  const dash = raw.indexOf('-', from);
  const name = raw.slice(from, dash < 0 ? raw.length : dash);
  if (name.length < MIN_NAME_LEN || name[0] === name[0]!.toLowerCase()) return undefined;
  if ((doc.lex.flags(normalizeKey(name)) & (F_FIRST_EN | F_FIRST_ES)) === 0) return undefined;
  return { entity: 'PERSON', first: i, last: i, start: s + from, end: e, score: DEVICE_OWNER_SCORE };
}
