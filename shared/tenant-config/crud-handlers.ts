/**
 * The five HTTP handlers of a tenant-config collection (policies, recognizers, allow/block
 * entries), built once from a description so the three collections cannot drift apart.
 * Writes need a tenant admin key; every write is audited; records of the other mode are 403.
 */
import { z } from 'zod';
import { recordAudit, type AuditResourceType } from '../audit/audit-log.js';
import { detailResponse } from '../http/common-schemas.js';
import { notFound } from '../http/errors.js';
import { apiHandler, type ApiRequest } from '../http/handler.js';
import { pagination, parseWith } from '../http/validation.js';
import { assertSameMode, requireTenantAdmin, type Principal } from '../tenancy/principal.js';
import type { ConfigCollection, ConfigRecord } from './config-collection.js';
import { loadTenantConfigItems } from './config-version.js';
import { patchSchema } from './patch-schema.js';

export interface CrudSpec<T extends ConfigRecord, F extends z.ZodObject> {
  collection: ConfigCollection<T>;
  /** Full field schema with defaults (create); PUT validates the merged record with it too. */
  fields: F;
  /** Extra checks on a complete record (entity types, patterns); throw 422 on failure. */
  check?: (fields: z.infer<F>, context: { tenantId: string; principal: Principal }) => Promise<void> | void;
  present: (record: T) => unknown;
  /** The schema of what `present` returns (the API reference, and response checks in tests). */
  response: z.ZodType;
  resource: AuditResourceType;
  /** Audit event prefix, e.g. `policy` → policy.created / policy.updated / policy.deleted. */
  event: string;
  idParam: string;
  /** For messages: "policy", "allow/block entry". */
  noun: string;
  /** For operation names, as in the route table: `Policy` / `Policies` (CreatePolicy, ListPolicies). */
  operationNoun: string;
  operationNouns: string;
}

type AnyRequest = ApiRequest<unknown, unknown, Record<string, string>>;

export function crudHandlers<T extends ConfigRecord, F extends z.ZodObject>(spec: CrudSpec<T, F>) {
  const params = z.object({ [spec.idParam]: z.string().min(1).max(100) });
  // The same names as the route table's operations: logs and idempotency scopes use them.
  const operation = (verb: string) => `${verb}${verb === 'List' ? spec.operationNouns : spec.operationNoun}`;

  const audit = (request: AnyRequest, kind: string, record: T) =>
    recordAudit({
      tenant_id: request.tenant.id,
      event_type: `${spec.event}.${kind}`,
      resource_type: spec.resource,
      resource_id: record.id,
      actor: request.principal.prefix,
    });

  const load = async (request: AnyRequest): Promise<T> => {
    const id = request.params[spec.idParam] as string;
    const record = await spec.collection.find(request.tenant.id, id, spec.noun);
    if (!record) throw notFound(`${capitalize(spec.noun)} not found.`);
    assertSameMode(request.principal, record);
    return record;
  };

  return {
    create: apiHandler({
      operation: operation('Create'),
      summary: `Create a ${spec.noun}.`,
      body: spec.fields,
      response: spec.response,
      status: 201,
      idempotent: true,
      handle: async (request) => {
        requireTenantAdmin(request.principal);
        const fields = request.body as z.infer<F>;
        await spec.check?.(fields, { tenantId: request.tenant.id, principal: request.principal });
        const record = await spec.collection.create(request.tenant.id, request.principal.mode, fields as Omit<T, keyof ConfigRecord>);
        await audit(request as unknown as AnyRequest, 'created', record);
        return { status: 201, body: spec.present(record) };
      },
    }),
    list: apiHandler({
      operation: operation('List'),
      summary: `List the ${spec.noun} records of the tenant, in the calling key's mode.`,
      query: z.object(pagination),
      response: z.array(spec.response),
      handle: async ({ tenant, principal, query }) => {
        const records = spec.collection.pick(await loadTenantConfigItems(tenant.id), principal.mode);
        return { body: records.slice(query.offset, query.offset + query.limit).map(spec.present) };
      },
    }),
    get: apiHandler({
      operation: operation('Get'),
      summary: `Get one ${spec.noun}.`,
      params,
      response: spec.response,
      errors: [404],
      handle: async (request) => ({ body: spec.present(await load(request as AnyRequest)) }),
    }),
    update: apiHandler({
      operation: operation('Update'),
      summary: `Change fields of a ${spec.noun}; fields not sent keep their value.`,
      params,
      body: patchSchema(spec.fields),
      response: spec.response,
      errors: [404, 409],
      handle: async (request) => {
        requireTenantAdmin(request.principal);
        const current = await load(request as AnyRequest);
        const patch = Object.fromEntries(Object.entries(request.body as object).filter(([, v]) => v !== undefined));
        // Re-validate the merged record so cross-field rules hold after a partial update.
        // A merged record that breaks a cross-field rule is the caller's 422, never a 500.
        const merged = parseWith(spec.fields, { ...pickFields(spec.fields, current), ...patch }, 'body') as z.infer<F>;
        await spec.check?.(merged, { tenantId: request.tenant.id, principal: request.principal });
        // Store the sent fields as validated and normalized (e.g. SSN → US_SSN), not as sent.
        const changes = Object.fromEntries(Object.keys(patch).map((key) => [key, (merged as Record<string, unknown>)[key]]));
        const record = await spec.collection.update(request.tenant.id, current, changes as Partial<Omit<T, keyof ConfigRecord>>);
        await audit(request as AnyRequest, 'updated', record);
        return { body: spec.present(record) };
      },
    }),
    remove: apiHandler({
      operation: operation('Delete'),
      summary: `Delete a ${spec.noun}.`,
      params,
      response: detailResponse,
      errors: [404],
      handle: async (request) => {
        requireTenantAdmin(request.principal);
        const current = await load(request as AnyRequest);
        await spec.collection.remove(request.tenant.id, current);
        await audit(request as AnyRequest, 'deleted', current);
        return { body: { detail: `${capitalize(spec.noun)} deleted.` } };
      },
    }),
  };
}

/** The record's own fields (not id, mode or timestamps), so a strict schema can re-check them. */
function pickFields(fields: z.ZodObject, record: object): Record<string, unknown> {
  return Object.fromEntries(Object.entries(record).filter(([key]) => key in fields.shape));
}

const capitalize = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
