/**
 * The local Lambda event source mapping for SQS: long-polls a queue, hands the worker a real
 * `SQSEvent`, and deletes only what succeeded (ReportBatchItemFailures). Retries and the move
 * to the dead-letter queue come from the queue itself (visibility timeout + RedrivePolicy), as
 * on AWS, so the poller has no retry logic of its own.
 */
import {
  ChangeMessageVisibilityBatchCommand,
  DeleteMessageBatchCommand,
  ReceiveMessageCommand,
  type Message,
  type MessageAttributeValue,
  type SQSClient,
} from '@aws-sdk/client-sqs';
import type { SQSBatchResponse, SQSEvent, SQSMessageAttributes, SQSRecord } from 'aws-lambda';
import type { LambdaHandler } from './handler-modules.js';
import { lambdaContext } from './lambda-context.js';

export interface PollerOptions {
  client: SQSClient;
  queueUrl: string;
  queueArn: string;
  /** Loads the worker (lazily, on the first message). */
  handler: () => Promise<LambdaHandler>;
  operation: string;
  batchSize: number;
  /** The Lambda timeout; the queue's visibility timeout is the natural local choice. */
  timeoutSeconds: number;
  waitTimeSeconds?: number;
  log?: (line: string) => void;
}

export interface Poller {
  /**
   * Stops polling. With `release`, a batch still being handled is abandoned as a crashed worker
   * would abandon it: its messages are not deleted and become visible again at once, so a new
   * poller receives them while the old invocation may still be running (tests of redelivery).
   */
  stop(options?: { release?: boolean }): Promise<void>;
}

function attributesOf(message: Message): SQSRecord['attributes'] {
  const a = message.Attributes ?? {};
  return {
    ApproximateReceiveCount: a.ApproximateReceiveCount ?? '1',
    SentTimestamp: a.SentTimestamp ?? String(Date.now()),
    SenderId: a.SenderId ?? '000000000000',
    ApproximateFirstReceiveTimestamp: a.ApproximateFirstReceiveTimestamp ?? String(Date.now()),
    ...(a.MessageGroupId ? { MessageGroupId: a.MessageGroupId } : {}),
    ...(a.MessageDeduplicationId ? { MessageDeduplicationId: a.MessageDeduplicationId } : {}),
    ...(a.SequenceNumber ? { SequenceNumber: a.SequenceNumber } : {}),
    ...(a.AWSTraceHeader ? { AWSTraceHeader: a.AWSTraceHeader } : {}),
  };
}

/** Lambda's record shape: camelCase, binary values base64. */
function messageAttributesOf(attributes: Record<string, MessageAttributeValue> | undefined): SQSMessageAttributes {
  const out: SQSMessageAttributes = {};
  for (const [name, value] of Object.entries(attributes ?? {})) {
    out[name] = {
      dataType: value.DataType ?? 'String',
      stringListValues: [],
      binaryListValues: [],
      ...(value.StringValue !== undefined ? { stringValue: value.StringValue } : {}),
      ...(value.BinaryValue !== undefined ? { binaryValue: Buffer.from(value.BinaryValue).toString('base64') } : {}),
    };
  }
  return out;
}

export function toSqsEvent(messages: Message[], queueArn: string): SQSEvent {
  return {
    Records: messages.map((m) => ({
      messageId: m.MessageId!,
      receiptHandle: m.ReceiptHandle!,
      body: m.Body ?? '',
      attributes: attributesOf(m),
      messageAttributes: messageAttributesOf(m.MessageAttributes),
      md5OfBody: m.MD5OfBody ?? '',
      ...(m.MD5OfMessageAttributes ? { md5OfMessageAttributes: m.MD5OfMessageAttributes } : {}),
      eventSource: 'aws:sqs',
      eventSourceARN: queueArn,
      awsRegion: queueArn.split(':')[3] ?? 'us-east-1',
    })),
  };
}

/**
 * Which records succeeded. As on AWS: no response (or no failures) means all; a failure entry
 * naming no record of the batch makes Lambda treat the whole batch as failed.
 */
export function succeededRecords(event: SQSEvent, response: unknown): SQSRecord[] {
  const failures = (response as Partial<SQSBatchResponse> | undefined)?.batchItemFailures;
  if (!failures || failures.length === 0) return event.Records;
  const ids = new Set(event.Records.map((r) => r.messageId));
  if (failures.some((f) => !f.itemIdentifier || !ids.has(f.itemIdentifier))) return [];
  const failed = new Set(failures.map((f) => f.itemIdentifier));
  return event.Records.filter((r) => !failed.has(r.messageId));
}

export function startPoller(options: PollerOptions): Poller {
  const log = options.log ?? console.error;
  const abort = new AbortController();
  let running = true;
  let abandoned = false;
  let inFlight: Message[] = [];

  async function processBatch(messages: Message[]): Promise<void> {
    inFlight = messages;
    const event = toSqsEvent(messages, options.queueArn);
    let done: SQSRecord[];
    try {
      const handler = await options.handler();
      const context = lambdaContext({ operation: options.operation, timeoutSeconds: options.timeoutSeconds });
      done = succeededRecords(event, await handler(event as never, context));
    } catch (error) {
      // The whole batch returns to the queue after its visibility timeout.
      log(`[sqs] ${options.operation} failed a batch of ${messages.length}: ${(error as Error)?.message ?? error}`);
      return;
    }
    inFlight = [];
    if (done.length === 0 || abandoned) return;
    const result = await options.client.send(
      new DeleteMessageBatchCommand({
        QueueUrl: options.queueUrl,
        Entries: done.map((r, i) => ({ Id: String(i), ReceiptHandle: r.receiptHandle })),
      }),
    );
    for (const failure of result.Failed ?? []) log(`[sqs] ${options.operation} could not delete a message: ${failure.Code}`);
  }

  const loop = (async () => {
    while (running) {
      try {
        const { Messages } = await options.client.send(
          new ReceiveMessageCommand({
            QueueUrl: options.queueUrl,
            MaxNumberOfMessages: Math.min(Math.max(options.batchSize, 1), 10),
            WaitTimeSeconds: options.waitTimeSeconds ?? 10,
            MessageSystemAttributeNames: ['All'],
            MessageAttributeNames: ['All'],
          }),
          { abortSignal: abort.signal },
        );
        if (Messages && Messages.length > 0) await processBatch(Messages);
      } catch (error) {
        if (!running) break;
        log(`[sqs] ${options.operation} poll error: ${(error as Error)?.message ?? error}`);
        await new Promise((resolve) => setTimeout(resolve, 1000));
      }
    }
  })();

  return {
    async stop(stopOptions = {}) {
      running = false;
      abort.abort();
      if (!stopOptions.release) return loop;
      abandoned = true;
      if (inFlight.length > 0) {
        await options.client.send(
          new ChangeMessageVisibilityBatchCommand({
            QueueUrl: options.queueUrl,
            Entries: inFlight.map((m, i) => ({ Id: String(i), ReceiptHandle: m.ReceiptHandle!, VisibilityTimeout: 0 })),
          }),
        );
      }
    },
  };
}
