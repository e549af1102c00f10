/**
 * Scoring of invoice extraction against `invoices_expected.json` of the shared corpus: a field
 * is right when its value equals the expected one (numbers within half a cent, dates as ISO
 * strings, text case- and space-insensitively, `tax_rate` by its number: "19%" = 19).
 */

export interface FieldOutcome {
  field: string;
  expected: unknown;
  got: unknown;
  right: boolean;
  required: boolean;
}

export const REQUIRED_INVOICE_FIELDS = ['invoice_number', 'invoice_date', 'total_amount'];

export function sameValue(field: string, expected: unknown, got: unknown): boolean {
  if (got === null || got === undefined) return false;
  if (typeof expected === 'number') {
    const number = typeof got === 'number' ? got : Number.parseFloat(String(got).replace(',', '.'));
    return Number.isFinite(number) && Math.abs(number - expected) < 0.005;
  }
  const norm = (v: unknown) => String(v).toLowerCase().replace(/\s+/g, ' ').trim();
  return field === 'currency' ? norm(expected) === norm(got) : norm(expected) === norm(got);
}

export function scoreInvoice(expected: Record<string, unknown>, raw: Record<string, unknown>): FieldOutcome[] {
  return Object.entries(expected).map(([field, value]) => ({
    field,
    expected: value,
    got: raw[field] ?? null,
    right: sameValue(field, value, raw[field]),
    required: REQUIRED_INVOICE_FIELDS.includes(field),
  }));
}
