import { S3Client } from '@aws-sdk/client-s3';

let client: S3Client | undefined;

/**
 * s3rver (the local S3) corrupts streamed uploads framed with the SDK's default flexible
 * checksums and needs path-style addressing, so both are set when an endpoint override exists.
 */
export function s3(): S3Client {
  const local = Boolean(process.env.AWS_ENDPOINT_URL_S3);
  client ??= new S3Client(
    local
      ? { forcePathStyle: true, requestChecksumCalculation: 'WHEN_REQUIRED', responseChecksumValidation: 'WHEN_REQUIRED' }
      : {},
  );
  return client;
}

export function resetS3Client(): void {
  client?.destroy();
  client = undefined;
}
