/**
 * Hard negatives: text that looks like PII to a naive pattern but is not (versions, order and
 * ticket numbers, SKUs, ISBNs, prices, hashes, UUIDs, checksum-failing digit runs, capitalised
 * common words that are also first names). Some carry real labels, e.g. "May 2024" is DATE_TIME.
 *
 * Decision (kept everywhere): timestamps and dates are DATE_TIME, even in logs; durations
 * ("30 days"), bare years and day-of-week names are never generated, so they need no rule.
 */
import { luhnCheckDigit } from './checksums.js';
import type { DocBuilder } from './builder.js';
import { monthYear } from './dates.js';
import type { Gen } from './persona.js';
import type { Rng } from './rng.js';

/** ISBN-13 with a correct check digit: a product identifier, not PII. */
export function isbn13(r: Rng): string {
  const body = '978' + r.digits(9);
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += Number(body[i]) * (i % 2 === 0 ? 1 : 3);
  const check = (10 - (sum % 10)) % 10;
  return `978-${body[3]}-${body.slice(4, 8)}-${body.slice(8, 12)}-${check}`;
}

/** 16 digits whose Luhn check fails and whose prefix is no card brand's. */
export function notACard(r: Rng): string {
  const body = String(r.pick([1, 7, 8, 9])) + r.digits(14);
  const bad = (luhnCheckDigit(body) + r.int(1, 9)) % 10;
  return body + String(bad);
}

/** 9 digits no SSN (area 9xx), ITIN (group 00-49) or ABA routing number (prefix 9x) can have. */
export function notAnSsn(r: Rng): string {
  return `9${r.digits(2)}${String(r.int(0, 49)).padStart(2, '0')}${r.digits(4)}`;
}

export function hex(r: Rng, n: number): string {
  return r.letters(n, '0123456789abcdef');
}

