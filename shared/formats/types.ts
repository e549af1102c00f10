export type FileFormat = 'text' | 'markdown' | 'csv' | 'json' | 'html' | 'docx' | 'pdf';

export const FILE_FORMATS: readonly FileFormat[] = ['text', 'markdown', 'csv', 'json', 'html', 'docx', 'pdf'];

/** A finding within one segment, in code points of that segment, half-open [start, end). */
export interface SegmentFinding {
  entity_type: string;
  start: number;
  end: number;
  score: number;
  /**
   * The text that replaced [start, end) in the redacted segment. Optional: the operators'
   * findings carry it; when absent it is worked out from the redacted text.
   */
  replacement?: string;
}

/** Redacts many text segments in one call; one answer per segment, in order. Provided by the caller. */
export type RedactSegments = (segments: string[]) => Promise<{ text: string; findings: SegmentFinding[] }[]>;

/** A finding of the whole file (see `redactFile` for what the offsets count). */
export interface FileFinding {
  entity_type: string;
  start: number;
  end: number;
  score: number;
}

export interface FormatResult {
  /** At most `maxFindings` of them (in file order); `entityCount` counts them all. */
  findings: FileFinding[];
  entityCount: number;
  /** Code points of text sent to detection (metering: tokens = ceil(characters / 4)). */
  characters: number;
  outputContentType: string;
  /** Without the dot: `txt`, `md`, `csv`, `json`, `html`, `docx`; `md` for PDF. */
  outputExtension: string;
}

export interface RedactFileOptions {
  onProgress?: (fraction: number) => void;
  /** The input's size in bytes, if known: progress is measured against it. */
  totalBytes?: number;
  /** Keep at most this many findings in the result (default 10,000); the count stays exact. */
  maxFindings?: number;
  /** The document's language, for PDF layout analysis and OCR of pages without text (default en). */
  language?: 'en' | 'es';
}

export type FormatErrorReason = 'corrupt' | 'unsupported' | 'too_large' | 'encoding';

/**
 * The input's fault (the job is `failed`, not retried). `message` is a sentence for the user:
 * it names the problem, never the file's content.
 */
export class FormatError extends Error {
  readonly reason: FormatErrorReason;

  constructor(reason: FormatErrorReason, message: string) {
    super(message);
    this.name = 'FormatError';
    this.reason = reason;
  }
}
