/**
 * How a sync turns an object into a redaction job: through the same job creation as
 * POST /redact/uri, with the connector's policy, a job id fixed by (connector, key, ETag), and
 * the connector as the job's source and output place.
 */
import { createJob, resolveSettings, type Caller } from '../jobs/create-job.js';
import { getTenant } from '../tenancy/tenant-repository.js';
import type { StoredConnector } from './connector-store.js';
import type { SubmitObject } from './sync.js';

export async function objectSubmitter(tenantId: string, connector: StoredConnector): Promise<SubmitObject> {
  const tenant = await getTenant(tenantId);
  if (!tenant) throw new Error('tenant of the connector is gone');
  const caller: Caller = { tenant, mode: connector.mode, actor: `connector:${connector.id}` };
  // Resolved once per sync: a policy deleted since makes every object of this sync fail (and retry next time).
  const settings = await resolveSettings(caller, {}, connector.policy_id ?? undefined);
  const scheme = connector.provider === 'gcs' ? 'gs' : 's3';
  return async (object) => {
    await createJob(
      caller,
      settings,
      {
        id: object.jobId,
        input_uri: `${scheme}://${connector.bucket}/${object.objectKey}`,
        source: {
          kind: 'connector', connector_id: connector.id, bucket: connector.bucket, key: object.objectKey,
          etag: object.etag, output_prefix: connector.output_prefix,
        },
      },
      null,
      // Nobody waits on a sync's answer: a spent allowance is recorded as a failed job.
      'fail',
    );
  };
}
