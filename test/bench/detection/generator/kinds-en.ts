/**
 * English document kinds. Each writes one document into a DocBuilder; labels follow the
 * conventions at the top of run.ts (titles and "MRN:"-style keys outside spans, etc.).
 */
import type { DocBuilder } from './builder.js';
import { birthDate, clockTime, date, logTimestamp, meetingDateTime } from './dates.js';
import * as id from './ids.js';
import { hardNegative } from './negatives.js';
import { ipv4, ipv6, mac, url } from './net.js';
import { address, city, email, organization, person, phone, type Gen, type Person } from './persona.js';
import { COUNTRIES_EN } from './places.js';

export type Kind = (g: Gen, b: DocBuilder) => void;

const TITLES = ['Account Manager', 'Head of Operations', 'Senior Engineer', 'Office Manager', 'Director of Finance',
  'Paralegal', 'Recruiter', 'Customer Success Lead', 'VP Sales', 'Practice Manager'];

/** A sentence that may carry PII, for e-mail and ticket bodies. */
function bodySentence(g: Gen, b: DocBuilder, other: Person): void {
  const { r } = g;
  switch (r.int(0, 9)) {
    case 0: b.t('Following up on our call on ').e('DATE_TIME', date(g.r, 'en')).t('.'); break;
    case 1: b.t('Please send the signed contract to ').e('ORGANIZATION', organization(g).name).t(' by ').e('DATE_TIME', date(r, 'en', 2025, 2026)).t('.'); break;
    case 2: b.t("I've copied ").e('PERSON', other.full).t(', who will handle the onboarding.'); break;
    case 3: b.t('You can reach me directly at ').e('PHONE_NUMBER', phone(g)).t(' if anything is unclear.'); break;
    case 4: b.t("Let's meet on ").e('DATE_TIME', meetingDateTime(r, 'en')).t(' at our ').e('LOCATION', city(g)).t(' office.'); break;
    case 5: b.t('As per ').e('PERSON', other.full).t("'s note, the budget is approved."); break;
    case 6: b.t('The shipment will go to ').e('ADDRESS', address(g).full).t('.'); break;
    case 7: b.t('She moved to ').e('LOCATION', r.pick(COUNTRIES_EN)).t(' last year, so loop in ').e('PERSON', other.first).t(' instead.'); break;
    default: hardNegative(g, b);
  }
}

const businessEmail: Kind = (g, b) => {
  const { r } = g;
  const sender = person(g);
  const to = person(g);
  const other = person(g);
  const org = organization(g);
  if (r.chance(0.6)) {
    b.t('From: ').e('PERSON', sender.full).t(' <').e('EMAIL_ADDRESS', email(g, sender, org.domain)).t('>').nl();
    b.t('To: ').e('EMAIL_ADDRESS', email(g, to)).nl();
    b.t('Date: ').e('DATE_TIME', date(r, 'en', 2023, 2025)).nl();
    b.t(`Subject: ${r.pick(['Re: contract renewal', 'Quarterly numbers', 'Next steps', 'Invoice question', 'Onboarding'])}`).nl(2);
  }
  b.t(r.pick(['Hi ', 'Hello ', 'Dear ', 'Good morning '])).e('PERSON', r.chance(0.7) ? to.first : to.full).t(',').nl(2);
  const n = r.int(2, 4);
  for (let i = 0; i < n; i++) {
    bodySentence(g, b, other);
    b.t(i === n - 1 ? '\n\n' : ' ');
  }
  b.t(r.pick(['Best regards,', 'Thanks,', 'Kind regards,', 'Cheers,'])).nl();
  b.e('PERSON', sender.full).nl();
  b.t(`${r.pick(TITLES)}, `).e('ORGANIZATION', org.name).nl();
  b.t(r.pick(['Tel: ', 'Mobile: ', 'T: ', 'Direct: ', ''])).e('PHONE_NUMBER', phone(g)).nl();
  if (r.chance(0.5)) b.e('EMAIL_ADDRESS', email(g, sender, org.domain)).nl();
  if (r.chance(0.5)) b.e('ADDRESS', address(g, false, r.chance(0.3)).full).nl();
  if (r.chance(0.4)) b.e('URL', url(r, org.domain)).nl();
};

