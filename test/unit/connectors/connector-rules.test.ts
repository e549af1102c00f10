import { describe, expect, it } from 'vitest';
import { cronProblem, nextTick } from '../../../shared/connectors/connector-cron.js';
import { connectorFields, connectorProblems } from '../../../shared/connectors/connector-fields.js';

describe('connector schedules', () => {
  it('accepts five-field crons and names the problem otherwise', () => {
    expect(cronProblem('*/1 * * * *')).toBeUndefined();
    expect(cronProblem('0 3 * * 1-5')).toBeUndefined();
    expect(cronProblem('* * * * * *')).toMatch(/5 fields/);
    expect(cronProblem('61 * * * *')).toMatch(/minute/);
    expect(cronProblem('0 0 31 2 *')).toBe('never fires');
  });

  it('catches up missed ticks once: the next tick is the first after now', () => {
    const now = new Date('2026-11-23T10:07:30Z');
    expect(nextTick('*/5 * * * *', now)?.toISOString()).toBe('2026-11-23T10:10:00.000Z');
    expect(nextTick('0 3 * * *', now)?.toISOString()).toBe('2026-11-24T03:00:00.000Z');
  });
});

describe('connector fields', () => {
  const base = { provider: 's3', bucket: 'my-bucket', credentials: { access_key_id: 'AKIA123', secret_access_key: 'abc123' } };
  it('fills defaults and keeps the output prefix out of the scanned space', () => {
    const fields = connectorFields.parse(base);
    expect(fields).toMatchObject({ prefix: '', output_prefix: 'redacted/', schedule_cron: null, active: true });
    expect(connectorProblems(fields)).toEqual([]);
    expect(connectorProblems(connectorFields.parse({ ...base, prefix: 'redacted/in/' }))[0]?.loc).toEqual(['prefix']);
    expect(connectorProblems(connectorFields.parse({ ...base, provider: 'gcs' }))[0]?.loc).toEqual(['credentials']);
  });
});
