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

export function patternCandidate(spec: FieldSpec, units: readonly Unit[], style: NumberStyle, pageWidth = 612): Candidate | undefined {
  switch (spec.name) {
    case 'customer_name': {
      // A letter's address window: the recipient block on the left of page 1.
      const name = addressBlockName(units, (u) => u.bbox!.left < 0.45 * pageWidth);
      return name ? { value: name.text, confidence: 0.5, citation: cite(name, name.text), priority: 99, order: name.order } : undefined;
    }
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
      // The sender's address block on the right of page 1.
      const sender = addressBlockName(units, (u) => u.bbox!.left > 0.5 * pageWidth);
      return sender ? { value: sender.text, confidence: 0.4, citation: cite(sender, sender.text), priority: 99, order: sender.order } : undefined;
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

const POSTAL_LINE = /(?:^|\s)(?:[A-Z]{1,2}-?)?\d{4,5}\s+\p{Lu}\p{L}+|\b\p{Lu}{1,2}\d{1,2}\p{Lu}?\s+\d\p{Lu}{2}\b/u;
/** A one-line sender above the window ("Acme GmbH · Street 1 · 12345 City"). */
const SENDER_LINE = (text: string) => /[·•●|]/.test(text) || (text.match(/,/g)?.length ?? 0) >= 2;

/** First line of the first address block (ending in a postal-code line) in a region of page 1,
 *  found by walking up from the postal line through lines of the same column. */
function addressBlockName(units: readonly Unit[], inRegion: (u: Unit) => boolean): Unit | undefined {
  const page = units[0]?.page;
  const candidates = units
    .filter((u) => u.page === page && u.bbox && inRegion(u) && u.bbox.top > 60 && u.bbox.top < 320)
    .sort((a, b) => a.bbox!.top - b.bbox!.top);
  for (const postal of candidates) {
    if (!POSTAL_LINE.test(postal.text) || SENDER_LINE(postal.text)) continue;
    let top = postal;
    for (;;) {
      const height = top.bbox!.bottom - top.bbox!.top;
      const above = candidates
        .filter((u) => u.bbox!.bottom <= top.bbox!.top + 1 && top.bbox!.top - u.bbox!.bottom < 2.5 * height && Math.abs(u.bbox!.left - top.bbox!.left) < 25)
        .sort((a, b) => b.bbox!.bottom - a.bbox!.bottom)[0];
      if (!above || SENDER_LINE(above.text)) break;
      top = above;
    }
    if (top !== postal && /\p{L}{2}/u.test(top.text) && top.text.length <= 60) return top;
  }
  return undefined;
}
