/**
 * People, organisations, addresses and contact details. Names and street names come from a
 * seeded faker (test data only; the engine uses census lists, so this is an independent test),
 * cities from real lists (places.ts), formats from what real documents print.
 */
import type { Faker } from '@faker-js/faker';
import type { Language } from '#shared/detection/types.js';
import { ES_CITIES, ES_COMPOUND_FIRST, UK_CITIES, US_CITIES, US_COMMON_SURNAMES } from './places.js';
import type { Rng } from './rng.js';

/** Everything a template needs to draw random content for one document. */
export interface Gen {
  r: Rng;
  f: Faker;
  lang: Language;
}

export interface Person {
  first: string;
  last: string;
  /** As usually written in full ("María José García-López", "John Smith"). */
  full: string;
}

/**
 * One Spanish surname. Faker sometimes returns "de la Fuente"-style or double surnames; a lone
 * particle ("de") would make a nonsense name, so particles stay attached to what follows.
 */
export function esSurname(f: Faker): string {
  const words = f.person.lastName().split(' ');
  let i = 0;
  while (i < words.length - 1 && /^(de|del|la|las|los|y)$/.test(words[i] as string)) i++;
  return words.slice(0, i + 1).join(' ');
}

/** Faker's English surnames are hyphenated far more often than real ones; keep some. */
function enSurname(g: Gen): string {
  const last = g.f.person.lastName();
  return last.includes('-') && g.r.chance(0.7) ? (last.split('-')[0] as string) : last;
}

export function person(g: Gen): Person {
  const { r, f } = g;
  if (g.lang === 'es') {
    const first = r.chance(0.2) ? r.pick(ES_COMPOUND_FIRST) : f.person.firstName();
    const s1 = esSurname(f);
    const s2 = esSurname(f);
    const last = r.chance(0.15) ? `${s1}-${s2}` : r.chance(0.75) ? `${s1} ${s2}` : s1;
    return { first, last, full: `${first} ${last}` };
  }
  const first = f.person.firstName();
  const last = r.chance(0.55) ? r.pick(US_COMMON_SURNAMES) : enSurname(g);
  const full = r.chance(0.1) ? `${first} ${r.letters(1)}. ${last}` : `${first} ${last}`;
  return { first, last, full };
}

/** Accent-free, lower-case slug for e-mail local parts and domains. */
export function slug(s: string): string {
  return s.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[^a-z0-9]+/g, '');
}

const EN_STEMS = ['North', 'Blue', 'Summit', 'Pioneer', 'Cedar', 'Harbor', 'Granite', 'Bright', 'Silver', 'Eagle',
  'Atlas', 'Keystone', 'Red', 'Evergreen', 'Lakeside', 'Iron', 'Crescent', 'Union', 'Prairie', 'Coastal'];
const EN_INDUSTRY = ['Logistics', 'Analytics', 'Health', 'Capital', 'Dental Group', 'Software', 'Foods', 'Energy',
  'Consulting', 'Manufacturing', 'Insurance', 'Realty', 'Labs', 'Systems', 'Pharmacy', 'Legal'];
const EN_SUFFIX = ['Inc.', 'LLC', 'Corp.', 'Ltd', 'Ltd.', 'Co.', 'LLP', 'Group'];
const ES_INDUSTRY = ['Construcciones', 'Distribuciones', 'Transportes', 'Inversiones', 'Consultores', 'Suministros',
  'Farmacia', 'Clínica Dental', 'Talleres', 'Gestoría', 'Ingeniería', 'Seguros', 'Inmobiliaria', 'Alimentación'];
const ES_STEMS = ['Levante', 'Ibérica', 'del Norte', 'Mediterráneo', 'Atlántico', 'Castellana', 'del Sur', 'Andaluza',
  'Cantábrica', 'Central', 'Sierra Nevada', 'Hispana'];
const ES_SUFFIX = ['S.L.', 'S.A.', 'S.L.U.', 'SL', 'SA', 'S.Coop.'];

export interface Org {
  name: string;
  domain: string;
}

export function organization(g: Gen): Org {
  const { r, f } = g;
  let name: string;
  let core: string;
  if (g.lang === 'es') {
    const sur = esSurname(f);
    const form = r.int(0, 3);
    core = form === 0 ? `${r.pick(ES_INDUSTRY)} ${sur}` : form === 1 ? `${r.pick(ES_INDUSTRY)} ${r.pick(ES_STEMS)}`
      : form === 2 ? `${sur} e Hijos` : `Grupo ${sur}`;
    name = `${core} ${r.pick(ES_SUFFIX)}`;
  } else {
    const form = r.int(0, 3);
    if (form === 0) {
      core = f.company.name();
      name = r.chance(0.5) ? `${core}, ${r.pick(['Inc.', 'LLC'])}` : core;
    } else {
      core = form === 1 ? `${r.pick(EN_STEMS)} ${r.pick(EN_INDUSTRY)}`
        : form === 2 ? `${r.pick(US_COMMON_SURNAMES)} & ${r.pick(US_COMMON_SURNAMES)}`
        : `${r.pick(EN_STEMS)}${r.pick(['wind', 'field', 'point', 'gate', 'stone'])} ${r.pick(EN_INDUSTRY)}`;
      name = `${core} ${r.pick(EN_SUFFIX)}`;
    }
  }
  const domain = slug(core.split(/[ ,&-]+/).slice(0, 2).join('')) + (g.lang === 'es' ? r.pick(['.es', '.com']) : r.pick(['.com', '.com', '.io', '.net', '.co']));
  return { name, domain };
}

