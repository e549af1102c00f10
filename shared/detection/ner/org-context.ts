/**
 * Organizations named by the words in front of them, when the name itself has no legal suffix or
 * institution word: "she works for Kroger", "we signed with Globex", "our account at First
 * Federal", "Omar Haddad from Globex", "mi hermano trabaja en Navantia", "la cuenta en BBVA".
 *
 * Each cue is a phrase (normalized words: lower case, no accents; `#` for any number) with a
 * strength:
 *  - `company`: the phrase takes nothing but a company ("bank with", "account at", "our
 *    auditors,"): even a run that looks like a person's name is one ("bank with Wells Fargo").
 *  - `employer`: the phrase takes a company, an employer or a bank ("works for", "signed with",
 *    "trabaja para"). A run of capitalized everyday words ("First Federal") or an acronym
 *    ("BBVA") is accepted after it.
 *  - `open`: the phrase takes places and people as often ("moved to", "from", "se fue a"). Only
 *    words no lexicon knows are accepted ("moved to Globex", not "moved to Denver" or "moved to
 *    Grace").
 *  - `colleague`: "at"/"from" right after a person ("Nadia at Morgan Stanley", "Omar from Capital
 *    One"): one person is seldom "at" another, so a run of two or more capitalized words that is
 *    no place and no possessive ("Tom at Jenny Lee's") is the person's company even when it is
 *    shaped like a name; a single word is judged as after an `open` cue.
 *  - `named-after`: a Spanish masculine article before a full person's name ("lo operan en el
 *    Gregorio Marañón", "trasladado al Ramón y Cajal"): Spanish puts no article before a person's
 *    full name, so given name + surname after "el"/"del"/"al" is a hospital, school or company
 *    named after that person. Nothing else is taken after it.
 * A run whose first word is a given name is left to the person rules ("works for Maria Lopez"),
 * and one that is a known place to the place rules ("works in Madrid" has no cue anyway; "left
 * Denver" is rejected). Departments are never organizations ("from HR", "de compras").
 */
import { cueSet } from './cue-bits.js';
import { type CompiledPhrase, type PhraseTable, phraseTable } from './cue-phrases.js';
import { NOT_NAME, ORG_CONNECTORS, ROLE_HEADS } from './cues.js';
import { type Candidate, type Doc, SEP_SPACE, UPPER, wordFilter } from './doc.js';
import { F_PLACE, F_PLACE_START } from './lexicon.js';
import { AMPERSAND, APOSTROPHE, COLON, COMMA, OPEN_PAREN } from './chars.js';
import { companyVerbAfter } from './org-verbs.js';

// The shared cue sets this file reads, as bits (cue-bits.ts: `doc.inSet(i, NOT_NAME_CUE)`).
const NOT_NAME_CUE = cueSet(NOT_NAME);
const ORG_CONNECTORS_CUE = cueSet(ORG_CONNECTORS);

type Strength = 'company' | 'employer' | 'open' | 'colleague' | 'named-after';

interface OrgCue {
  /** Normalized words before the organization; `#` is any number ("lleva 6 años en"). */
  words: string;
  strength: Strength;
  example: string;
  /** The cue counts only right after a person's name or she/he ("Omar Haddad from Globex"). */
  afterName?: boolean;
}

