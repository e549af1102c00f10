import { listWebhookDeliveries } from '#shared/webhooks/webhook-handlers.js';

export const handler = listWebhookDeliveries;
