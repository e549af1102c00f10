/**
 * The input's fault: a file that is corrupt, of a kind we do not read, password-protected or
 * without any content. The API maps these to 400 (synchronous checks) or a `failed` job; any
 * other error thrown by this module is the system's fault.
 * Messages are fixed sentences: they never quote the document.
 */
export type DocumentErrorReason = 'corrupt' | 'unsupported' | 'encrypted' | 'empty';

const MESSAGES: Record<DocumentErrorReason, string> = {
  corrupt: 'The document could not be read: the file is damaged or not what its type says.',
  unsupported: 'The document type is not supported: send a PDF or a DOCX file.',
  encrypted: 'The document is password-protected; send it without a password.',
  empty: 'The document has no readable content.',
};

export class DocumentError extends Error {
  readonly reason: DocumentErrorReason;

  constructor(reason: DocumentErrorReason, message: string = MESSAGES[reason]) {
    super(message);
    this.name = 'DocumentError';
    this.reason = reason;
  }
}