export function uuid(r: Rng): string {
  const h = hex(r, 32);
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-${r.pick(['8', '9', 'a', 'b'])}${h.slice(17, 20)}-${h.slice(20)}`;
}

/** Four-part version numbers look exactly like IPv4 addresses; context says otherwise. */
export function version(r: Rng): string {
  return r.pick([
    () => `${r.int(1, 9)}.${r.int(0, 9)}.${r.int(0, 9)}.${r.int(10, 99)}`,
    () => `v${r.int(1, 9)}.${r.int(0, 12)}.${r.int(0, 20)}`,
    () => `${r.int(1, 20)}.${r.int(0, 9)}.${r.int(0, 30)}`,
  ])();
}

export function sku(r: Rng): string {
  return r.pick([() => `${r.letters(2)}-${r.digits(4)}-${r.pick(['XS', 'S', 'M', 'L', 'XL'])}`, () => `${r.letters(3)}${r.digits(5)}`,
    () => `SKU-${r.digits(6)}`])();
}

const EN_NAME_WORDS = [
  'Will you send the updated deck before the review?', 'Grant access to the shared drive for the new team.',
  'Mark the ticket as resolved once the patch ships.', 'Bill the client for the extra hours in the next cycle.',
  'Hope this helps clarify the scope.', 'Chase the vendor for a revised quote.', 'Frank feedback is always welcome here.',
  'Rose gold and space gray are both in stock.', 'Faith in the forecast is low this quarter.',
  'Sandy soil near the site slowed the excavation.', 'Joy is the theme of the holiday campaign.',
  'Art supplies are in the second cabinet.', 'Pat the dough flat before baking.', 'Dawn shipments arrive at dock 4.',
  'Ginger tea is available in the kitchen.', 'Jack the price up only after approval.',
];
const EN_HEADINGS = ['EXECUTIVE SUMMARY', 'Action Items', 'Next Steps', 'Release Notes', 'Known Issues', 'Terms and Conditions',
  'Quarterly Business Review', 'Appendix B: Data Retention', 'Scope of Work', 'Payment Terms', 'Change Log'];
const EN_PRODUCTS = ['the Falcon X200 router', 'the Nimbus Pro 14 laptop', 'our Orion dashboard', 'the Quantum Series 7 monitor',
  'the Helix API gateway', 'Atlas Cloud Backup', 'the Vertex 3 printer'];
const EN_CODE = [
  'const user = await db.users.findOne({ id: userId });',
  'SELECT id, status FROM orders WHERE created_at > NOW() - INTERVAL 7 DAY;',
  'if (retryCount > 3) { throw new Error("too many retries"); }',
  'docker run -p 8080:80 -e LOG_LEVEL=debug app:latest',
  'git checkout -b fix/login-timeout && npm test',
  'for i in range(10): print(i * 2)',
];

const ES_NAME_WORDS = [
  'Dolores de cabeza ocasionales, sin otros síntomas.', 'Luz y agua incluidas en el precio del alquiler.',
  'Rosa es el color elegido para la nueva campaña.', 'Victoria ajustada del equipo local en la final.',
  'Paz y tranquilidad en la zona, según el anuncio.', 'Pilar central de la estrategia: reducir costes.',
  'Esperanza de vida media en aumento, según el informe.', 'Sol y playa siguen siendo el principal reclamo.',
  'Amparo legal suficiente para continuar con el trámite.', 'Consuelo para los afectados: habrá compensación.',
  'Nieves tempranas retrasaron la obra en la sierra.', 'Blanca o negra, la carcasa tiene el mismo precio.',
];
const ES_HEADINGS = ['RESUMEN EJECUTIVO', 'Próximos pasos', 'Notas de la versión', 'Condiciones generales',
  'Forma de pago', 'Anexo II: Conservación de datos', 'Alcance del servicio', 'Incidencias conocidas'];
const ES_PRODUCTS = ['el router Falcon X200', 'el portátil Nimbus Pro 14', 'nuestro panel Orion', 'el monitor Quantum Serie 7'];

/** Appends one hard-negative sentence (no trailing newline). */
export function hardNegative(g: Gen, b: DocBuilder): void {
  const { r } = g;
  const es = g.lang === 'es';
  const pick = r.int(0, 15);
  switch (pick) {
    case 0: b.t(es ? `Versión ${version(r)} publicada; compilación ${version(r)}.` : `Version ${version(r)} is live; build ${version(r)} is in staging.`); break;
    case 1: b.t(es ? `Pedido nº ${r.digits(r.int(7, 10))} enviado. Factura F-${r.int(2019, 2025)}/${r.digits(4)}.` : `Order #${r.digits(r.int(7, 10))} shipped. Invoice INV-${r.int(2019, 2025)}-${r.digits(5)} is attached.`); break;
    case 2: b.t(es ? `Referencia: ${notAnSsn(r)}. Código de seguimiento ${notACard(r)}.` : `Reference number: ${notAnSsn(r)}. Tracking code ${notACard(r)}.`); break;
    case 3: b.t(es ? `ISBN ${isbn13(r)}, ${sku(r)}, precio ${r.int(5, 900)},${r.digits(2)} € (IVA ${r.pick([4, 10, 21])}% incluido).` : `ISBN ${isbn13(r)}, item ${sku(r)}, price $${r.int(1, 9)},${r.digits(3)}.${r.digits(2)} (${r.int(5, 40)}.${r.int(0, 9)}% off).`); break;
    case 4: b.t(r.pick(es ? ES_NAME_WORDS : EN_NAME_WORDS)); break;
    case 5: b.t(r.pick(es ? ES_HEADINGS : EN_HEADINGS)); break;
    case 6: b.t(es ? `Hash del commit ${hex(r, 40)} (abreviado ${hex(r, 7)}).` : `Commit ${hex(r, 40)} (short ${hex(r, 7)}) fixed the regression.`); break;
    case 7: b.t(`request_id=${uuid(r)} trace=${hex(r, 32)}`); break;
    case 8: b.t(es ? `SHA-256: ${hex(r, 64)}` : `SHA-256 checksum: ${hex(r, 64)}`); break;
    case 9: b.t(r.pick(EN_CODE)); break;
    case 10: b.t(es ? `Se ha renovado ${r.pick(ES_PRODUCTS)} por ${r.int(100, 2000)} €.` : `We upgraded ${r.pick(EN_PRODUCTS)} for $${r.int(100, 2000)}.`); break;
    case 11: b.t(es ? 'El informe de ' : 'The ').e('DATE_TIME', monthYear(r, g.lang)).t(es ? ' está adjunto.' : ' report is attached.'); break;
    case 12: b.t(es ? `Stock: ${r.int(10, 999)} unidades; margen ${r.int(5, 60)}%; lote ${r.letters(2)}${r.digits(6)}.` : `Stock: ${r.int(10, 999)} units; margin ${r.int(5, 60)}%; lot ${r.letters(2)}${r.digits(6)}.`); break;
    case 13: b.t(es ? `Ticket #${r.digits(5)} cerrado; caso ${r.digits(8)}.` : `Ticket #${r.digits(5)} closed; case ${r.digits(8)} merged into ${r.digits(8)}.`); break;
    case 14: b.t(es ? `Puerto ${r.int(1024, 65535)}, tiempo de espera ${r.int(5, 120)} s, ${r.int(2, 64)} hilos.` : `Port ${r.int(1024, 65535)}, timeout ${r.int(5, 120)}s, ${r.int(2, 64)} workers, ${r.int(1, 99)}.${r.digits(1)}% CPU.`); break;
    default: b.t(es ? `Modelo ${r.letters(2)}-${r.digits(4)}, número de serie ${r.letters(3)}${r.digits(7)}.` : `Model ${r.letters(2)}-${r.digits(4)}, serial number ${r.letters(3)}${r.digits(7)}.`);
  }
}
