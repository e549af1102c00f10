/**
 * Organization entries from the round-7 blind-written Spanish dev files (b10: service traffic;
 * b11: private life and small businesses), orgs7es. Each block has rows it must catch and rows it
 * must leave.
 */
import { describe } from 'vitest';
import { itFinds, itFindsNo } from './helpers.js';
import type { Language } from '#shared/detection/types.js';

const must = itFinds;
const noOrg = (rows: [Language, string][]) => itFindsNo('ORGANIZATION', rows);

describe('Latin American legal forms with their complement (suffix-complements.ts)', () => {
  must([
    ['es', 'Trabajé en Constructora San Felipe S.A. de C.V. como jefe de obra.', 'ORGANIZATION:Constructora San Felipe S.A. de C.V.'],
    ['es', '• Finanzas Ágiles S.A.P.I. de C.V. – Diseñadora UX/UI (feb 2022 – actual)', 'ORGANIZATION:Finanzas Ágiles S.A.P.I. de C.V.'],
    ['es', 'el remitente (Artesanías Tlaquepaque S. de R.L., Guadalajara) pagó los impuestos', 'ORGANIZATION:Artesanías Tlaquepaque S. de R.L.'],
    ['es', 'Participantes: Renzo Alarcón (Minera Los Andes S.A.A.), Milagros Huamán', 'ORGANIZATION:Minera Los Andes S.A.A.'],
    ['es', '2020–hoy: Electrificadora de Santander S.A. E.S.P., supervisor de mantenimiento.', 'ORGANIZATION:Electrificadora de Santander S.A. E.S.P.'],
    ['es', 'La colecta la organiza Fundación Sonrisas, A.C. en Puebla.', 'ORGANIZATION:Fundación Sonrisas, A.C.'],
  ]);
  noOrg([
    ['es', 'El Imperio Romano 27 a.C. fue una etapa larga.'],
    ['es', 'Llegó la S. de vuelta al taller.'],
  ]);
});

describe('generic bodies, identity documents and units are no organization (round 7)', () => {
  noOrg([
    ['es', 'La Junta de Propietarios agradece su colaboración.'],
    ['es', 'lo recaudado irá a la ONG que elija el Consejo Escolar.'],
    ['es', 'Hola, soy Rocío Benavente Lastra, titular del contrato con DNI 43149260H.'],
    ['es', 'Asistentes: Pilar Sotomayor (Dir. de Operaciones), Chema (mantenimiento)'],
  ]);
  must([
    ['es', 'La Junta de Andalucía convoca nuevas ayudas.', 'ORGANIZATION:Junta de Andalucía'],
    ['es', 'Firmamos el contrato con Ferrovial ayer.', 'ORGANIZATION:Ferrovial'],
  ]);
});

describe('Spanish business heads and the shop\'s town (cues.ts, branch-place.ts)', () => {
  must([
    ['es', 'La reserva la hizo la agencia Viajes Ecuador Mágico de Guayaquil, localizador AX7P2M.', 'ORGANIZATION:Viajes Ecuador Mágico'],
    ['es', 'Gracias a Taquería El Güero de Tijuana por ser restaurante piloto.', 'ORGANIZATION:Taquería El Güero'],
    ['es', 'y a la posterior celebración en la Hacienda El Vizir.', 'ORGANIZATION:Hacienda El Vizir'],
    ['es', 'Para: Administración Condominio Los Álamos', 'ORGANIZATION:Condominio Los Álamos'],
    ['es', '2016–2020: Consorcio Redes del Oriente, ingeniero de campo.', 'ORGANIZATION:Consorcio Redes del Oriente'],
    ['es', 'Trabajo en Papelera del Bajío desde 2019.', 'ORGANIZATION:Papelera del Bajío'],
    ['es', 'Estudió en la Universidad Autónoma de Madrid.', 'ORGANIZATION:Universidad Autónoma de Madrid'],
  ]);
  noOrg([
    ['es', 'Nos vemos en el Salón Azul a las diez.'],
    ['es', 'Hacienda me ha devuelto trescientos euros.'],
    ['es', 'La finca tiene una hacienda de olivos.'],
  ]);
});