const CHAT_LINES: Array<(g: Gen, b: DocBuilder, p: Person) => void> = [
  (g, b, p) => { b.t('hey ').e('PERSON', p.first.toLowerCase()).t(', did you get a chance to look at the PR?'); },
  (g, b, p) => { b.t('thanks ').e('PERSON', p.first.toLowerCase()).t('!'); },
  (g, b, p) => { b.t('ping ').e('PERSON', p.first.toLowerCase()).t(' about the release, he owns it'); },
  (g, b) => { b.t('call me at ').e('PHONE_NUMBER', phone(g)).t(' if the build breaks again'); },
  (g, b) => { b.t('my personal email is ').e('EMAIL_ADDRESS', email(g, person(g))).t(' btw'); },
  (g, b) => { b.t('can you charge ').e('CREDIT_CARD', id.creditCard(g.r).value).t(` exp ${g.r.int(1, 12)}/${g.r.int(26, 31)} for the team lunch?`); },
  (g, b) => { b.t('ship it to ').e('ADDRESS', address(g).full).t(' pls'); },
  (g, b, p) => { b.t('I think ').e('PERSON', p.full).t(' from ').e('ORGANIZATION', organization(g).name).t(' is joining the call'); },
  (g, b) => { b.t('the staging box is ').e('IP_ADDRESS', ipv4(g.r)).t(', prod is behind the LB'); },
  (g, b) => { b.t('link: ').e('URL', url(g.r, organization(g).domain)); },
  (g, b) => { b.t('ooo until ').e('DATE_TIME', date(g.r, 'en', 2025, 2026)).t(', ').e('PERSON', person(g).first.toLowerCase()).t(' covers for me'); },
  (g, b) => { b.t(g.r.pick(['lgtm', 'ok merging', 'brb', 'on it', '+1', 'will do', 'sounds good'])); },
  (g, b) => { hardNegative(g, b); },
];

const chatLog: Kind = (g, b) => {
  const { r } = g;
  const people = [person(g), person(g), person(g)];
  const n = r.int(4, 9);
  const slack = r.chance(0.5);
  for (let i = 0; i < n; i++) {
    const speaker = r.pick(people);
    const mention = r.pick(people.filter((p) => p !== speaker));
    if (slack) b.e('PERSON', speaker.full).t('  ').e('DATE_TIME', clockTime(r, 'en')).nl();
    else b.t('[').e('DATE_TIME', clockTime(r, 'en')).t('] ').e('PERSON', r.chance(0.5) ? speaker.first.toLowerCase() : speaker.full).t(': ');
    r.pick(CHAT_LINES)(g, b, mention);
    b.nl();
  }
};

