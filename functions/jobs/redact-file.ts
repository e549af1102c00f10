import { z } from 'zod';
import { apiHandler } from '#shared/http/handler.js';
import { assertAllowanceLeft } from '#shared/billing/usage-meter.js';
import { booleanField, listField, numberField } from '#shared/http/validation.js';
import { unprocessable } from '#shared/http/errors.js';
import { createJob, jobSettingsFields, resolveSettings } from '#shared/jobs/create-job.js';
import { jobSchema, toJobView } from '#shared/jobs/job.js';
import { storeInlineFile, uploadedFile } from '#shared/jobs/uploads.js';

const uploadId = z.string().min(1).max(100);

/** JSON: a file uploaded through POST /uploads, named by `upload_id`. */
const body = z.strictObject({ upload_id: uploadId, ...jobSettingsFields });

/** multipart/form-data: the file in `file`, the same optional settings as text fields. */
const fields = z.strictObject({
  upload_id: uploadId.optional(),
  policy_id: jobSettingsFields.policy_id,
  entities: listField(z.array(z.string().min(1).max(64)).min(1).max(100)).optional(),
  language: jobSettingsFields.language,
  redaction_method: jobSettingsFields.redaction_method,
  confidence_threshold: numberField(z.number().min(0).max(1)).optional(),
  llm_detection_enabled: booleanField.optional(),
  output_uri: jobSettingsFields.output_uri,
});

/** POST /redact/file: 202 with the queued job. */
export const handler = apiHandler({
  operation: 'RedactFile',
  summary: 'Redact an uploaded file (multipart `file`, or `upload_id` from POST /uploads) asynchronously: 202 with the job.',
  response: jobSchema,
  status: 202,
  errors: [402, 404, 413, 415, 422],
  body,
  form: { fields, file: 'file' },
  idempotent: true,
  handle: async ({ body, file, principal, tenant }) => {
    const { upload_id, output_uri, ...settings } = body;
    if (Boolean(file) === Boolean(upload_id)) {
      throw unprocessable([{
        loc: ['body', file ? 'upload_id' : 'file'],
        msg: file ? 'send either a file or an upload_id, not both' : 'a file (multipart field "file") or an upload_id is required',
        type: 'missing',
      }]);
    }
    const caller = { tenant, mode: principal.mode, actor: principal.prefix, principal };
    const resolved = await resolveSettings(caller, settings);
    // Before the file is stored: a spent allowance stores nothing.
    await assertAllowanceLeft(tenant, principal.mode);
    const upload = file ? await storeInlineFile(tenant, principal.mode, file) : await uploadedFile(tenant, principal.mode, upload_id!);
    const { job } = await createJob(
      caller,
      resolved,
      { source: { kind: 'upload', upload_id: upload.id, key: upload.key, filename: upload.filename }, input_uri: `upload://${upload.id}` },
      output_uri ?? null,
    );
    return { status: 202, body: toJobView(job) };
  },
});
