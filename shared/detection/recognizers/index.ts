import type { Recognizer } from '../types.js';
import { creditCardRecognizer } from './credit-card.js';
import { DateRecognizer } from './dates.js';
import { EmailRecognizer } from './email.js';
import { esNieRecognizer, esNifRecognizer, esNssRecognizer } from './es.js';
import { medicalLicenseRecognizer, medicalRecordRecognizer, usMbiRecognizer, usNpiRecognizer } from './health.js';
import { ibanRecognizer } from './iban.js';
import { ipAddressRecognizer, macAddressRecognizer, urlRecognizer } from './network.js';
import { phoneRecognizer } from './phone.js';
import { ukNhsRecognizer, ukNinoRecognizer } from './uk.js';
import {
  abaRoutingRecognizer,
  usBankNumberRecognizer,
  usDriverLicenseRecognizer,
  usItinRecognizer,
  usPassportRecognizer,
  usSsnRecognizer,
} from './us-ids.js';

/** Every pattern-based recognizer. Called once by the engine (regexes compile here, not at import). */
export function patternRecognizers(): Recognizer[] {
  return [
    new EmailRecognizer(),
    phoneRecognizer(),
    usSsnRecognizer(),
    creditCardRecognizer(),
    ibanRecognizer(),
    ipAddressRecognizer(),
    macAddressRecognizer(),
    urlRecognizer(),
    usPassportRecognizer(),
    usDriverLicenseRecognizer(),
    usBankNumberRecognizer(),
    abaRoutingRecognizer(),
    usItinRecognizer(),
    usNpiRecognizer(),
    usMbiRecognizer(),
    medicalRecordRecognizer(),
    medicalLicenseRecognizer(),
    ukNhsRecognizer(),
    ukNinoRecognizer(),
    esNifRecognizer(),
    esNieRecognizer(),
    esNssRecognizer(),
    new DateRecognizer(),
  ];
}
