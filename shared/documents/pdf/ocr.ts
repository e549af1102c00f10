import type { PDFPageProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { TextRun } from './text-runs.js';

export async function ocrPage(_page: PDFPageProxy, _language: 'en' | 'es'): Promise<{ runs: TextRun[]; confidence: number }> {
  return { runs: [], confidence: 0 };
}
