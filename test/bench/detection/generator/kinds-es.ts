/**
 * Spanish document kinds (Spain): NIF/NIE, IBAN ES, +34 phones, "Calle ..., 28014 Madrid",
 * "fecha de nacimiento", compound names. No US_* / UK_* types ever appear here.
 */
import type { DocBuilder } from './builder.js';
import { birthDate, clockTime, date, logTimestamp, meetingDateTime } from './dates.js';
import * as id from './ids.js';
import type { Kind } from './kinds-en.js';
import { hardNegative } from './negatives.js';
import { ipv4, ipv6, mac, url } from './net.js';
import { address, city, email, organization, person, phone, type Gen, type Person } from './persona.js';
import { COUNTRIES_ES, ES_CITIES } from './places.js';

const CARGOS = ['Responsable de Administración', 'Director Comercial', 'Técnica de RR. HH.', 'Jefe de Proyecto',
  'Asesora Fiscal', 'Coordinadora de Operaciones', 'Gerente'];

function frase(g: Gen, b: DocBuilder, other: Person): void {
  const { r } = g;
  switch (r.int(0, 9)) {
    case 0: b.t('Te escribo en relación con la reunión del ').e('DATE_TIME', date(r, 'es')).t('.'); break;
    case 1: b.t('Por favor, envía el contrato firmado a ').e('ORGANIZATION', organization(g).name).t(' antes del ').e('DATE_TIME', date(r, 'es', 2025, 2026)).t('.'); break;
    case 2: b.t('Pongo en copia a ').e('PERSON', other.full).t(', que se encargará del alta.'); break;
    case 3: b.t('Puedes llamarme al ').e('PHONE_NUMBER', phone(g)).t(' si tienes cualquier duda.'); break;
    case 4: b.t('Nos vemos el ').e('DATE_TIME', meetingDateTime(r, 'es')).t(' en la oficina de ').e('LOCATION', city(g)).t('.'); break;
    case 5: b.t('Según ').e('PERSON', other.full).t(', el presupuesto ya está aprobado.'); break;
    case 6: b.t('El envío irá a ').e('ADDRESS', address(g).full).t('.'); break;
    case 7: b.t('Se mudó a ').e('LOCATION', r.pick(COUNTRIES_ES)).t(' el año pasado; habla mejor con ').e('PERSON', other.first).t('.'); break;
    default: hardNegative(g, b);
  }
}

const correo: Kind = (g, b) => {
  const { r } = g;
  const yo = person(g);
  const tu = person(g);
  const otro = person(g);
  const org = organization(g);
  if (r.chance(0.6)) {
    b.t('De: ').e('PERSON', yo.full).t(' <').e('EMAIL_ADDRESS', email(g, yo, org.domain)).t('>').nl();
    b.t('Para: ').e('EMAIL_ADDRESS', email(g, tu)).nl();
    b.t('Fecha: ').e('DATE_TIME', date(r, 'es', 2023, 2025)).nl();
    b.t(`Asunto: ${r.pick(['Renovación del contrato', 'Factura pendiente', 'Próximos pasos', 'Alta de empleado'])}`).nl(2);
  }
  b.t(r.pick(['Hola ', 'Buenos días, ', 'Estimado ', 'Estimada '])).e('PERSON', r.chance(0.7) ? tu.first : tu.full).t(r.pick([':', ','])).nl(2);
  const n = r.int(2, 4);
  for (let i = 0; i < n; i++) {
    frase(g, b, otro);
    b.t(i === n - 1 ? '\n\n' : ' ');
  }
  b.t(r.pick(['Un saludo,', 'Saludos cordiales,', 'Atentamente,', 'Gracias,'])).nl();
  b.e('PERSON', yo.full).nl();
  b.t(`${r.pick(CARGOS)} | `).e('ORGANIZATION', org.name).nl();
  b.t(r.pick(['Tel.: ', 'Móvil: ', 'T. ', ''])).e('PHONE_NUMBER', phone(g)).nl();
  if (r.chance(0.5)) b.e('EMAIL_ADDRESS', email(g, yo, org.domain)).nl();
  if (r.chance(0.5)) b.e('ADDRESS', address(g, false, r.chance(0.3)).full).nl();
  if (r.chance(0.4)) b.e('URL', url(r, org.domain)).nl();
};

