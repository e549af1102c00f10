import { z } from 'zod';
import { receiveWebhook, webhookResponse } from '#shared/billing/webhook.js';
import { publicHandler } from '#shared/http/public-handler.js';

/** For the reference only: the body is verified against Stripe-Signature as raw bytes, then parsed. */
const stripeEvent = z.object({
  id: z.string(),
  object: z.literal('event'),
  type: z.string().describe('checkout.session.completed, customer.subscription.updated, customer.subscription.deleted or invoice.payment_failed'),
  created: z.number().int().describe('Seconds since the epoch; older states never replace newer ones.'),
  data: z.object({ object: z.record(z.string(), z.unknown()) }),
});

/** No API key: the Stripe-Signature over the exact bytes received is the authentication. */
export const handler = publicHandler({
  operation: 'ReceiveBillingWebhook',
  summary: 'Payment provider events (Stripe-signed): plan changes, cancellations, failed payments.',
  body: stripeEvent,
  response: webhookResponse,
  errors: [400, 503],
  handle: async (event) => {
    const raw = event.body === undefined ? Buffer.alloc(0) : Buffer.from(event.body, event.isBase64Encoded ? 'base64' : 'utf8');
    return { body: await receiveWebhook(raw, event.headers?.['stripe-signature']) };
  },
});