/** English cues. */
const EN_CUES: readonly OrgCue[] = [
  // Employment.
  { words: 'works for', strength: 'employer', example: 'my brother works for Halvorsen Marine' },
  { words: 'work for', strength: 'employer', example: 'I work for Kroger' },
  { words: 'worked for', strength: 'employer', example: 'she worked for Deloitte for ten years' },
  { words: 'working for', strength: 'employer', example: 'now working for Sysco' },
  { words: 'works at', strength: 'employer', example: 'he works at Wayfair' },
  { words: 'work at', strength: 'employer', example: 'I work at Globex' },
  { words: 'worked at', strength: 'employer', example: 'worked at Infosys' },
  { words: 'working at', strength: 'employer', example: 'working at Shopify' },
  { words: 'employed by', strength: 'company', example: 'employed by Sunbelt Rentals' },
  { words: 'employed at', strength: 'company', example: 'employed at Kroger' },
  { words: 'job at', strength: 'company', example: 'got a job at Atlassian' },
  { words: 'role at', strength: 'employer', example: 'a new role at Globex' },
  { words: 'position at', strength: 'employer', example: 'accepted a position at Oracle' },
  { words: 'offer from', strength: 'employer', example: 'an offer from Wayfair' },
  { words: 'interned at', strength: 'company', example: 'interned at Deloitte' },
  { words: 'interned with', strength: 'employer', example: 'interned with Accenture' },
  { words: 'internship at', strength: 'company', example: 'an internship at Oracle' },
  { words: 'volunteered with', strength: 'employer', example: 'volunteered with Oxfam' },
  { words: 'volunteered at', strength: 'employer', example: 'volunteered at Oxfam' },
  { words: 'joined', strength: 'employer', example: 'Catherine Doyle has joined Globex' },
  { words: 'rejoined', strength: 'employer', example: 'he rejoined Globex' },
  { words: 'leaving', strength: 'employer', example: 'Jess is leaving Pinnacle next month' },
  { words: 'currently at', strength: 'employer', example: 'Currently at Wayfair.' },
  { words: 'been at', strength: 'employer', example: "she's been at Accenture for 6 yrs" },
  { words: 'years at', strength: 'employer', example: 'ten years at Kroger' },
  { words: 'operations at', strength: 'employer', example: 'who leads operations at Sunbelt' },
  { words: 'everyone at', strength: 'employer', example: 'thanks to everyone at Evergreen' },
  { words: 'folks at', strength: 'employer', example: 'the folks at Globex' },
  { words: 'team at', strength: 'employer', example: 'her team at Copperleaf' },
  { words: 'people at', strength: 'employer', example: 'the people at Globex' },
  { words: 'contact at', strength: 'employer', example: 'our contact at Sysco' },
  // Business relations.
  { words: 'signed with', strength: 'employer', example: 'we finally signed with Northwind' },
  { words: 'partnered with', strength: 'employer', example: 'we partnered with Oxfam' },
  { words: 'contract with', strength: 'employer', example: 'the contract with Globex' },
  { words: 'account at', strength: 'company', example: 'our account at First Federal' },
  { words: 'account with', strength: 'company', example: 'an account with Barclays' },
  { words: 'bank with', strength: 'company', example: 'I used to bank with Chase' },
  { words: 'banks with', strength: 'company', example: 'she banks with Ally' },
  { words: 'banking with', strength: 'company', example: 'banking with Barclays' },
  { words: 'insured with', strength: 'company', example: 'insured with Aetna' },
  { words: 'acquired by', strength: 'company', example: 'acquired by Oracle' },
  { words: 'customer of', strength: 'employer', example: 'a customer of Globex' },
  { words: 'member of the', strength: 'employer', example: 'member of the American Red Cross disaster team' },
  // Schools: "got into Georgia Tech", "she teaches at Brookline Elementary".
  { words: 'got into', strength: 'employer', example: 'Priya got into Georgia Tech' },
  { words: 'accepted into', strength: 'employer', example: 'accepted into Vassar' },
  { words: 'studies at', strength: 'employer', example: 'she studies at Purdue' },
  { words: 'studied at', strength: 'employer', example: 'he studied at Rutgers' },
  { words: 'graduated from', strength: 'employer', example: 'graduated from Tufts in 2015' },
  { words: 'enrolled at', strength: 'employer', example: 'enrolled at Northeastern' },
  { words: 'attends', strength: 'employer', example: 'my son attends Lincoln High School' },
  { words: 'teaches at', strength: 'employer', example: 'Rosa teaches at Brookline Elementary' },
  { words: 'taught at', strength: 'employer', example: 'he taught at Wellesley' },
  // Leaving or being hired: "I recently left Deloitte" ("left Denver" stays a place: a known place alone is refused).
  { words: 'recently left', strength: 'employer', example: 'I recently left Deloitte' },
  { words: 'just left', strength: 'employer', example: 'she just left Pinterest' },
  { words: 'hired by', strength: 'company', example: 'she was hired by Accenture' },
  { words: 'laid off from', strength: 'employer', example: 'laid off from Twitter' },
  { words: 'interview at', strength: 'employer', example: 'an interview at Stripe on Monday' },
  { words: 'volunteer at', strength: 'employer', example: 'volunteer shift… I volunteer at Habitat' },
  { words: 'volunteering at', strength: 'employer', example: 'volunteering at Feeding America' },
  { words: 'volunteering with', strength: 'employer', example: 'volunteering with Oxfam' },
  { words: 'shift at', strength: 'employer', example: 'Volunteer shift at Habitat for Humanity' },
  // Charities: "we donated the proceeds to Oxfam".
  { words: 'donated to', strength: 'employer', example: 'we donated the proceeds to Oxfam' },
  { words: 'proceeds to', strength: 'employer', example: 'we donated the proceeds to Oxfam' },
  { words: 'donate to', strength: 'employer', example: 'please donate to Shelter' },
  { words: 'donation to', strength: 'employer', example: 'a donation to Mercy Corps' },
  { words: 'application to', strength: 'employer', example: 'your application to Save the Children' },
  // Health care: "surgery is at Mass General", "transferred from St. Luke's to Mercy".
  { words: 'surgery at', strength: 'employer', example: 'her surgery at Mass General' },
  { words: 'surgery is at', strength: 'employer', example: "Mom's surgery is at Mass General" },
  { words: 'admitted to', strength: 'employer', example: 'admitted to Mercy overnight' },
  { words: 'transferred from', strength: 'employer', example: "transferred from St. Luke's" },
  { words: 'transferred to', strength: 'employer', example: 'transferred to Mercy for the workup' },
  { words: 'discharged from', strength: 'employer', example: 'discharged from Sinai on Friday' },
  { words: 'meds at', strength: 'employer', example: 'picked up his meds at CVS' },
  { words: 'prescription at', strength: 'employer', example: 'pick up the prescription at Walgreens' },
  { words: 'prescriptions at', strength: 'employer', example: 'prescriptions at Rite Aid' },
  // Money: "her mortgage is with Wells Fargo", "the customer's bank, Chase, may…".
  { words: 'mortgage is with', strength: 'company', example: 'her mortgage is with Wells Fargo' },
  { words: 'mortgage with', strength: 'company', example: 'a mortgage with Rocket' },
  { words: 'loan with', strength: 'company', example: 'a car loan with Ally' },
  { words: 'bank ,', strength: 'company', example: "the customer's bank, Chase, may take 5 days" },
  { words: 'bank is', strength: 'company', example: 'my bank is Wells Fargo' },
  { words: 'insurance is', strength: 'company', example: 'Insurance is Blue Cross; the card is in the car' },
  { words: 'insurance is with', strength: 'company', example: 'our insurance is with Geico' },
  { words: 'insured by', strength: 'company', example: 'insured by State Farm' },
  { words: 'insurer is', strength: 'company', example: 'my insurer is Aviva' },
  { words: 'sponsored by', strength: 'company', example: 'sponsored by Dell' },
  // Shops and carriers: "Shipped by Amazon", "Courier: Evri".
  { words: 'shipped by', strength: 'employer', example: 'Shipped by Amazon. Carrier: USPS' },
  { words: 'sold by', strength: 'employer', example: 'Sold by Currys' },
  { words: 'fulfilled by', strength: 'employer', example: 'fulfilled by Amazon' },
  { words: 'courier :', strength: 'company', example: 'Courier: Evri. Tracking code H00A1C' },
  { words: 'merchant :', strength: 'company', example: 'Card ending 4471 · Merchant: Pret A Manger · £6.45' },
  { words: 'update from', strength: 'employer', example: 'Order update from Wayfair' },
  { words: 'course at', strength: 'employer', example: 'an evening SQL course at City Lit' },
  { words: 'shipped with', strength: 'company', example: 'Order #AU-55302 has shipped with Australia Post' },
  // Carriers and senders of a notice; places, people and weekdays are rejected (open).
  { words: 'delivered by', strength: 'open', example: 'your order will be delivered by DPD on Wed 26 Nov' },
  { words: 'alert from', strength: 'employer', example: 'Fraud alert from Monzo: did you try to spend £1,249.00' },
  { words: 'reported it to', strength: 'open', example: 'Reported it to CERT NZ.' },
  { words: 'order from', strength: 'open', example: 'Hi Tom, your order from Cotswold Outdoor will be delivered by DPD' },
  { words: 'parcel from', strength: 'open', example: 'Your parcel from Takealot is out for delivery.' },
  { words: 'package from', strength: 'open', example: 'the package from Wayfair never came' },
  // Callers speak for their company; "calling from Dublin" is a lone place, rejected.
  { words: 'calling from', strength: 'employer', example: 'Hi, this is Bernadette calling from Aviva about claim number MOT-7781204' },
  { words: 'rejected from', strength: 'employer', example: 'just got rejected from Deloitte after 5 rounds lol' },
  { words: 'leaving for', strength: 'employer', example: 'Analyst, Risk – leaving for Macquarie, better pay' },
  // A leaver's form names the next employer: "Going to: Salesforce (Dublin)".
  { words: 'going to :', strength: 'employer', example: 'Last day: 31 May. Going to: Salesforce (Dublin)' },
  { words: 'worked together at', strength: 'employer', example: 'you two worked together at Stripe' },
  // Buying names a shop; places and people are rejected (open). Not "switched to", which takes
  // software as often ("We switched to Postgres").
  { words: 'got mine from', strength: 'open', example: 'Got mine from Zalando last weekend' },
  { words: 'ordered from', strength: 'open', example: 'I ordered from Argos' },
  { words: 'filed a report with', strength: 'open', example: 'Filed a report with CPD' },
  // Apposition after a business relation: "Our auditors, Grant Thornton, will…".
  { words: 'auditors ,', strength: 'company', example: 'our auditors, Grant Thornton, will be on site' },
  { words: 'auditor ,', strength: 'company', example: 'the auditor, KPMG, flagged it' },
  { words: 'vendor ,', strength: 'company', example: 'our vendor, Sysco, raised prices' },
  { words: 'supplier ,', strength: 'company', example: 'our supplier, Globex, is late' },
  { words: 'insurer ,', strength: 'company', example: 'my insurer, Aetna, refused' },
  { words: 'lender ,', strength: 'company', example: 'the lender, Ally, approved it' },
  // A list of trading partners after their business role: "Suppliers shortlisted: Grainger,
  // Fastenal and McMaster-Carr", "Our distributors are Sysco and US Foods".
  { words: 'suppliers :', strength: 'employer', example: 'Suppliers: Grainger and Fastenal' },
  { words: 'shortlisted :', strength: 'employer', example: 'Suppliers shortlisted: Grainger, Fastenal and McMaster-Carr' },
  { words: 'vendors :', strength: 'employer', example: 'Vendors: Sysco, Gordon and Shamrock' },
  { words: 'distributors :', strength: 'employer', example: 'Distributors: Sysco and US Foods' },
  { words: 'competitors :', strength: 'employer', example: 'Competitors: Toast, Square and Clover' },
  { words: 'suppliers are', strength: 'employer', example: 'our suppliers are Grainger and Fastenal' },
  { words: 'vendors are', strength: 'employer', example: 'the approved vendors are CDW and Insight' },
  { words: 'distributors are', strength: 'employer', example: 'Our distributors are Sysco and US Foods' },
  { words: 'competitors are', strength: 'employer', example: 'our main competitors are Toast and Square' },
  // Round 5 (blind b7/b8): quotes, fees and lodged bonds name the business that gives or holds
  // them; places and people are rejected (open). Not "pick up at": "Heathrow Terminal 5", a
  // landmark or a neighbour's house as often as a shop.
  { words: 'quote from', strength: 'open', example: 'Priyanka to get a counter-quote from DB Schenker' },
  { words: 'quotes from', strength: 'open', example: 'two quotes from Dexion and Link51' },
  { words: 'requested from', strength: 'open', example: 'Replacement requested from Computacenter.' },
  { words: 'fees from', strength: 'open', example: 'she gets hit with fees from FNB every time' },
  { words: 'lodged with', strength: 'open', example: 'A complaint was lodged with Ofcom last week.' },
  // orgs6 (round 6, blind b9): a trade name after its owner ("Mateo Delgado dba Delgado Mobile
  // Detailing") and a bank's fraud alert. Not "rang": it takes people ("rang Mum", "rang Patel").
  { words: 'dba', strength: 'company', example: 'Vendor: Mateo Delgado dba Delgado Mobile Detailing' },
  { words: 'fraud alert from', strength: 'company', example: 'Fraud alert from Wells Fargo: Did you attempt a purchase' },
  // A hotel stay in a review names the hotel; a known place or a person is rejected (open). Not
  // "stayed at the": "we stayed at the Smiths" is a family's home.
  { words: 'nights at the', strength: 'open', example: 'Stayed three nights at the Harbourview in Hobart' },
  { words: 'graduating from', strength: 'employer', example: 'congrats to my girl on graduating from Rutgers today' },
  // Open: these take places and people as often.
  // Only after a person ("she moved to Globex"): "we moved to Kubernetes" is a tool.
  // orgs7en (round 7, blind b10/b11): a pick-up point, a repairer, a booked repair, a meeting's
  // guest and a bookkeeping app's bank feeds name the business. Given names are left to the
  // person rules ("booked with Sarah"), places and people to theirs (open).
  { words: 'collect from :', strength: 'company', example: 'Atorvastatin 20mg⏎Collect from: Unichem Greenlane' },
  { words: 'repairer :', strength: 'company', example: 'Preferred repairer: Autoglass Wolverhampton' },
  { words: 'repair with', strength: 'employer', example: 'Agent booked repair with Speedy Glass for Apr 3' },
  { words: 'repairs booked with', strength: 'employer', example: 'Lift 2 repairs booked with Schindler for 2 December' },
  { words: 'guest from', strength: 'open', example: 'Attendees: Eleanor, Sam (guest from Brightline)' },
  { words: 'bank feeds for', strength: 'employer', example: 'Bank feeds for Capitec and FNB' },
  // orgs8 (round 8, blind b12/b13): a call centre's greeting, a branch and a takeover name the
  // business; given names and places are left to their rules.
  { words: 'thanks for calling', strength: 'employer', example: 'Agent: Thanks for calling Southern Cross Mutual, this is Kiri speaking' },
  { words: 'thank you for calling', strength: 'employer', example: 'Thank you for calling Comcast, my name is Lerato' },
  { words: 'branch of', strength: 'employer', example: 'shout-out to kavya at the Indiranagar branch of Third Wave' },
  { words: 'bought by', strength: 'employer', example: 'the practice got bought by MyDentist' },
  { words: 'taken over by', strength: 'employer', example: 'the shop was taken over by Tesco' },
  { words: 'through to', strength: 'open', example: "Agent: You're through to Vodacom billing, my name is Lerato." },
  { words: 'moved to', strength: 'open', example: 'she moved to Globex last spring', afterName: true },
  { words: 'from', strength: 'colleague', example: 'Omar Haddad from Globex will join; Omar from Capital One', afterName: true },
  { words: 'at', strength: 'colleague', example: 'send it to Lorenzo Bianchi at Castellan Advisory; Nadia at Morgan Stanley', afterName: true },
];

