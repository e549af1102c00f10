import type { RawFinding, Recognizer, RecognizerContext } from '../types.js';

const UNICODE_LETTER = /[\p{L}\p{M}]/u;

/** Non-ASCII letters are allowed on both sides (RFC 6531 addresses, IDN domains). */
function isUnicodeLetter(text: string, i: number): boolean {
  return text.charCodeAt(i) >= 128 && UNICODE_LETTER.test(text[i] as string);
}

// Local-part and domain characters (ASCII, RFC 5322 "atext" subset seen in practice).
function isLocalChar(c: number): boolean {
  return (
    (c >= 97 && c <= 122) || (c >= 65 && c <= 90) || (c >= 48 && c <= 57) ||
    c === 46 || c === 95 || c === 37 || c === 43 || c === 45 || c === 39
  );
}
function isDomainChar(c: number): boolean {
  return (c >= 97 && c <= 122) || (c >= 65 && c <= 90) || (c >= 48 && c <= 57) || c === 45 || c === 46;
}
function isAlpha(c: number): boolean {
  return (c >= 97 && c <= 122) || (c >= 65 && c <= 90);
}

const MAX_LOCAL = 64;
/** "@" as a URL query string encodes it. */
const ENCODED_AT = '%40';
const MAX_DOMAIN = 255;

/**
 * Emails are found from each '@' outwards instead of by a regex: a regex like `[\w.]+@` restarts
 * at every dot of a long "a.a.a.a" run with no '@' nearby and goes quadratic; this scan is
 * linear (each '@' looks at most 64 + 255 characters).
 */
export class EmailRecognizer implements Recognizer {
  readonly id = 'email';
  readonly entities = ['EMAIL_ADDRESS'];
  readonly languages = ['en', 'es'] as const;

  analyze(text: string, _ctx: RecognizerContext): RawFinding[] {
    const out: RawFinding[] = [];
    let at = text.indexOf('@');
    let minStart = 0;
    while (at !== -1) {
      const found = this.around(text, at, minStart);
      if (found) {
        out.push({ entity_type: 'EMAIL_ADDRESS', start: found[0], end: found[1], score: 1.0, recognizer: this.id });
        minStart = found[1];
        at = text.indexOf('@', found[1]);
      } else {
        at = text.indexOf('@', at + 1);
      }
    }
    // URL-encoded in a query string or a log line: "GET /account?email=r.mbatha%40webmail.co.za".
    if (text.includes(ENCODED_AT)) this.encoded(text, out);
    return out;
  }

  private encoded(text: string, out: RawFinding[]): void {
    let minStart = 0;
    for (let at = text.indexOf(ENCODED_AT); at !== -1; at = text.indexOf(ENCODED_AT, at + 1)) {
      if (at < minStart) continue;
      const found = this.around(text, at, minStart, ENCODED_AT.length);
      if (!found) continue;
      out.push({ entity_type: 'EMAIL_ADDRESS', start: found[0], end: found[1], score: 0.9, recognizer: this.id });
      minStart = found[1];
    }
  }

  /** The address around the "@" at `at` (`atLength` 3 for its URL-encoded form "%40"). */
  private around(text: string, at: number, minStart: number, atLength = 1): [number, number] | null {
    let s = at;
    const floor = Math.max(minStart, at - MAX_LOCAL);
    while (s > floor && (isLocalChar(text.charCodeAt(s - 1)) || isUnicodeLetter(text, s - 1))) s--;
    // A local part may not start or end with a dot; a leading quote is punctuation around it.
    while (s < at && (text.charCodeAt(s) === 46 || text.charCodeAt(s) === 39)) s++;
    if (s === at || text.charCodeAt(at - 1) === 46) return null;
    const domainStart = at + atLength;
    let e = domainStart;
    const ceil = Math.min(text.length, domainStart + MAX_DOMAIN);
    while (e < ceil && (isDomainChar(text.charCodeAt(e)) || isUnicodeLetter(text, e))) e++;
    // Trailing dots/hyphens are sentence punctuation, not domain.
    while (e > domainStart && (text.charCodeAt(e - 1) === 46 || text.charCodeAt(e - 1) === 45)) e--;
    const domain = text.slice(domainStart, e);
    const lastDot = domain.lastIndexOf('.');
    if (lastDot <= 0 || domain.includes('..')) return null;
    const tld = domain.slice(lastDot + 1);
    if (tld.length < 2 || tld.length > 24) return null;
    for (let i = 0; i < tld.length; i++) if (!isAlpha(tld.charCodeAt(i))) return null;
    const first = domain.charCodeAt(0);
    if (first === 45 || first === 46) return null;
    return [s, e];
  }
}
