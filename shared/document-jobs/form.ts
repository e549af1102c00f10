/** Form fields the three submit endpoints share, and the `tenant_id` form field. */
import { z } from 'zod';
import type { ApiRequest } from '../http/handler.js';
import { badRequest } from '../http/errors.js';
import { resolveTenant } from '../tenancy/principal.js';
import type { Tenant } from '../tenancy/tenant-repository.js';

export const commonFormFields = {
  language: z.enum(['en', 'es']).optional(),
  /** A JSON object as text; parsed by the use case, since invalid config JSON is a 400. */
  config: z.string().max(64 * 1024).optional(),
  tenant_id: z.string().min(1).max(100).optional(),
};

/**
 * The contract lists `tenant_id` as a form field as well as the query parameter every endpoint
 * takes: the same rule applies (only operator keys may name another tenant), and the two must
 * agree when both are sent.
 */
export async function formTenant(request: ApiRequest<{ tenant_id?: string }, unknown, unknown>): Promise<Tenant> {
  const named = request.body.tenant_id;
  if (!named || named === request.tenant.id) return request.tenant;
  if (request.event.queryStringParameters?.tenant_id) throw badRequest('tenant_id in the form and in the query differ.');
  return resolveTenant(request.principal, named);
}