/** Spanish cues. */
const ES_CUES: readonly OrgCue[] = [
  { words: 'trabaja en', strength: 'employer', example: 'mi hermano trabaja en Navantia' },
  { words: 'trabaja para', strength: 'employer', example: 'trabaja para Ferrovial' },
  { words: 'trabajo en', strength: 'employer', example: 'trabajo en Indra; trabajó en Prosegur' },
  { words: 'trabajo para', strength: 'employer', example: 'trabajo para Inditex' },
  { words: 'trabajaba en', strength: 'employer', example: 'trabajaba en Mercadona' },
  { words: 'trabajaba para', strength: 'employer', example: 'trabajaba para Glovo' },
  { words: 'trabajar en', strength: 'employer', example: 'empezó a trabajar en Cabify' },
  { words: 'trabaje en', strength: 'employer', example: 'trabajé en Idealista cuatro años' },
  { words: 'trabaje para', strength: 'employer', example: 'trabajé para Idealista' },
  { words: 'trabajamos en', strength: 'employer', example: 'trabajamos en Indra' },
  { words: 'trabajado en', strength: 'employer', example: 'he trabajado en Glovo' },
  { words: 'trabajado para', strength: 'employer', example: 'ha trabajado para Glovo' },
  { words: 'trabajar para', strength: 'employer', example: 'quiere trabajar para Iberdrola' },
  { words: 'empleado de', strength: 'employer', example: 'empleado de Mercadona' },
  { words: 'empleada de', strength: 'employer', example: 'empleada de Sanitas' },
  { words: 'contratado por', strength: 'company', example: 'contratado por Everis' },
  { words: 'contratada por', strength: 'company', example: 'contratada por Everis' },
  { words: 'incorporado a', strength: 'employer', example: 'se ha incorporado a Brightline' },
  { words: 'incorporada a', strength: 'employer', example: 'se ha incorporada a Glovo' },
  { words: 'incorporo a', strength: 'employer', example: 'se incorporó a Ferrovial' },
  { words: 'incorpore a', strength: 'employer', example: 'me incorporé a Fotocasa' },
  { words: 'fichado por', strength: 'company', example: 'ha fichado por Cabify' },
  { words: 'ficho por', strength: 'company', example: 'fichó por Glovo' },
  { words: 'practicas en', strength: 'company', example: 'prácticas en Deloitte' },
  { words: 'becario en', strength: 'employer', example: 'becario en Indra' },
  { words: 'becaria en', strength: 'employer', example: 'becaria en Indra' },
  { words: 'voluntariado con', strength: 'employer', example: 'voluntariado con Cáritas' },
  { words: 'voluntariado en', strength: 'employer', example: 'voluntariado en Cáritas' },
  { words: 'anos en', strength: 'employer', example: 'lleva 6 años en Accenture' },
  { words: 'operaciones en', strength: 'employer', example: 'dirige operaciones en Ferrovial' },
  { words: 'equipo de', strength: 'employer', example: 'todo el equipo de Caja Laboral' },
  { words: 'los de', strength: 'employer', example: 'está reunido con los de Prosegur' },
  { words: 'la gente de', strength: 'employer', example: 'la gente de Glovo' },
  { words: 'proveedores de', strength: 'employer', example: 'la lista de proveedores de Sanitas' },
  { words: 'cuenta en', strength: 'company', example: 'su cuenta en Banco Sabadell' },
  { words: 'cuenta de', strength: 'open', example: 'la cuenta de BBVA' },
  { words: 'firmado con', strength: 'employer', example: 'hemos firmado con Distribuciones Norte' },
  { words: 'colaboramos con', strength: 'employer', example: 'colaboramos con Cáritas' },
  { words: 'contrato con', strength: 'employer', example: 'el contrato con Globex' },
  { words: 'acuerdo con', strength: 'employer', example: 'un acuerdo con Ferrovial' },
  { words: 'cliente de', strength: 'employer', example: 'soy cliente de ING' },
  // Estudios: "ha entrado en la Complutense", "estudia en la Carlos III".
  { words: 'entrado en la', strength: 'employer', example: 'Irene ha entrado en la Complutense' },
  { words: 'entrado en el', strength: 'employer', example: 'ha entrado en el CEU' },
  { words: 'estudia en la', strength: 'employer', example: 'estudia en la Autónoma' },
  { words: 'estudia en el', strength: 'employer', example: 'estudia en el Ramiro de Maeztu' },
  { words: 'estudio en la', strength: 'employer', example: 'estudió en la Pompeu Fabra' },
  { words: 'profesora en el', strength: 'employer', example: 'es profesora en el CEIP San Fermín' },
  { words: 'profesor en el', strength: 'employer', example: 'profesor en el Colegio Estudio' },
  { words: 'vengo de', strength: 'open', example: 'vengo de Deloitte y empiezo el lunes' },
  { words: 'entro en', strength: 'employer', example: 'Martín Cabello entró en Telefónica en 2018' },
  { words: 'ahora esta en', strength: 'open', example: 'floja con clientes. Ahora está en Glovo.' },
  { words: 'antes en', strength: 'open', example: 'backend en Cabify (2021–2024); antes en Globant Santiago' },
  { words: 'puesto en', strength: 'employer', example: 'Hace un año dejé mi puesto en KPMG en Ciudad de México' },
  { words: 'reclutadora de', strength: 'employer', example: 'conocí a Carla Brandt, reclutadora de Inditex' },
  { words: 'reclutador de', strength: 'employer', example: 'me escribió un reclutador de Globant' },
  { words: 'fibra de', strength: 'open', example: 'Estoy en Alcalá de Henares con fibra de Digi.' },
  { words: 'nos cambiamos a', strength: 'open', example: 'nos cambiamos a Sanitas desde DKV hace dos años' },
  { words: 'estudiar en la', strength: 'employer', example: '¿Vale la pena estudiar en la UNAM?' },
  { words: 'estudiar en el', strength: 'employer', example: 'estudiar en el Tec' },
  // Trámites y servicios: "cita en el IMSS", "la auditoría de
  // Deloitte", "un almacén de Amazon", "portarme a Movistar", "agencia Banrural zona 1".
  { words: 'cita en el', strength: 'open', example: 'tengo cita en el IMSS a las 8' },
  { words: 'auditoria de', strength: 'open', example: 'hoy llega la auditoría de Deloitte a las 10' },
  { words: 'almacen de', strength: 'open', example: 'en un almacén de Amazon, turno de noche' },
  { words: 'portarme a', strength: 'open', example: 'Paso de portarme a Movistar por 20 € más al mes' },
  { words: 'me cambie a', strength: 'open', example: 'me cambié a Digi hace un año' },
  { words: 'agencia', strength: 'open', example: 'Pago en efectivo, agencia Banrural zona 1' },
  { words: 'sucursal', strength: 'open', example: 'retiro en sucursal Bancolombia' },
  // Ronda 5 (ciegos b7/b8): extractos, recibos, técnicos, envíos y trámites nombran la empresa
  // que los da; lugares, nombres y palabras corrientes se rechazan (open).
  { words: 'extracto de', strength: 'open', example: 'Adjunto captura del extracto de CaixaBank.' },
  { words: 'domiciliado de', strength: 'open', example: 'el recibo domiciliado de Iberdrola por importe de 87,42 €' },
  { words: 'tecnico de', strength: 'open', example: 'el técnico de Otis pasará el viernes 21' },
  { words: 'la chica de', strength: 'open', example: 'hablá con la chica de Lucchetti, Mariela' },
  { words: 'el chico de', strength: 'open', example: 'vino el chico de Telecentro' },
  { words: 'renovacion con', strength: 'open', example: 'la renovación con Schindler sube un 6 %' },
  { words: 'router de', strength: 'open', example: 'que reinicie el router de Movistar' },
  { words: 'carnet de', strength: 'open', example: 'llegar con su carnet de Fonasa' },
  { words: 'constancia del', strength: 'open', example: 'Presentó constancia del IMSS.' },
  { words: 'servicio de', strength: 'open', example: 'El servicio de Rappi en Medellín se ha puesto malísimo' },
  { words: 'sucursal de', strength: 'open', example: '¿la sucursal de Antel del Tres Cruces abre los sábados?' },
  { words: 'mandamos por', strength: 'open', example: 'lo mandamos por UPS el martes' },
  { words: 'enviamos por', strength: 'open', example: 'lo enviamos por Servientrega' },
  { words: 'enviado por', strength: 'open', example: 'el paquete fue enviado por Chilexpress' },
  { words: 'pedido de', strength: 'open', example: 'Tu pedido de Falabella llegó' },
  { words: 'lo entrega', strength: 'open', example: 'Lo entrega DAC en Treinta y Tres 1280' },
  // Dinero: "la hipoteca con Ibercaja", "su banco, Unicaja, puede tardar".
  { words: 'hipoteca con', strength: 'company', example: 'tiene la hipoteca con Ibercaja' },
  { words: 'hipoteca en', strength: 'company', example: 'la hipoteca en Kutxabank' },
  { words: 'prestamo con', strength: 'company', example: 'un préstamo con Cetelem' },
  { words: 'banco ,', strength: 'company', example: 'su banco, Unicaja, puede tardar' },
  { words: 'banco es', strength: 'company', example: 'mi banco es Abanca' },
  { words: 'seguro es con', strength: 'company', example: 'el seguro es con Sanitas' },
  { words: 'seguro con', strength: 'company', example: 'tengo el seguro con Mapfre' },
  { words: 'asegurado con', strength: 'company', example: 'el coche está asegurado con Mutua Madrileña' },
  { words: 'patrocinado por', strength: 'company', example: 'patrocinado por Repsol' },
  // Seguros, recibos, tarjetas y tiendas: "el seguro de Mapfre", "el recibo de Vodafone".
  { words: 'seguro de', strength: 'open', example: '¿Alguien ha usado el seguro de Mapfre para mascotas?' },
  { words: 'seguro ,', strength: 'company', example: 'el fontanero de mi seguro, Allianz, vendrá el miércoles' },
  { words: 'recibo de', strength: 'open', example: 'el recibo de Vodafone por importe de 42,35 €' },
  { words: 'factura de', strength: 'open', example: 'la factura de Iberdrola de marzo' },
  { words: 'tarjeta de credito', strength: 'company', example: 'su tarjeta de crédito Banamex con terminación 3391' },
  { words: 'cuenta del', strength: 'company', example: 'el reembolso a mi cuenta del BCP' },
  { words: 'atencion al cliente de', strength: 'company', example: 'el servicio de atención al cliente de Zara' },
  { words: 'repartidor de', strength: 'company', example: 'Soy Mauricio, repartidor de Estafeta' },
  { words: 'de camino con', strength: 'company', example: 'tu pedido va de camino con SEUR' },
  { words: 'entregado por', strength: 'company', example: 'su pedido será entregado por Paack' },
  { words: 'obra social :', strength: 'company', example: 'Obra social: OSDE 310' },
  // El comercio de un aviso de tarjeta: "Comercio: El Corte Inglés Castellana", "Establecimiento: Zara".
  { words: 'comercio :', strength: 'company', example: 'Tarjeta 4532 … Comercio: Zara Serrano · Importe: 39,90 EUR' },
  { words: 'establecimiento :', strength: 'company', example: 'Establecimiento: Mercadona · Importe: 23,10 €' },
  { words: 'empiezo en', strength: 'employer', example: 'Mañana empiezo en Mercado Libre' },
  { words: 'empece en', strength: 'employer', example: 'empecé en Globant en 2019' },
  { words: 'pase de', strength: 'employer', example: 'Yo me pasé de Endesa a Octopus' },
  { words: 'trabajamos juntos en', strength: 'employer', example: 'trabajamos juntos en Indra' },
  { words: 'trabajasteis juntos en', strength: 'employer', example: 'me dijo que trabajasteis juntos en Indra' },
  { words: 'trabajaron juntos en', strength: 'employer', example: 'trabajaron juntos en Globant' },
  // Una reseña o queja sobre un proveedor: "Pésima experiencia con Movistar", "mi experiencia
  // con Renfe hoy". Lugares y personas se rechazan (open); "experiencia con Python" no tiene "mi".
  { words: 'mi experiencia con', strength: 'open', example: 'Hilo sobre mi experiencia con Renfe hoy' },
  { words: 'pesima experiencia con', strength: 'open', example: 'Pésima experiencia con Movistar' },
  { words: 'mala experiencia con', strength: 'open', example: 'Muy mala experiencia con Jazztel' },
  { words: 'compre en', strength: 'open', example: 'Compré en PcComponentes la freidora' },
  { words: 'comprado en', strength: 'open', example: 'lo he comprado en PcComponentes' },
  { words: 'compramos en', strength: 'open', example: 'lo compramos en Wallapop' },
  // ONG: "donamos lo recaudado a Cáritas", "tu candidatura a Médicos Sin Fronteras".
  { words: 'recaudado a', strength: 'employer', example: 'donamos lo recaudado a Cáritas' },
  { words: 'donativo a', strength: 'employer', example: 'un donativo a Cáritas' },
  { words: 'donacion a', strength: 'employer', example: 'una donación a Aldeas Infantiles' },
  { words: 'candidatura a', strength: 'employer', example: 'tu candidatura a Médicos Sin Fronteras' },
  // Sanidad: "trasladado al Gregorio Marañón", "ingresado en Quirónsalud".
  { words: 'ingresado en', strength: 'employer', example: 'está ingresado en Quirónsalud' },
  { words: 'ingresada en', strength: 'employer', example: 'ingresada en Vithas' },
  { words: 'auditores de', strength: 'company', example: 'los auditores de Grant Thornton' },
  { words: 'auditores ,', strength: 'company', example: 'nuestros auditores, Grant Thornton, vienen' },
  { words: 'proveedor ,', strength: 'company', example: 'nuestro proveedor, Sysco, sube precios' },
  { words: 'aseguradora ,', strength: 'company', example: 'mi aseguradora, Sanitas, no cubre' },
  { words: 'deja', strength: 'employer', example: 'Lucía deja Transportes Olmedo' },
  { words: 'dejo', strength: 'employer', example: 'dejó Indra en marzo' },
  { words: 'dejado', strength: 'employer', example: 'ha dejado Glovo' },
  { words: 'pase a', strength: 'employer', example: 'me pasé a ING' },
  { words: 'paso a', strength: 'employer', example: 'se pasó a ING' },
  { words: 'se fue a', strength: 'open', example: 'se fue a Iberdrola la primavera pasada' },
  { words: 'irse a', strength: 'open', example: 'se plantea irse a Inditex' },
  // "la de Deloitte viene a las 11", "el de Amazon": the one from a company; places ("el de
  // Vigo"), given names and surnames are rejected (open).
  { words: 'la de', strength: 'open', example: 'la de Deloitte viene a las 11 o a las 12?' },
  { words: 'el de', strength: 'open', example: 'el de Movistar no ha venido' },
  { words: ', de', strength: 'colleague', example: 'Omar Haddad, de Globex, vendrá el jueves; Inés, de Leroy Merlin', afterName: true },
  { words: 'en', strength: 'open', example: 'la cuenta de Patricio Moreno en CaixaBank', afterName: true },
  // Quien llama o escribe "de" una empresa habla en su nombre ("le llamo de Vodafone", "te
  // escribo de Santander por la línea de crédito"); desde un lugar se dice "desde Madrid".
  { words: 'llamo de', strength: 'company', example: 'le llamo de Vodafone por su factura' },
  { words: 'llamamos de', strength: 'company', example: 'le llamamos de Securitas Direct' },
  { words: 'escribo de', strength: 'company', example: 'te escribo de Santander por la ampliación de la línea' },
  { words: 'escribimos de', strength: 'company', example: 'le escribimos de Iberdrola' },
  // Una lista de socios comerciales tras su papel: "Los proveedores son Makro y Transgourmet".
  { words: 'proveedores :', strength: 'employer', example: 'Proveedores: Makro y Transgourmet' },
  { words: 'proveedores son', strength: 'employer', example: 'Los proveedores de hostelería son Makro y Transgourmet' },
  { words: 'proveedores finalistas', strength: 'employer', example: 'proveedores finalistas Makro y Transgourmet' },
  { words: 'distribuidores :', strength: 'employer', example: 'Distribuidores: Makro y Cash Fresh' },
  { words: 'distribuidores son', strength: 'employer', example: 'nuestros distribuidores son Makro y Transgourmet' },
  { words: 'competidores :', strength: 'employer', example: 'Competidores: Holded, Sage y Quipu' },
  { words: 'competidores son', strength: 'employer', example: 'los competidores son Holded y Sage' },
  // orgs6 (ronda 6, ciegos b9): la paquetería de un envío, la llamada a un operador, una auditoría
  // con un organismo, un turno en una institución, el empleo anterior y el proveedor de un servicio;
  // lugares, nombres y palabras corrientes se rechazan (open).
  { words: 'paqueteria :', strength: 'company', example: 'Entrega estimada: 12 de febrero⏎Paquetería: Estafeta' },
  { words: 'mensajeria :', strength: 'company', example: 'Mensajería: Servientrega · Guía 7712' },
  { words: 'gracias por llamar a', strength: 'company', example: 'Gracias por llamar a Movistar, le atiende Gabriela' },
  { words: 'auditoria con', strength: 'open', example: 'Milagros coordina auditoría con DIGEMID para febrero' },
  { words: 'auditoria del', strength: 'open', example: 'Auditoría del ICONTEC programada para la segunda semana' },
  { words: 'tiendas', strength: 'open', example: 'pague en cualquier sucursal o en tiendas OXXO con la referencia' },
  { words: 'paquete de', strength: 'open', example: 'ya llegó el paquete de Amazon?' },
  { words: 'paquete del', strength: 'open', example: 'ya me ha llegado el paquete del Lidl' },
  { words: 'turno en el', strength: 'open', example: 'tengo turno en el IMSS con mi mamá' },
  { words: 'viene de', strength: 'open', example: 'Viene de Glovo, donde llevaba la logística de última milla' },
  { words: 'el proveedor', strength: 'open', example: 'el proveedor Entel no confirma la portabilidad' },
  { words: 'tu compra en', strength: 'employer', example: 'Tu compra en Mercado Libre llega mañana' },
  { words: 'call center en', strength: 'employer', example: 'Supervisora de call center en Atento (Caracas)' },
  // orgs7es (ronda 7, ciegos b10/b11): el tipo de negocio o institución en minúscula ante su
  // nombre ("soy Toñi de la clínica Dental Sonrisa Plus", "el colegio Nuevo Horizonte"); nombres de
  // pila y lugares solos se rechazan (employer).
  { words: 'clinica', strength: 'employer', example: 'soy Toñi de la clínica Dental Sonrisa Plus' },
  { words: 'colegio', strength: 'employer', example: 'la reunión del colegio Nuevo Horizonte' },
  { words: 'academia', strength: 'employer', example: 'la academia Kumon de la esquina' },
  { words: 'guarderia', strength: 'employer', example: 'la guardería Pequeños Pasos cierra en agosto' },
  { words: 'gimnasio', strength: 'employer', example: 'me apunté al gimnasio Forus' },
  { words: 'restaurante', strength: 'employer', example: 'cenamos en el restaurante Botín' },
  { words: 'inmobiliaria', strength: 'employer', example: 'la inmobiliaria Tecnocasa nos llamó' },
  { words: 'aseguradora', strength: 'employer', example: 'la aseguradora Mapfre no cubre' },
  { words: 'autoescuela', strength: 'employer', example: 'en la autoescuela Vial 3' },
  { words: 'gestoria', strength: 'employer', example: 'la gestoría Alfaro presenta la renta' },
  { words: 'constructora', strength: 'employer', example: 'la constructora Acciona' },
  // Ante un organismo, la carta de uno, el seguro de alguien: "la declaración ante la DIAN", "su
  // carta del IRS", "su seguro es Mapfre" (lugares y nombres de pila se rechazan).
  { words: 'ante la', strength: 'open', example: 'la declaración de renta ante la DIAN' },
  { words: 'ante el', strength: 'open', example: 'reclamar ante el SERNAC' },
  { words: 'carta del', strength: 'open', example: 'Recibimos su carta del IRS con el número ITIN' },
  // La empresa del punto de retiro de un envío: "Retiro en punto: Chilexpress – Av. Irarrázaval
  // 2401" (lugares y palabras corrientes se rechazan).
  { words: 'punto :', strength: 'open', example: 'Retiro en punto: Chilexpress – Av. Irarrázaval 2401' },
  { words: 'seguro es', strength: 'employer', example: 'dice que su seguro es Mapfre' },
  // orgs8 (ronda 8, ciegos b12/b13): la mutua o el centro al que se deriva a un paciente, la
  // empresa de una reunión y el llamador que saluda por su empresa; lugares y nombres se rechazan (open).
  { words: 'derivado a', strength: 'open', example: 'Centro de Salud de Rianxo, derivado a Ibermutua.' },
  { words: 'derivada a', strength: 'open', example: 'la paciente fue derivada a Quirónsalud' },
  { words: 'agente :', strength: 'open', example: 'Agente: Interbank, buenas tardes, habla Mayra.' },
  { words: 'reunion con', strength: 'open', example: 'se fue a Getafe a la reunión con Airbus, vuelve a las 5' },
  // orgs9 (ronda 9, ciegos b14/b15): el tipo de comercio en minúscula ante su nombre (como
  // "clínica" arriba: "la clínica veterinaria VetAmigos", "la farmacia Cruz Verde"; una "-ería"
  // tras su artículo lo es también, shapeCueBefore), el envío de una empresa, quien escribe en su
  // nombre y el proveedor contratado en un acta; lugares y nombres de pila se rechazan. No
  // "tienda" ("tienda Shopify" es la plataforma), ni "oficina de" ni "correo de" (una oficina se
  // nombra por su barrio, "oficina de Burlada", y el correo de alguien, "el correo de Bravo").
  { words: 'veterinaria', strength: 'employer', example: 'la clínica veterinaria VetAmigos en Zapopan' },
  { words: 'mensajeria', strength: 'employer', example: 'Entregado por mensajería Cargo Expreso: caja de repuestos' },
  { words: 'paqueteria', strength: 'employer', example: 'lo mandé por la paquetería Estafeta' },
  { words: 'farmacia', strength: 'employer', example: 'en la farmacia Cruz Verde de la esquina' },
  { words: 'taller', strength: 'employer', example: 'lo llevé al taller Autofix' },
  { words: 'optica', strength: 'employer', example: 'en la óptica Visionlab' },
  { words: 'supermercado', strength: 'employer', example: 'en el supermercado Tottus' },
  { words: 'consultora', strength: 'employer', example: 'la consultora Trazatec' },
  { words: 'cooperativa', strength: 'employer', example: 'la cooperativa Coopeagri' },
  { words: 'hotel', strength: 'employer', example: 'nos alojamos en el hotel Carrera' },
  { words: 'envio', strength: 'open', example: 'el envío Andreani n° 360002614598 figura "en distribución"' },
  { words: 'envio por', strength: 'open', example: 'el envío por MRW a Maracaibo cuánto sale?' },
  { words: 'de parte de', strength: 'open', example: 'Le escribo de parte de Agroexportadora San Jerónimo' },
  { words: 'remitente :', strength: 'open', example: 'Remitente: PcComponentes.' },
  { words: 'se contrata a', strength: 'open', example: 'Se contrata a Impermeabilizaciones del Sur para la azotea' },
  { words: 'cambiar a', strength: 'open', example: 'Matías propone cambiar a Chilexpress para la zona norte' },
  { words: 'el', strength: 'named-after', example: 'a mi padre lo operan en el Gregorio Marañón' },
  { words: 'del', strength: 'named-after', example: 'la consulta de cardiología del Gregorio Marañón' },
  { words: 'al', strength: 'named-after', example: 'lo trasladaron al Severo Ochoa' },
];