const medicalNote: Kind = (g, b) => {
  const { r } = g;
  const pt = person(g);
  const doc = person(g);
  const clinic = organization(g);
  b.t(r.pick(['PROGRESS NOTE', 'Clinic Visit Summary', 'DISCHARGE SUMMARY', 'Outpatient Note'])).nl(2);
  b.t('Patient: ').e('PERSON', pt.full).nl();
  b.t(r.pick(['DOB: ', 'Date of Birth: ', 'D.O.B.: '])).e('DATE_OF_BIRTH', birthDate(r, 'en')).nl();
  b.t(r.pick(['MRN: ', 'MRN ', 'Medical Record Number: ', 'MRN#: '])).e('MEDICAL_RECORD_NUMBER', id.mrn(r)).nl();
  if (r.chance(0.4)) b.t(r.pick(['Medicare ID (MBI): ', 'MBI: ', 'Medicare Beneficiary Identifier: '])).e('US_MBI', id.mbi(r)).nl();
  b.t('Visit date: ').e('DATE_TIME', date(r, 'en', 2023, 2025)).nl();
  b.t('Provider: Dr. ').e('PERSON', doc.full).t(r.pick([', MD', ', DO', ''])).t(', NPI ').e('US_NPI', id.npi(r)).nl();
  if (r.chance(0.5)) {
    const lic = id.medicalLicense(r, doc.last);
    // The key names what the number is: DEA registrations look like "AB1234563".
    const key = /^[A-Z]{2}\d{7}$/.test(lic) ? r.pick(['DEA #: ', 'DEA number: ', 'DEA Reg. No. ']) : r.pick(['Medical License: ', 'License #: ', 'State license no. ']);
    b.t(key).e('MEDICAL_LICENSE', lic).nl();
  }
  b.t('Facility: ').e('ORGANIZATION', clinic.name).nl(2);
  b.t(`Subjective: ${r.int(25, 85)}-year-old presents with ${r.pick(['intermittent chest pain', 'a persistent cough', 'lower back pain', 'headaches', 'elevated blood pressure'])}. `);
  b.t(r.pick(['Will continue metformin 500 mg twice daily.', 'May resume normal activity as tolerated.', 'Grant of disability paperwork pending.',
    'Denies fever or chills.', 'Hope to taper steroids next visit.'])).nl();
  b.t(`Vitals: BP ${r.int(100, 160)}/${r.int(60, 100)}, HR ${r.int(55, 110)}, SpO2 ${r.int(92, 100)}%.`).nl();
  b.t('Plan: follow up in clinic on ').e('DATE_TIME', date(r, 'en', 2025, 2026)).t('. ');
  if (r.chance(0.5)) b.t('Patient can be reached at ').e('PHONE_NUMBER', phone(g)).t('.');
  b.nl();
  if (r.chance(0.4)) b.t('Home address: ').e('ADDRESS', address(g).full).nl();
  if (r.chance(0.3)) b.t('Emergency contact: ').e('PERSON', person(g).full).t(' (spouse), ').e('PHONE_NUMBER', phone(g)).nl();
};

const hrForm: Kind = (g, b) => {
  const { r } = g;
  const emp = person(g);
  const org = organization(g);
  b.e('ORGANIZATION', org.name).t(` - ${r.pick(['New Hire Onboarding Form', 'Employee Information Sheet', 'Payroll Direct Deposit Authorization'])}`).nl(2);
  b.t('Full name: ').e('PERSON', emp.full).nl();
  b.t(r.pick(['Date of birth: ', 'DOB: ', 'Birth date: '])).e('DATE_OF_BIRTH', birthDate(r, 'en')).nl();
  if (r.chance(0.85)) b.t(r.pick(['SSN: ', 'Social Security Number: ', 'SSN #: ', 'Social Security No.: '])).e('US_SSN', id.ssn(r)).nl();
  else b.t('ITIN: ').e('US_ITIN', id.itin(r)).nl();
  b.t('Home address: ').e('ADDRESS', address(g).full).nl();
  b.t(r.pick(['Phone: ', 'Cell: ', 'Mobile phone: '])).e('PHONE_NUMBER', phone(g)).nl();
  b.t('Personal email: ').e('EMAIL_ADDRESS', email(g, emp)).nl();
  if (r.chance(0.5)) b.t(r.pick(['Passport number: ', 'US Passport No.: ', 'Passport #: '])).e('US_PASSPORT', id.usPassport(r)).nl();
  if (r.chance(0.6)) b.t(r.pick(["Driver's license: ", "Driver's License #: ", 'DL number: ', 'Driver license no.: '])).e('US_DRIVER_LICENSE', id.usDriverLicense(r)).nl();
  b.t('Start date: ').e('DATE_TIME', date(r, 'en', 2024, 2026)).nl();
  b.nl().t('Direct deposit').nl();
  b.t('Bank: ').e('ORGANIZATION', organization(g).name).nl();
  b.t(r.pick(['Routing number (ABA): ', 'ABA routing #: ', 'Routing No.: '])).e('ABA_ROUTING_NUMBER', id.abaRouting(r)).nl();
  b.t(r.pick(['Account number: ', 'Checking account #: ', 'Bank account no.: '])).e('US_BANK_NUMBER', id.usBankAccount(r)).nl();
  b.nl().t('Emergency contact: ').e('PERSON', person(g).full).t(', ').e('PHONE_NUMBER', phone(g)).nl();
  if (r.chance(0.4)) { hardNegative(g, b); b.nl(); }
  b.t('Signed: ').e('PERSON', emp.full).t('   Date: ').e('DATE_TIME', date(r, 'en', 2024, 2025)).nl();
};

