/**
 * Cue words of the ORGANIZATION rules, as data: each set with a comment and an example. The
 * shared cue tables (ORG_HEADS, ORG_SUFFIXES, ORG_TAILS, …) live in ../cues.ts.
 */

/** Suffixes that are also short words ("as", "co", "ab"): only in capitals or with a comma. */
export const WEAK_SUFFIXES = new Set(['as', 'ab', 'ag', 'sa', 'sl', 'co', 'oy', 'kk', 'lp', 'nv', 'bv', 'spa', 'ug', 'kg',
  // orgs6 (round 6): Peru's "S.A.C." is also the English word "sac"; "N.A." is also "Na" (sodium).
  'sac', 'na']);

/** Suffixes written as abbreviations with a period, which then belongs to the name: "Corp.", "Hnos.". */
export const DOTTED_ABBREVIATIONS = new Set(['inc', 'corp', 'co', 'ltd', 'bros', 'cia', 'hnos',
  // orgs6 (round 6): "Cooperativa de Crédito La Unión Ltda."
  'ltda']);

/** Suffixes that count even in lower case: "acme plc", "muster gmbh". */
export const LOWER_CASE_SUFFIXES = new Set(['plc', 'gmbh']);

/** Words that join a person's name to the company: "Ana Ruiz de Grupo Moya S.L.", "Tom Hale at Acme Inc.". */
export const PERSON_TO_COMPANY = new Set(['de', 'of', 'at', 'from']);

/** Form labels whose value is an organization. */
export const ORG_LABELS = new Set(['entidad', 'empresa', 'company', 'employer', 'banco', 'bank', 'organizacion', 'organization', 'aseguradora', 'insurer', 'proveedor', 'vendor', 'supplier', 'compania', 'razon', 'emisor', 'issuer', 'facility', 'practice', 'business', 'centro', 'clinica', 'hospital', 'pharmacy', 'farmacia', 'transportista', 'hotel', 'mutua', 'labora']);
// "labora": "Empresa donde labora: Farmatodo" (a Latin American form).
/** Words that join partners: "Borer, Bode and Haley", "Ruiz y Gil". */
export const AND_WORDS = new Set(['and', 'y', 'e']);
/** Determiners before a unit name ("the Platform Engineering team", "el equipo"). */
export const UNIT_DETERMINERS = new Set(['the', 'our', 'your', 'their', 'my', 'el', 'la', 'los', 'las', 'nuestro', 'nuestra']);
/** Words after a name that make it a team or a department, not a company. */
export const UNIT_NOUNS = new Set(['team', 'teams', 'department', 'dept', 'group', 'division', 'squad', 'unit', 'org', 'equipo', 'departamento', 'area', 'guild', 'chapter']);

/** Head words of generic units: "Departamento de Compras" is often a team, not an organization. */
export const GENERIC_HEADS = new Set(['departamento', 'department', 'servicio', 'service', 'centro', 'center', 'centre', 'grupo', 'consejo', 'comision', 'oficina', 'sistemas', 'ingenieria', 'soluciones', 'servicios', 'casa',
  // orgs7en (round 7): "NHS Number", "NHS App" (ACRONYM_HEADS_EN).
  'nhs',
  // orgs7es (round 7): a building's or a club's board ("La Junta de Propietarios agradece su
  // colaboración", "Junta Directiva"); "Junta de Andalucía" names a government (a place after "de").
  'junta',
  // orgs7es: an estate or the treasury before everyday words ("Hacienda Pública"), see DIRECT_HEADS;
  // a directorate ("Dirección de Personas" is a department; "Dirección General de Tráfico" has a descriptor).
  'hacienda', 'direccion']);

/**
 * Words that say which kind of generic body a head names, not which one (orgs7es, round 7): with
 * GENERIC_HEADS they count as everyday words ("el Consejo Escolar", "la Junta Directiva", "Junta
 * Vecinal"), though some are surnames too ("Escolar").
 */
export const GENERIC_BODY_WORDS = new Set(['escolar', 'directiva', 'directivo', 'vecinal', 'vecinos', 'propietarios', 'rectora', 'rector', 'ejecutiva', 'ejecutivo', 'gestora', 'ordinaria', 'general']);

/**
 * Civic heads (also in ORG_HEADS): a government only before "of" ("City of Calgary", "Town of
 * Chapel Hill", "London Borough of Camden"); "County Durham" is a place, "City Hall" a building.
 */
export const CIVIC_HEADS = new Set(['city', 'town', 'county', 'borough', 'township', 'municipality',
  // orgs7en (round 7): churches name a congregation only before "of" ("Church of the Assumption",
  // "Chapel of Grace"); "Church Street", "Chapel Lane" are streets, "Church Hall" a building.
  'church', 'chapel', 'cathedral']);