/** Words that join two names in a list: "Makro y Transgourmet", "Oxfam and the Red Cross". */
const LIST_JOINERS = new Set(['and', 'or', 'y', 'e', 'o']);
const LIST_JOINERS_CUE = cueSet(LIST_JOINERS);

/** Words after "y"/"and" that end one company's name: "Zarzamora y Cía", "Pérez e Hijos", "Smith and Sons". */
const COMPANY_WORDS_AFTER_AND = new Set(['cia', 'compania', 'hijos', 'hermanos', 'asociados', 'sons', 'co', 'company', 'partners', 'associates']);
const COMPANY_WORDS_AFTER_AND_CUE = cueSet(COMPANY_WORDS_AFTER_AND);

/** Articles that may stand between "and" and the second name: "Oxfam and the Red Cross", "la Complutense y la Carlos III". */
const LIST_ARTICLES = new Set(['the', 'el', 'la', 'los', 'las']);
const LIST_ARTICLES_CUE = cueSet(LIST_ARTICLES);

/** Capitalized pronouns that open a clause after "and": "left Deloitte and I'm starting Monday". */
const CLAUSE_PRONOUNS = new Set(['i', "i'm", "i've", "i'll", "i'd", 'i’m', 'i’ve', 'i’ll', 'i’d']);
const CLAUSE_PRONOUNS_CUE = cueSet(CLAUSE_PRONOUNS);

