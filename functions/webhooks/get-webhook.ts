import { getWebhookHandler } from '#shared/webhooks/webhook-handlers.js';

export const handler = getWebhookHandler;
