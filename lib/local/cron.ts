/**
 * The local EventBridge scheduler: one croner job (UTC) per schedule, each tick invoking the
 * handler with the `ScheduledEvent` EventBridge would send. A tick still running when the
 * next one is due is skipped (protect), so a slow job never overlaps itself.
 */
import { randomUUID } from 'node:crypto';
import type { ScheduledEvent } from 'aws-lambda';
import { Cron } from 'croner';
import type { ScheduleSpec } from '../../functions/routes.js';
import type { LambdaHandler } from './handler-modules.js';
import { lambdaContext } from './lambda-context.js';

export interface CronRunner {
  /** Next tick of each schedule, by operation (null once stopped). */
  nextRuns(): Record<string, Date | null>;
  stop(): void;
}

export interface CronOptions {
  /** Resolves a handler module name; defaults to importing functions/<handler>.ts. */
  load: (handler: string) => Promise<LambdaHandler>;
  log?: (line: string) => void;
  /** Lambda timeout for scheduled invocations. */
  timeoutSeconds?: number;
}

export function scheduledEvent(spec: Pick<ScheduleSpec, 'operation'>, at: Date): ScheduledEvent {
  return {
    version: '0',
    id: randomUUID(),
    'detail-type': 'Scheduled Event',
    source: 'aws.events',
    account: '000000000000',
    // EventBridge stamps the scheduled time to the second, without milliseconds.
    time: at.toISOString().replace(/\.\d{3}Z$/, 'Z'),
    region: 'us-east-1',
    resources: [`arn:aws:events:us-east-1:000000000000:rule/pii-local-${spec.operation}`],
    detail: {},
  };
}

/**
 * Patterns are the route table's five-field UTC cron; a sixth leading seconds field is accepted
 * so tests can tick every second. EventBridge's `?` works as in AWS.
 */
export function startCron(schedules: readonly ScheduleSpec[], options: CronOptions): CronRunner {
  const log = options.log ?? console.error;
  const jobs = schedules.map(
    (spec) =>
      new Cron(spec.cron, { timezone: 'UTC', mode: '5-or-6-parts', protect: true, name: spec.operation }, async (job) => {
        const at = job.currentRun() ?? new Date();
        try {
          const handler = await options.load(spec.handler);
          const context = lambdaContext({ operation: spec.operation, timeoutSeconds: options.timeoutSeconds ?? 900 });
          await handler(scheduledEvent(spec, at) as never, context);
        } catch (error) {
          log(`[cron] ${spec.operation} failed: ${(error as Error)?.message ?? error}`);
        }
      }),
  );
  return {
    nextRuns: () => Object.fromEntries(schedules.map((spec, i) => [spec.operation, jobs[i]!.nextRun()])),
    stop() {
      for (const job of jobs) job.stop();
    },
  };
}
