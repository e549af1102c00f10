/**
 * Media type from content, never from a file name or a client's Content-Type.
 * PDF: the `%PDF-` signature within the first 1024 bytes (readers tolerate leading junk there).
 * DOCX: a ZIP whose central directory lists `word/document.xml` (an XLSX or a JAR is a ZIP too).
 */
import type { MediaType } from './types.js';

const PDF_SIGNATURE = [0x25, 0x50, 0x44, 0x46, 0x2d]; // %PDF-
const PDF_SEARCH_WINDOW = 1024;

export function detectMediaType(bytes: Uint8Array): MediaType | null {
  if (hasPdfSignature(bytes)) return 'pdf';
  if (zipEntryNames(bytes)?.includes('word/document.xml')) return 'docx';
  return null;
}

function hasPdfSignature(bytes: Uint8Array): boolean {
  const end = Math.min(bytes.length - PDF_SIGNATURE.length, PDF_SEARCH_WINDOW);
  outer: for (let i = 0; i <= end; i++) {
    for (let j = 0; j < PDF_SIGNATURE.length; j++) if (bytes[i + j] !== PDF_SIGNATURE[j]) continue outer;
    return true;
  }
  return false;
}

/** Names in a ZIP's central directory, or null when the bytes are not a readable ZIP. */
export function zipEntryNames(bytes: Uint8Array): string[] | null {
  if (bytes.length < 22 || bytes[0] !== 0x50 || bytes[1] !== 0x4b || bytes[2] !== 0x03 || bytes[3] !== 0x04) return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  // End of central directory record: signature 0x06054b50, at most 65535 (comment) + 22 from the end.
  const minStart = Math.max(0, bytes.length - 22 - 0xffff);
  let eocd = -1;
  for (let i = bytes.length - 22; i >= minStart; i--) {
    if (view.getUint32(i, true) === 0x06054b50) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) return null;
  const count = view.getUint16(eocd + 10, true);
  let offset = view.getUint32(eocd + 16, true);
  const names: string[] = [];
  const decoder = new TextDecoder();
  for (let n = 0; n < count; n++) {
    if (offset + 46 > bytes.length || view.getUint32(offset, true) !== 0x02014b50) return null;
    const nameLength = view.getUint16(offset + 28, true);
    const extraLength = view.getUint16(offset + 30, true);
    const commentLength = view.getUint16(offset + 32, true);
    if (offset + 46 + nameLength > bytes.length) return null;
    names.push(decoder.decode(bytes.subarray(offset + 46, offset + 46 + nameLength)));
    offset += 46 + nameLength + extraLength + commentLength;
  }
  return names;
}
