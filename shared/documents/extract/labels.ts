/**
 * Printed labels of the invoice template's fields, most specific first, in English and Spanish
 * (the service's languages) and in German, French and Dutch (common on European invoices).
 * Taxonomy after Azure's prebuilt-invoice and Textract AnalyzeExpense: many printed labels,
 * one field.
 */

export type ValueType = 'id' | 'date' | 'amount' | 'percent' | 'text' | 'name' | 'currency';

export interface FieldSpec {
  name: string;
  type: ValueType;
  required: boolean;
  /** Label patterns in priority order. */
  labels: RegExp[];
  /** A unit whose text matches this is not a label of the field (e.g. "Subtotal" for the total). */
  exclude?: RegExp;
  /** Labels that only count inside a section whose heading matches (e.g. "Name:" under "Seller"). */
  sectionLabels?: { label: RegExp; section: RegExp }[];
  description?: string;
}

const VENDOR_SECTION = /verkäufer|lieferant|seller|supplier|vendor|vendedor|proveedor|emisor|fournisseur|vendeur|leverancier|verkoper/i;
const CUSTOMER_SECTION = /(?<!ver)käufer|kunde|buyer|customer|client|cliente|acheteur|klant|rechnungsempfänger|leistungsempfänger/i;

/** Headings that open a party's section (seller or buyer). */
export const PARTY_SECTION = new RegExp(`${VENDOR_SECTION.source}|${CUSTOMER_SECTION.source}`, 'i');

