/**
 * Addresses cut short before, places8 (round 8; ner/address.ts): a street named after "on" keeps
 * its town, and a Spanish door's bare number after the floor keeps the postal code and city.
 */
import { describe } from 'vitest';
import { itFinds, itFindsNo } from './helpers.js';

describe('places8: full addresses', () => {
  itFinds([
    ['en', 'A fire broke out at a takeaway on Dock Street, Dundee in the early hours.', 'ADDRESS:Dock Street, Dundee'],
    ['en', 'Booked her into the Radisson on Station Road. Great stay.', 'ADDRESS:Station Road'],
    ['es', 'Dirección: Av. de Andalucía 47, 3.º 2, 14007 Córdoba', 'ADDRESS:Av. de Andalucía 47, 3.º 2, 14007 Córdoba'],
    ['es', 'Dirección: Calle Mayor 5, 3.º B, 28013 Madrid', 'ADDRESS:Calle Mayor 5, 3.º B, 28013 Madrid'],
    ['en', 'Send objections to Bartholomew House, Bartholomew Square, Brighton BN1 1JP, by 19 December.', 'ADDRESS:Bartholomew House, Bartholomew Square, Brighton BN1 1JP'],
    ['en', 'Parcel for Victoria Road, Leeds LS6 1DU please', 'ADDRESS:Victoria Road, Leeds LS6 1DU'],
    ['en', 'Address: 14 Admiralty Way, Lekki Phase 1, Lagos 106104\nMessage: please call', 'ADDRESS:14 Admiralty Way, Lekki Phase 1, Lagos 106104'],
  ]);
});

describe('places8: a given name before a street type without a postal code is no address', () => {
  itFindsNo('ADDRESS', [
    ['en', 'Victoria Road trip photos are up, thanks everyone.'],
    ['en', 'Grace Lane, our new intern, starts Monday.'],
  ]);
});

describe('places8: a numbered district needs its known city after it', () => {
  itFinds([
    ['en', 'We met at 14 Admiralty Way, Phase 2 of the estate, on Monday.', 'ADDRESS:14 Admiralty Way'],
  ]);
});