export function email(g: Gen, p: Person, domain?: string): string {
  const { r } = g;
  const first = slug(p.first);
  const last = slug(p.last.split(/[ -]/)[0] as string);
  const local = r.pick([`${first}.${last}`, `${first[0]}${last}`, `${first}_${last}${r.int(1, 99)}`, `${first}${r.int(70, 99)}`,
    `${last}.${first[0]}`]);
  const d = domain ?? (g.lang === 'es' ? r.pick(['gmail.com', 'hotmail.es', 'yahoo.es', 'outlook.es', 'telefonica.net'])
    : r.pick(['gmail.com', 'yahoo.com', 'outlook.com', 'hotmail.com', 'icloud.com', 'proton.me', 'aol.com']));
  return `${local}@${d}`;
}

const US_AREA = ['212', '415', '312', '617', '206', '303', '512', '646', '718', '202', '305', '404', '713', '214', '602',
  '619', '503', '720', '917', '310', '408', '480', '702', '773', '929'];

export function usPhone(r: Rng): string {
  const a = r.pick(US_AREA);
  const x = `${r.int(2, 9)}${r.digits(2)}`;
  const n = r.digits(4);
  const base = r.pick([`(${a}) ${x}-${n}`, `${a}-${x}-${n}`, `${a}.${x}.${n}`, `+1 ${a} ${x} ${n}`, `+1-${a}-${x}-${n}`,
    `1-800-${x}-${n}`, `+1 (${a}) ${x}-${n}`]);
  return r.chance(0.12) ? `${base} ${r.pick(['ext.', 'ext', 'x', 'Ext.'])} ${r.int(10, 4999)}` : base;
}

export function ukPhone(r: Rng): string {
  return r.pick([
    () => `+44 20 ${r.int(7, 8)}${r.digits(3)} ${r.digits(4)}`,
    () => `020 ${r.int(7, 8)}${r.digits(3)} ${r.digits(4)}`,
    () => `07${r.int(100, 999)} ${r.digits(6)}`,
    () => `+44 7${r.int(100, 999)} ${r.digits(6)}`,
    () => `0${r.pick(['161', '121', '113', '117', '131', '141'])} ${r.digits(3)} ${r.digits(4)}`,
    () => `+44 (0)${r.pick(['161', '121', '113'])} ${r.digits(3)} ${r.digits(4)}`,
  ])();
}

export function esPhone(r: Rng): string {
  const mobile = `${r.pick(['6', '7'])}${r.digits(2)}`;
  const fixed = r.pick(['91', '93', '96', '95', '94', '98']);
  return r.pick([
    () => `+34 ${mobile} ${r.digits(3)} ${r.digits(3)}`,
    () => `${mobile} ${r.digits(2)} ${r.digits(2)} ${r.digits(2)}`,
    () => `${mobile} ${r.digits(3)} ${r.digits(3)}`,
    () => `${fixed} ${r.digits(3)} ${r.digits(2)} ${r.digits(2)}`,
    () => `+34 ${fixed} ${r.digits(3)} ${r.digits(2)} ${r.digits(2)}`,
    () => `${mobile}${r.digits(6)}`,
    () => `(+34) ${mobile} ${r.digits(3)} ${r.digits(3)}`,
  ])();
}

export function phone(g: Gen, uk = false): string {
  return g.lang === 'es' ? esPhone(g.r) : uk ? ukPhone(g.r) : usPhone(g.r);
}

export interface Address {
  /** The full address as one span (street line through postal code). */
  full: string;
  city: string;
}

const UK_STREET_SUFFIX = ['Road', 'Street', 'Lane', 'Avenue', 'Close', 'Crescent', 'Gardens', 'Way', 'Drive', 'Terrace'];

const US_SUFFIX = ['Street', 'St', 'St.', 'Avenue', 'Ave', 'Ave.', 'Road', 'Rd', 'Drive', 'Dr', 'Lane', 'Ln', 'Boulevard',
  'Blvd', 'Way', 'Court', 'Ct', 'Place', 'Pl', 'Parkway', 'Circle', 'Terrace', 'Highway', 'Pike'];