const invoice: Kind = (g, b) => {
  const { r } = g;
  const seller = organization(g);
  const buyer = organization(g);
  const contact = person(g);
  b.e('ORGANIZATION', seller.name).nl().e('ADDRESS', address(g).full).nl();
  if (r.chance(0.5)) b.e('URL', url(r, seller.domain)).t(' | ').e('EMAIL_ADDRESS', `billing@${seller.domain}`).nl();
  b.nl().t(`INVOICE INV-${r.int(2023, 2025)}-${r.digits(5)}`).nl();
  b.t('Invoice date: ').e('DATE_TIME', date(r, 'en', 2023, 2025)).t('   Due: ').e('DATE_TIME', date(r, 'en', 2024, 2026)).nl(2);
  b.t('Bill to: ').e('ORGANIZATION', buyer.name).nl().t('Attn: ').e('PERSON', contact.full).nl().e('ADDRESS', address(g).full).nl(2);
  const items = r.int(1, 4);
  b.t('Item            Qty   Unit     Amount').nl();
  for (let i = 0; i < items; i++) {
    b.t(`${r.pick(['Consulting hours', 'SaaS license', 'Support plan', 'Hardware kit', 'Training session'])} (${r.letters(3)}-${r.digits(4)})  ${r.int(1, 40)}  $${r.int(10, 500)}.00  $${r.int(100, 9000)}.${r.digits(2)}`).nl();
  }
  b.t(`Subtotal: $${r.int(100, 9999)}.${r.digits(2)}  Tax (${r.pick(['7.25', '8.875', '6', '10'])}%): $${r.int(5, 900)}.${r.digits(2)}`).nl(2);
  if (r.chance(0.5)) b.t('Pay by wire to IBAN ').e('IBAN_CODE', id.iban(r)).t(`, BIC ${r.letters(4)}${r.pick(['DE', 'GB', 'FR', 'NL'])}${r.letters(2)}`).nl();
  else {
    const card = id.creditCard(r);
    b.t('Paid with ').t(r.pick([`${card.brand} `, 'card ', 'credit card '])).e('CREDIT_CARD', card.value).nl();
  }
  b.t('Questions? Call ').e('PHONE_NUMBER', phone(g)).t(' or write to ').e('PERSON', contact.first).t(` at our accounts team.`).nl();
};

const serverLog: Kind = (g, b) => {
  const { r } = g;
  const n = r.int(4, 10);
  for (let i = 0; i < n; i++) {
    b.e('DATE_TIME', logTimestamp(r)).t(` ${r.pick(['INFO', 'WARN', 'ERROR', 'DEBUG'])} [${r.pick(['auth', 'api', 'billing', 'dhcp', 'nginx'])}] `);
    switch (r.int(0, 8)) {
      case 0: b.t('login ok user=').e('EMAIL_ADDRESS', email(g, person(g))).t(' ip=').e('IP_ADDRESS', ipv4(r)); break;
      case 1: b.t('GET ').e('URL', url(r, organization(g).domain)).t(` ${r.pick([200, 302, 404, 500])} ${r.int(2, 900)}ms client=`).e('IP_ADDRESS', r.chance(0.3) ? ipv6(r) : ipv4(r)); break;
      case 2: b.t('DHCPACK on ').e('IP_ADDRESS', ipv4(r)).t(' to ').e('MAC_ADDRESS', mac(r)).t(` via eth${r.int(0, 3)}`); break;
      case 3: b.t('profile updated user_name="').e('PERSON', person(g).full).t('" by=admin'); break;
      case 4: b.t('password reset requested for ').e('EMAIL_ADDRESS', email(g, person(g))).t(' from ').e('IP_ADDRESS', ipv6(r)); break;
      case 5: b.t(`deploy finished version=${r.int(1, 9)}.${r.int(0, 9)}.${r.int(0, 9)}.${r.int(10, 99)} commit=${r.letters(12, '0123456789abcdef')}`); break;
      case 6: b.t('payment declined customer="').e('PERSON', person(g).full).t(`" amount=${r.int(5, 900)}.${r.digits(2)} currency=USD`); break;
      case 7: b.t('device registered mac=').e('MAC_ADDRESS', mac(r)).t(' owner=').e('EMAIL_ADDRESS', email(g, person(g))); break;
      default: hardNegative(g, b);
    }
    b.nl();
  }
};

