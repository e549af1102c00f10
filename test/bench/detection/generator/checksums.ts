/**
 * Check-digit algorithms, implemented here independently of the engine so that the generator
 * can emit VALID identifiers (and deliberately invalid look-alikes for hard negatives).
 */

/** Luhn check digit for a digit string (the digit to append). */
export function luhnCheckDigit(body: string): number {
  let sum = 0;
  // Walking from the right, the digit next to the (future) check digit is doubled.
  for (let i = body.length - 1, dbl = true; i >= 0; i--, dbl = !dbl) {
    let d = body.charCodeAt(i) - 48;
    if (dbl) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return (10 - (sum % 10)) % 10;
}

export function luhnValid(digits: string): boolean {
  return luhnCheckDigit(digits.slice(0, -1)) === Number(digits.slice(-1));
}

/** ISO 13616 mod-97 of an alphanumeric string (letters A=10..Z=35), computed piecewise. */
export function mod97(s: string): number {
  let rem = 0;
  for (const ch of s.toUpperCase()) {
    const v = /[0-9]/.test(ch) ? ch : String(ch.charCodeAt(0) - 55);
    for (const d of v) rem = (rem * 10 + Number(d)) % 97;
  }
  return rem;
}

/** IBAN check digits for a country code and BBAN. */
export function ibanCheckDigits(country: string, bban: string): string {
  const check = 98 - mod97(bban + country + '00');
  return String(check).padStart(2, '0');
}

export function ibanValid(iban: string): boolean {
  const compact = iban.replace(/[\s-]/g, '');
  return mod97(compact.slice(4) + compact.slice(0, 4)) === 1;
}

/** ABA routing number: 3-7-1 weighted sum is a multiple of 10. Returns the 9th digit for 8. */
export function abaCheckDigit(first8: string): number {
  const w = [3, 7, 1, 3, 7, 1, 3, 7];
  let sum = 0;
  for (let i = 0; i < 8; i++) sum += (first8.charCodeAt(i) - 48) * (w[i] as number);
  return (10 - (sum % 10)) % 10;
}

export function abaValid(nine: string): boolean {
  return /^\d{9}$/.test(nine) && abaCheckDigit(nine.slice(0, 8)) === Number(nine[8]);
}

/** NHS number mod-11 check digit for 9 digits; undefined when the body cannot be valid (10). */
export function nhsCheckDigit(first9: string): number | undefined {
  let sum = 0;
  for (let i = 0; i < 9; i++) sum += (first9.charCodeAt(i) - 48) * (10 - i);
  const check = 11 - (sum % 11);
  if (check === 10) return undefined;
  return check === 11 ? 0 : check;
}

/** NPI check digit: Luhn over the card-issuer prefix 80840 followed by the 9-digit body. */
export function npiCheckDigit(first9: string): number {
  return luhnCheckDigit('80840' + first9);
}

const NIF_LETTERS = 'TRWAGMYFPDXBNJZSQVHLCKE';

/** Spanish DNI/NIF control letter for the numeric part. */
export function nifLetter(n: number): string {
  return NIF_LETTERS[n % 23] as string;
}

/** NIE control letter: X/Y/Z stand for 0/1/2 in front of the seven digits. */
export function nieLetter(prefix: 'X' | 'Y' | 'Z', seven: string): string {
  return nifLetter(Number('XYZ'.indexOf(prefix) + seven));
}

/** DEA registration number check digit for the 6 leading digits. */
export function deaCheckDigit(six: string): number {
  const d = [...six].map(Number) as number[];
  const sum = (d[0]! + d[2]! + d[4]!) + 2 * (d[1]! + d[3]! + d[5]!);
  return sum % 10;
}

/**
 * Spanish social security number (NSS): province (2 digits), number (8), control (2) =
 * (province and number read as one integer) mod 97, where a number below 10,000,000 is read
 * without its leading zero (province * 10^7 + number).
 */
export function nssCheckDigits(province: string, number: string): string {
  const n = Number(number);
  const value = n < 10_000_000 ? BigInt(province) * 10_000_000n + BigInt(n) : BigInt(province + number);
  return String(value % 97n).padStart(2, '0');
}
