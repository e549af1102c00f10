import { listWebhooksHandler } from '#shared/webhooks/webhook-handlers.js';

export const handler = listWebhooksHandler;