const LINEAS_CHAT: Array<(g: Gen, b: DocBuilder, p: Person) => void> = [
  (g, b, p) => { b.t('hola ').e('PERSON', p.first.toLowerCase()).t(', ¿has visto el PR?'); },
  (g, b, p) => { b.t('oye ').e('PERSON', p.first.toLowerCase()).t(', ¿me pasas el informe?'); },
  (g, b, p) => { b.t('gracias ').e('PERSON', p.first.toLowerCase()).t('!'); },
  (g, b) => { b.t('llámame al ').e('PHONE_NUMBER', phone(g)).t(' si se cae otra vez'); },
  (g, b) => { b.t('mi correo personal es ').e('EMAIL_ADDRESS', email(g, person(g))); },
  (g, b) => { b.t('cárgalo a la tarjeta ').e('CREDIT_CARD', id.creditCard(g.r).value).t(', caduca en ').t(`${g.r.int(1, 12)}/${g.r.int(26, 31)}`); },
  (g, b) => { b.t('envíalo a ').e('ADDRESS', address(g).full).t(' porfa'); },
  (g, b, p) => { b.t('creo que ').e('PERSON', p.full).t(' de ').e('ORGANIZATION', organization(g).name).t(' se une a la llamada'); },
  (g, b) => { b.t('el servidor de pruebas es ').e('IP_ADDRESS', ipv4(g.r)); },
  (g, b) => { b.t('enlace: ').e('URL', url(g.r, organization(g).domain)); },
  (g, b) => { b.t('estoy fuera hasta el ').e('DATE_TIME', date(g.r, 'es', 2025, 2026)).t(', me cubre ').e('PERSON', person(g).first.toLowerCase()); },
  (g, b) => { b.t(g.r.pick(['ok', 'vale, lo miro', 'perfecto', '+1', 'hecho', 'ahora voy'])); },
  (g, b) => { hardNegative(g, b); },
];

const chat: Kind = (g, b) => {
  const { r } = g;
  const gente = [person(g), person(g), person(g)];
  const n = r.int(4, 9);
  for (let i = 0; i < n; i++) {
    const quien = r.pick(gente);
    const mencion = r.pick(gente.filter((p) => p !== quien));
    b.t('[').e('DATE_TIME', clockTime(r, 'es')).t('] ').e('PERSON', r.chance(0.5) ? quien.first.toLowerCase() : quien.full).t(': ');
    r.pick(LINEAS_CHAT)(g, b, mencion);
    b.nl();
  }
};