/** Pronouns that stand for a person before an "afterName" cue ("she moved to Globex"). */
const THIRD_PERSON = new Set(['she', 'he']);
const THIRD_PERSON_CUE = cueSet(THIRD_PERSON);

/** Department names and their acronyms: a unit of the speaker's own company, never an organization. */
const DEPARTMENTS = new Set([
  'hr', 'it', 'qa', 'pr', 'ops', 'rrhh', 'ti', 'legal', 'finance', 'sales', 'marketing', 'procurement', 'payroll',
  'accounting', 'engineering', 'support', 'compras', 'ventas', 'finanzas', 'juridico', 'contabilidad', 'soporte',
  'cs', 'ux', 'ui', 'bi', 'ceo', 'cfo', 'cto', 'coo', 'vp',
  // Hospital units and service desks after "transferred to", "admitted to" ("admitted to ICU").
  'icu', 'er', 'ed', 'nicu', 'uci', 'urgencias', 'billing', 'collections', 'escalations', 'facturacion', 'cobros',
  // Engineering teams after "equipo de", "the … team" ("Responsable: equipo de Plataforma").
  'platform', 'plataforma', 'infra', 'infrastructure', 'infraestructura', 'sre', 'devops', 'backend', 'frontend',
  // Customer-facing units after "equipo de", "the … team" ("Saludos cordiales, Equipo de Posventa").
  'posventa', 'postventa', 'admisiones', 'admissions', 'claims', 'siniestros', 'recepcion', 'reception', 'administracion',
]);
/**
 * Identity documents and tax or account numbers named by their acronym (orgs7es, round 7): "el
 * contrato con DNI 43149260H", "su CURP", "la CLABE"; never an organization after a cue.
 */