const csvRows: Kind = (g, b) => {
  const { r } = g;
  const withDob = r.chance(0.4);
  b.t(`id,name,email,phone,city,${withDob ? 'date_of_birth' : 'signup_date'},last_ip`).nl();
  const n = r.int(3, 8);
  for (let i = 0; i < n; i++) {
    const p = person(g);
    b.t(`${r.int(1000, 99999)},`).e('PERSON', p.full).t(',').e('EMAIL_ADDRESS', email(g, p)).t(',').e('PHONE_NUMBER', phone(g)).t(',').e('LOCATION', city(g)).t(',');
    if (withDob) b.e('DATE_OF_BIRTH', birthDate(r, 'en'));
    else b.e('DATE_TIME', date(r, 'en'));
    b.t(',').e('IP_ADDRESS', ipv4(r)).nl();
  }
};

const supportTicket: Kind = (g, b) => {
  const { r } = g;
  const cust = person(g);
  const agent = person(g);
  b.t(`Ticket #${r.digits(6)} - ${r.pick(['Double charge on my card', 'Cannot log in', 'Wrong delivery address', 'Refund request'])}`).nl();
  b.t('Opened: ').e('DATE_TIME', date(r, 'en', 2024, 2025)).t(' by ').e('PERSON', cust.full).t(' <').e('EMAIL_ADDRESS', email(g, cust)).t('>').nl(2);
  switch (r.int(0, 3)) {
    case 0: b.t('I was charged twice on my card ').e('CREDIT_CARD', id.creditCard(r).value).t(`. Order #${r.digits(8)} only had one item.`); break;
    case 1: b.t('My package went to the old address. Please send it to ').e('ADDRESS', address(g).full).t(' instead.'); break;
    case 2: b.t('I cannot log in since the update. My phone number on file is ').e('PHONE_NUMBER', phone(g)).t('.'); break;
    default: b.t('Please refund to the account ending in ').t(r.digits(4)).t('. You can call me at ').e('PHONE_NUMBER', phone(g)).t('.');
  }
  b.t(' ');
  hardNegative(g, b);
  b.nl(2).t('Agent reply (').e('PERSON', agent.full).t('): Thanks ').e('PERSON', cust.first).t(', we have escalated this to billing.').nl();
};

const legalProse: Kind = (g, b) => {
  const { r } = g;
  const org = organization(g);
  const p = person(g);
  const other = person(g);
  b.t('This Agreement is entered into as of ').e('DATE_TIME', date(r, 'en')).t(' by and between ').e('ORGANIZATION', org.name)
    .t(', a ').e('LOCATION', r.pick(['Delaware', 'California', 'New York', 'Nevada'])).t(` ${r.pick(['corporation', 'limited liability company'])} with its principal office at `)
    .e('ADDRESS', address(g).full).t(' ("Company"), and ').e('PERSON', p.full).t(', an individual residing at ').e('ADDRESS', address(g).full).t(' ("Consultant").').nl(2);
  b.t('1. Term. This Agreement shall commence on the Effective Date and continue until terminated by either party upon written notice. ');
  b.t('Notices to Company shall be sent to the attention of ').e('PERSON', other.full).t('.').nl(2);
  b.t('2. Governing Law. This Agreement shall be governed by the laws of the State of ').e('LOCATION', r.pick(['Delaware', 'New York', 'California', 'Texas'])).t('.').nl(2);
  if (r.chance(0.5)) { hardNegative(g, b); b.nl(2); }
  b.t('IN WITNESS WHEREOF').nl().t('By: ').e('PERSON', other.full).t(`, ${r.pick(['CEO', 'General Counsel', 'President'])}`).nl().t('By: ').e('PERSON', p.full).nl();
};

