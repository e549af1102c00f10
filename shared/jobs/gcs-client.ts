/**
 * `gs://` sources through Google Cloud Storage's S3-compatible XML API: an S3 client pointed at
 * storage.googleapis.com, signing with a GCS HMAC key (SigV4 with region `auto`, path-style).
 * Set GCS_HMAC_ACCESS_KEY_ID and GCS_HMAC_SECRET; GCS_ENDPOINT overrides the endpoint (the
 * tests point it at the local S3 emulator).
 */
import { S3Client } from '@aws-sdk/client-s3';

let client: S3Client | undefined;

export const gcsConfigured = () => Boolean(process.env.GCS_HMAC_ACCESS_KEY_ID && process.env.GCS_HMAC_SECRET);

export function gcsClient(): S3Client {
  client ??= new S3Client({
    endpoint: process.env.GCS_ENDPOINT ?? 'https://storage.googleapis.com',
    region: 'auto',
    forcePathStyle: true,
    credentials: {
      accessKeyId: process.env.GCS_HMAC_ACCESS_KEY_ID ?? '',
      secretAccessKey: process.env.GCS_HMAC_SECRET ?? '',
    },
    // GCS's XML API does not speak the SDK's flexible checksums.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  return client;
}
