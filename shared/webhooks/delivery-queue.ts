/**
 * Messages on the `webhooks` queue: one per delivery attempt, `{delivery_id, attempt}`. The
 * record holds everything else, so a message is small and a stale or duplicated one is harmless.
 * SQS delays a message at most 15 minutes; longer waits are covered by the worker sending the
 * message on again until the attempt is due (deliver.ts).
 */
import { SendMessageCommand } from '@aws-sdk/client-sqs';
import { z } from 'zod';
import { sqs } from '../adapters/aws/sqs.js';
import { queueUrl } from '../config/env.js';

export const MAX_SQS_DELAY_SECONDS = 900;

export const deliveryMessage = z.object({ delivery_id: z.string().min(1), attempt: z.number().int().min(1) });
export type DeliveryMessage = z.infer<typeof deliveryMessage>;

export async function enqueueDeliveryAttempt(message: DeliveryMessage, delaySeconds = 0): Promise<void> {
  await sqs().send(
    new SendMessageCommand({
      QueueUrl: queueUrl('webhooks'),
      MessageBody: JSON.stringify(message),
      DelaySeconds: Math.max(0, Math.min(MAX_SQS_DELAY_SECONDS, Math.ceil(delaySeconds))),
    }),
  );
}
