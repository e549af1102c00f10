/**
 * Verb phrases whose subject is a company, read AFTER a capitalized run: "Goldman Sachs is pulling
 * out of the syndicate", "Capital One flagged the charge", "CaixaBank rechazó el cargo". A person
 * seldom "flags the charge as fraud" or "pulls out of a deal" in these words, and the run must
 * still pass the employer test of org-context.ts (no given name first, no place, no department),
 * so "Maria approved the loan" stays a person and "Madrid raised prices" a place.
 *
 * Phrases are normalized words (lower case, no accents). Between the name and the phrase a few
 * auxiliaries, adverbs and clitics may stand ("has just flagged", "le ha concedido").
 */
import { cueSet } from './cue-bits.js';
import { phrasesAt, phraseTable, wordsStartAt } from './cue-phrases.js';
import { type Doc, SEP_SPACE } from './doc.js';

interface VerbCue {
  words: string;
  example: string;
  /** orgs9: the phrase must end its clause (no lower-case word after it): "asked Mynt support", not "the SAP support retainer". */
  closes?: boolean;
}

/** English business verb phrases after a company name. */
const EN_VERBS: readonly VerbCue[] = [
  { words: 'is pulling out', example: 'Goldman Sachs is pulling out of the syndicate' },
  { words: 'pulled out of', example: 'Barclays pulled out of the deal' },
  { words: 'flagged the charge', example: 'Capital One flagged the charge as fraud' },
  { words: 'flagged the transaction', example: 'Discover flagged the transaction' },
  { words: 'flagged the payment', example: 'Revolut flagged the payment' },
  { words: 'declined the charge', example: 'Amex declined the charge' },
  { words: 'declined the card', example: 'Capital One declined the card' },
  { words: 'declined the payment', example: 'Chase Bank declined the payment' },
  { words: 'declined the transaction', example: 'Monzo declined the transaction' },
  { words: 'froze the account', example: 'Wise froze the account' },
  { words: 'froze my account', example: 'PayPal froze my account' },
  { words: 'approved the loan', example: 'Capital One approved the loan' },
  { words: 'approved the mortgage', example: 'Nationwide approved the mortgage' },
  { words: 'approved the dispute', example: 'American Express approved the dispute' },
  { words: 'approved the claim', example: 'Allstate approved the claim' },
  { words: 'denied the claim', example: 'Aetna denied the claim' },
  { words: 'raised prices', example: 'Sysco raised prices again' },
  { words: 'raised their prices', example: 'Comcast raised their prices' },
  { words: 'raised its prices', example: 'Netflix raised its prices' },
  { words: 'filed for bankruptcy', example: 'Rite Aid filed for bankruptcy' },
  { words: 'went bust', example: 'Wilko went bust last year' },
  { words: 'announced layoffs', example: 'Morgan Stanley announced layoffs' },
  { words: 'acquired the', example: 'Morgan Stanley acquired the fund administrator' },
  { words: 'was acquired by', example: 'Slack was acquired by Salesforce' },
  { words: 'hiked the price', example: 'after Virgin hiked the price again' },
  { words: 'hiked prices', example: 'Comcast hiked prices' },
  { words: 'hiked their prices', example: 'Sky hiked their prices' },
  { words: 'cancelled my flight', example: 'Delta cancelled my flight' },
  { words: 'canceled my flight', example: 'United canceled my flight' },
  // A company's staff and paperwork named after it: "did the Vodafone guy come today", "the UPS
  // guy leaves them at the back", "the Comcast rep said", "Thames Water bill doubled", "Your
  // Amazon order has shipped". A one-word name must be an acronym or a word no list knows, so
  // "the Smith guy" (a surname) and "the Irish guy" (an everyday word) stay out.
  { words: 'guy', example: 'did the Vodafone guy come today' },
  { words: 'guys', example: 'the Verizon guys were here all morning' },
  { words: 'rep', example: 'the Comcast rep said it would be fixed' },
  { words: 'bill', example: 'Thames Water bill doubled – anyone else?' },
  { words: 'order has shipped', example: 'Your Amazon order has shipped' },
  // A client account named after its company: "the handover of the Infosys account", "the old
  // Lloyds account" ("the Smith account" keeps a surname out: one word must be unknown or an acronym).
  { words: 'account', example: 'Agenda: handover of the Infosys account before Sol goes on leave' },
  // A support desk or an audit team named after its company (round 5): "Kemi from the Lumen Home
  // support team", "feedback from the Ocado auditors". Not "branch": "the Ranelagh branch" is
  // named after its place as often as "any Ecobank branch" after its bank.
  { words: 'support team', example: "You're chatting with Kemi from the Lumen Home support team" },
  { words: 'customer service', example: 'I rang Vodafone customer service twice' },
  { words: 'customer support', example: 'Revolut customer support never answered' },
  { words: 'customer care', example: 'Safaricom customer care reversed it' },
  { words: 'auditors', example: 'great feedback from the Ocado auditors' },
  { words: 'sent a tech', example: 'Comcast sent a tech three times and nobody showed' },
  { words: 'sent a technician', example: 'Virgin sent a technician on Monday' },
  // A provider's outage (orgs6, round 6): "Thread: Optus outage?", "AWS outage took us down".
  { words: 'outage', example: 'Thread: Optus outage? nbn down since 6' },
  // A refund or an account named after the company that holds it: "still waiting on their ATO
  // refund", "Statement extract – Monzo current account" (a lone surname or everyday word stays out).
  { words: 'refund', example: 'Anyone else still waiting on their ATO refund?' },
  { words: 'current account', example: 'Statement extract – Monzo current account' },
  { words: 'savings account', example: 'moved it to my Marcus savings account' },
  // orgs7en (round 7): a bank flagging payments ("rolled back the change after Westpac flagged duplicate transfers").
  { words: 'flagged duplicate', example: 'after Westpac flagged duplicate transfers' },
  // orgs9 (round 9, blind b14/b15): a company's support desk and a carrier's parcel named after it
  // ("asked Mynt support", "Hello Bharat Gas support", "your Royal Mail parcel"); a lone surname or
  // everyday word stays out ("the Smith parcel", "Tech support").
  { words: 'support', example: 'blocked on GCash sandbox keys, asked Mynt support', closes: true },
  { words: 'parcel', example: 'Hi Keisha, your Royal Mail parcel from Hollins & Reed is due today' },
];

