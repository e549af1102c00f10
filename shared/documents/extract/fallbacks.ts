/**
 * Values found by pattern alone (no label), confidence 0.30-0.69: the document's currency from
 * its amounts and codes, the first date, the largest amount carrying a currency, and the
 * vendor as the first line on page 1 that reads like a company name.
 */
import type { Candidate } from './locate.js';
import type { FieldSpec } from './labels.js';
import type { Unit } from './units.js';
import { currencyMentions, type NumberStyle, parseAmounts, parseDates } from './values.js';

const LEGAL_FORM = /\b(?:inc\.?|llc|ltd\.?|limited|gmbh|ag|kg|b\.v\.|n\.v\.|s\.?l\.?u?\.?|s\.?a\.?s?\.?|sarl|sas|s\.r\.l\.|plc|corp\.?|co\.)(?=$|[\s,.&])/i;

function cite(unit: Unit, snippet: string) {
  return { page_number: unit.page, block_id: unit.blockId, text_snippet: snippet, ...(unit.bbox ? { bbox: unit.bbox } : {}) };
}

export function patternCandidate(spec: FieldSpec, units: readonly Unit[], style: NumberStyle): Candidate | undefined {
  switch (spec.name) {
    case 'currency': {
      const counts = new Map<string, { n: number; unit: Unit; raw: string }>();
      for (const unit of units) {
        for (const code of currencyMentions(unit.text)) {
          const entry = counts.get(code) ?? { n: 0, unit, raw: unit.text.slice(0, 40) };
          entry.n++;
          counts.set(code, entry);
        }
      }
      const ranked = [...counts.entries()].sort((a, b) => b[1].n - a[1].n);
      const top = ranked[0];
      if (!top) return undefined;
      const share = top[1].n / ranked.reduce((n, [, e]) => n + e.n, 0);
      return { value: top[0], confidence: Math.min(0.69, 0.45 + 0.2 * share), citation: cite(top[1].unit, top[1].raw), priority: 99, order: top[1].unit.order };
    }
    case 'invoice_date': {
      for (const unit of units) {
        const date = parseDates(unit.text, style)[0];
        if (date) return { value: date.value, confidence: 0.4, citation: cite(unit, date.raw), priority: 99, order: unit.order };
      }
      return undefined;
    }
    case 'total_amount': {
      let bestUnit: Unit | undefined;
      let bestAmount: { amount: number; raw: string } | undefined;
      for (const unit of units) {
        for (const a of parseAmounts(unit.text, style)) {
          if (!a.value.currency) continue;
          if (!bestAmount || Math.abs(a.value.amount) > Math.abs(bestAmount.amount)) [bestUnit, bestAmount] = [unit, { amount: a.value.amount, raw: a.raw }];
        }
      }
      return bestUnit && bestAmount ? { value: bestAmount.amount, amount: bestAmount.amount, confidence: 0.35, citation: cite(bestUnit, bestAmount.raw), priority: 99, order: bestUnit.order } : undefined;
    }
    case 'vendor_name': {
      const firstPage = units.filter((u) => u.page === units[0]?.page && !u.cell);
      const company = firstPage.find((u) => LEGAL_FORM.test(u.text) && u.text.length <= 60 && !/invoice|factura|rechnung|facture/i.test(u.text));
      if (company) {
        const name = company.text.replace(/\s*[-–|·,]\s*(?:\d.*)?$/, '').trim();
        return { value: trimToLegalForm(name), confidence: 0.55, citation: cite(company, company.text), priority: 99, order: company.order };
      }
      return undefined;
    }
    default:
      return undefined;
  }
}

/** "Acme GmbH Hauptstr. 1" → "Acme GmbH": cut after the legal form. */
function trimToLegalForm(text: string): string {
  const m = LEGAL_FORM.exec(text);
  return m ? text.slice(0, m.index + m[0].length).trim() : text;
}