const ID_DOCUMENTS = new Set(['dni', 'nie', 'nif', 'cif', 'curp', 'rfc', 'rut', 'cuit', 'cuil', 'ssn', 'itin', 'nss', 'iban', 'clabe', 'cbu', 'pasaporte', 'passport']);
/** DEPARTMENTS and ID_DOCUMENTS: a word of either rules a run out. */
const DEPARTMENTS_CUE = cueSet(new Set([...DEPARTMENTS, ...ID_DOCUMENTS]));

/** Role nouns before "at"/"en" that name the employer after it ("engineer at Globex", "ingeniera en Indra"). */
const ES_ROLE_NOUNS = new Set([
  'ingeniero', 'ingeniera', 'enfermero', 'enfermera', 'analista', 'programador', 'programadora', 'disenador',
  'disenadora', 'jefe', 'jefa', 'director', 'directora', 'gerente', 'responsable', 'abogado', 'abogada', 'contable',
  'comercial', 'consultor', 'consultora', 'tecnico', 'tecnica', 'administrativo', 'administrativa', 'becario', 'becaria',
  'gestor', 'gestora', 'coordinador', 'coordinadora', 'desarrollador', 'desarrolladora', 'cajero', 'cajera',
  'vendedor', 'vendedora', 'recepcionista', 'auxiliar', 'camarero', 'camarera', 'mesero', 'mesera',
  // "actual subjefa en Tottus", "encargado en Mercadona".
  'subjefe', 'subjefa', 'supervisor', 'supervisora', 'encargado', 'encargada',
  // orgs9: "Joaquín Mena (administrador, Fincas Mena)".
  'administrador', 'administradora', 'asesor', 'asesora', 'contador', 'contadora',
]);
const F_ES_ROLE_NOUNS = wordFilter(ES_ROLE_NOUNS);
/** The shortest "-ería" shop noun ("joyería", "heladería"; not "feria", "seria"). */
const MIN_SHOP_NOUN = 7;
/** Articles before a shop's kind: "a la peluquería Estilo Brenda", "una ferretería". */
const SHOP_ARTICLES_CUE = cueSet(new Set(['la', 'una', 'esta', 'esa', 'mi', 'tu', 'su', 'nuestra']));
const F_ROLE_HEADS = wordFilter(ROLE_HEADS);

/** Cues keyed by their last word (the one right before the name); a match reads backwards. */
const CUES = { en: phraseTable(EN_CUES, 'before'), es: phraseTable(ES_CUES, 'before') };

/**
 * The cues of one last word (CUES), split once more by the word before it, so cueBefore reads
 * only those that can match: "at" ends dozens of cues ("works at", "based at", "shop at"…), and
 * each was compared word by word for every capitalized word after an "at". `bySecond` maps a
 * plain word to the cues whose next word (reading backwards) it is, together with `others` (the
 * cues of one word, or whose next element is "#", "," or ":"), all in their table order, which
 * cueBefore's choice among cues of equal rank keeps. Built from CUES at load.
 */
export interface CuesOfWord {
  others: readonly CompiledPhrase<OrgCue>[];
  bySecond: ReadonlyMap<string, readonly CompiledPhrase<OrgCue>[]>;
}

/** The elements of a cue that cueBefore matches by a token's kind, not by its key. */
const TOKEN_ELEMENTS: ReadonlySet<string> = new Set(['#', ',', ':']);

function cuesBySecondWord(table: PhraseTable<OrgCue>): ReadonlyMap<string, CuesOfWord> {
  const out = new Map<string, CuesOfWord>();
  for (const [first, phrases] of table.byWord) {
    const keyed = (p: CompiledPhrase<OrgCue>): string | undefined => (p.words.length > 1 && !TOKEN_ELEMENTS.has(p.words[1]!) ? p.words[1] : undefined);
    const bySecond = new Map<string, CompiledPhrase<OrgCue>[]>();
    for (const p of phrases) {
      const second = keyed(p);
      if (second !== undefined && !bySecond.has(second)) bySecond.set(second, phrases.filter((q) => keyed(q) === undefined || keyed(q) === second));
    }
    out.set(first, { others: phrases.filter((q) => keyed(q) === undefined), bySecond });
  }
  return out;
}

const CUES_BY_SECOND = { en: cuesBySecondWord(CUES.en), es: cuesBySecondWord(CUES.es) };

/** The cue table of a language and its index by the second word (for the unit test). */
export function orgCueIndex(lang: 'en' | 'es'): { table: PhraseTable<OrgCue>; index: ReadonlyMap<string, CuesOfWord> } {
  return { table: CUES[lang], index: CUES_BY_SECOND[lang] };
}
/** Cue strengths, strongest first. */
const RANK: Record<Strength, number> = { company: 3, employer: 2, colleague: 1, open: 1, 'named-after': 1 };

const SCORES: Record<Strength, number> = {
  /** After a cue that takes nothing but a company: "bank with Wells Fargo". */
  company: 0.75,
  /** After an employment or business cue: "works for Kroger", "cuenta en BBVA". */
  employer: 0.75,
  /** After a cue that also takes places and people, with a word no list knows: "moved to Globex". */
  open: 0.6,
  /** After "at"/"from" right after a person: "Nadia at Morgan Stanley". */
  colleague: 0.6,
  /** A full person's name after a Spanish article: "en el Gregorio Marañón". */
  'named-after': 0.6,
};

