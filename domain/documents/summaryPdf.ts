/** A section of a printed / downloaded summary: a heading and its lines ([label, value]). */
export interface SummarySection {
  title: string;
  lines: [string, string][];
}

// Helvetica's WinAnsi encoding: Latin-1 plus a few punctuation marks; anything else is dropped.
const printable = (text: string) =>
  text
    .replace(/[\u202f]/g, ' ')
    .replace(/[^\u0020-\u00ff\u2013\u2014\u2018\u2019\u201c\u201d\u2026\u2212]/g, '')
    .replace(/\u2212/g, '-');

/**
 * A one-page A4 PDF of a summary (pdf-lib, loaded only when called; hub-configurator's summary and
 * hub-quotation-simulator's quotation): title, date, then each section with
 * its lines, labels left and values right.
 */
export async function summaryPdf(title: string, subtitle: string, sections: SummarySection[]): Promise<Blob> {
  const { PDFDocument, StandardFonts, rgb } = await import('pdf-lib');
  const pdf = await PDFDocument.create();
  pdf.setTitle(printable(title));
  const page = pdf.addPage([595, 842]);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const ink = rgb(0.1, 0.1, 0.1);
  const left = 56;
  const right = 539;
  let y = 780;
  page.drawText(printable(title), { x: left, y, size: 20, font: bold, color: ink });
  y -= 22;
  page.drawText(printable(subtitle), { x: left, y, size: 10, font: regular, color: rgb(0.35, 0.35, 0.35) });
  y -= 30;
  for (const section of sections) {
    if (y < 80) break;
    page.drawText(printable(section.title), { x: left, y, size: 13, font: bold, color: ink });
    y -= 18;
    for (const [label, value] of section.lines) {
      if (y < 60) break;
      const text = printable(value);
      page.drawText(printable(label).slice(0, 70), { x: left + 8, y, size: 11, font: regular, color: ink });
      if (text)
        page.drawText(text, {
          x: right - regular.widthOfTextAtSize(text, 11),
          y,
          size: 11,
          font: regular,
          color: ink,
        });
      y -= 16;
    }
    y -= 10;
  }
  const bytes = await pdf.save();
  return new Blob([bytes as BlobPart], { type: 'application/pdf' });
}
