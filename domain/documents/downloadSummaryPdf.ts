import { saveBlob } from './saveBlob.ts';
import type { SummarySection } from './summaryPdf.ts';

/** What a downloaded summary holds: its title, a subtitle (the date) and the sections. */
export interface SummaryDocument {
  title: string;
  subtitle: string;
  sections: SummarySection[];
}

/** A file name from a free text: lower case, spaces as dashes, `.pdf` added. */
export const pdfFileName = (name: string) => `${name}.pdf`.replace(/\s+/g, '-').toLowerCase();

/**
 * Builds the summary's PDF ({@link summaryPdf}, loaded only now) and hands it to the browser as a
 * download named after `name`. A failure throws (the caller says so and offers a retry).
 */
export async function downloadSummaryPdf(doc: SummaryDocument, name: string): Promise<void> {
  const { summaryPdf } = await import('./summaryPdf.ts');
  const blob = await summaryPdf(doc.title, doc.subtitle, doc.sections);
  saveBlob(blob, pdfFileName(name));
}
