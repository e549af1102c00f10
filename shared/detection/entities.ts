import type { EntityCategory, EntityTypeInfo, Language } from './types.js';

/**
 * Every type is detected in both languages. US and British identifiers occur in Spanish text too
 * (US Hispanic letters and forms: "Número de Seguro Social", "licencia de manejo", "número de
 * ruta"); there their recognizers need a context word (`recognizers/us-ids.ts`).
 */
const BOTH: readonly Language[] = ['en', 'es'];

function entity(name: string, category: EntityCategory, languages: readonly Language[], description: string): EntityTypeInfo {
  return Object.freeze({ name, category, languages, description });
}

/** Every built-in entity type, in the order GET /entities lists them. */
export const ENTITY_CATALOG: readonly EntityTypeInfo[] = Object.freeze([
  entity('PERSON', 'PII', BOTH, 'Full or partial name of a person, without titles'),
  entity('ORGANIZATION', 'PII', BOTH, 'Company, institution or agency name'),
  entity('LOCATION', 'PII', BOTH, 'City, region, country or other named place'),
  entity('ADDRESS', 'PII', BOTH, 'Street or postal address'),
  entity('EMAIL_ADDRESS', 'PII', BOTH, 'Email address'),
  entity('PHONE_NUMBER', 'PII', BOTH, 'Telephone number, with country code and extension when present'),
  entity('DATE_TIME', 'PII', BOTH, 'Date, time or date and time'),
  entity('DATE_OF_BIRTH', 'PII', BOTH, 'A date given as someone\'s date of birth'),
  entity('URL', 'PII', BOTH, 'Web address'),
  entity('IP_ADDRESS', 'PII', BOTH, 'IPv4 or IPv6 address'),
  entity('MAC_ADDRESS', 'PII', BOTH, 'Network hardware (MAC) address'),
  entity('CREDIT_CARD', 'PCI', BOTH, 'Payment card number (Luhn-valid, known issuer range)'),
  entity('IBAN_CODE', 'PCI', BOTH, 'International Bank Account Number (mod-97 valid)'),
  entity('US_BANK_NUMBER', 'PCI', BOTH, 'US bank account number (needs context)'),
  entity('ABA_ROUTING_NUMBER', 'PCI', BOTH, 'US ABA routing transit number (checksum valid)'),
  entity('MEDICAL_RECORD_NUMBER', 'PHI', BOTH, 'Medical record number / historia clínica identifier'),
  entity('MEDICAL_LICENSE', 'PHI', BOTH, 'Medical or professional license number (nº de colegiado)'),
  entity('US_NPI', 'PHI', BOTH, 'US National Provider Identifier (Luhn valid)'),
  entity('US_MBI', 'PHI', BOTH, 'US Medicare Beneficiary Identifier'),
  entity('UK_NHS', 'PHI', BOTH, 'UK NHS number (mod-11 valid)'),
  entity('US_SSN', 'PII', BOTH, 'US Social Security Number'),
  entity('US_ITIN', 'PII', BOTH, 'US Individual Taxpayer Identification Number'),
  entity('US_PASSPORT', 'PII', BOTH, 'US passport number, or a foreign one after a passport label (needs context)'),
  entity('US_DRIVER_LICENSE', 'PII', BOTH, 'US driver license number (needs context)'),
  entity('UK_NINO', 'PII', BOTH, 'UK National Insurance number'),
  entity('ES_NIF', 'PII', BOTH, 'Spanish NIF/DNI (check letter valid)'),
  entity('ES_NIE', 'PII', BOTH, 'Spanish foreigner identity number NIE (check letter valid)'),
  entity('ES_NSS', 'PII', BOTH, 'Spanish social security number NSS (mod-97 control digits valid)'),
]);

const BY_NAME: ReadonlyMap<string, EntityTypeInfo> = new Map(ENTITY_CATALOG.map((e) => [e.name, e]));

/** Names accepted in requests that mean a catalog entry (the contract lists SSN and US_SSN). */
const ALIASES: Readonly<Record<string, string>> = {
  SSN: 'US_SSN',
  EMAIL: 'EMAIL_ADDRESS',
  PHONE: 'PHONE_NUMBER',
  IBAN: 'IBAN_CODE',
  IP: 'IP_ADDRESS',
  DOB: 'DATE_OF_BIRTH',
  NHS: 'UK_NHS',
  NIF: 'ES_NIF',
  DNI: 'ES_NIF',
  NIE: 'ES_NIE',
  NSS: 'ES_NSS',
  MRN: 'MEDICAL_RECORD_NUMBER',
};

/** Canonical name for an entity type: trims, upper-cases and resolves aliases ('SSN' → 'US_SSN'). */
export function normalizeEntityType(name: string): string {
  const upper = name.trim().toUpperCase();
  return ALIASES[upper] ?? upper;
}

export function entityInfo(name: string): EntityTypeInfo | undefined {
  return BY_NAME.get(normalizeEntityType(name));
}

export function isBuiltinEntity(name: string, language?: Language): boolean {
  const info = entityInfo(name);
  return info !== undefined && (language === undefined || info.languages.includes(language));
}

export function entitiesFor(language?: Language): EntityTypeInfo[] {
  return language === undefined ? [...ENTITY_CATALOG] : ENTITY_CATALOG.filter((e) => e.languages.includes(language));
}

/** A type the engine detects in `language`, or one of the tenant's own custom labels. */
export function isSupportedEntity(entityType: string, language: Language, tenant?: { customEntityTypes: readonly string[] }): boolean {
  const name = normalizeEntityType(entityType);
  if (entityInfo(name)?.languages.includes(language)) return true;
  return tenant?.customEntityTypes.includes(name) ?? false;
}

/** Entity type reported for a block entry whose entity_type is '*'. */
export const BLOCKLIST_ENTITY = 'BLOCKLIST';
