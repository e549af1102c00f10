import { DocumentError } from '../errors.js';
import type { CanonicalDocument, ParseOptions } from '../types.js';

export async function parsePdf(_bytes: Uint8Array, _options: ParseOptions): Promise<CanonicalDocument> {
  throw new DocumentError('unsupported', 'PDF parsing is being built.');
}