const ukForm: Kind = (g, b) => {
  const { r } = g;
  const pt = person(g);
  b.t(r.pick(['GP Registration Form (GMS1)', 'Patient Registration', 'Employee Details (UK payroll)'])).nl(2);
  b.t('Name: ').e('PERSON', pt.full).nl();
  b.t(r.pick(['Date of birth: ', 'DOB: '])).e('DATE_OF_BIRTH', birthDate(r, 'en', true)).nl();
  b.t(r.pick(['NHS number: ', 'NHS No: ', 'NHS Number: '])).e('UK_NHS', id.nhsNumber(r)).nl();
  b.t(r.pick(['National Insurance number: ', 'NI number: ', 'NINO: '])).e('UK_NINO', id.nino(r)).nl();
  b.t('Address: ').e('ADDRESS', address(g, true).full).nl();
  b.t(r.pick(['Telephone: ', 'Mobile: ', 'Tel: '])).e('PHONE_NUMBER', phone(g, true)).nl();
  if (r.chance(0.6)) b.t('Email: ').e('EMAIL_ADDRESS', email(g, pt, r.pick(['btinternet.com', 'gmail.com', 'outlook.co.uk', 'sky.com']))).nl();
  b.t('Previous GP practice: ').e('ORGANIZATION', `${g.f.person.lastName()} ${r.pick(['Medical Centre', 'Surgery', 'Health Centre'])}`).t(', ').e('LOCATION', city(g, true)).nl();
  b.t('Registered on: ').e('DATE_TIME', date(r, 'en', 2023, 2025, true)).nl();
};

const techNote: Kind = (g, b) => {
  const { r } = g;
  b.t(r.pick(['Release notes', 'Incident review', 'Engineering update'])).nl(2);
  const n = r.int(3, 6);
  for (let i = 0; i < n; i++) {
    b.t('- ');
    hardNegative(g, b);
    b.nl();
  }
  if (r.chance(0.5)) b.t('Author: ').e('PERSON', person(g).full).t(', ').e('DATE_TIME', date(r, 'en')).nl();
};

const taxForm: Kind = (g, b) => {
  const { r } = g;
  const p = person(g);
  const withItin = r.chance(0.5);
  b.t(withItin ? 'Form W-7 worksheet (ITIN renewal)' : 'Request for Taxpayer Identification Number (Form W-9)').nl(2);
  b.t('1 Name (as shown on your income tax return): ').e('PERSON', p.full).nl();
  if (r.chance(0.4)) b.t('2 Business name: ').e('ORGANIZATION', organization(g).name).nl();
  b.t('5 Address (number, street, apt.): ').e('ADDRESS', address(g).full).nl();
  if (withItin) b.t('Taxpayer ID (ITIN): ').e('US_ITIN', id.itin(r)).nl();
  else b.t('Part I  Social security number: ').e('US_SSN', id.ssn(r)).nl();
  b.t('Date of birth: ').e('DATE_OF_BIRTH', birthDate(r, 'en')).t('   Country of citizenship: ').e('LOCATION', r.pick(COUNTRIES_EN)).nl();
  if (withItin && r.chance(0.6)) b.t('Foreign bank account (IBAN): ').e('IBAN_CODE', id.iban(r)).nl();
  b.t('Daytime phone: ').e('PHONE_NUMBER', phone(g)).nl();
  b.t('Signature: ').e('PERSON', p.full).t('   Date: ').e('DATE_TIME', date(r, 'en', 2024, 2025)).nl();
};

