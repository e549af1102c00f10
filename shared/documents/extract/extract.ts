/**
 * Field extraction over a canonical document: the built-in `invoice` template or a caller's
 * JSON Schema. Each field is looked up by its printed labels (see `labels.ts` and
 * `locate.ts`), then by pattern alone; totals that add up (subtotal + tax = total) raise the
 * confidence of all three within their band. Required fields not found are listed in
 * `validation_errors`.
 */
import type { CanonicalDocument, ExtractedField, ExtractResult, ExtractSpec, JsonSchema, JsonSchemaObject } from '../types.js';
import { patternCandidate } from './fallbacks.js';
import { type FieldSpec, INVOICE_FIELDS, LINE_ITEM_COLUMNS, type ValueType } from './labels.js';
import { extractLineItems } from './line-items.js';
import { best, type Candidate, labelledCandidates } from './locate.js';
import { buildUnits } from './units.js';
import { detectNumberStyle } from './values.js';

export const EXTRACTION_ENGINE = 'labels-geometry-v1';

const TYPE_TO_SCHEMA: Record<ValueType, JsonSchema> = {
  id: { type: 'string' },
  date: { type: 'string', format: 'date' },
  amount: { type: 'number' },
  percent: { type: 'string' },
  text: { type: 'string' },
  name: { type: 'string' },
  currency: { type: 'string' },
};

export const INVOICE_TEMPLATE: JsonSchemaObject = {
  type: 'object',
  title: 'invoice',
  properties: {
    ...Object.fromEntries(INVOICE_FIELDS.map((f) => [f.name, { ...TYPE_TO_SCHEMA[f.type] }])),
    line_items: {
      type: 'array',
      items: {
        type: 'object',
        properties: { description: { type: 'string' }, quantity: { type: 'number' }, unit_price: { type: 'number' }, amount: { type: 'number' } },
      },
    },
  },
  required: INVOICE_FIELDS.filter((f) => f.required).map((f) => f.name),
};

export function extractFields(doc: CanonicalDocument, spec: ExtractSpec, sourceArtifactId: string): ExtractResult {
  const started = performance.now();
  const schema = 'schema' in spec ? spec.schema : INVOICE_TEMPLATE;
  const units = buildUnits(doc);
  const style = detectNumberStyle(units.map((u) => u.text));
  const required = new Set(schema.required ?? []);
  const fields: ExtractedField[] = [];

  for (const [name, property] of Object.entries(schema.properties ?? {})) {
    if (property.type === 'array' || property.type === 'object') {
      fields.push(arrayField(doc, name, property, style));
      continue;
    }
    const fieldSpec = specFor(name, property, required.has(name));
    const found = best(fieldSpec, labelledCandidates(fieldSpec, units, style)) ?? patternCandidate(fieldSpec, units, style, doc.pages[0]?.width);
    fields.push(toField(name, found, property));
  }

  deriveAmountDue(fields, units);
  crossCheckTotals(fields);
  const raw_output = Object.fromEntries(fields.filter((f) => f.value !== null).map((f) => [f.field_name, f.value]));
  const validation_errors = [...required].filter((name) => {
    const field = fields.find((f) => f.field_name === name);
    return !field || field.value === null || (Array.isArray(field.value) && field.value.length === 0);
  }).map((name) => `Required field '${name}' was not found in the document.`);

  return {
    document_id: doc.document_id,
    source_artifact_id: sourceArtifactId,
    template_id: 'schema' in spec ? 'custom_schema' : spec.templateId,
    schema_used: schema,
    fields,
    raw_output,
    validation_errors,
    extraction_duration_ms: Math.round((performance.now() - started) * 100) / 100,
    model_versions: { extraction_engine: EXTRACTION_ENGINE, parser: doc.media_type === 'docx' ? 'mammoth-1.13.0' : 'pdfjs-dist-5.6.205' },
  };
}

