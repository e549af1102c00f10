/**
 * File formats for redaction jobs: detect a file's format from its content and redact a whole
 * file of that format, keeping the format. A pure library: no AWS, no HTTP, no DynamoDB. The
 * caller (the jobs worker) supplies `RedactSegments`, which runs detection and the redaction
 * method on many text segments at once, so lookups (pseudonyms) and detection can be batched.
 */
export type { FileFormat } from './types.js';
export { FormatError } from './types.js';
export type { FormatResult, RedactFileOptions, RedactSegments, SegmentFinding } from './types.js';
export { detectFormat } from './detect.js';
export { redactFile, formatInfo } from './redact-file.js';