/** The strongest cue ending right before token i, or undefined. */
function cueBefore(doc: Doc, i: number): Strength | undefined {
  let best: Strength | undefined;
  const p0 = i - 1;
  const lang = doc.lang === 'es' ? 'es' : 'en';
  const table = CUES[lang];
  const last = doc.isChar(p0, COMMA) ? ',' : doc.isChar(p0, COLON) ? ':' : doc.isWord(p0) && doc.inSet(p0, table.words) ? doc.key(p0) : undefined;
  // Most words end no cue phrase.
  const ofLast = last === undefined ? undefined : CUES_BY_SECOND[lang].get(last);
  if (ofLast === undefined) return shapeCueBefore(doc, i);
  // Only the cues whose next word is the token before (CuesOfWord); the others cannot match.
  const cues = (doc.isWord(p0 - 1) ? ofLast.bySecond.get(doc.key(p0 - 1)) : undefined) ?? ofLast.others;
  for (const { cue, words } of cues) {
    let t = i - 1;
    let ok = true;
    for (const w of words) {
      // Words are spaced; a comma touches the word before it ("auditors, Grant").
      const joinOk = doc.sep(t + 1) === SEP_SPACE || ((doc.isChar(t + 1, COMMA) || doc.isChar(t + 1, COLON)) && doc.adjacent(t + 1));
      if (t < 0 || !joinOk) {
        ok = false;
        break;
      }
      const match = w === '#' ? doc.isNum(t) : w === ',' ? doc.isChar(t, COMMA) : w === ':' ? doc.isChar(t, COLON) : doc.isWord(t) && doc.key(t) === w;
      if (!match) {
        ok = false;
        break;
      }
      t--;
    }
    if (!ok) continue;
    // "Omar Haddad from Globex": the word before the cue is a name.
    if (cue.afterName && !(doc.capitalized(t) && (doc.firstName(t) || doc.surname(t) || (doc.capitalized(t - 1) && doc.firstName(t - 1)))) && !(doc.isWord(t) && doc.inSet(t, THIRD_PERSON_CUE))) continue;
    if (!best || RANK[cue.strength] > RANK[best]) best = cue.strength;
  }
  return best ?? shapeCueBefore(doc, i);
}

/** Cues read from the shape of the words before token i, not from the phrase table. */
function shapeCueBefore(doc: Doc, i: number): Strength | undefined {
  // "Senior Engineer at Globex", "lleva operaciones… ingeniera en Indra": a role noun, then at/en.
  const p = i - 1;
  if (doc.isWord(p) && doc.lower(p) && doc.sep(i) === SEP_SPACE) {
    const k = doc.key(p);
    if ((k === 'at' && doc.keyIn(p - 1, F_ROLE_HEADS)) || (k === 'en' && doc.keyIn(p - 1, F_ES_ROLE_NOUNS))) return 'employer';
    // orgs9: "Ingeniera de procesos en PDVSA": the role noun, "de" and its field, then "en".
    if (k === 'en' && doc.lower(p - 1) && doc.key(p - 2) === 'de' && doc.keyIn(p - 3, F_ES_ROLE_NOUNS)) return 'employer';
    // orgs9: a Spanish shop's kind in lower case ends in "-ería" before its name ("la peluquería
    // Estilo Brenda", "la bicicletería Sierras Chicas", "la ferretería El Clavo").
    // After its article: "Cotización tubería PVC" names a pipe, not a shop.
    // Nor one everyday word alone, nor a cafeteria: "en la cafetería Atrio" is a building's canteen.
    if (doc.lang === 'es' && doc.len(p) >= MIN_SHOP_NOUN && k.endsWith('eria') && k !== 'cafeteria' && doc.isWord(p - 1) && doc.lower(p - 1) && doc.inSet(p - 1, SHOP_ARTICLES_CUE) && !(doc.commonWord(i) && !(doc.capitalized(i + 1) && doc.sep(i + 1) === SEP_SPACE))) return 'employer';
  }
  // orgs9: "Giancarlo Valdivia (consultor, Trazatec Perú)", "Joaquín Mena (administrador, Fincas
  // Mena)": a person's role and its employer in the bracket after the name.
  if (doc.isChar(p, COMMA) && doc.adjacent(p) && doc.isWord(p - 1) && doc.lower(p - 1) && doc.isChar(p - 2, OPEN_PAREN) && (doc.keyIn(p - 1, F_ES_ROLE_NOUNS) || doc.keyIn(p - 1, F_ROLE_HEADS))) return 'employer';
  return undefined;
}

/** How a capitalized word reads on its own. */
function wordKind(doc: Doc, i: number): 'given' | 'place' | 'everyday' | 'surname' | 'acronym' | 'unknown' {
  const f = doc.flags(i);
  if (doc.firstName(i)) return 'given';
  if ((f & (F_PLACE | F_PLACE_START)) !== 0) return 'place';
  if (doc.shape(i) === UPPER && doc.len(i) >= 2 && doc.len(i) <= 6) return 'acronym';
  if (doc.commonWord(i) || doc.topCommon(i)) return 'everyday';
  if (doc.surname(i)) return 'surname';
  return 'unknown';
}

/** Last token of the capitalized run at i: words joined by "&", "and", "of", "de"… (max 4 words). */
function runEnd(doc: Doc, i: number): number {
  let e = i;
  let words = 1;
  while (words < 4) {
    const j = e + 1;
    if (doc.sep(j) !== SEP_SPACE) break;
    if (doc.capitalized(j) && !doc.inSet(j, NOT_NAME_CUE)) {
      e = j;
      words++;
      continue;
    }
    // "Makro y Transgourmet", "Oxfam and the Red Cross": "and"/"y" join two organizations after
    // a cue (findOrganizationsByContext takes the second on its own); "&" joins partners of one.
    if (doc.lower(j) && doc.inSet(j, LIST_JOINERS_CUE) && !doc.inSet(j + 1, COMPANY_WORDS_AFTER_AND_CUE)) break;
    const connector = doc.isChar(j, AMPERSAND) || (doc.lower(j) && doc.inSet(j, ORG_CONNECTORS_CUE));
    // "left Deloitte and I'm starting…": the pronoun "I" starts a new clause, not a partner's name.
    if (connector && doc.sep(j + 1) === SEP_SPACE && doc.capitalized(j + 1) && !doc.inSet(j + 1, NOT_NAME_CUE) && !doc.inSet(j + 1, CLAUSE_PRONOUNS_CUE)) {
      e = j + 1;
      words++;
      continue;
    }
    break;
  }
  return e;
}

/** The run [i, e] can name an organization after a cue of this strength. */
function acceptable(doc: Doc, i: number, e: number, strength: Strength): boolean {
  // "el Gregorio Marañón": given name first, surname last, two or three words, no place.
  // Not inside a compound given name: "María del Carmen Becerra" is a person (a capitalized
  // word right before the article).
  if (strength === 'named-after') {
    const insideName = doc.capitalized(i - 2) && doc.sep(i - 1) === SEP_SPACE;
    return !insideName && e > i && e - i <= 2 && doc.firstName(i) && doc.surname(e) && personShapedCompany(doc, i, e);
  }
  if (strength === 'colleague') {
    if (e > i && personShapedCompany(doc, i, e)) return true;
    strength = 'open';
  }
  const first = wordKind(doc, i);
  // A given name first is a person ("works for Maria Lopez"), unless the name ends in a word that
  // is neither a surname nor a given name: "joined Wells Fargo", "got into Georgia Tech".
  if (first === 'given' && strength !== 'company' && !(e > i && !doc.surname(e) && !doc.firstName(e) && doc.capitalized(e))) return false;
  let words = 0;
  for (let w = i; w <= e; w++) {
    if (!doc.capitalized(w)) continue;
    words++;
    if (doc.inSet(w, DEPARTMENTS_CUE) || doc.inSet(w, NOT_NAME_CUE)) return false;
    const k = wordKind(doc, w);
    // A place anywhere makes it a place ("moved to New Mexico"), unless more words follow it
    // ("First Federal Savings"): one place word in a longer employer name is common.
    // After a cue that takes nothing but a company, a city is the company named after it: "le
    // llamo de Santander", "bank with Halifax".
    if (k === 'place' && (words === 1 && w === e) && strength !== 'company') return false;
    // After an open cue the name starts with a word no list knows ("Castellan Advisory").
    if (strength === 'open' && (k === 'given' || (w === i && !(k === 'unknown' || k === 'surname' || k === 'acronym')))) return false;
  }
  if (strength === 'open') return true;
  // One everyday word alone after an employer cue is too weak ("joined Marketing"), unless it is
  // capitalized mid-sentence and rare enough to be a brand ("is leaving Stripe", "trabajé en
  // Idealista"): not among the most frequent words, not a department, not a sentence start.
  if (words === 1 && first === 'everyday') return !doc.topCommon(i) && !doc.sentenceStart(i) && !doc.inSet(i, DEPARTMENTS_CUE);
  return true;
}

