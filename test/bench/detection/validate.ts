/**
 * Sanity checks on the gold data itself: offsets agree with the text, and every value whose type
 * has a checksum is valid (a benchmark that labels invalid numbers would punish a correct engine).
 */
import { cpSlice, type BenchDoc } from './dataset.js';
import { abaValid, ibanValid, luhnValid, nhsCheckDigit, nieLetter, nifLetter, npiCheckDigit, nssCheckDigits } from './generator/checksums.js';

const digits = (s: string) => s.replace(/\D/g, '');

function checkValue(type: string, v: string): string | undefined {
  const compact = v.replace(/[\s-]/g, '');
  switch (type) {
    case 'CREDIT_CARD': return luhnValid(digits(v)) ? undefined : 'Luhn';
    case 'IBAN_CODE': return ibanValid(v) ? undefined : 'mod-97';
    case 'ABA_ROUTING_NUMBER': return abaValid(v) ? undefined : 'ABA checksum';
    case 'US_NPI': return npiCheckDigit(v.slice(0, 9)) === Number(v[9]) ? undefined : 'NPI check digit';
    case 'UK_NHS': return nhsCheckDigit(digits(v).slice(0, 9)) === Number(digits(v)[9]) ? undefined : 'NHS mod-11';
    case 'ES_NIF': return nifLetter(Number(compact.slice(0, 8))) === compact[8] ? undefined : 'NIF letter';
    case 'ES_NIE': return nieLetter(compact[0] as 'X' | 'Y' | 'Z', compact.slice(1, 8)) === compact[8] ? undefined : 'NIE letter';
    case 'ES_NSS': {
      const d = digits(v);
      return d.length === 12 && nssCheckDigits(d.slice(0, 2), d.slice(2, 10)) === d.slice(10) ? undefined : 'NSS mod-97';
    }
    case 'US_SSN': {
      const d = digits(v);
      const bad = d.length !== 9 || d.startsWith('000') || d.startsWith('666') || d[0] === '9' || d.slice(3, 5) === '00' || d.slice(5) === '0000';
      return bad ? 'SSN area/group/serial' : undefined;
    }
    default: return undefined;
  }
}

/** Returns human-readable problems; empty when the data set is sound. */
export function validateDocs(docs: readonly BenchDoc[]): string[] {
  const problems: string[] = [];
  for (const d of docs) {
    for (const e of d.entities) {
      if (cpSlice(d.text, e.start, e.end) !== e.text) problems.push(`${d.id}: offsets of ${e.type} ${JSON.stringify(e.text)} do not match the text`);
      const why = checkValue(e.type, e.text);
      if (why) problems.push(`${d.id}: ${e.type} ${JSON.stringify(e.text)} fails ${why}`);
    }
  }
  return problems;
}