describe('lower-case business nouns and cues before a company (org-context.ts, round 7)', () => {
  must([
    ['es', 'Hola, Consuelo, soy Toñi de la clínica Dental Sonrisa Plus. Te llamo para recordarte la cita.', 'ORGANIZATION:Dental Sonrisa Plus'],
    ['es', 'Recibimos su carta del IRS con el número de expediente.', 'ORGANIZATION:IRS'],
    ['es', 'He hablado con la vecina y dice que su seguro es Mapfre.', 'ORGANIZATION:Mapfre'],
    ['es', 'AVISO DE ENTREGA – Olva Courier\nGuía 7712-004581', 'ORGANIZATION:Olva Courier'],
    ['es', 'Bautizo en la Parroquia de Nuestra Señora de Lourdes el domingo.', 'ORGANIZATION:Parroquia de Nuestra Señora de Lourdes'],
  ]);
  noOrg([
    ['es', 'Llevé a la niña a la clínica Ana María.'],
    ['es', 'Tarifas 2025 – Plan Empresa Fibra\nFibra 600 Mb + 2 líneas móviles: 49,90 €/mes'],
    ['es', 'Llamé al Banco de Nuestra confianza.'],
    ['es', 'Rezamos ante la Virgen de Guadalupe.'],
  ]);
});

describe('the employer after a CV line\'s period (org-cv-periods.ts)', () => {
  must([
    ['es', 'Experiencia:\n2020 – actual: Bancard, backend en Java y Node.js.', 'ORGANIZATION:Bancard'],
    ['es', 'Experiencia\n2022-05 – hoy · Cabify, backend (Go, Kafka)', 'ORGANIZATION:Cabify'],
  ]);
  noOrg([
    ['es', 'Experiencia\n2015: Madrid, prácticas en verano'],
    ['es', 'Experiencia\n2014 – 2015: Ana Pérez, mentora'],
    ['es', 'Experiencia\n2019 – 2021: Ingeniera de datos'],
    ['es', 'Historia\n1998: Fundación del club'],
  ]);
});

describe('a bank alert\'s sender and a marketplace chat\'s heading (notification.ts, cue-words.ts)', () => {
  must([
    ['es', 'BBVA: Compra de 89,40 EUR con su tarjeta ****6414. Si no la reconoce llame al 900 102 801.', 'ORGANIZATION:BBVA'],
    ['es', 'Wallapop · Chat sobre "Patinete Xiaomi Pro 2"\nComprador: hola!', 'ORGANIZATION:Wallapop'],
  ]);
  noOrg([
    ['es', 'Mamá: compra pan y leche'],
    ['es', 'Nota: Pago en efectivo al recoger'],
    ['es', 'Soporte – Chat en vivo\nhola, ¿en qué te ayudo?'],
  ]);
});

describe('an operator named by an everyday word, in a notice\'s heading (signature.ts)', () => {
  must([
    ['es', 'Correos | Tu envío PQ4X7V0021983 está en reparto\nHola Íñigo', 'ORGANIZATION:Correos'],
    ['es', 'Aviso de entrega - Correos\nNo hemos podido entregar su envío.', 'ORGANIZATION:Correos'],
  ]);
  noOrg([
    ['es', 'Correos: ana@x.es, luis@y.es\nTeléfonos: 600 111 222'],
    ['es', 'Correos electrónicos - Lista\nana, luis'],
    ['es', 'Te he mandado dos correos hoy.'],
  ]);
});

describe('directorates, health-centre acronyms and pickup points (round 7)', () => {
  must([
    ['es', 'NOTIFICACIÓN DE SANCIÓN — Dirección General de Tráfico\nExpediente: 280.045.771.903', 'ORGANIZATION:Dirección General de Tráfico'],
    ['es', 'Médico remitente: Dra. Inmaculada Soler, CS Benicalap, Valencia.', 'ORGANIZATION:CS Benicalap'],
    ['es', 'Retiro en punto: Chilexpress – Av. Irarrázaval 2401, local 5, Ñuñoa, Santiago', 'ORGANIZATION:Chilexpress'],
  ]);
  noOrg([
    ['es', 'Pendiente firma de Mireia Puig (Dirección de Personas).'],
    ['es', 'Dirección Fiscal: Calle Mayor 3, Madrid'],
    ['es', 'Nos vemos en el punto: Plaza Mayor a las diez.'],
  ]);
});

describe('a generic head, "de" and one word is a unit (score-table.ts generic-of-one-word)', () => {
  noOrg([
    ['es', 'Le responderemos en 72 horas.\n\nAtentamente,\nDepartamento de Reclamaciones'],
    ['es', 'Usuario: Iratxe Goikoetxea ext. 4412 – Departamento de Urbanismo'],
  ]);
  must([
    ['es', 'La Junta de Andalucía convoca nuevas ayudas.', 'ORGANIZATION:Junta de Andalucía'],
    ['es', 'Seguimiento por su médico en el Centro de Salud de La Calzada.', 'ORGANIZATION:Centro de Salud'],
  ]);
});