/** Spanish business verb phrases after a company name. */
const ES_VERBS: readonly VerbCue[] = [
  { words: 'rechazo el cargo', example: 'CaixaBank rechazó el cargo por sospecha de fraude' },
  { words: 'rechazo el pago', example: 'Sabadell rechazó el pago' },
  { words: 'marco el cargo', example: 'ING marcó el cargo como fraude' },
  { words: 'marco la operacion', example: 'Openbank marcó la operación como sospechosa' },
  { words: 'rechazo la operacion', example: 'ING rechazó la operación' },
  { words: 'bloqueo la tarjeta', example: 'Bankinter bloqueó la tarjeta' },
  { words: 'bloqueo la cuenta', example: 'Openbank bloqueó la cuenta' },
  { words: 'concedido el prestamo', example: 'Unicaja le ha concedido el préstamo' },
  { words: 'concedio el prestamo', example: 'Kutxabank le concedió el préstamo' },
  { words: 'aprobado el prestamo', example: 'Abanca ha aprobado el préstamo' },
  { words: 'aprobado el pedido', example: 'El Corte Inglés ha aprobado el pedido' },
  { words: 'aprobo la hipoteca', example: 'Ibercaja aprobó la hipoteca' },
  { words: 'solicita el certificado', example: 'Cajamar solicita el certificado de empresa' },
  { words: 'necesita el certificado', example: 'BBVA necesita el certificado de titularidad' },
  { words: 'se retira de', example: 'Iberdrola se retira de la operación' },
  { words: 'ha subido los precios', example: 'Mercadona ha subido los precios' },
  { words: 'ha comprado', example: 'Telefónica ha comprado la empresa' },
  { words: 'ha adquirido', example: 'Indra ha adquirido Minsait' },
  { words: 'ha despedido a', example: 'Glovo ha despedido a 200 personas' },
  { words: 'ha presentado concurso', example: 'Pescanova ha presentado concurso de acreedores' },
  { words: 'te informa', example: 'Bancolombia te informa: compra por $248.900' },
  { words: 'le informa', example: 'Iberdrola le informa de un corte programado' },
  // Un aviso que abre con su remitente (orgs6, ronda 6): "Bancolombia informa: Sr(a). Jhon…".
  { words: 'informa', example: 'Bancolombia informa: compra aprobada por $248.900' },
  { words: 'ha cancelado el vuelo', example: 'Iberia ha cancelado el vuelo' },
  { words: 'me ha cancelado', example: 'Vueling me ha cancelado el vuelo' },
  { words: 'me cobro', example: 'no puedo creer que Claro me cobró dos veces el plan' },
  // Presente (ronda 5): "por qué Movistar me cobra 3 meses de un plan que cancelé".
  { words: 'me cobra', example: 'Que alguien me explique por qué Movistar me cobra 3 meses' },
  { words: 'nos cobra', example: 'Edenor nos cobra el doble' },
  { words: 'me ha cobrado', example: 'Movistar me ha cobrado la permanencia' },
  // orgs9 (ronda 9, ciegos b14): un proveedor que presupuesta y un organismo que rechaza papeles
  // ("el ascensor: Orona presentó un presupuesto", "el SRI rechaza los comprobantes").
  { words: 'presento un presupuesto', example: 'Orona presentó un presupuesto de 38.000 €' },
  { words: 'presento presupuesto', example: 'Schindler presentó presupuesto' },
  { words: 'rechaza los', example: 'Detalle: el SRI rechaza los comprobantes emitidos el 28' },
  { words: 'rechaza las', example: 'la DIAN rechaza las facturas' },
];

/** Words that may stand between the company and the phrase: auxiliaries, adverbs, clitics. */
const FILLERS = new Set(['has', 'have', 'had', 'just', 'also', 'already', 'finally', 'reportedly', 'le', 'les', 'me', 'nos', 'ha', 'ya', 'tambien', 'finalmente']);
const FILLERS_CUE = cueSet(FILLERS);

const VERBS = { en: phraseTable(EN_VERBS, 'after'), es: phraseTable(ES_VERBS, 'after') };

/** A lower-case word follows at token t on the same line: the clause goes on ("support retainer"). */
function clauseGoesOn(doc: Doc, t: number): boolean {
  return t < doc.count && doc.sep(t) === SEP_SPACE && doc.isWord(t) && doc.lower(t);
}

/** True when a company verb phrase starts right after token e (after up to two fillers). */
export function companyVerbAfter(doc: Doc, e: number): boolean {
  const table = VERBS[doc.lang === 'es' ? 'es' : 'en'];
  let j = e + 1;
  for (let skip = 0; skip <= 2; skip++, j++) {
    if (j >= doc.count || doc.sep(j) !== SEP_SPACE || !doc.isWord(j) || !doc.lower(j)) return false;
    const phrases = phrasesAt(doc, j, table);
    if (phrases !== undefined) for (const { cue, words } of phrases) if (wordsStartAt(doc, j, words) && !(cue.closes && clauseGoesOn(doc, j + words.length))) return true;
    if (!doc.inSet(j, FILLERS_CUE)) return false;
  }
  return false;
}