const informeMedico: Kind = (g, b) => {
  const { r } = g;
  const pac = person(g);
  const med = person(g);
  b.t(r.pick(['INFORME DE ALTA', 'Informe de consulta externa', 'Nota de evolución'])).nl(2);
  b.t('Paciente: ').e('PERSON', pac.full).nl();
  b.t(r.pick(['Fecha de nacimiento: ', 'F. nacimiento: ', 'Fecha de nac.: '])).e('DATE_OF_BIRTH', birthDate(r, 'es')).nl();
  b.t(r.pick(['DNI: ', 'NIF: ', 'DNI/NIF: '])).e('ES_NIF', id.nif(r)).nl();
  b.t(r.pick(['NHC: ', 'Nº historia clínica: ', 'Historia clínica: '])).e('MEDICAL_RECORD_NUMBER', id.mrn(r)).nl();
  b.t('Fecha de consulta: ').e('DATE_TIME', date(r, 'es', 2023, 2025)).nl();
  b.t('Médico: Dr. ').e('PERSON', med.full).t(', nº de colegiado ').e('MEDICAL_LICENSE', id.colegiado(r, r.pick(ES_CITIES)[1])).nl();
  b.t('Centro: ').e('ORGANIZATION', r.chance(0.5) ? `Hospital ${r.pick(['Universitario', 'General', 'Clínico'])} ${r.pick(['La Paz', 'de la Princesa', 'Virgen del Rocío', 'San Carlos'])}` : organization(g).name).nl(2);
  b.t(`Motivo: paciente de ${r.int(25, 85)} años que acude por ${r.pick(['dolor torácico intermitente', 'tos persistente', 'lumbalgia', 'cefalea', 'hipertensión'])}. `);
  b.t(r.pick(['Dolores de cabeza ocasionales.', 'Continuará con metformina 850 mg cada 12 horas.', 'Sin fiebre ni escalofríos.', 'Luz ambiental molesta (fotofobia).'])).nl();
  b.t(`Constantes: TA ${r.int(100, 160)}/${r.int(60, 100)}, FC ${r.int(55, 110)}, SatO2 ${r.int(92, 100)}%.`).nl();
  b.t('Revisión el ').e('DATE_TIME', date(r, 'es', 2025, 2026)).t('. ');
  if (r.chance(0.5)) b.t('Teléfono de contacto: ').e('PHONE_NUMBER', phone(g)).t('.');
  b.nl();
  if (r.chance(0.4)) b.t('Domicilio: ').e('ADDRESS', address(g).full).nl();
};

const fichaEmpleado: Kind = (g, b) => {
  const { r } = g;
  const emp = person(g);
  const org = organization(g);
  b.e('ORGANIZATION', org.name).t(` - ${r.pick(['Ficha de alta de empleado', 'Datos personales del trabajador', 'Domiciliación de nómina'])}`).nl(2);
  b.t(r.pick(['Nombre y apellidos: ', 'Nombre completo: '])).e('PERSON', emp.full).nl();
  if (r.chance(0.75)) b.t(r.pick(['NIF: ', 'DNI: ', 'DNI/NIF: '])).e('ES_NIF', id.nif(r)).nl();
  else b.t(r.pick(['NIE: ', 'Número de identidad de extranjero (NIE): '])).e('ES_NIE', id.nie(r)).nl();
  b.t(r.pick(['Fecha de nacimiento: ', 'F. de nacimiento: '])).e('DATE_OF_BIRTH', birthDate(r, 'es')).nl();
  b.t(r.pick(['Domicilio: ', 'Dirección: '])).e('ADDRESS', address(g).full).nl();
  b.t(r.pick(['Teléfono: ', 'Móvil: ', 'Tel.: '])).e('PHONE_NUMBER', phone(g)).nl();
  b.t('Correo electrónico: ').e('EMAIL_ADDRESS', email(g, emp)).nl();
  b.t('Fecha de incorporación: ').e('DATE_TIME', date(r, 'es', 2024, 2026)).nl();
  b.t(r.pick(['IBAN para la nómina: ', 'Cuenta bancaria (IBAN): ', 'IBAN: '])).e('IBAN_CODE', id.iban(r, 'ES')).nl();
  b.t('Entidad: ').e('ORGANIZATION', r.pick(['Banco Santander', 'BBVA', 'CaixaBank', 'Banco Sabadell', 'Bankinter', 'Unicaja Banco', 'Ibercaja Banco'])).nl();
  b.t('Contacto de emergencia: ').e('PERSON', person(g).full).t(', ').e('PHONE_NUMBER', phone(g)).nl();
  if (r.chance(0.4)) { hardNegative(g, b); b.nl(); }
  b.t('Firmado en ').e('LOCATION', city(g)).t(', a ').e('DATE_TIME', date(r, 'es', 2024, 2025)).nl();
};

