/**
 * ScheduleSpec crons are the five-field Unix form (minute hour day-of-month month day-of-week),
 * which the local runtime's cron also reads. EventBridge wants six fields, a `?` in exactly one
 * of the two day fields, and numbers days of the week 1-7 from Sunday, where cron uses 0-6 (and 7)
 * from Sunday. This converts one into the other, or refuses what EventBridge cannot express.
 */
import type { CronOptions } from 'aws-cdk-lib/aws-events';

const WEEKDAYS = ['SUN', 'MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT'] as const;

export function toEventBridgeCron(expression: string): CronOptions {
  const fields = expression.trim().split(/\s+/);
  if (fields.length !== 5) throw new Error(`Expected a five-field cron, got "${expression}"`);
  const [minute, hour, day, month, weekDay] = fields as [string, string, string, string, string];
  const anyDay = day === '*' || day === '?';
  const anyWeekDay = weekDay === '*' || weekDay === '?';
  if (!anyDay && !anyWeekDay) {
    // Unix cron fires when either field matches; EventBridge cannot say "or".
    throw new Error(`Cron "${expression}" restricts both day-of-month and day-of-week; EventBridge allows only one`);
  }
  // Schedule.cron puts the `?` in whichever day field is left undefined.
  return {
    minute,
    hour,
    month,
    year: '*',
    ...(anyWeekDay ? { day: day === '?' ? '*' : day } : { weekDay: weekDayField(weekDay, expression) }),
  };
}

/** `1-5` → `MON-FRI`, `0,6` → `SUN,SAT`, `5-7` → `FRI-SAT,SUN`; names pass through upper-cased. */
function weekDayField(field: string, expression: string): string {
  return field
    .split(',')
    .flatMap((part) => {
      if (part.includes('/')) throw new Error(`Cron "${expression}": EventBridge has no step values in day-of-week`);
      const [from, to] = part.split('-') as [string, string | undefined];
      if (to === undefined) return [weekDay(from, expression)];
      const start = weekDayNumber(from, expression);
      const end = weekDayNumber(to, expression);
      if (end === 7) return start === 0 ? [`SUN-SAT`] : [`${WEEKDAYS[start]}-SAT`, 'SUN'];
      if (end < start) throw new Error(`Cron "${expression}": descending day-of-week range ${part}`);
      return [`${WEEKDAYS[start]}-${WEEKDAYS[end]}`];
    })
    .join(',');
}

function weekDay(token: string, expression: string): string {
  const n = weekDayNumber(token, expression);
  return WEEKDAYS[n % 7] as string;
}

function weekDayNumber(token: string, expression: string): number {
  const name = WEEKDAYS.indexOf(token.toUpperCase() as (typeof WEEKDAYS)[number]);
  if (name >= 0) return name;
  if (!/^[0-7]$/.test(token)) throw new Error(`Cron "${expression}": invalid day of week "${token}"`);
  return Number(token);
}
