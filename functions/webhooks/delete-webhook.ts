import { deleteWebhookHandler } from '#shared/webhooks/webhook-handlers.js';

export const handler = deleteWebhookHandler;
