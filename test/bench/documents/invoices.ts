/**
 * Invoice extraction on the shared corpus: every invoice PDF listed in `invoices_expected.json`
 * is parsed and run through the built-in `invoice` template; required fields and all expected
 * fields are scored per source (invoice2data's real invoices, Factur-X/ZUGFeRD e-invoices).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { extractFields, parseDocument } from '../../../shared/documents/index.js';
import { type FieldOutcome, scoreInvoice } from './invoice-score.js';

export interface SourceScore {
  source: string;
  documents: number;
  requiredRight: number;
  requiredTotal: number;
  allRight: number;
  allTotal: number;
  lineItemsFound: number;
  lineItemsExpected: number;
  misses: { document: string; outcome: FieldOutcome }[];
}

interface ExpectedDocument {
  expected: Record<string, unknown>;
  line_items?: { description: string; amount?: number; unit_price?: number; verified_in_text?: boolean }[];
}

export async function scoreInvoices(corpusDir: string): Promise<SourceScore[]> {
  const expectedFile = JSON.parse(readFileSync(join(corpusDir, 'invoices_expected.json'), 'utf8')) as { documents: Record<string, ExpectedDocument> };
  const bySource = new Map<string, SourceScore>();
  for (const [relative, truth] of Object.entries(expectedFile.documents)) {
    const source = relative.split('/')[1]!;
    const score = bySource.get(source) ?? { source, documents: 0, requiredRight: 0, requiredTotal: 0, allRight: 0, allTotal: 0, lineItemsFound: 0, lineItemsExpected: 0, misses: [] };
    bySource.set(source, score);
    const bytes = new Uint8Array(readFileSync(join(corpusDir, relative)));
    const doc = await parseDocument(bytes, 'pdf', { language: 'en', documentId: relative });
    const result = extractFields(doc, { templateId: 'invoice' }, 'bench');
    const outcomes = scoreInvoice(truth.expected, result.raw_output);
    score.documents++;
    for (const outcome of outcomes) {
      score.allTotal++;
      if (outcome.right) score.allRight++;
      if (outcome.required) {
        score.requiredTotal++;
        if (outcome.right) score.requiredRight++;
      }
      if (!outcome.right) score.misses.push({ document: relative.split('/').pop()!, outcome });
    }
    // Line items: an expected (verified) item counts as found when an extracted item has its
    // amount (or unit price) and a description that contains the expected one's first line.
    const items = (result.raw_output.line_items as { description: string; amount: number | null; unit_price: number | null }[] | undefined) ?? [];
    for (const expectedItem of (truth.line_items ?? []).filter((i) => i.verified_in_text !== false)) {
      score.lineItemsExpected++;
      const firstLine = expectedItem.description.split('\n')[0]!.toLowerCase();
      const money = expectedItem.amount ?? expectedItem.unit_price;
      if (items.some((i) => i.description.toLowerCase().includes(firstLine) && (money === undefined || i.amount === money || i.unit_price === money))) score.lineItemsFound++;
    }
  }
  return [...bySource.values()];
}
