import type { Input, OutputWriter, Progress } from './io.js';
import type { SegmentRedactor } from './segments.js';
import { FormatError } from './types.js';

export async function redactHtml(_input: Input, _out: OutputWriter, _redactor: SegmentRedactor, _progress: Progress): Promise<void> {
  throw new FormatError('unsupported', 'This format is not supported yet.');
}
