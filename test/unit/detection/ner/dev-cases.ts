/**
 * A small hand-written development set for tuning the NER rules (NOT the benchmark's test set,
 * which is generated separately from faker data). Each case lists the spans it must find, as
 * [entity, exact text]; any other NER finding at or above the default 0.5 threshold is a false
 * positive. Texts mimic prose, e-mail signatures, chat, forms and logs in both languages.
 */
import type { Language } from '#shared/detection/types.js';

export interface DevCase {
  lang: Language;
  text: string;
  expect: [entity: 'PERSON' | 'ORGANIZATION' | 'LOCATION' | 'ADDRESS', value: string][];
}

export const DEV_CASES: DevCase[] = [
  // --- English prose ---------------------------------------------------------------------------
  { lang: 'en', text: 'Yesterday I met Sarah Connor and her lawyer, Mr. Peterson.', expect: [['PERSON', 'Sarah Connor'], ['PERSON', 'Peterson']] },
  { lang: 'en', text: 'Please forward the contract to Dr. Emily Zhang before Friday.', expect: [['PERSON', 'Emily Zhang']] },
  { lang: 'en', text: "I borrowed Michael's car to drive to Chicago.", expect: [['PERSON', 'Michael'], ['LOCATION', 'Chicago']] },
  { lang: 'en', text: 'The patient, Robert J. Hamilton, was admitted on Tuesday.', expect: [['PERSON', 'Robert J. Hamilton']] },
  { lang: 'en', text: 'Will you review the draft? May is a busy month for us.', expect: [] },
  { lang: 'en', text: 'Mark the calendar and grant access to the new folder.', expect: [] },
  { lang: 'en', text: 'Our Quarterly Business Review is scheduled for March.', expect: [] },
  { lang: 'en', text: 'She moved from Texas to Portland last year.', expect: [['LOCATION', 'Texas'], ['LOCATION', 'Portland']] },
  { lang: 'en', text: 'Our offices in Germany and Japan are closed.', expect: [['LOCATION', 'Germany'], ['LOCATION', 'Japan']] },
  { lang: 'en', text: 'He works at Initech LLC and consults for Globex Corporation.', expect: [['ORGANIZATION', 'Initech LLC'], ['ORGANIZATION', 'Globex Corporation']] },
  { lang: 'en', text: 'The grant from Stanford University funded the study at Mercy Hospital.', expect: [['ORGANIZATION', 'Stanford University'], ['ORGANIZATION', 'Mercy Hospital']] },
  { lang: 'en', text: 'Send the package to 742 Evergreen Terrace, Springfield, OR 97477.', expect: [['ADDRESS', '742 Evergreen Terrace, Springfield, OR 97477']] },
  { lang: 'en', text: 'Our London office is at 221B Baker Street, London NW1 6XE.', expect: [['LOCATION', 'London'], ['ADDRESS', '221B Baker Street, London NW1 6XE']] },
  { lang: 'en', text: 'Customer: Jessica Alvarez, account opened in 2019.', expect: [['PERSON', 'Jessica Alvarez']] },
  // --- signatures, chat, forms, logs -----------------------------------------------------------------
  { lang: 'en', text: 'Thanks for your help!\n\nKind regards,\nDaniel Okafor\nAccount Manager, Acme Inc.', expect: [['PERSON', 'Daniel Okafor'], ['ORGANIZATION', 'Acme Inc.']] },
  { lang: 'en', text: 'hey kevin, can you ping laura about the deploy?', expect: [['PERSON', 'kevin'], ['PERSON', 'laura']] },
  { lang: 'en', text: 'Full name: Thomas Anderson\nDate of birth: 1971-03-11', expect: [['PERSON', 'Thomas Anderson']] },
  { lang: 'en', text: '2024-05-01T10:00:00Z INFO user=jdoe name="Linda Carter" action=login', expect: [['PERSON', 'Linda Carter']] },
  { lang: 'en', text: 'From: Brian Kowalski <brian@example.com>\nSubject: Invoice', expect: [['PERSON', 'Brian Kowalski']] },
  // --- Spanish ---------------------------------------------------------------------------------
  { lang: 'es', text: 'Estimada Sra. Fernández: le escribimos desde Valencia.', expect: [['PERSON', 'Fernández'], ['LOCATION', 'Valencia']] },
  { lang: 'es', text: 'María José García-López firmó el contrato ayer.', expect: [['PERSON', 'María José García-López']] },
  { lang: 'es', text: 'El expediente de Juan Carlos de la Fuente Ruiz está incompleto.', expect: [['PERSON', 'Juan Carlos de la Fuente Ruiz']] },
  { lang: 'es', text: 'Dña. Mª Dolores Sánchez acudió a la consulta.', expect: [['PERSON', 'Mª Dolores Sánchez']] },
  { lang: 'es', text: 'La paciente Lucía Romero ingresó en el Hospital Universitario La Paz.', expect: [['PERSON', 'Lucía Romero'], ['ORGANIZATION', 'Hospital Universitario La Paz']] },
  { lang: 'es', text: 'Trabaja en Telefónica, S.A. y antes en Construcciones Pérez, S.L.', expect: [['ORGANIZATION', 'Telefónica, S.A.'], ['ORGANIZATION', 'Construcciones Pérez, S.L.']] },
  { lang: 'es', text: 'El Ministerio de Sanidad publicó los datos de Andalucía y Cataluña.', expect: [['ORGANIZATION', 'Ministerio de Sanidad'], ['LOCATION', 'Andalucía'], ['LOCATION', 'Cataluña']] },
  { lang: 'es', text: 'Envíelo a Calle Mayor 12, 2º izq, 28013 Madrid.', expect: [['ADDRESS', 'Calle Mayor 12, 2º izq, 28013 Madrid']] },
  { lang: 'es', text: 'Nuestra sede: Paseo de la Castellana 259, 28046 Madrid.', expect: [['ADDRESS', 'Paseo de la Castellana 259, 28046 Madrid']] },
  { lang: 'es', text: 'hola pablo, dile a carmen que llame', expect: [['PERSON', 'pablo'], ['PERSON', 'carmen']] },
  { lang: 'es', text: 'Nombre y apellidos: Alejandro Martín Gómez\nDNI: pendiente', expect: [['PERSON', 'Alejandro Martín Gómez']] },
  { lang: 'es', text: 'Un saludo,\nBeatriz Navarro\nDepartamento de Compras', expect: [['PERSON', 'Beatriz Navarro']] },
  { lang: 'es', text: 'La rosa es roja y la paz es necesaria. Mayo fue lluvioso.', expect: [] },
  { lang: 'es', text: 'Viajamos de Sevilla a Bilbao en tren.', expect: [['LOCATION', 'Sevilla'], ['LOCATION', 'Bilbao']] },
];