export const INVOICE_FIELDS: FieldSpec[] = [
  {
    name: 'invoice_number',
    type: 'id',
    required: true,
    labels: [
      /invoice\s*(?:number|no\.?|nr\.?|num\.?|#|id)/i,
      /(?:n[ºo°]\.?|número|num\.?)\s*(?:de\s*)?factura/i,
      /factura\s*(?:n[ºo°]\.?|número|num\.?|#)/i,
      /rechnungs?\s*-?\s*(?:nummer|nr\.?|no\.?)/i,
      /rechnung\S*\s*(?:\(\d+\)\s*)?(?:nr\.?|nummer)/i,
      /(?:n[°o]|numéro)\s*(?:de\s*)?(?:la\s*)?facture/i,
      /facture\s*(?:n[°o]\.?|numéro)/i,
      /(?:avoir|credit\s*note)\s*(?:n[°o]\.?|numéro|number|no\.?)?/i,
      /factuur\s*-?\s*(?:nummer|nr\.?)/i,
      /bill\s*(?:number|no\.?)|document\s*(?:number|no\.?)|booking\s*id/i,
      /\binvoice\b/i,
      /\bfactuur\b/i,
      /\bfactura\b/i,
      /\bfacture\b/i,
      /\brechnung\b/i,
    ],
    exclude: /date|datum|fecha|period|total|totaal|amount|betrag|bedrag|summe|importe|montant/i,
  },
  {
    name: 'invoice_date',
    type: 'date',
    required: true,
    labels: [
      /invoice\s*date|date\s*of\s*invoice|date\s*d[e']\s*(?:la\s*)?facturation/i,
      /fecha\s*(?:de\s*)?(?:la\s*)?(?:factura|emisión|expedición)/i,
      /rechnungsdatum|belegdatum/i,
      /(?:rechnung|gutschrift)\S*\s.*?\b(?:vom|von)\b/i,
      /factuur\s*datum/i,
      /date\s*(?:de\s*)?(?:la\s*)?facture|date\s*d['’]émission/i,
      /factuurdatum/i,
      /issue\s*date|date\s*issued|billing\s*date/i,
      /\bfecha\b/i,
      /\bdatum\b/i,
      /\bdate\b/i,
      /\bvom\b|\bdu\b/i,
    ],
    exclude: /due|fällig|vencimiento|échéance|verval|order|bestell|pedido|commande|liefer|delivery|leistung|period/i,
  },
  {
    name: 'due_date',
    type: 'date',
    required: false,
    labels: [/due\s*date|date\s*due|payment\s*due|pay\s*by/i, /fecha\s*de\s*vencimiento|vencimiento/i, /fälligkeit\S*|fällig\s*am|(?:zahlbar|überweisen\s+sie)\s+bis(?:\s+zum)?/i, /(?:date\s*d['’])?échéance|date\s*limite\s*de\s*paiement/i, /vervaldatum/i],
  },
  {
    name: 'total_amount',
    type: 'amount',
    required: true,
    labels: [
      /total\s*amount\s*due|invoice\s*total|grand\s*total|total\s*(?:[€$£]\s*|eur\s*|usd\s*)?(?:amount|incl\.?\S*|including)|total\s*for\s*this\s*invoice/i,
      /importe\s*total|total\s*(?:factura|a\s*pagar)/i,
      /bruttosumme|rechnungsbetrag|gesamtbetrag|gesamtsumme|endsumme|rechnungssumme(?!\s*(?:ohne|netto))|summe\s*(?:brutto|gesamt)/i,
      /total\s*ttc|montant\s*(?:eur\s*)?ttc|total\s*toutes\s*taxes|somme\s*à\s*payer|montant\s*total/i,
      /totaal(?:bedrag)?/i,
      /\btotal\b/i,
    ],
    exclude: /sub|ohne|excl|net(?:to)?\b|\bht\b|base|zuschl|abschl|positionssumme|vat\s*\d|tax\b|steuer(?!.*brutto)|tva|btw\s*\d|iva\b|service charges/i,
  },
  {
    name: 'subtotal',
    type: 'amount',
    required: false,
    labels: [
      /total\s*(?:excl\.?\S*|excluding|before|sans|net)|exclusief\s*btw|net\s*(?:amount|total)|grondslag/i,
      /sub\s*-?\s*total|subtotaal/i,
      /base\s*imponible|importe\s*neto/i,
      // The subtotal is the sum of the lines, before document-level charges and allowances.
      /positionssumme|summe\s*(?:der\s*)?positionen|warenwert/i,
      /rechnungssumme\s*ohne\s*ust\.?|summe\s*netto|netto\s*summe|gesamt\s*netto|nettobetrag/i,
      /total\s*ht|montant\s*(?:eur\s*)?ht|total\s*hors\s*taxes/i,
    ],
    exclude: /zuschl|abschl/i,
  },
  {
    name: 'tax_amount',
    type: 'amount',
    required: false,
    labels: [
      /total\s*(?:vat|tax|tva|iva)|(?:vat|tax|tva|btw)\s*(?:amount|total|bedrag)|montant\s*tva/i,
      /steuerbetrag|umsatzsteuer\s*gesamt|mwst\.?\s*betrag|summe\s*(?:ust|mwst)/i,
      /cuota\s*(?:de\s*)?iva|importe\s*iva|impuestos?/i,
      /\b(?:vat|tax|iva|igic|mwst|ust|btw|tva)\b/i,
    ],
    // "(zzgl. 19 % MwSt.)" after a net amount's label qualifies that amount; "incl. VAT" a total.
    exclude: /excl|ohne|before|sans|id|nr|number|n°|reg|rate|satz|incl|prijs|^\(/i,
  },
  {
    name: 'tax_rate',
    type: 'percent',
    required: false,
    labels: [/(?:vat|tax|iva|igic|mwst|ust|btw|tva)\s*(?:rate|%|satz)?/i, /steuersatz|tipo\s*(?:de\s*)?iva|taux\s*(?:de\s*)?tva/i],
  },
  {
    name: 'discount_amount',
    type: 'amount',
    required: false,
    labels: [/discount|descuento|rabatt|nachlass|remise|korting/i],
  },
  {
    name: 'amount_due',
    type: 'amount',
    required: false,
    labels: [
      /amount\s*due|balance\s*due|total\s*due|amount\s*payable/i,
      /zahlbetrag|zu\s*zahlen(?:der\s*betrag)?|offener\s*betrag/i,
      /(?:importe\s*|total\s*)?a\s*pagar/i,
      /net\s*à\s*payer|montant\s*dû|reste\s*à\s*payer/i,
      /te\s*betalen/i,
    ],
  },
  {
    name: 'purchase_order_number',
    type: 'id',
    required: false,
    labels: [
      /purchase\s*order\s*(?:number|no\.?|#)?|\bp\.?\s*o\.?\s*(?:number|no\.?|#)|order\s*(?:number|no\.?|nr\.?|#)|ordernummer/i,
      /bestell(?:nummer|nr\.?|ung\s*nr\.?)|auftrags(?:nummer|nr\.?)/i,
      /(?:n[ºo°]\.?\s*(?:de\s*)?)?pedido/i,
      /(?:n[°o]\.?\s*(?:de\s*)?)?(?:bon\s*de\s*)?commande/i,
      /buyer\s*reference|käuferreferenz|référence\s*acheteur/i,
    ],
    exclude: /date|datum|fecha/i,
  },
  {
    name: 'currency',
    type: 'currency',
    required: false,
    labels: [/currency|moneda|divisa|währung|devise|valuta/i],
  },
  {
    name: 'payment_terms',
    type: 'text',
    required: false,
    labels: [/payment\s*terms|terms\s*of\s*payment|zahlungsbedingungen|zahlungsziel|condiciones\s*de\s*pago|forma\s*de\s*pago|conditions\s*de\s*(?:paiement|règlement)|betalingsvoorwaarden/i],
  },
  {
    name: 'vendor_name',
    type: 'name',
    required: false,
    labels: [/^(?:service\s*provider|sold\s*by|seller|supplier|vendor|from|vendedor|proveedor|emisor|fournisseur|vendeur|verkäufer|lieferant|leverancier)(?:\s*\/\s*[\p{L}-]+)?\s*(?::|$)/iu],
    exclude: /nummer|number|art-nr|gtin/i,
    sectionLabels: [{ label: /^(?:name|nombre|nom|firma|razón social)\s*:?$/i, section: VENDOR_SECTION }],
  },
  {
    name: 'vendor_address',
    type: 'text',
    required: false,
    labels: [],
    sectionLabels: [{ label: /^(?:anschrift|address|adresse|dirección|domicilio|adres)\s*:?$/i, section: VENDOR_SECTION }],
  },
  {
    name: 'customer_name',
    type: 'name',
    required: false,
    labels: [/^(?:bill(?:ed)?\s*to|invoice\s*to|sold\s*to|customer(?:\s*name)?|client(?:\s*name)?|buyer|käufer|rechnungsempfänger|facturar\s*a|cliente|destinataire|acheteur|klant)(?:\s*\/\s*[\p{L}-]+)?\s*(?::|$)/iu],
    exclude: /nummer|number|id\b|nr\b/i,
    sectionLabels: [{ label: /^(?:name|nombre|nom|firma|razón social)\s*:?$/i, section: CUSTOMER_SECTION }],
  },
  {
    name: 'customer_address',
    type: 'text',
    required: false,
    labels: [/bill(?:ing)?\s*(?:to\s*)?address|customer\s*address|dirección\s*(?:del\s*)?cliente/i],
    sectionLabels: [{ label: /^(?:anschrift|address|adresse|dirección|domicilio|adres)\s*:?$/i, section: CUSTOMER_SECTION }],
  },
];

/** Every label of every field: a value candidate that is itself a label is no value. */
export const ANY_LABEL = new RegExp(
  INVOICE_FIELDS.flatMap((f) => f.labels.slice(0, -1).map((l) => l.source)).join('|') + '|^(?:name|nombre|nom|anschrift|address)\\s*:?$',
  'i',
);

export const LINE_ITEM_COLUMNS: Record<'description' | 'quantity' | 'unit_price' | 'amount', RegExp> = {
  description: /desc|item|article|artikel|product|produkt|bezeichnung|beschreibung|concepto|designaci|désignation|libellé|omschrijving|service|leistung/i,
  quantity: /qty|quantit|menge|anzahl|aantal|cantidad|cant\.|qté|^units?$/i,
  unit_price: /unit\s*price|price|rate|preis|prijs|precio|prix|einzelpreis|tarif/i,
  amount: /amount|total|betrag|gesamt|importe|montant|bedrag|line\s*total|charges/i,
};
