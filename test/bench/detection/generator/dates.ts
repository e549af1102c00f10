/** Dates and timestamps in the formats real English and Spanish documents use. */
import type { Language } from '#shared/detection/types.js';
import type { Rng } from './rng.js';

const EN_MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September',
  'October', 'November', 'December'];
const ES_MONTHS = ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre',
  'octubre', 'noviembre', 'diciembre'];

export interface Ymd { y: number; m: number; d: number }

export function randomYmd(r: Rng, fromYear: number, toYear: number): Ymd {
  return { y: r.int(fromYear, toYear), m: r.int(1, 12), d: r.int(1, 28) };
}

const p2 = (n: number) => String(n).padStart(2, '0');

/** A calendar date, formatted for the language (and US vs UK conventions in English). */
export function formatDate(r: Rng, lang: Language, v: Ymd, uk = false): string {
  if (lang === 'es') {
    return r.pick([
      () => `${v.d} de ${ES_MONTHS[v.m - 1]} de ${v.y}`,
      () => `${p2(v.d)}/${p2(v.m)}/${v.y}`,
      () => `${v.d}/${v.m}/${v.y}`,
      () => `${p2(v.d)}-${p2(v.m)}-${v.y}`,
      () => `${v.y}-${p2(v.m)}-${p2(v.d)}`,
    ])();
  }
  const month = EN_MONTHS[v.m - 1] as string;
  if (uk) {
    return r.pick([() => `${v.d} ${month} ${v.y}`, () => `${p2(v.d)}/${p2(v.m)}/${v.y}`,
      () => `${v.d} ${month.slice(0, 3)} ${v.y}`, () => `${v.y}-${p2(v.m)}-${p2(v.d)}`])();
  }
  return r.pick([
    () => `${month} ${v.d}, ${v.y}`,
    () => `${p2(v.m)}/${p2(v.d)}/${v.y}`,
    () => `${v.m}/${v.d}/${v.y}`,
    () => `${month.slice(0, 3)} ${v.d}, ${v.y}`,
    () => `${v.y}-${p2(v.m)}-${p2(v.d)}`,
  ])();
}

export function date(r: Rng, lang: Language, fromYear = 2019, toYear = 2025, uk = false): string {
  return formatDate(r, lang, randomYmd(r, fromYear, toYear), uk);
}

export function birthDate(r: Rng, lang: Language, uk = false): string {
  return formatDate(r, lang, randomYmd(r, 1940, 2004), uk);
}

/** A log timestamp (ISO 8601 or syslog-ish); labelled DATE_TIME as a whole. */
export function logTimestamp(r: Rng): string {
  const v = randomYmd(r, 2023, 2025);
  const t = `${p2(r.int(0, 23))}:${p2(r.int(0, 59))}:${p2(r.int(0, 59))}`;
  return r.pick([
    () => `${v.y}-${p2(v.m)}-${p2(v.d)}T${t}.${r.digits(3)}Z`,
    () => `${v.y}-${p2(v.m)}-${p2(v.d)} ${t}`,
    () => `${v.y}-${p2(v.m)}-${p2(v.d)}T${t}+0${r.int(0, 2)}:00`,
    () => `${EN_MONTHS[v.m - 1]!.slice(0, 3)} ${String(v.d).padStart(2, ' ')} ${t}`,
  ])();
}

/** A time of day as chat apps print it ("10:42 AM", "14:05"). */
export function clockTime(r: Rng, lang: Language): string {
  if (lang === 'en' && r.chance(0.6)) return `${r.int(1, 12)}:${p2(r.int(0, 59))} ${r.pick(['AM', 'PM'])}`;
  return `${p2(r.int(7, 22))}:${p2(r.int(0, 59))}`;
}

/** A meeting-style date and time ("March 3, 2025 at 10:30 AM", "el 3 de marzo a las 10:30"). */
export function meetingDateTime(r: Rng, lang: Language): string {
  const v = randomYmd(r, 2024, 2026);
  if (lang === 'es') return `${v.d} de ${ES_MONTHS[v.m - 1]} a las ${r.int(8, 19)}:${r.pick(['00', '15', '30', '45'])}`;
  return `${EN_MONTHS[v.m - 1]} ${v.d} at ${r.int(1, 12)}:${r.pick(['00', '15', '30', '45'])} ${r.pick(['AM', 'PM'])}`;
}

export function monthYear(r: Rng, lang: Language): string {
  const v = randomYmd(r, 2019, 2025);
  return lang === 'es' ? `${ES_MONTHS[v.m - 1]} de ${v.y}` : `${EN_MONTHS[v.m - 1]} ${v.y}`;
}