const US_STREET_BASE = ['Main', 'Oak', 'Maple', 'Cedar', 'Pine', 'Elm', 'Washington', 'Lake', 'Hill', 'Park', 'Church',
  'Sunset', 'Highland', 'Jefferson', 'Lincoln', 'Madison', 'Franklin', 'Broad', 'Market', 'Spring', 'Ridge', 'Mill',
  '1st', '2nd', '3rd', '5th', '12th', '21st', '42nd', 'Fairview', 'Riverside', 'Willow', 'Chestnut', 'Walnut'];

/**
 * Real US street names are dominated by a few suffixes (St, Ave, Rd, Dr) and common bases;
 * faker picks uniformly among ~200 USPS suffixes ("Reichel Ports"), so it supplies a minority.
 */
function usStreet(g: Gen): string {
  const { r, f } = g;
  if (r.chance(0.25)) return f.location.street();
  const dir = r.chance(0.2) ? `${r.pick(['N', 'S', 'E', 'W', 'North', 'South', 'East', 'West'])} ` : '';
  const base = r.chance(0.6) ? r.pick(US_STREET_BASE) : r.chance(0.5) ? r.pick(US_COMMON_SURNAMES) : f.person.lastName();
  return `${dir}${base} ${r.pick(US_SUFFIX)}`;
}

export function usAddress(g: Gen, twoLines = false): Address {
  const { r, f } = g;
  const [city, st, stateName, zip3] = r.pick(US_CITIES);
  let street = `${r.chance(0.7) ? r.int(1, 9999) : f.location.buildingNumber()} ${usStreet(g)}`;
  if (r.chance(0.25)) street += `, ${r.pick(['Apt', 'Apt.', 'Suite', 'Unit', '#'])} ${r.int(1, 40)}${r.chance(0.3) ? r.letters(1) : ''}`;
  const zip = zip3 + r.digits(2) + (r.chance(0.1) ? `-${r.digits(4)}` : '');
  const state = r.chance(0.85) ? st : stateName;
  return { full: `${street}${twoLines ? '\n' : ', '}${city}, ${state} ${zip}`, city };
}

export function ukPostcode(r: Rng, outward: string): string {
  return `${outward} ${r.int(1, 9)}${r.letters(2, 'ABDEFGHJLNPQRSTUWXYZ')}`;
}

export function ukAddress(g: Gen, twoLines = false): Address {
  const { r, f } = g;
  const [city, outs] = r.pick(UK_CITIES);
  const flat = r.chance(0.2) ? `Flat ${r.int(1, 30)}, ` : '';
  const street = `${flat}${r.int(1, 250)} ${f.person.lastName()} ${r.pick(UK_STREET_SUFFIX)}`;
  return { full: `${street}${twoLines ? '\n' : ', '}${city} ${ukPostcode(r, r.pick(outs))}`, city };
}

const ES_STREET_TYPE = ['Calle', 'Calle', 'Calle', 'C/', 'Avenida', 'Avda.', 'Plaza', 'Paseo', 'Camino', 'Ronda'];
const ES_STREET_NAMES = ['Mayor', 'Real', 'de Alcalá', 'Gran Vía', 'de Goya', 'Serrano', 'de la Princesa',
  'de la Constitución', 'del Carmen', 'San Juan', 'de Andalucía', 'de Colón', 'del Sol', 'de Santa Ana', 'Ancha'];

export function esAddress(g: Gen, twoLines = false): Address {
  const { r, f } = g;
  const [city, prov] = r.pick(ES_CITIES);
  const name = r.chance(0.5) ? r.pick(ES_STREET_NAMES) : r.chance(0.5) ? `de ${f.person.firstName()} ${esSurname(f)}` : esSurname(f);
  let street = `${r.pick(ES_STREET_TYPE)} ${name}${r.chance(0.6) ? ',' : ''} ${r.chance(0.15) ? 'nº ' : ''}${r.int(1, 180)}`;
  if (r.chance(0.4)) street += r.pick([`, ${r.int(1, 9)}º ${r.letters(1, 'ABCD')}`, `, ${r.int(1, 9)}.º izq.`, `, piso ${r.int(1, 9)}, puerta ${r.int(1, 12)}`, `, bajo`]);
  const cp = prov + r.digits(3);
  return { full: `${street}${twoLines ? '\n' : ', '}${cp} ${city}`, city };
}

export function address(g: Gen, uk = false, twoLines = false): Address {
  return g.lang === 'es' ? esAddress(g, twoLines) : uk ? ukAddress(g, twoLines) : usAddress(g, twoLines);
}

export function city(g: Gen, uk = false): string {
  if (g.lang === 'es') return g.r.pick(ES_CITIES)[0];
  return uk ? g.r.pick(UK_CITIES)[0] : g.r.pick(US_CITIES)[0];
}
