/**
 * Offline OCR of one PDF page: pdf.js renders the page (rotation applied by its viewport, so a
 * page with /Rotate 90 or 270 comes out upright) onto an @napi-rs/canvas canvas, and
 * tesseract.js reads it with the LSTM model shipped in the @tesseract.js-data packages
 * (`4.0.0_best_int`, the small integer model). Nothing is fetched: the language data is read
 * from node_modules by path and tesseract.js loads its wasm core with `require`.
 * A page whose text still reads badly (few word-like words, see `recognize`) is tried turned
 * by 90, 270 and 180 degrees, for scans placed sideways without a /Rotate entry.
 * Words come back as text runs in page points, so the layout code treats them like a text layer.
 */
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Canvas } from '@napi-rs/canvas';
import type { PDFPageProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { TextRun } from './text-runs.js';

type TesseractModule = typeof import('tesseract.js');
type Worker = Awaited<ReturnType<TesseractModule['createWorker']>>;

const LANGUAGE_DATA = { en: { code: 'eng', pkg: '@tesseract.js-data/eng' }, es: { code: 'spa', pkg: '@tesseract.js-data/spa' } } as const;
/** Render resolution: 200 dpi (enough for body text; 300 dpi doubles the time for little gain
 *  on these pages), capped so the long side stays under 3000 px (time and memory). */
const TARGET_SCALE = 200 / 72;
const MAX_SIDE_PX = 3000;

const workers = new Map<string, Promise<Worker>>();

function languagePath(pkg: string): string {
  const require = createRequire(import.meta.url);
  return join(dirname(require.resolve(`${pkg}/package.json`)), '4.0.0_best_int');
}

function workerFor(language: 'en' | 'es'): Promise<Worker> {
  let worker = workers.get(language);
  if (!worker) {
    worker = (async () => {
      // CommonJS package: its exports sit on `default` when imported from ESM.
      const imported = (await import('tesseract.js')) as Partial<TesseractModule> & { default?: TesseractModule };
      const api = (imported.default ?? imported) as TesseractModule;
      const { code, pkg } = LANGUAGE_DATA[language];
      return api.createWorker(code, api.OEM.LSTM_ONLY, {
        langPath: languagePath(pkg),
        gzip: true,
        cacheMethod: 'none',
        logger: () => undefined,
        errorHandler: () => undefined,
      });
    })();
    workers.set(language, worker);
    worker.catch(() => workers.delete(language));
  }
  return worker;
}

/** Stop the OCR workers (they are worker threads and keep a process alive). */
export async function shutdownOcr(): Promise<void> {
  const pending = [...workers.values()];
  workers.clear();
  await Promise.all(pending.map(async (w) => (await w.catch(() => null))?.terminate()));
}

interface OcrWord {
  text: string;
  confidence: number;
  bbox: { x0: number; y0: number; x1: number; y1: number };
}
interface OcrLine {
  words: OcrWord[];
  bbox: { x0: number; y0: number; x1: number; y1: number };
}

export async function ocrPage(page: PDFPageProxy, language: 'en' | 'es'): Promise<{ runs: TextRun[]; confidence: number }> {
  const { createCanvas } = await import('@napi-rs/canvas');
  const base = page.getViewport({ scale: 1 });
  const scale = Math.min(TARGET_SCALE, MAX_SIDE_PX / Math.max(base.width, base.height));
  const viewport = page.getViewport({ scale });
  const canvas: Canvas = createCanvas(Math.ceil(viewport.width), Math.ceil(viewport.height));
  const context = canvas.getContext('2d');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  // pdf.js's types name the DOM canvas; @napi-rs/canvas implements the same drawing API.
  await page.render({ canvas: canvas as never, canvasContext: context as never, viewport }).promise;

  const worker = await workerFor(language);
  let best = await recognize(worker, canvas.toBuffer('image/png'));
  if (best.quality < 0.5) {
    for (const turn of [90, 270, 180]) {
      const turned = rotate(createCanvas, canvas, turn);
      const attempt = await recognize(worker, turned.toBuffer('image/png'));
      if (attempt.quality > best.quality + 0.1) best = attempt;
      if (best.quality >= 0.5) break;
    }
  }
  const runs: TextRun[] = [];
  for (const line of best.lines) {
    const lineHeight = (line.bbox.y1 - line.bbox.y0) / scale;
    const size = Math.max(4, lineHeight * 0.8);
    for (const word of line.words) {
      const text = word.text.trim();
      if (!text || word.confidence < 20) continue;
      // A turned page keeps the turned frame: its words are upright there, which layout needs.
      const bottom = word.bbox.y1 / scale;
      runs.push({
        text,
        left: word.bbox.x0 / scale,
        right: word.bbox.x1 / scale,
        top: line.bbox.y0 / scale,
        bottom: Math.max(bottom, line.bbox.y1 / scale),
        baseline: line.bbox.y1 / scale - 0.2 * size,
        size,
        bold: false,
        italic: false,
      });
    }
  }
  return { runs, confidence: Math.round(best.confidence) / 100 };
}

/** `quality`: share of words that read as words (3+ letters) times mean confidence, 0..1.
 *  Sideways text yields symbols and fragments at a deceptively fair confidence. */
async function recognize(worker: Worker, image: Buffer): Promise<{ lines: OcrLine[]; confidence: number; quality: number }> {
  const { data } = await worker.recognize(image, {}, { blocks: true, text: false, hocr: false, tsv: false });
  const lines: OcrLine[] = [];
  for (const block of (data.blocks ?? []) as { paragraphs: { lines: OcrLine[] }[] }[]) {
    for (const paragraph of block.paragraphs) lines.push(...paragraph.lines);
  }
  const words = lines.flatMap((l) => l.words);
  const confidence = words.length > 0 ? words.reduce((n, w) => n + w.confidence, 0) / words.length : 0;
  const wordLike = words.filter((w) => /^[("'¿¡]?\p{L}{3,}[)"'.,;:!?]*$/u.test(w.text.trim())).length;
  const quality = words.length > 0 ? (wordLike / words.length) * (confidence / 100) : 0;
  return { lines, confidence, quality };
}

function rotate(createCanvas: typeof import('@napi-rs/canvas').createCanvas, source: Canvas, degrees: number): Canvas {
  const sideways = degrees % 180 !== 0;
  const width = sideways ? source.height : source.width;
  const height = sideways ? source.width : source.height;
  const canvas: Canvas = createCanvas(width, height);
  const context = canvas.getContext('2d');
  context.translate(width / 2, height / 2);
  context.rotate((degrees * Math.PI) / 180);
  context.drawImage(source, -source.width / 2, -source.height / 2);
  return canvas;
}
