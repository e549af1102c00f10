/**
 * pdf.js (pdfjs-dist 5.6.205, legacy build: the newest release that supports Node 20) loaded
 * once per process, with its worker module run in-thread ("fake worker": no worker file to
 * locate in a Lambda bundle). The legacy build takes DOMMatrix, ImageData and Path2D from
 * @napi-rs/canvas when that is installed; where it is not (a text-only bundle), three small
 * stand-ins are enough for text extraction, which never draws.
 */
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

type PdfJs = typeof import('pdfjs-dist/legacy/build/pdf.mjs');

let loading: Promise<PdfJs> | undefined;

export function loadPdfJs(): Promise<PdfJs> {
  loading ??= (async () => {
    installGeometryStandIns();
    const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
    const globals = globalThis as { pdfjsWorker?: unknown };
    globals.pdfjsWorker ??= await import('pdfjs-dist/legacy/build/pdf.worker.mjs');
    return pdfjs;
  })();
  return loading;
}

/** Directory of pdf.js's standard font data (for PDFs that do not embed the 14 base fonts). */
export function standardFontDataUrl(): string | undefined {
  try {
    const require = createRequire(import.meta.url);
    return `${join(dirname(require.resolve('pdfjs-dist/package.json')), 'standard_fonts')}/`;
  } catch {
    return undefined;
  }
}

function installGeometryStandIns(): void {
  const g = globalThis as Record<string, unknown>;
  try {
    // Real implementations when the native canvas package is present (it also renders for OCR).
    const canvas = createRequire(import.meta.url)('@napi-rs/canvas') as Record<string, unknown>;
    g.DOMMatrix ??= canvas.DOMMatrix;
    g.ImageData ??= canvas.ImageData;
    g.Path2D ??= canvas.Path2D;
    return;
  } catch {
    // Not installed: fall through to the stand-ins.
  }
  class MatrixStandIn {
    a = 1; b = 0; c = 0; d = 1; e = 0; f = 0;
    constructor(init?: number[]) {
      if (Array.isArray(init) && init.length === 6) [this.a, this.b, this.c, this.d, this.e, this.f] = init as [number, number, number, number, number, number];
    }
    multiplySelf() { return this; }
    preMultiplySelf() { return this; }
    translate() { return this; }
    scale() { return this; }
    invertSelf() { return this; }
    translateSelf() { return this; }
    scaleSelf() { return this; }
  }
  g.DOMMatrix ??= MatrixStandIn;
  g.ImageData ??= class { constructor(readonly data: unknown, readonly width: number, readonly height: number) {} };
  g.Path2D ??= class {};
}
