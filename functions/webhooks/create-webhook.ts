import { createWebhook } from '#shared/webhooks/webhook-handlers.js';

export const handler = createWebhook;
