import { receiveWebhook } from '#shared/billing/webhook.js';
import { publicHandler } from '#shared/http/public-handler.js';

/** No API key: the Stripe-Signature over the exact bytes received is the authentication. */
export const handler = publicHandler({
  operation: 'ReceiveBillingWebhook',
  handle: async (event) => {
    const raw = event.body === undefined ? Buffer.alloc(0) : Buffer.from(event.body, event.isBase64Encoded ? 'base64' : 'utf8');
    return { body: await receiveWebhook(raw, event.headers?.['stripe-signature']) };
  },
});
