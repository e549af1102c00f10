/** The jobs queue: one message per job, carrying only its id (never content). */
import { SendMessageBatchCommand } from '@aws-sdk/client-sqs';
import { sqs } from '../adapters/aws/sqs.js';
import { queueUrl } from '../config/env.js';

export interface JobMessage {
  job_id: string;
}

export async function enqueueJobs(jobIds: string[]): Promise<void> {
  for (let i = 0; i < jobIds.length; i += 10) {
    const slice = jobIds.slice(i, i + 10);
    let entries = slice.map((id, n) => ({ Id: String(n), MessageBody: JSON.stringify({ job_id: id } satisfies JobMessage) }));
    // SQS may refuse some entries of a batch (throttling); those are sent again once.
    for (let attempt = 0; entries.length > 0; attempt++) {
      const out = await sqs().send(new SendMessageBatchCommand({ QueueUrl: queueUrl('jobs'), Entries: entries }));
      const failed = new Set((out.Failed ?? []).map((f) => f.Id));
      if (failed.size === 0) break;
      if (attempt >= 2) throw new Error(`Could not enqueue ${failed.size} job message(s).`);
      entries = entries.filter((e) => failed.has(e.Id));
    }
  }
}

export function parseJobMessage(body: string): JobMessage | undefined {
  try {
    const parsed = JSON.parse(body) as Partial<JobMessage>;
    return typeof parsed.job_id === 'string' ? { job_id: parsed.job_id } : undefined;
  } catch {
    return undefined;
  }
}
