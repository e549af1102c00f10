import { describe, expect, it } from 'vitest';
import { extractFields, parseDocument } from '#shared/documents/index.js';
import { detectNumberStyle, parseAmounts, parseDates, toNumber } from '#shared/documents/extract/values.js';
import { corpusFile } from './corpus.js';

describe('value parsers', () => {
  it('reads US and European number formats', () => {
    expect(toNumber('1,234.56', 'us')).toBe(1234.56);
    expect(toNumber('1.234,56', 'eu')).toBe(1234.56);
    expect(toNumber('1 234,56', 'eu')).toBe(1234.56);
    expect(toNumber('9,9000', 'eu')).toBe(9.9);
    expect(toNumber('1.234', 'eu')).toBe(1234);
    expect(toNumber('1,234', 'us')).toBe(1234);
    expect(detectNumberStyle(['Total 1.005,55', 'Netto 845,00'])).toBe('eu');
    expect(detectNumberStyle(['Total $1,005.55'])).toBe('us');
    expect(parseAmounts('Total € 717,97', 'eu')[0]!.value).toEqual({ amount: 717.97, currency: 'EUR' });
    expect(parseAmounts('Importe: -1.250,00 EUR', 'eu')[0]!.value).toEqual({ amount: -1250, currency: 'EUR' });
  });

  it('reads dates in numeric and written forms, English and Spanish', () => {
    const iso = (text: string, style: 'us' | 'eu' = 'eu') => parseDates(text, style)[0]?.value;
    expect(iso('August 3 , 2014', 'us')).toBe('2014-08-03');
    expect(iso('03/20/2023', 'us')).toBe('2023-03-20');
    expect(iso('20/03/2023')).toBe('2023-03-20');
    expect(iso('15.11.2024')).toBe('2024-11-15');
    expect(iso('31 de enero de 2024')).toBe('2024-01-31');
    expect(iso('Fecha: 5 marzo 2025')).toBe('2025-03-05');
    expect(iso('19 april 2014')).toBe('2014-04-19');
    expect(iso('2026-01-31')).toBe('2026-01-31');
  });
});

describe('invoice template on a real invoice (AzureInterior)', () => {
  it('finds the required fields with label-backed confidence and citations with boxes', async () => {
    const doc = await parseDocument(corpusFile('invoices/invoice2data/AzureInterior.pdf'), 'pdf', { language: 'en', documentId: 'az' });
    const result = extractFields(doc, { templateId: 'invoice' }, 'art-1');
    expect(result.template_id).toBe('invoice');
    expect(result.source_artifact_id).toBe('art-1');
    expect(result.validation_errors).toEqual([]);
    expect(result.raw_output).toMatchObject({ invoice_number: 'INV/2023/03/0008', invoice_date: '2023-03-20', due_date: '2023-04-04', total_amount: 279.84, tax_amount: 16.94, currency: 'USD' });
    const date = result.fields.find((f) => f.field_name === 'invoice_date')!;
    // "Invoice Date:" and its value sit side by side in separate blocks: adjacent-block band.
    expect(date.confidence).toBeGreaterThanOrEqual(0.7);
    expect(date.confidence).toBeLessThan(0.8);
    const citation = date.citations[0]!;
    expect(citation.page_number).toBe(1);
    expect(citation.text_snippet).toBe('03/20/2023');
    expect(citation.bbox!.right).toBeGreaterThan(citation.bbox!.left);
    expect(doc.pages[0]!.blocks.some((b) => b.block_id === citation.block_id)).toBe(true);
    expect(citation.label?.text).toMatch(/Invoice Date/);
    const items = result.raw_output.line_items as { description: string; amount: number }[];
    expect(items.find((i) => i.description.includes('Office Chair'))?.amount).toBe(70);
    // Every field missing has value null, confidence 0 and no citation.
    for (const f of result.fields.filter((x) => x.value === null)) expect([f.confidence, f.citations.length]).toEqual([0, 0]);
  });
});

describe('caller JSON Schemas', () => {
  it('uses the property names and x-labels, and lists required fields not found', async () => {
    const doc = await parseDocument(corpusFile('invoices/invoice2data/coolblue1.pdf'), 'pdf', { language: 'es', documentId: 'cb' });
    const result = extractFields(
      doc,
      {
        schema: {
          type: 'object',
          properties: {
            klantnummer: { type: 'string', 'x-labels': ['Klantnummer'] },
            order_number: { type: 'string', 'x-labels': ['Ordernummer'] },
            order_date: { type: 'string', format: 'date', 'x-labels': ['Orderdatum'] },
            iban: { type: 'string', 'x-labels': ['IBAN'] },
            loyalty_card: { type: 'string' },
          },
          required: ['order_number', 'loyalty_card'],
        },
      },
      'art-2',
    );
    expect(result.template_id).toBe('custom_schema');
    expect(result.raw_output).toMatchObject({ klantnummer: '6669263', order_number: '12572103', order_date: '2014-04-18', iban: 'NL50INGB0683251309' });
    expect(result.validation_errors).toEqual(["Required field 'loyalty_card' was not found in the document."]);
    const order = result.fields.find((f) => f.field_name === 'order_number')!;
    // Label and value in one line: the same-block band.
    expect(order.confidence).toBeGreaterThanOrEqual(0.8);
  });
});
