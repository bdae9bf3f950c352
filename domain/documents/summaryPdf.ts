import { A4, type PdfText, pdfFile } from './pdf/pdfFile.ts';
import { textWidth } from './pdf/textWidth.ts';
import { toWinAnsi } from './pdf/winAnsi.ts';
import { wrapText } from './pdf/wrapText.ts';

/** A section of a printed / downloaded summary: a heading and its lines ([label, value]). */
export interface SummarySection {
  title: string;
  lines: [string, string][];
}

const LEFT = 56;
const RIGHT = A4.width - 56;
const TOP = A4.height - 62;
/** The lowest baseline a summary line may take; the page number sits below it. */
const BOTTOM = 64;
const BODY = 11;
const LEADING = 14;
/** A value takes at most this share of the line; the label wraps in the rest. */
const VALUE_SHARE = 0.45;

/** A summary line laid out: its label and value lines, and the height they take. */
function rowOf([label, value]: [string, string]) {
  const indent = LEFT + 8;
  const valueText = toWinAnsi(value);
  const valueWidth = Math.min(textWidth(valueText, BODY), (RIGHT - indent) * VALUE_SHARE);
  const values = valueText ? wrapText(valueText, valueWidth, BODY) : [];
  const labels = wrapText(toWinAnsi(label), RIGHT - indent - valueWidth - (valueText ? 16 : 0), BODY);
  const height = Math.max(labels.length, values.length) * LEADING + 2;
  const draw = (y: number): PdfText[] => [
    ...labels.map((text, i) => ({ text, x: indent, y: y - i * LEADING, size: BODY })),
    ...values.map((text, i) => ({ text, x: RIGHT - textWidth(text, BODY), y: y - i * LEADING, size: BODY })),
  ];
  return { height, draw };
}

/**
 * A summary as an A4 PDF (hub-configurator's summary, hub-quotation-simulator's quotation): the title and
 * date, then each section with its lines, labels left and values right. Long labels and values wrap;
 * a summary longer than a page goes on as many pages as it needs, a section's heading never left alone
 * at a page's foot, and every page is numbered "n / N". Written by the small writer in `pdf/` with the
 * standard Helvetica fonts, so the code the download loads stays a few kilobytes.
 */
export async function summaryPdf(title: string, subtitle: string, sections: SummarySection[]): Promise<Blob> {
  let page: PdfText[] = [];
  const pages = [page];
  let y = TOP;
  const newPage = () => {
    page = [];
    pages.push(page);
    y = TOP;
  };
  for (const line of wrapText(toWinAnsi(title), RIGHT - LEFT, 20, true)) {
    page.push({ text: line, x: LEFT, y, size: 20, bold: true });
    y -= 24;
  }
  page.push({ text: toWinAnsi(subtitle), x: LEFT, y: y + 2, size: 10, grey: 0.35 });
  y -= 28;
  for (const section of sections) {
    const rows = section.lines.map(rowOf);
    // The heading goes to the next page unless its first line fits under it.
    if (y - 18 - (rows[0]?.height ?? 0) < BOTTOM) newPage();
    page.push({ text: toWinAnsi(section.title), x: LEFT, y, size: 13, bold: true });
    y -= 18;
    for (const row of rows) {
      if (y - row.height + LEADING < BOTTOM) newPage();
      page.push(...row.draw(y));
      y -= row.height;
    }
    y -= 10;
  }
  pages.forEach((texts, index) => {
    const number = `${index + 1} / ${pages.length}`;
    texts.push({ text: number, x: RIGHT - textWidth(number, 9), y: 36, size: 9, grey: 0.35 });
  });
  return new Blob([pdfFile(title, pages) as BlobPart], { type: 'application/pdf' });
}