/**
 * A run of two or more capitalized words after "at"/"from" + person that names a company even in
 * a person's shape ("Nadia at Morgan Stanley", "Omar from Capital One"): no word is a place or a
 * department, and no possessive follows ("Tom at Jenny Lee's flat" is a person's home).
 */
function personShapedCompany(doc: Doc, i: number, e: number): boolean {
  if (doc.isChar(e + 1, APOSTROPHE) && doc.adjacent(e + 1)) return false;
  let words = 0;
  for (let w = i; w <= e; w++) {
    if (!doc.capitalized(w)) continue;
    words++;
    if (doc.inSet(w, DEPARTMENTS_CUE) || doc.inSet(w, NOT_NAME_CUE) || wordKind(doc, w) === 'place') return false;
  }
  return words >= 2;
}

/**
 * "Ernst & Young and KPMG both bid", "Makro y Cash Fresh": a name joined by "and"/"y" to a
 * company found by any other rule is listed beside it, and passes the employer test like a list
 * after a cue (no given name first, no place, no department).
 */
export function findListedBesideOrganizations(doc: Doc, out: Candidate[]): void {
  // Only the candidates found so far: listedAfter appends to `out`.
  const found = out.length;
  for (let k = 0; k < found; k++) if (out[k]!.entity === 'ORGANIZATION') listedAfter(doc, out[k]!.last, 'employer', out);
}

export function findOrganizationsByContext(doc: Doc, out: Candidate[]): void {
  findListedBesideOrganizations(doc, out);
  findOrganizationsBySubjectVerb(doc, out);
  for (let i = doc.nextCapitalized(1); i < doc.count; i = doc.nextCapitalized(i + 1)) {
    if (doc.claimed[i] || doc.sep(i) !== SEP_SPACE) continue;
    const strength = cueBefore(doc, i);
    if (!strength) continue;
    const e = withoutTownAfterDe(doc, i, withoutOfficeCity(doc, i, runEnd(doc, i)));
    let claimed = false;
    for (let w = i; w <= e; w++) if (doc.claimed[w]) claimed = true;
    // orgs9: "su envío PQ4F2C0000123450128001A": capitals glued to digits are a code.
    if (claimed || (doc.adjacent(e + 1) && doc.isNum(e + 1)) || !acceptable(doc, i, e, strength)) continue;
    const c = doc.candidate('ORGANIZATION', i, e, SCORES[strength]);
    out.push(c);
    doc.claim(c);
    i = listedAfter(doc, e, strength, out);
  }
}

/**
 * "de Deloitte Bilbao", "from Accenture London": a known city after a brand word is the office,
 * not part of the name; the run ends before it and the place rules read the city. Not after an
 * everyday word ("Banco Santander", "First Federal") or a connector ("Universidad de Sevilla").
 */
function withoutOfficeCity(doc: Doc, i: number, e: number): number {
  if (e <= i || wordKind(doc, e) !== 'place' || doc.sep(e) !== SEP_SPACE) return e;
  const k = wordKind(doc, e - 1);
  return doc.capitalized(e - 1) && (k === 'unknown' || k === 'acronym') ? e - 1 : e;
}

/**
 * orgs9: "la peluquería Estilo Brenda de Chiclayo": after a cue, a Spanish name of two or more
 * words, then "de" and a known place ending the run: the town is where the shop is, a place of its
 * own (as branch-place.ts reads it after a business head). "Banco de Chile" (one word before "de")
 * keeps it.
 */
function withoutTownAfterDe(doc: Doc, i: number, e: number): number {
  const de = e - 1;
  if (doc.lang !== 'es' || de - 1 <= i || !doc.lower(de) || doc.key(de) !== 'de' || (doc.flags(e) & F_PLACE) === 0) return e;
  return de - 1;
}

/**
 * A capitalized run followed by a verb phrase that takes a company as its subject (org-verbs.ts):
 * "Capital One flagged the charge", "CaixaBank rechazó el cargo". The run passes the employer
 * test, and a single word must be an acronym or a word no list knows ("HSBC", "Unicaja"), never
 * a lone surname ("Garcia approved the loan" is the loan officer).
 */
function findOrganizationsBySubjectVerb(doc: Doc, out: Candidate[]): void {
  for (let i = doc.nextCapitalized(0); i < doc.count; i = doc.nextCapitalized(i + 1)) {
    if (doc.claimed[i]) continue;
    // The run starts here: the token before is no capitalized word on the same line.
    if (i > 0 && doc.sep(i) === SEP_SPACE && doc.capitalized(i - 1)) continue;
    // A Spanish article opens a company name at a sentence start ("El Corte Inglés ha aprobado").
    const article = doc.lang === 'es' && doc.inSet(i, ARTICLE_STARTS_CUE) && doc.capitalized(i + 1) && doc.sep(i + 1) === SEP_SPACE;
    // orgs9: "Hello Bharat Gas support": a greeting before the run is no part of it.
    const lead = !article && doc.inSet(i, GREETINGS_CUE) && doc.capitalized(i + 1) && doc.sep(i + 1) === SEP_SPACE;
    const start = article || lead ? i + 1 : i;
    const e = runEnd(doc, start);
    if (!companyVerbAfter(doc, e) || doc.anyClaimed(i, e)) continue;
    const kind = wordKind(doc, start);
    if (e === start && kind !== 'acronym' && kind !== 'unknown') continue;
    if (!acceptable(doc, start, e, 'employer')) continue;
    const c = doc.candidate('ORGANIZATION', lead ? start : i, e, SCORES.employer);
    out.push(c);
    doc.claim(c);
    i = e;
  }
}

/** Another item follows token b in a list: ", Name" or " and/y Name". */
function listGoesOn(doc: Doc, b: number): boolean {
  const j = b + 1;
  if (doc.isChar(j, COMMA) && doc.adjacent(j)) return doc.sep(j + 1) === SEP_SPACE && doc.capitalized(j + 1);
  return doc.sep(j) === SEP_SPACE && doc.lower(j) && doc.inSet(j, LIST_JOINERS_CUE);
}

/** Greetings before a company addressed by its support desk: "Hello Bharat Gas support". */
const GREETINGS_CUE = cueSet(new Set(['hi', 'hello', 'hey', 'dear', 'hola']));

/** Articles that begin a Spanish company's name: "El Corte Inglés", "La Caixa". */
const ARTICLE_STARTS = new Set(['el', 'la']);
const ARTICLE_STARTS_CUE = cueSet(ARTICLE_STARTS);

/**
 * The organizations listed after one found by a cue, joined by "and"/"y"/"or" and an optional
 * article: "Makro y Transgourmet", "Oxfam and the Red Cross", "Georgia Tech and Purdue". Each
 * must pass the same test as the first. Returns the last token taken.
 */
function listedAfter(doc: Doc, e: number, strength: Strength, out: Candidate[]): number {
  for (let n = 0; n < 4; n++) {
    const j = e + 1;
    // "Grainger, Fastenal and McMaster-Carr": a comma joins an inner item when the list goes on
    // after it (another comma or "and"/"y"), so "works for Kroger, Denver office" stays one name.
    const comma = doc.isChar(j, COMMA) && doc.adjacent(j) && doc.sep(j + 1) === SEP_SPACE;
    if (!comma && (doc.sep(j) !== SEP_SPACE || !doc.lower(j) || !doc.inSet(j, LIST_JOINERS_CUE))) break;
    let a = j + 1;
    if (doc.lower(a) && doc.inSet(a, LIST_ARTICLES_CUE) && doc.sep(a) === SEP_SPACE) a++;
    if (doc.sep(a) !== SEP_SPACE || !doc.capitalized(a) || doc.claimed[a] || doc.inSet(a, CLAUSE_PRONOUNS_CUE)) break;
    const b = runEnd(doc, a);
    if (comma && !listGoesOn(doc, b)) break;
    if (doc.anyClaimed(a, b) || !acceptable(doc, a, b, strength)) break;
    const c = doc.candidate('ORGANIZATION', a, b, SCORES[strength]);
    out.push(c);
    doc.claim(c);
    e = b;
  }
  return e;
}