/**
 * Spanish acronyms that open the name of a school or a health centre (in capitals, so not in
 * ORG_HEADS): "CEIP Miguel Hernández", "IES Clara Campoamor", "CAP Sant Andreu", "CESFAM La
 * Florida", "EPS Sura".
 */
export const ACRONYM_HEADS = new Set(['ceip', 'ies', 'ieso', 'cra', 'cee', 'cifp', 'eei', 'ceipso', 'cpeip', 'cap', 'cesfam', 'eps', 'ips',
  // orgs7es (round 7): a Spanish health centre ("Dra. Inmaculada Soler, CS Benicalap, Valencia").
  'cs']);

/**
 * orgs7en (round 7): English acronyms in capitals that open the name of a public body: "HM
 * Revenue & Customs", "HM Land Registry", "NHS Greater Glasgow and Clyde", "NHS Lothian". "NHS"
 * is also in GENERIC_HEADS, so everyday words after it ("NHS Number", "NHS App") are no body.
 */
export const ACRONYM_HEADS_EN = new Set(['hm', 'nhs']);

/** Heads that name a business only right before its name: "Casa Lucio" (not "Casa de Campo"). */
export const DIRECT_HEADS = new Set(['casa',
  // orgs6 (round 6): a winery right before its name ("Viña Los Robles"); "Viña del Mar" is a city.
  'vina',
  // orgs7es (round 7): an event venue right before its name ("Hacienda El Vizir"); "Hacienda de
  // …" is an estate's place.
  'hacienda']);
/** "of"/"de" after a head. */
export const OF_WORDS = new Set(['of', 'de', 'del']);

/** Mail providers and generic host labels: their names in a text are no employer. */
export const IGNORED_LABELS = new Set(['gmail', 'googlemail', 'hotmail', 'outlook', 'live', 'msn', 'yahoo', 'icloud', 'me', 'mac', 'aol', 'proton', 'protonmail', 'gmx', 'mail', 'email', 'correo', 'example', 'yandex', 'zoho', 'fastmail', 'telefonica', 'movistar', 'www', 'localhost', 'github', 'google', 'docs', 'drive', 'wiki', 'app', 'api', 'portal',
  // Tracking hosts name no company (round 5): "Seguimiento: https://seguimiento.andreani.com/…".
  'seguimiento', 'tracking', 'track', 'rastreo',
  // Payment hosts (orgs6, round 6): "Pay online: https://pay.kaurisigns.co.nz/i/…" names no company.
  'pay', 'pagos', 'checkout', 'billing']);

/**
 * First words of the title of a notice, a receipt or a booking, beside its issuer in the first
 * line ("DHL Express – Waybill 48 1190", "Correo Argentino — Aviso de visita", "Reserva
 * confirmada — Renfe", "LAB RESULTS – Quest Diagnostics"). Not product pages ("Spec sheet –
 * Meridian Pro"), reviews or guides: their titles start with other words.
 */
export const NOTICE_TITLE_WORDS = new Set([
  'notice', 'notification', 'confirmation', 'booking', 'reservation', 'receipt', 'invoice', 'statement', 'alert', 'waybill',
  'results', 'result', 'application', 'prescription', 'appointment', 'payment', 'transfer', 'claim', 'delivery', 'shipment',
  'aviso', 'notificacion', 'confirmacion', 'reserva', 'recibo', 'factura', 'extracto', 'alerta', 'resultados', 'solicitud',
  'cita', 'pago', 'transferencia', 'parte', 'apertura', 'formulario', 'envio', 'entrega', 'siniestro', 'reclamacion',
  // Reminders, itineraries, prescriptions and support cases: "Clínica Dental Sonrisas – Recordatorio",
  // "ITINERARIO – Avianca", "Receta electrónica – SERMAS", "Case 00731952 — Optus Support".
  'reminder', 'recordatorio', 'itinerary', 'itinerario', 'receta', 'case', 'caso', 'reclamo',
  // Tracking pages and invitations (round 5): "Correo Argentino – Seguimiento", "Invitation:
  // Quarterly business review – Meridian Cold Chain". Not "guía": "Guía de tallas — Zapatillas
  // Runner Sol" is a size guide for a product.
  'seguimiento', 'tracking', 'invitation', 'invitacion',
  // orgs7es (round 7): a marketplace's chat with a buyer ("Wallapop · Chat sobre "Patinete
  // Xiaomi Pro 2""); a messaging app alone is capped as a product (thing-context.ts, meeting-app).
  'chat',
  // orgs8 (round 8, blind b12): a pay slip names its period, not a sender ("PAYSLIP – February
  // 2026"); its employer may stand after the dash ("Nómina – Transportes Olmedo").
  'payslip', 'nomina',
  // orgs9 (round 9, blind b14): a carrier's proof of delivery or of payment ("Cargo Expreso —
  // Constancia de entrega", "Constancia de pago – Banco Pichincha").
  'constancia', 'comprobante',
]);

