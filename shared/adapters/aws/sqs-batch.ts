/**
 * An SQS-fed Lambda handler from a per-record handler: records of a batch run side by side, and
 * each one that returns a failure is reported alone (ReportBatchItemFailures), so only it is
 * retried, and dead-lettered, while the others are deleted.
 */
import type { SQSBatchItemFailure, SQSBatchResponse, SQSEvent, SQSRecord } from 'aws-lambda';

export function perRecordHandler(
  handle: (record: SQSRecord) => Promise<SQSBatchItemFailure | undefined>,
): (event: SQSEvent) => Promise<SQSBatchResponse> {
  return async (event) => {
    const results = await Promise.all(event.Records.map(handle));
    return { batchItemFailures: results.filter((f): f is SQSBatchItemFailure => f !== undefined) };
  };
}