const factura: Kind = (g, b) => {
  const { r } = g;
  const emisor = organization(g);
  const cliente = organization(g);
  const contacto = person(g);
  b.e('ORGANIZATION', emisor.name).t(` - CIF ${r.pick(['B', 'A'])}${r.digits(8)}`).nl().e('ADDRESS', address(g).full).nl();
  if (r.chance(0.5)) b.e('URL', url(r, emisor.domain)).t(' | ').e('EMAIL_ADDRESS', `facturacion@${emisor.domain}`).nl();
  b.nl().t(`FACTURA Nº ${r.int(2023, 2025)}/${r.digits(4)}`).nl();
  b.t('Fecha de emisión: ').e('DATE_TIME', date(r, 'es', 2023, 2025)).t('   Vencimiento: ').e('DATE_TIME', date(r, 'es', 2024, 2026)).nl(2);
  b.t('Cliente: ').e('ORGANIZATION', cliente.name).nl().t('A la atención de: ').e('PERSON', contacto.full).nl().e('ADDRESS', address(g).full).nl(2);
  const n = r.int(1, 4);
  b.t('Concepto              Uds.   Precio    Importe').nl();
  for (let i = 0; i < n; i++) {
    b.t(`${r.pick(['Horas de consultoría', 'Licencia anual', 'Mantenimiento', 'Material de oficina', 'Formación'])} (${r.letters(3)}-${r.digits(4)})  ${r.int(1, 40)}  ${r.int(10, 500)},00 €  ${r.int(100, 9000)},${r.digits(2)} €`).nl();
  }
  b.t(`Base imponible: ${r.int(100, 9999)},${r.digits(2)} €  IVA (21%): ${r.int(20, 2000)},${r.digits(2)} €`).nl(2);
  if (r.chance(0.7)) b.t('Forma de pago: transferencia a ').e('IBAN_CODE', id.iban(r, r.chance(0.8) ? 'ES' : undefined)).nl();
  else b.t('Pagado con tarjeta ').e('CREDIT_CARD', id.creditCard(r).value).nl();
  b.t('Dudas: ').e('PHONE_NUMBER', phone(g)).nl();
};

const logsEs: Kind = (g, b) => {
  const { r } = g;
  const n = r.int(4, 10);
  for (let i = 0; i < n; i++) {
    b.e('DATE_TIME', logTimestamp(r)).t(` ${r.pick(['INFO', 'WARN', 'ERROR'])} [${r.pick(['auth', 'api', 'pagos', 'dhcp'])}] `);
    switch (r.int(0, 7)) {
      case 0: b.t('inicio de sesión correcto usuario=').e('EMAIL_ADDRESS', email(g, person(g))).t(' ip=').e('IP_ADDRESS', ipv4(r)); break;
      case 1: b.t('GET ').e('URL', url(r, organization(g).domain)).t(` ${r.pick([200, 404, 500])} cliente=`).e('IP_ADDRESS', r.chance(0.3) ? ipv6(r) : ipv4(r)); break;
      case 2: b.t('DHCPACK en ').e('IP_ADDRESS', ipv4(r)).t(' para ').e('MAC_ADDRESS', mac(r)); break;
      case 3: b.t('perfil actualizado nombre="').e('PERSON', person(g).full).t('"'); break;
      case 4: b.t('pago rechazado titular="').e('PERSON', person(g).full).t(`" importe=${r.int(5, 900)},${r.digits(2)} moneda=EUR`); break;
      case 5: b.t('cambio de IBAN cliente=').t(r.digits(6)).t(' nuevo=').e('IBAN_CODE', id.iban(r, 'ES').replace(/ /g, '')); break;
      case 6: b.t(`despliegue completado versión=${r.int(1, 9)}.${r.int(0, 9)}.${r.int(0, 9)}.${r.int(10, 99)}`); break;
      default: hardNegative(g, b);
    }
    b.nl();
  }
};

