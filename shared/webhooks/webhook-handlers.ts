/**
 * The /config/webhooks endpoints. Writes need a tenant admin key and are audited
 * (webhook.created / webhook.updated / webhook.deleted); reads are open to member keys. Another
 * tenant's webhook is 403, the other mode's 403, an unknown or deleted one 404.
 */
import { z } from 'zod';
import { recordAudit } from '../audit/audit-log.js';
import { detailResponse } from '../http/common-schemas.js';
import { apiHandler, type ApiRequest } from '../http/handler.js';
import { pagination } from '../http/validation.js';
import { requireTenantAdmin } from '../tenancy/principal.js';
import { deliveryResponse, toDeliveryResponse } from './delivery.js';
import { listDeliveries } from './delivery-repository.js';
import { createdWebhookResponse, createWebhookBody, toWebhookResponse, updateWebhookBody, webhookResponse, type Webhook } from './webhook.js';
import { insertWebhook, listWebhooks, newWebhookId, softDeleteWebhook, updateWebhook, webhookForCaller } from './webhook-repository.js';
import { encryptWebhookSecret, generateWebhookSecret } from './webhook-secret.js';
import { checkWebhookUrl } from './webhook-url.js';

const params = z.object({ webhook_id: z.string().min(1).max(100) });

type AnyRequest = ApiRequest<unknown, unknown, unknown>;

const audit = (request: AnyRequest, kind: 'created' | 'updated' | 'deleted', webhook: Webhook, metadata: Record<string, unknown> = {}) =>
  recordAudit({
    tenant_id: request.tenant.id,
    event_type: `webhook.${kind}`,
    resource_type: 'webhook',
    resource_id: webhook.id,
    actor: request.principal.prefix,
    // The URL is the tenant's own endpoint, but it may carry tokens in its query: not logged.
    metadata: { events: webhook.events, active: webhook.active, ...metadata },
  });

export const createWebhook = apiHandler({
  operation: 'CreateWebhook',
  summary: 'Create a webhook for job events; its signing secret is shown only in this response.',
  body: createWebhookBody,
  response: createdWebhookResponse,
  status: 201,
  errors: [409, 422],
  idempotent: true,
  handle: async (request) => {
    requireTenantAdmin(request.principal);
    const url = await checkWebhookUrl(request.body.url);
    const id = newWebhookId();
    const secret = generateWebhookSecret();
    const now = new Date().toISOString();
    const webhook: Webhook = {
      id,
      tenant_id: request.tenant.id,
      mode: request.principal.mode,
      url,
      events: request.body.events,
      description: request.body.description,
      active: true,
      secret_ciphertext: await encryptWebhookSecret(secret, request.tenant.id, id),
      created_at: now,
      updated_at: now,
    };
    await insertWebhook(webhook);
    await audit(request as AnyRequest, 'created', webhook);
    return { status: 201, body: { ...toWebhookResponse(webhook), secret } };
  },
});

export const listWebhooksHandler = apiHandler({
  operation: 'ListWebhooks',
  summary: "List the tenant's webhooks of the key's mode (never their secrets).",
  query: z.object(pagination),
  response: z.array(webhookResponse),
  handle: async ({ tenant, principal, query }) => {
    const webhooks = await listWebhooks(tenant.id, principal.mode);
    return { body: webhooks.slice(query.offset, query.offset + query.limit).map(toWebhookResponse) };
  },
});

export const getWebhookHandler = apiHandler({
  operation: 'GetWebhook',
  summary: 'Get one webhook (without its secret).',
  params,
  response: webhookResponse,
  errors: [404],
  handle: async ({ tenant, principal, params: p }) => ({
    body: toWebhookResponse(await webhookForCaller(tenant.id, principal, p.webhook_id)),
  }),
});

export const updateWebhookHandler = apiHandler({
  operation: 'UpdateWebhook',
  summary: 'Change a webhook: url, events, description, or active (false pauses deliveries).',
  params,
  body: updateWebhookBody,
  response: webhookResponse,
  errors: [404, 409, 422],
  handle: async (request) => {
    requireTenantAdmin(request.principal);
    const current = await webhookForCaller(request.tenant.id, request.principal, request.params.webhook_id);
    const { url, ...rest } = request.body;
    const patch = Object.fromEntries(Object.entries(rest).filter(([, v]) => v !== undefined));
    const next = await updateWebhook(current, { ...patch, ...(url !== undefined ? { url: await checkWebhookUrl(url) } : {}) });
    await audit(request as AnyRequest, 'updated', next, { changed: Object.keys(request.body).filter((k) => (request.body as Record<string, unknown>)[k] !== undefined) });
    return { body: toWebhookResponse(next) };
  },
});

export const deleteWebhookHandler = apiHandler({
  operation: 'DeleteWebhook',
  summary: 'Soft-delete a webhook: it receives no further events.',
  params,
  response: detailResponse,
  errors: [404],
  handle: async (request) => {
    requireTenantAdmin(request.principal);
    const current = await webhookForCaller(request.tenant.id, request.principal, request.params.webhook_id);
    await softDeleteWebhook(current);
    await audit(request as AnyRequest, 'deleted', { ...current, active: false });
    return { body: { detail: 'Webhook deleted.' } };
  },
});

export const listWebhookDeliveries = apiHandler({
  operation: 'ListWebhookDeliveries',
  summary: "A webhook's deliveries, newest first, each with its attempts.",
  params,
  query: z.object(pagination),
  response: z.array(deliveryResponse),
  errors: [404],
  handle: async ({ tenant, principal, params: p, query }) => {
    const webhook = await webhookForCaller(tenant.id, principal, p.webhook_id);
    const deliveries = await listDeliveries(webhook.id, query);
    return { body: deliveries.map(toDeliveryResponse) };
  },
});
