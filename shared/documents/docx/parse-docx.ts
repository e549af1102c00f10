import { DocumentError } from '../errors.js';
import type { CanonicalDocument, ParseOptions } from '../types.js';

export async function parseDocx(_bytes: Uint8Array, _options: ParseOptions): Promise<CanonicalDocument> {
  throw new DocumentError('unsupported', 'DOCX parsing is being built.');
}