/**
 * orgs7en (round 7): tax registration labels in capitals before their number end a business's
 * name on an invoice line: "Kookaburra Web Studio ABN 51 824 753 556", "Kiwi Paws Grooming  GST
 * 118-442-907", "Harlow Joinery VAT 123 4567 89".
 */
export const TAX_ID_LABELS = new Set(['abn', 'acn', 'gst', 'vat', 'ein', 'gstin', 'nzbn', 'tin']);

/**
 * A possessive that opens a saint's or the Virgin's title inside a church, school or hospital name
 * (orgs7es, round 7): "Parroquia de Nuestra Señora de Lourdes", "Colegio Nuestra Señora del
 * Pilar", "Hermandad de Nuestro Padre Jesús". Maps the possessive to the word that must follow it.
 */
export const SACRED_TITLES: ReadonlyMap<string, string> = new Map([
  ['nuestra', 'senora'],
  ['nuestro', 'padre'],
]);

/**
 * Operators whose name is an everyday word (orgs7es, round 7): Spain's postal service "Correos"
 * ("emails" in lower case). Only in a notice's heading beside its title, where the word can be
 * nothing else: "Correos — Aviso de llegada", "Aviso de entrega - Correos", "Correos | Tu envío
 * PQ4X7V0021983 está en reparto" (signature.ts); never mid-sentence or as a label ("Correos:
 * ana@x.es").
 */
export const EVERYDAY_WORD_ISSUERS = new Set(['correos']);

/**
 * orgs8 (round 8, blind b12/b13): a generic institution tail that names a company only after a
 * name ("Karoo Mining Services"); after everyday words alone it names a service desk or a unit of
 * the writer's own employer ("Report faulty screens to Workplace Services", "join our People
 * Services team"). Not "systems": "Persistent Systems" is a company named by an everyday word.
 */
export const UNIT_TAILS = new Set(['services']);

/**
 * orgs8 (round 8): weekdays after a name are its date, no part of it: "Last seen near the Gonville
 * Café Tuesday around 6pm" (the run would end on "Tuesday" and miss the tail "Café").
 */
export const WEEKDAY_WORDS = new Set(['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday',
  'lunes', 'martes', 'miercoles', 'jueves', 'viernes', 'sabado', 'domingo']);

/**
 * orgs8 (round 8): service tiers and editions after a Spanish business head name a product, not a
 * company: "Tabla de tarifas 2025 — Mensajería Express", "Envío Premium", "Limpiezas Plus" as a
 * plan. A business is named by a name ("Mensajería Rápida del Sur", "Transportes Guadiana").
 */
export const TIER_WORDS = new Set(['express', 'plus', 'premium', 'pro', 'basic', 'basico', 'basica', 'estandar', 'standard', 'urgente', 'economy', 'gold', 'platinum', 'platino', 'max', 'lite']);

/**
 * orgs8 (round 8, blind b13): the kinds of court before "Court" ("sworn in at the Manukau District
 * Court", "the High Court"); "Court" alone is a street or a building ("Maple Court").
 */
export const COURT_KINDS = new Set(['district', 'high', 'supreme', 'crown', 'county', 'magistrates', "magistrates'", 'family', 'youth', 'circuit', 'appeals', 'superior', 'municipal', 'federal', 'sheriff', 'coroners', "coroner's", 'juvenile', 'probate']);

/**
 * orgs8 (round 8): weak tails (cues.ts WEAK_ORG_TAILS) that need a word no list knows before them,
 * even mid-sentence: "Croma Retail", "Westline Property", "Línea Directa Aseguradora" (its
 * "Línea" is everyday, "Directa" rarer), never "Online Retail" or "Rental Property".
 */
export const NAMED_ONLY_TAILS = new Set(['retail', 'property']);

/**
 * orgs8 (round 8, blind b13): the kinds of home that name a business or a care institution after
 * a name ("Reposing at Fanning's Funeral Home", "Ashgrove Nursing Home"); "Home" alone is no tail
 * ("Windows 11 Home", "FedEx Home", cues.ts).
 */
export const HOME_KINDS = new Set(['funeral', 'nursing', 'care', 'retirement']);

/** orgs8 (round 8): "for"/"für" join a name's parts like "of" ("Center for Disease Control"); "and"/"y" join two names. */
export const FOR_WORDS = new Set(['for', 'fur', 'für']);

/**
 * orgs8 (round 8): Spanish heads that name a public service only with "de" ("Servicio Andaluz de
 * Salud", "Servicio Nacional de Aduanas"); before one word alone they name a system or a platform
 * ("ERR-5001 Servicio Mercedes no disponible").
 */
export const SYSTEM_HEADS = new Set(['servicio', 'sistema', 'plataforma']);
