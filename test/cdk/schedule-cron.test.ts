import { Schedule } from 'aws-cdk-lib/aws-events';
import { describe, expect, it } from 'vitest';
import { toEventBridgeCron } from '../../lib/aws/schedule-cron.js';

const eventBridge = (cron: string) => Schedule.cron(toEventBridgeCron(cron)).expressionString;

describe('five-field cron to EventBridge', () => {
  it.each([
    ['0 3 * * *', 'cron(0 3 * * ? *)'],
    ['*/15 * * * *', 'cron(*/15 * * * ? *)'],
    ['30 2 1 * *', 'cron(30 2 1 * ? *)'],
    ['0 9 * * 1-5', 'cron(0 9 ? * MON-FRI *)'],
    ['0 0 * * 0', 'cron(0 0 ? * SUN *)'],
    ['0 0 * * 7', 'cron(0 0 ? * SUN *)'],
    ['0 0 * * 0,6', 'cron(0 0 ? * SUN,SAT *)'],
    ['0 0 * * 5-7', 'cron(0 0 ? * FRI-SAT,SUN *)'],
    ['0 0 * * 0-7', 'cron(0 0 ? * SUN-SAT *)'],
    ['0 12 * * mon', 'cron(0 12 ? * MON *)'],
    ['0 6 ? 1 *', 'cron(0 6 * 1 ? *)'],
  ])('%s → %s', (cron, expected) => {
    expect(eventBridge(cron)).toBe(expected);
  });

  it.each([
    ['0 0 1 * 1', /only one/],
    ['0 0 * *', /five-field/],
    ['0 0 * * */2', /step values/],
    ['0 0 * * 8', /invalid day of week/],
    ['0 0 * * 5-1', /descending/],
  ])('refuses %s', (cron, message) => {
    expect(() => toEventBridgeCron(cron)).toThrow(message);
  });
});
