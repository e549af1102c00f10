import { updateWebhookHandler } from '#shared/webhooks/webhook-handlers.js';

export const handler = updateWebhookHandler;
