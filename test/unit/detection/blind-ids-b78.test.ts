/**
 * Identifier forms that the blind-written dev files b7 and b8 (everyday online text; operations
 * and records in many countries) showed missing or wrong: each with a sentence it must catch and
 * a look-alike it must leave alone.
 */
import { describe, expect, it } from 'vitest';
import { isNetmask } from '#shared/detection/recognizers/network.js';
import { found } from './helpers.js';

describe('IP_ADDRESS: masks and routes are no host address', () => {
  it('drops a subnet mask and a network written with its mask', () => {
    expect(found("SENT CONTROL [j.murphy]: 'PUSH_REPLY,route 10.0.0.0 255.0.0.0'", 'IP_ADDRESS')).toEqual([]);
    expect(found('Allow 10.20.0.0/16 and 192.168.1.0/24 on the firewall.', 'IP_ADDRESS')).toEqual([]);
    expect(found('ifconfig eth0 10.0.0.12 netmask 255.255.255.0', 'IP_ADDRESS')).toEqual(['10.0.0.12']);
  });
  it('keeps a host whose last octet is 0, and a quad that is no mask', () => {
    expect(found('Login from 192.168.1.0 at 9:14', 'IP_ADDRESS')).toEqual(['192.168.1.0']);
    expect(found('Blocked 255.255.0.255 twice.', 'IP_ADDRESS')).toEqual(['255.255.0.255']);
    expect(isNetmask('255.255.255.252')).toBe(true);
    expect(isNetmask('255.255.0.255')).toBe(false);
    expect(isNetmask('10.0.0.0')).toBe(false);
  });
});