const csvEs: Kind = (g, b) => {
  const { r } = g;
  b.t('id;nombre;email;telefono;ciudad;fecha_nacimiento;nif').nl();
  const n = r.int(3, 8);
  for (let i = 0; i < n; i++) {
    const p = person(g);
    b.t(`${r.int(1000, 99999)};`).e('PERSON', p.full).t(';').e('EMAIL_ADDRESS', email(g, p)).t(';').e('PHONE_NUMBER', phone(g)).t(';')
      .e('LOCATION', city(g)).t(';').e('DATE_OF_BIRTH', birthDate(r, 'es')).t(';');
    if (r.chance(0.8)) b.e('ES_NIF', id.nif(r));
    else b.e('ES_NIE', id.nie(r));
    b.nl();
  }
};

const ticket: Kind = (g, b) => {
  const { r } = g;
  const cli = person(g);
  const agente = person(g);
  b.t(`Incidencia #${r.digits(6)} - ${r.pick(['Cargo duplicado', 'No puedo acceder', 'Dirección de entrega errónea', 'Solicitud de reembolso'])}`).nl();
  b.t('Abierta: ').e('DATE_TIME', date(r, 'es', 2024, 2025)).t(' por ').e('PERSON', cli.full).t(' <').e('EMAIL_ADDRESS', email(g, cli)).t('>').nl(2);
  switch (r.int(0, 3)) {
    case 0: b.t('Me habéis cobrado dos veces en la tarjeta ').e('CREDIT_CARD', id.creditCard(r).value).t(`. El pedido ${r.digits(8)} solo tenía un artículo.`); break;
    case 1: b.t('El paquete fue a mi antigua dirección. Enviadlo a ').e('ADDRESS', address(g).full).t(', por favor.'); break;
    case 2: b.t('No puedo entrar desde la actualización. Mi teléfono es el ').e('PHONE_NUMBER', phone(g)).t('.'); break;
    default: b.t('Solicito el reembolso en la cuenta ').e('IBAN_CODE', id.iban(r, 'ES')).t('. Mi NIE es ').e('ES_NIE', id.nie(r)).t('.');
  }
  b.t(' ');
  hardNegative(g, b);
  b.nl(2).t('Respuesta (').e('PERSON', agente.full).t('): Gracias, ').e('PERSON', cli.first).t('. Lo hemos trasladado a facturación.').nl();
};

const contrato: Kind = (g, b) => {
  const { r } = g;
  const org = organization(g);
  const p = person(g);
  const rep = person(g);
  b.t('En ').e('LOCATION', city(g)).t(', a ').e('DATE_TIME', date(r, 'es')).t('.').nl(2).t('REUNIDOS').nl(2);
  b.t('De una parte, ').e('ORGANIZATION', org.name).t(', con domicilio social en ').e('ADDRESS', address(g).full)
    .t(', representada por D. ').e('PERSON', rep.full).t('.').nl(2);
  const conDni = r.chance(0.75);
  b.t('De otra parte, ').e('PERSON', p.full).t(', mayor de edad, con ').t(conDni ? 'DNI ' : 'NIE ');
  if (conDni) b.e('ES_NIF', id.nif(r));
  else b.e('ES_NIE', id.nie(r));
  b.t(' y domicilio en ').e('ADDRESS', address(g).full).t('.').nl(2);
  b.t('Ambas partes se reconocen capacidad legal suficiente para suscribir el presente contrato de ')
    .t(r.pick(['arrendamiento', 'prestación de servicios', 'compraventa'])).t('. ');
  b.t('El pago se realizará mediante transferencia a la cuenta ').e('IBAN_CODE', id.iban(r, 'ES')).t('.').nl(2);
  if (r.chance(0.5)) { hardNegative(g, b); b.nl(2); }
  b.t('Fdo.: ').e('PERSON', rep.full).t('          Fdo.: ').e('PERSON', p.full).nl();
};

