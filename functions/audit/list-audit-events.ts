import { z } from 'zod';
import { AUDIT_RESOURCE_TYPES, auditEventResponse, listAudit } from '#shared/audit/audit-log.js';
import { apiHandler } from '#shared/http/handler.js';
import { dateBound, pagination } from '#shared/http/validation.js';

const query = z.object({
  event_type: z.string().min(1).max(100).optional(),
  resource_type: z.enum(AUDIT_RESOURCE_TYPES).optional(),
  from_date: dateBound('start').optional(),
  to_date: dateBound('end').optional(),
  ...pagination,
});

export const handler = apiHandler({
  operation: 'ListAuditEvents',
  summary: 'List audit events of the tenant, newest first.',
  response: z.array(auditEventResponse),
  query,
  handle: async ({ query, tenant }) => ({
    body: await listAudit({
      tenantId: tenant.id,
      eventType: query.event_type,
      resourceType: query.resource_type,
      fromDate: query.from_date,
      toDate: query.to_date,
      limit: query.limit,
      offset: query.offset,
    }),
  }),
});
