import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { detectFormat } from '../../../shared/formats/index.js';
import { makeDocx } from './docx-fixture.js';
import { run } from './helpers.js';
import { realRedactor } from './real-redactor.js';

const r = (text: string, bold = false) => `<w:r>${bold ? '<w:rPr><w:b/></w:rPr>' : ''}<w:t xml:space="preserve">${text}</w:t></w:r>`;

describe('DOCX', () => {
  it('redacts paragraphs across runs, headers, footnotes, comments and authors, and comes out a DOCX', async () => {
    const docx = makeDocx({
      body:
        `<w:p>${r('Contact ')}${r('Ja', true)}${r('ne Doe')}${r(' at jane.doe@example.com &amp; co.')}</w:p>` +
        `<w:p>${r('SSN')}<w:r><w:tab/></w:r>${r('536-22-8714')}</w:p>` +
        `<w:p><w:del w:id="1" w:author="John Smith"><w:r><w:delText>old ana@correo.es</w:delText></w:r></w:del></w:p>`,
      header: `<w:p>${r('Prepared by Jane Doe')}</w:p>`,
      footnotes: `<w:footnote w:id="1"><w:p>${r('Call +1 415-555-0132.')}</w:p></w:footnote>`,
      comments: `<w:comment w:id="0" w:author="Jane Doe" w:initials="JD"><w:p>${r('Check with jane.doe@example.com')}</w:p></w:comment>`,
      creator: 'Jane Doe',
    });
    expect(detectFormat(docx.subarray(0, 4096))).toBe('docx');
    const { out, result } = await run('docx', docx, realRedactor(), 4096);
    const files = unzipSync(out);
    expect(Object.keys(files).sort()).toEqual(Object.keys(unzipSync(docx)).sort());
    const doc = strFromU8(files['word/document.xml']!);
    // The replacement goes into the run where the name starts; the bold run keeps its formatting.
    expect(doc).toContain(`${r('Contact ')}${r('[PERSON]', true)}${r('')}${r(' at [EMAIL_ADDRESS] &amp; co.')}`);
    expect(doc).toContain(`${r('SSN')}<w:r><w:tab/></w:r>${r('[US_SSN]')}`);
    expect(doc).toContain('<w:delText>old [EMAIL_ADDRESS]</w:delText>');
    expect(doc).toContain('w:author="[PERSON]"');
    expect(strFromU8(files['word/header1.xml']!)).toContain('Prepared by [PERSON]');
    expect(strFromU8(files['word/footnotes.xml']!)).toContain('Call [PHONE_NUMBER].');
    expect(strFromU8(files['word/comments.xml']!)).toContain('w:author="[PERSON]"');
    expect(strFromU8(files['word/comments.xml']!)).toContain('Check with [EMAIL_ADDRESS]');
    expect(strFromU8(files['docProps/core.xml']!)).toContain('<dc:creator>[PERSON]</dc:creator>');
    expect(strFromU8(files['[Content_Types].xml']!)).toBe(strFromU8(unzipSync(docx)['[Content_Types].xml']!));
    // Offsets count code points of the plain text: paragraphs one per line.
    const plain = 'Contact Jane Doe at jane.doe@example.com & co.\nSSN\t536-22-8714\nold ana@correo.es\n';
    const person = result.findings[0]!;
    expect(plain.slice(person.start, person.end)).toBe('Jane Doe');
    const ssn = result.findings.find((f) => f.entity_type === 'US_SSN')!;
    expect(plain.slice(ssn.start, ssn.end)).toBe('536-22-8714');
    expect(result.outputExtension).toBe('docx');
  });

  it('redacts link targets and field codes, which the file holds though the text shows something else', async () => {
    const docx = makeDocx({
      body:
        `<w:p><w:hyperlink r:id="rId9" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships">${r('write to me')}</w:hyperlink></w:p>` +
        `<w:p><w:r><w:fldChar w:fldCharType="begin"/></w:r><w:r><w:instrText xml:space="preserve"> HYPERLINK "mailto:ana@correo.es" </w:instrText></w:r><w:r><w:fldChar w:fldCharType="end"/></w:r></w:p>`,
      links: { rId9: 'mailto:jane.doe@example.com' },
    });
    const { out } = await run('docx', docx, realRedactor(), 4096);
    const files = unzipSync(out);
    const rels = strFromU8(files['word/_rels/document.xml.rels']!);
    expect(rels).toContain('Target="mailto:[EMAIL_ADDRESS]" TargetMode="External"');
    expect(rels).toContain('Target="styles.xml"');
    expect(strFromU8(files['word/document.xml']!)).toContain(' HYPERLINK "mailto:[EMAIL_ADDRESS]" </w:instrText>');
  });

  it('refuses a truncated document and a ZIP that is not a Word document', async () => {
    const docx = makeDocx({ body: `<w:p>${r('Hello')}</w:p>` });
    await expect(run('docx', docx.subarray(0, docx.length - 30), realRedactor(), 4096)).rejects.toMatchObject({ reason: 'corrupt', message: expect.stringMatching(/damaged or truncated/) });
    const { zipSync, strToU8 } = await import('fflate');
    const zip = zipSync({ 'xl/workbook.xml': strToU8('<workbook/>') });
    expect(detectFormat(zip)).toBeNull();
    await expect(run('docx', zip, realRedactor(), 4096)).rejects.toMatchObject({ reason: 'unsupported' });
  });
});
