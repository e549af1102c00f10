/**
 * A plain text PDF written byte by byte (no library): N pages, each with a bold heading and
 * paragraphs of body text in the standard Helvetica fonts, as a word processor would export.
 * Used to time parsing without images or embedded fonts in the way.
 */

const WORDS = 'the service parses documents into blocks with headings paragraphs lists and tables then renders markdown and chunks for retrieval while keeping page numbers and boxes for citations'.split(' ');

function paragraph(seed: number, words: number): string {
  return Array.from({ length: words }, (_, i) => WORDS[(seed * 7 + i * 3) % WORDS.length]).join(' ');
}

function escapePdf(text: string): string {
  return text.replace(/[\\()]/g, (c) => `\\${c}`);
}

function pageContent(page: number): string {
  const lines: string[] = ['BT', '/F2 16 Tf', `72 740 Td`, `(${escapePdf(`Section ${page}: parsing results`)}) Tj`, 'ET'];
  let y = 710;
  for (let p = 0; p < 5; p++) {
    const words = paragraph(page * 10 + p, 90).split(' ');
    // Wrap at about 90 characters a line.
    const wrapped: string[] = [];
    let line = '';
    for (const word of words) {
      if ((line + ' ' + word).length > 90) {
        wrapped.push(line);
        line = word;
      } else line = line ? `${line} ${word}` : word;
    }
    if (line) wrapped.push(line);
    for (const text of wrapped) {
      lines.push('BT', '/F1 11 Tf', `72 ${y} Td`, `(${escapePdf(text)}) Tj`, 'ET');
      y -= 14;
    }
    y -= 10;
  }
  lines.push('BT', '/F1 9 Tf', `300 40 Td`, `(${page}) Tj`, 'ET');
  return lines.join('\n');
}

export function textPdf(pages: number): Uint8Array {
  const objects: string[] = [];
  const add = (body: string) => objects.push(body) ;
  add('<< /Type /Catalog /Pages 2 0 R >>');
  const pageIds = Array.from({ length: pages }, (_, i) => 5 + i * 2);
  add(`<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pages} >>`);
  add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>');
  add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>');
  for (let i = 0; i < pages; i++) {
    const id = 5 + i * 2;
    add(`<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> /Contents ${id + 1} 0 R >>`);
    const content = pageContent(i + 1);
    add(`<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`);
  }
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(out, 'latin1'));
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out, 'latin1');
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new Uint8Array(Buffer.from(out, 'latin1'));
}
