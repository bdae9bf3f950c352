/** One line of text on a page: WinAnsi text ({@link toWinAnsi}), its baseline origin in points, style. */
export interface PdfText {
  text: string;
  x: number;
  y: number;
  size: number;
  bold?: boolean;
  /** Grey level 0 (black) – 1 (white). */
  grey?: number;
}

/** A4 portrait in points. */
export const A4 = { width: 595, height: 842 } as const;

const num = (value: number) => String(Math.round(value * 100) / 100);
const literal = (text: string) => `(${text.replace(/[\\()]/g, (char) => `\\${char}`)})`;
/** A text string for the document information (any Unicode): UTF-16BE with its byte-order mark, in hex. */
const unicodeHex = (text: string) =>
  `<FEFF${Array.from({ length: text.length }, (_, i) => text.charCodeAt(i).toString(16).padStart(4, '0')).join('')}>`;

/** The content stream that draws a page's texts with the two standard fonts (F1 regular, F2 bold). */
const contentOf = (texts: PdfText[]) =>
  texts
    .map(
      ({ text, x, y, size, bold, grey = 0.1 }) =>
        `${num(grey)} g BT /${bold ? 'F2' : 'F1'} ${num(size)} Tf ${num(x)} ${num(y)} Td ${literal(text)} Tj ET`,
    )
    .join('\n');

/**
 * A PDF 1.4 file of A4 pages of text set in the standard Helvetica fonts (WinAnsi, nothing embedded, so the
 * writer needs no font data): catalog, page tree, one content stream per page, the document title in its
 * information dictionary, and the cross-reference table readers use to find each object.
 */
export function pdfFile(title: string, pages: PdfText[][]): Uint8Array {
  const objects: string[] = [];
  const add = (body: string) => objects.push(body);
  add('<< /Type /Catalog /Pages 2 0 R >>');
  const kids = pages.map((_, index) => `${5 + index * 2} 0 R`).join(' ');
  add(`<< /Type /Pages /Kids [${kids}] /Count ${pages.length} >>`);
  add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>');
  add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>');
  for (const [index, texts] of pages.entries()) {
    add(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${A4.width} ${A4.height}] ` +
        `/Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> /Contents ${6 + index * 2} 0 R >>`,
    );
    const content = contentOf(texts);
    add(`<< /Length ${content.length} >>\nstream\n${content}\nendstream`);
  }
  add(`<< /Title ${unicodeHex(title)} /Producer (hub-widgets) >>`);

  // A binary comment after the header tells transfer tools the file is not plain text.
  let file = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets = objects.map((body, index) => {
    const offset = file.length;
    file += `${index + 1} 0 obj\n${body}\nendobj\n`;
    return offset;
  });
  const xref = file.length;
  file += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  file += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  file += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info ${objects.length} 0 R >>\n`;
  file += `startxref\n${xref}\n%%EOF\n`;
  return Uint8Array.from(file, (char) => char.charCodeAt(0));
}
