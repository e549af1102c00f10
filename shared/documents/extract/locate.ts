/**
 * Finding one field's value: by label in the same unit ("Invoice No: 123"), in the next line of
 * the same block, in the unit to the right on the same row or the unit below (label/value
 * layouts and table cells), and failing that by pattern alone. Confidence follows the
 * contract's bands: same block 0.80-1.0, adjacent block 0.70-0.79, pattern only 0.30-0.69.
 */
import type { BBox, Citation } from '../types.js';
import { ANY_LABEL, type FieldSpec } from './labels.js';
import { below, rightOf, type Unit } from './units.js';
import { currencyMentions, type NumberStyle, parseAmounts, parseDates, parseIdentifier, parsePercent } from './values.js';

export interface Candidate {
  value: unknown;
  confidence: number;
  citation: Citation;
  /** Lower is better: the label's priority in the field's list. */
  priority: number;
  order: number;
  /** For amounts: the number, to prefer the largest total among equals. */
  amount?: number;
}

interface ReadValue {
  value: unknown;
  raw: string;
  amount?: number;
}

export function readValue(type: FieldSpec['type'], text: string, style: NumberStyle): ReadValue | null {
  const trimmed = text.replace(/^[\s:.\-–#]+/, '').trim();
  if (!trimmed) return null;
  switch (type) {
    case 'date': {
      const date = parseDates(trimmed, style)[0];
      return date && date.index <= 6 ? { value: date.value, raw: date.raw } : null;
    }
    case 'amount': {
      const amounts = parseAmounts(trimmed, style);
      const first = amounts[0];
      // The value must come first (a label's own "21%" or a date is not the amount).
      if (!first || first.index > 4 || parseDates(trimmed, style).some((d) => d.index <= first.index)) return null;
      return { value: first.value.amount, raw: first.raw, amount: first.value.amount };
    }
    case 'id': {
      const id = parseIdentifier(trimmed);
      if (!id || id.index > 3 || parseDates(trimmed, style).some((d) => d.index === 0)) return null;
      return { value: id.value, raw: id.raw };
    }
    case 'percent': {
      const percent = parsePercent(trimmed, style);
      return percent ? { value: percent.value, raw: percent.raw } : null;
    }
    case 'currency': {
      const code = currencyMentions(trimmed)[0];
      return code ? { value: code, raw: trimmed.slice(0, 12) } : null;
    }
    case 'name': {
      // A label ("Nummer:", "Name:") or an id line is not a name.
      if (/:\s*$/.test(trimmed) || PARTY_DETAIL.test(trimmed)) return null;
      if (!/\p{L}{2}/u.test(trimmed) || trimmed.length > 80) return null;
      return { value: trimmed, raw: trimmed };
    }
    case 'text':
      return /\p{L}|\d/u.test(trimmed) ? { value: trimmed, raw: trimmed } : null;
  }
}

function citation(unit: Unit, snippet: string, label?: { unit: Unit; text: string }): Citation {
  const c: Citation = { page_number: unit.page, block_id: unit.blockId, text_snippet: snippet };
  if (unit.bbox) c.bbox = unit.bbox as BBox;
  if (label) {
    c.label = { text: label.text, block_id: label.unit.blockId };
    if (label.unit.bbox) c.label.bbox = label.unit.bbox;
  }
  return c;
}

/** The unit is nothing but a label (and punctuation): its value must be elsewhere. */
function isOtherLabel(unit: Unit): boolean {
  return ANY_LABEL.test(unit.text) && unit.text.length <= 40 && /:\s*$|^[^\d]*$/.test(unit.text);
}

const PARTY_DETAIL = /^(?:nummer|globale|number|id\b|gln|n°|no\.|ust|vat|tax|steuer|tel|fax|e-?mail|contact|kontakt)|:/i;

function isPartyDetail(unit: Unit): boolean {
  return PARTY_DETAIL.test(unit.text);
}

export function labelledCandidates(spec: FieldSpec, units: readonly Unit[], style: NumberStyle): Candidate[] {
  const candidates: Candidate[] = [];
  const tryUnit = (unit: Unit, labelIndex: number, labelEnd: number, labelText: string) => {
    if (spec.exclude?.test(unit.text.slice(0, labelEnd + 12))) return;
    const label = { unit, text: labelText };
    // 1. Same unit, right after the label.
    const rest = unit.text.slice(labelEnd);
    // Percentages are often printed before their label ("19% VAT"): read the whole unit.
    const same = readValue(spec.type, spec.type === 'percent' ? unit.text : rest.replace(/^[\s:]*\([^)]*\)\s*/, ''), style);
    if (same) {
      candidates.push({ value: same.value, amount: same.amount, confidence: 0.92, citation: citation(unit, same.raw, label), priority: labelIndex, order: unit.order });
      return;
    }
    const restWords = rest.replace(/\([^)]*\)/g, '').replace(/\b(?:EUR|USD|GBP|INR|CHF)\b|[()%\d.,€$£]+/g, '');
    // A label inside a sentence ("Rechnungsbetrag zahlbar ohne Abzug sofort ..."): no value
    // beside it. A qualifier or two ("brutto", "incl. VAT") is still a label.
    if ((restWords.match(/\p{L}{3,}/gu)?.length ?? 0) >= 3 && spec.type !== 'name' && !/:\s*$/.test(unit.text)) return;
    // 2. Same block, next line.
    const next = units[unit.index + 1];
    const neighbours: [Unit | undefined, number][] = [
      [rightOf(units, unit), 0.78],
      [next && next.blockId === unit.blockId && !unit.cell ? next : undefined, 0.85],
      [below(units, unit), 0.74],
    ];
    if (spec.type === 'name') {
      // A party heading ("Seller:") is often followed by id lines ("Nummer: 549910") before
      // the name: walk down a few lines past those.
      let next = below(units, unit);
      for (let step = 0; next && step < 4 && isPartyDetail(next); step++) next = below(units, next);
      neighbours.splice(2, 1, [next, 0.74]);
    }
    for (const [neighbour, confidence] of neighbours) {
      if (!neighbour || isOtherLabel(neighbour)) continue;
      const value = readValue(spec.type, neighbour.text, style);
      if (!value) continue;
      candidates.push({ value: value.value, amount: value.amount, confidence, citation: citation(neighbour, value.raw, label), priority: labelIndex, order: neighbour.order });
      return;
    }
  };
  for (const unit of units) {
    for (let i = 0; i < spec.labels.length; i++) {
      const match = spec.labels[i]!.exec(unit.text);
      if (!match) continue;
      tryUnit(unit, i, match.index + match[0].length, match[0]);
      break;
    }
    for (const { label, section } of spec.sectionLabels ?? []) {
      const match = label.exec(unit.text);
      if (match && section.test(unit.section)) tryUnit(unit, spec.labels.length, match.index + match[0].length, match[0]);
    }
  }
  return candidates;
}

export function best(spec: FieldSpec, candidates: Candidate[]): Candidate | undefined {
  return [...candidates].sort((a, b) => {
    if (a.priority !== b.priority) return a.priority - b.priority;
    if (b.confidence !== a.confidence) return b.confidence - a.confidence;
    if (spec.name === 'total_amount' && a.amount !== undefined && b.amount !== undefined && a.amount !== b.amount) return Math.abs(b.amount) - Math.abs(a.amount);
    // Sums come last on an invoice (section subtotals precede the invoice's); ids and dates first.
    return spec.type === 'amount' ? b.order - a.order : a.order - b.order;
  })[0];
}