const insuranceClaim: Kind = (g, b) => {
  const { r } = g;
  const pt = person(g);
  const doc = person(g);
  b.t(`CMS-1500 Health Insurance Claim - claim ${r.digits(10)}`).nl(2);
  b.t("1a. Insured's Medicare ID (MBI): ").e('US_MBI', id.mbi(r)).nl();
  b.t("2. Patient's name: ").e('PERSON', `${pt.last}, ${pt.first}`).nl();
  b.t("3. Patient's birth date: ").e('DATE_OF_BIRTH', birthDate(r, 'en')).t(`   Sex: ${r.pick(['M', 'F'])}`).nl();
  b.t("5. Patient's address: ").e('ADDRESS', address(g).full).t('   Telephone: ').e('PHONE_NUMBER', phone(g)).nl();
  b.t('Patient account no.: ').e('MEDICAL_RECORD_NUMBER', id.mrn(r)).nl();
  b.t('17. Referring provider: Dr. ').e('PERSON', doc.full).t('   17b. NPI: ').e('US_NPI', id.npi(r)).nl();
  b.t(`21. Diagnosis: ${r.pick(['E11.9', 'I10', 'J45.909', 'M54.5', 'R51.9'])}   24. Date of service: `).e('DATE_TIME', date(r, 'en', 2024, 2025)).t(`   Charges: $${r.int(80, 900)}.00`).nl();
  b.t('32. Service facility: ').e('ORGANIZATION', organization(g).name).t(', ').e('ADDRESS', address(g).full).nl();
  b.t('33. Billing provider license: ').e('MEDICAL_LICENSE', id.medicalLicense(r, doc.last)).nl();
};

const travelBooking: Kind = (g, b) => {
  const { r } = g;
  const p = person(g);
  const card = id.creditCard(r);
  b.t(`Booking confirmation ${r.letters(6)}`).nl(2);
  b.t('Passenger: ').e('PERSON', p.full.toUpperCase()).nl();
  b.t('Date of birth: ').e('DATE_OF_BIRTH', birthDate(r, 'en')).nl();
  b.t('Passport: ').e('US_PASSPORT', id.usPassport(r)).t(', expires ').e('DATE_TIME', date(r, 'en', 2027, 2034)).nl();
  b.t('Flight UA').t(String(r.int(100, 2999))).t(' from ').e('LOCATION', city(g)).t(' to ').e('LOCATION', r.pick(COUNTRIES_EN)).t(' on ').e('DATE_TIME', meetingDateTime(r, 'en')).nl();
  b.t('Contact: ').e('EMAIL_ADDRESS', email(g, p)).t(' / ').e('PHONE_NUMBER', phone(g)).nl();
  b.t(`Paid: $${r.int(200, 2500)}.${r.digits(2)} with ${card.brand} `).e('CREDIT_CARD', card.value).nl();
  b.t('Manage your trip at ').e('URL', url(r, r.pick(['united.com', 'delta.com', 'aa.com', 'expedia.com']))).t('.').nl();
};

/** [kind, weight]: weights roughly follow how often each kind shows up in a redaction workload. */
export const EN_KINDS: ReadonlyArray<readonly [string, Kind, number]> = [
  ['business_email', businessEmail, 3], ['chat_log', chatLog, 2], ['medical_note', medicalNote, 2], ['hr_form', hrForm, 2],
  ['invoice', invoice, 2], ['server_log', serverLog, 2], ['csv_rows', csvRows, 1], ['support_ticket', supportTicket, 2],
  ['legal_prose', legalProse, 1], ['uk_form', ukForm, 2], ['tech_note', techNote, 1], ['tax_form', taxForm, 1],
  ['insurance_claim', insuranceClaim, 1], ['travel_booking', travelBooking, 1],
];
