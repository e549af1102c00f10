/**
 * A street named without a house number after "on"/"along"/"off" (address.ts streetAfterOn).
 */
import { describe, expect, it } from 'vitest';
import { labels } from './helpers.js';

const addresses = (text: string) => labels(text, 'en').filter((l) => l.startsWith('ADDRESS:'));

describe('a street without a number after on/along/off', () => {
  it.each<[string, string]>([
    ['Dolores has booked her into the Radisson on Station Road.', 'ADDRESS:Station Road'],
    ['2. Parking on Quay Street: the council will raise it.', 'ADDRESS:Quay Street'],
    ['Gaz recommended a guy on Narborough Rd but cannot remember the name', 'ADDRESS:Narborough Rd'],
  ])('%j finds %j', (text, expected) => {
    expect(addresses(text)).toContain(expected);
  });

  it.each<string>([
    'He has worked on Wall Street for twenty years.',
    'We went on Monday Road trips all summer.',
    'Click on Save Settings to keep the change.',
  ])('%j has no address', (text) => {
    expect(addresses(text)).toEqual([]);
  });
});
