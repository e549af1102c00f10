/**
 * Connector schedules: five-field cron in UTC (minute hour day-of-month month day-of-week), read
 * by croner, the same library the local scheduler runs on. One scheduled sweep a minute finds
 * the connectors that are due, so a schedule finer than a minute cannot exist.
 */
import { Cron } from 'croner';

/** Why an expression is refused, or undefined when it is a valid five-field cron. */
export function cronProblem(expression: string): string | undefined {
  const fields = expression.trim().split(/\s+/);
  if (fields.length !== 5) {
    return `must have 5 fields (minute hour day-of-month month day-of-week), got ${fields.length}`;
  }
  try {
    const cron = new Cron(expression, { timezone: 'UTC', mode: '5-part', paused: true });
    if (!cron.nextRun()) return 'never fires';
    return undefined;
  } catch (error) {
    // croner's messages name the offending part ("Invalid value for hour: 25"); no user data in them.
    return ((error as Error).message || 'is not a valid cron expression').replace(/^CronPattern: /, '');
  }
}

/** The first tick strictly after `after` (UTC), or null if the expression never fires again. */
export function nextTick(expression: string, after: Date): Date | null {
  return new Cron(expression, { timezone: 'UTC', mode: '5-part', paused: true }).nextRun(after);
}