/** A caller's property: the invoice field of that name if there is one, else labels from its name. */
function specFor(name: string, property: JsonSchema, required: boolean): FieldSpec {
  const known = INVOICE_FIELDS.find((f) => f.name === name);
  const extraLabels = [...(property['x-labels'] ?? []), ...(property.title ? [property.title] : [])].map((l) => new RegExp(escape(l), 'i'));
  if (known) return { ...known, required, labels: [...extraLabels, ...known.labels] };
  const words = name.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/[_\-]+/g, ' ').trim();
  const labels = [...extraLabels, new RegExp(words.split(/\s+/).map(escape).join('\\s*[-_]?\\s*'), 'i')];
  return { name, type: typeOf(name, property), required, labels };
}

function typeOf(name: string, property: JsonSchema): ValueType {
  if (property.type === 'number' || property.type === 'integer') return 'amount';
  if (property.format === 'date' || property.format === 'date-time' || /date|fecha|datum/i.test(name)) return 'date';
  if (/(?:^|_)(?:number|no|id|nr|code|ref)$/i.test(name)) return 'id';
  if (/rate|percent/i.test(name)) return 'percent';
  if (/currency/i.test(name)) return 'currency';
  return 'text';
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function toField(name: string, found: Candidate | undefined, property: JsonSchema): ExtractedField {
  if (!found) return { field_name: name, value: null, confidence: 0, citations: [] };
  let value = found.value;
  if (property.type === 'integer' && typeof value === 'number') value = Math.round(value);
  if (property.type === 'string' && typeof value === 'number') value = String(value);
  return { field_name: name, value, confidence: Math.round(found.confidence * 100) / 100, citations: [found.citation] };
}

function arrayField(doc: CanonicalDocument, name: string, property: JsonSchema, style: ReturnType<typeof detectNumberStyle>): ExtractedField {
  const itemProps = property.items?.properties ?? {};
  const columns: Partial<Record<keyof typeof LINE_ITEM_COLUMNS, RegExp>> = {};
  for (const key of Object.keys(LINE_ITEM_COLUMNS) as (keyof typeof LINE_ITEM_COLUMNS)[]) {
    const labels = (itemProps[key]?.['x-labels'] ?? []).map((l) => escape(l));
    columns[key] = labels.length > 0 ? new RegExp(`${labels.join('|')}|${LINE_ITEM_COLUMNS[key].source}`, 'i') : LINE_ITEM_COLUMNS[key];
  }
  const { items, citations } = extractLineItems(doc, style, columns);
  if (items.length === 0) return { field_name: name, value: null, confidence: 0, citations: [] };
  // Table rows under a recognised header are label-backed values in an adjacent block.
  return { field_name: name, value: items, confidence: 0.75, citations };
}

/**
 * An invoice with nothing paid in advance is due in full: without an "amount due" label and
 * without a prepayment line, amount_due is the total (pattern band: derived, not printed as such).
 */
function deriveAmountDue(fields: ExtractedField[], units: ReturnType<typeof buildUnits>): void {
  const due = fields.find((f) => f.field_name === 'amount_due');
  const total = fields.find((f) => f.field_name === 'total_amount');
  if (!due || due.value !== null || typeof total?.value !== 'number') return;
  const prepaid = /prepaid|paid\s*amount|amount\s*paid|anzahlung|bereits\s*(?:bezahlt|gezahlt)|acompte|déjà\s*(?:payé|réglé)|anticipo|pagado|vooruitbetaald/i;
  if (units.some((u) => prepaid.test(u.text) && /\d/.test(u.text.replace(/\b0[.,]00\b/g, '')))) return;
  due.value = total.value;
  due.confidence = 0.5;
  due.citations = total.citations;
}

/** subtotal + tax = total (±0.02) confirms all three; the fields move to the top of their band. */
function crossCheckTotals(fields: ExtractedField[]): void {
  const get = (name: string) => fields.find((f) => f.field_name === name);
  const total = get('total_amount');
  const subtotal = get('subtotal');
  const tax = get('tax_amount');
  if (typeof total?.value !== 'number' || typeof subtotal?.value !== 'number' || typeof tax?.value !== 'number') return;
  if (Math.abs(subtotal.value + tax.value - total.value) > 0.02) return;
  for (const field of [total, subtotal, tax]) {
    const top = field.confidence >= 0.8 ? 0.99 : field.confidence >= 0.7 ? 0.79 : 0.69;
    field.confidence = Math.min(top, Math.round((field.confidence + 0.05) * 100) / 100);
  }
}
