/** Checksums used by validators. All take a string of ASCII digits (or alphanumerics for mod-97). */

export function luhnValid(digits: string): boolean {
  let sum = 0;
  let double = false;
  for (let i = digits.length - 1; i >= 0; i--) {
    let d = digits.charCodeAt(i) - 48;
    if (d < 0 || d > 9) return false;
    if (double) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
    double = !double;
  }
  return digits.length > 0 && sum % 10 === 0;
}

/** ISO 7064 mod 97-10 over an IBAN already rearranged (country+check moved to the end). */
export function ibanMod97Valid(iban: string): boolean {
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  let remainder = 0;
  for (let i = 0; i < rearranged.length; i++) {
    const c = rearranged.charCodeAt(i);
    if (c >= 48 && c <= 57) {
      remainder = (remainder * 10 + (c - 48)) % 97;
    } else if (c >= 65 && c <= 90) {
      remainder = (remainder * 100 + (c - 55)) % 97;
    } else {
      return false;
    }
  }
  return remainder === 1;
}

/** ABA routing number: 3·(d1+d4+d7) + 7·(d2+d5+d8) + (d3+d6+d9) ≡ 0 (mod 10). */
export function abaValid(d: string): boolean {
  if (d.length !== 9) return false;
  const n = (i: number): number => d.charCodeAt(i) - 48;
  const sum = 3 * (n(0) + n(3) + n(6)) + 7 * (n(1) + n(4) + n(7)) + (n(2) + n(5) + n(8));
  return sum % 10 === 0;
}

/** NHS number: weights 10..2 over the first nine digits, check = 11 − (sum mod 11), 11 → 0, 10 invalid. */
export function nhsValid(d: string): boolean {
  if (d.length !== 10) return false;
  let sum = 0;
  for (let i = 0; i < 9; i++) sum += (d.charCodeAt(i) - 48) * (10 - i);
  let check = 11 - (sum % 11);
  if (check === 11) check = 0;
  if (check === 10) return false;
  return check === d.charCodeAt(9) - 48;
}

/** NPI: Luhn over "80840" + the ten digits (the ISO card-issuer prefix for US health). */
export function npiValid(d: string): boolean {
  return d.length === 10 && (d[0] === '1' || d[0] === '2') && luhnValid('80840' + d);
}

const NIF_LETTERS = 'TRWAGMYFPDXBNJZSQVHLCKE';

/** The DNI/NIE control letter for an 8-digit number. */
export function nifLetter(eightDigits: string): string {
  return NIF_LETTERS[Number.parseInt(eightDigits, 10) % 23] ?? '';
}

/** True when every character of `s` is the same (111-11-1111 style placeholders). */
export function allSame(s: string): boolean {
  for (let i = 1; i < s.length; i++) if (s.charCodeAt(i) !== s.charCodeAt(0)) return false;
  return true;
}

/** Only the ASCII digits of `s`. */
export function digitsOf(s: string): string {
  let out = '';
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c >= 48 && c <= 57) out += s[i];
  }
  return out;
}

/**
 * Spanish social security number (NSS, número de afiliación): province (2 digits), number (8),
 * control (2). The control is the remainder mod 97 of province and number read as one integer,
 * where a number below 10,000,000 drops its leading zero (province * 10^7 + number).
 * Takes the 12 digits; checks the province range 01-53 (and 66, the historic code for
 * registrations made abroad) too.
 */
export function nssValid(twelve: string): boolean {
  if (!/^\d{12}$/.test(twelve)) return false;
  const province = Number(twelve.slice(0, 2));
  if (!((province >= 1 && province <= 53) || province === 66)) return false;
  const number = Number(twelve.slice(2, 10));
  const value = number < 10_000_000 ? province * 10_000_000 + number : Number(twelve.slice(0, 10));
  return value % 97 === Number(twelve.slice(10));
}