const notaTecnica: Kind = (g, b) => {
  const { r } = g;
  b.t(r.pick(['Notas de la versión', 'Informe de incidencia', 'Actualización técnica'])).nl(2);
  const n = r.int(3, 6);
  for (let i = 0; i < n; i++) {
    b.t('- ');
    hardNegative(g, b);
    b.nl();
  }
  if (r.chance(0.5)) b.t('Autor: ').e('PERSON', person(g).full).t(', ').e('DATE_TIME', date(r, 'es')).nl();
};

const solicitudPrestamo: Kind = (g, b) => {
  const { r } = g;
  const p = person(g);
  const banco = r.pick(['Banco Santander', 'BBVA', 'CaixaBank', 'Banco Sabadell', 'Bankinter', 'Abanca']);
  b.e('ORGANIZATION', banco).t(' - Solicitud de préstamo personal nº ').t(r.digits(8)).nl(2);
  b.t('Titular: ').e('PERSON', p.full).nl();
  const conNif = r.chance(0.7);
  b.t(conNif ? 'DNI: ' : 'NIE: ');
  if (conNif) b.e('ES_NIF', id.nif(r));
  else b.e('ES_NIE', id.nie(r));
  b.t('   Nacido/a el ').e('DATE_OF_BIRTH', birthDate(r, 'es')).t(' en ').e('LOCATION', city(g)).nl();
  b.t('Domicilio: ').e('ADDRESS', address(g).full).nl();
  b.t('Empresa: ').e('ORGANIZATION', organization(g).name).t(`   Ingresos netos: ${r.int(900, 5000)},00 €/mes`).nl();
  b.t('Cuenta de cargo: ').e('IBAN_CODE', id.iban(r, 'ES')).nl();
  b.t(`Importe solicitado: ${r.int(3, 60)}.000 €   Plazo: ${r.pick([24, 36, 48, 60, 84])} meses   TIN ${r.int(4, 12)},${r.digits(2)} %`).nl();
  b.t('Teléfono: ').e('PHONE_NUMBER', phone(g)).t('   Email: ').e('EMAIL_ADDRESS', email(g, p)).nl();
  b.t('En ').e('LOCATION', city(g)).t(', a ').e('DATE_TIME', date(r, 'es', 2024, 2025)).nl();
};

const reservaViaje: Kind = (g, b) => {
  const { r } = g;
  const p = person(g);
  const tarjeta = id.creditCard(r);
  b.t(`Confirmación de reserva ${r.letters(6)}`).nl(2);
  b.t('Pasajero: ').e('PERSON', p.full.toUpperCase()).nl();
  b.t('Documento: DNI ').e('ES_NIF', id.nif(r)).t('   Fecha de nacimiento: ').e('DATE_OF_BIRTH', birthDate(r, 'es')).nl();
  b.t(`Vuelo IB${r.int(1000, 8999)} `).e('LOCATION', city(g)).t(' - ').e('LOCATION', r.pick(COUNTRIES_ES)).t(', salida el ').e('DATE_TIME', meetingDateTime(r, 'es')).nl();
  b.t('Contacto: ').e('EMAIL_ADDRESS', email(g, p)).t(' / ').e('PHONE_NUMBER', phone(g)).nl();
  b.t(`Pagado: ${r.int(80, 1500)},${r.digits(2)} € con ${tarjeta.brand} `).e('CREDIT_CARD', tarjeta.value).nl();
  b.t('Gestiona tu reserva en ').e('URL', url(r, r.pick(['iberia.com', 'vueling.com', 'renfe.com', 'edreams.es']))).t('.').nl();
};

export const ES_KINDS: ReadonlyArray<readonly [string, Kind, number]> = [
  ['correo', correo, 3], ['chat', chat, 2], ['informe_medico', informeMedico, 2], ['ficha_empleado', fichaEmpleado, 2],
  ['factura', factura, 2], ['logs', logsEs, 2], ['csv', csvEs, 1], ['ticket', ticket, 2], ['contrato', contrato, 2],
  ['nota_tecnica', notaTecnica, 1], ['solicitud_prestamo', solicitudPrestamo, 1], ['reserva_viaje', reservaViaje, 1],
];
