import { describe, expect, it } from 'vitest';
import { inboxTenant, outputKey, parseBucketUri, requestedOutputTarget, schemeOf } from '../../../shared/jobs/storage-uri.js';

describe('storage URIs', () => {
  it('parses s3:// and gs:// URIs, keys may be empty (a bucket prefix)', () => {
    expect(parseBucketUri('s3://my-bucket/a/b.txt')).toEqual({ scheme: 's3', bucket: 'my-bucket', key: 'a/b.txt' });
    expect(parseBucketUri('gs://data.example/x')).toEqual({ scheme: 'gs', bucket: 'data.example', key: 'x' });
    expect(parseBucketUri('s3://bucket/')).toEqual({ scheme: 's3', bucket: 'bucket', key: '' });
    expect(parseBucketUri('s3://Bad_Bucket/x')).toBeUndefined();
    expect(parseBucketUri('https://x/y')).toBeUndefined();
  });

  it('knows the source schemes; plain http only where the SSRF guard allows loopback', () => {
    expect(schemeOf('S3://b/k')).toBe('s3');
    expect(schemeOf('https://example.com/x')).toBe('https');
    expect(schemeOf('ftp://example.com/x')).toBeUndefined();
    const saved = process.env.SSRF_ALLOW_LOOPBACK;
    delete process.env.SSRF_ALLOW_LOOPBACK;
    expect(schemeOf('http://example.com/x')).toBeUndefined();
    process.env.SSRF_ALLOW_LOOPBACK = saved;
  });

  it('puts outputs at fixed keys: the job prefix, an output_uri prefix, or an exact key', () => {
    expect(outputKey('ten_1', 'job_1', 'csv')).toBe('jobs/ten_1/job_1/output.csv');
    expect(requestedOutputTarget('s3://out/redacted/', 'job_1', 'txt')).toEqual({ bucket: 'out', key: 'redacted/job_1.txt' });
    expect(requestedOutputTarget('s3://out/', 'job_1', 'txt')).toEqual({ bucket: 'out', key: 'job_1.txt' });
    expect(requestedOutputTarget('s3://out/final.csv', 'job_1', 'csv')).toEqual({ bucket: 'out', key: 'final.csv' });
  });

  it('reads the tenant of an inbox key, and nothing else', () => {
    expect(inboxTenant('inbox/ten_abc/drops/a.txt')).toBe('ten_abc');
    expect(inboxTenant('inbox/ten_abc/')).toBeUndefined();
    expect(inboxTenant('jobs/ten_abc/a.txt')).toBeUndefined();
    expect(inboxTenant('inbox/../x/a.txt')).toBeUndefined();
  });
});
