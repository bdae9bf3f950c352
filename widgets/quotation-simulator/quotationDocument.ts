import { formatDate, formatMoney } from '../../core/format.ts';
import type { Market } from '../../core/markets.ts';
import type { SummaryDocument } from '../../domain/documents/downloadSummaryPdf.ts';
import type { QuotationT } from './i18n.ts';
import type { QuotationDraft } from './quotationDraft.ts';
import { type QuotedCar, quotationTotals, type Seller } from './quotationPayload.ts';

/** What the document says besides the car and the draft: its number (once saved), date and seller. */
export interface DocumentFacts {
  number: string | null;
  date: Date;
  seller: Seller;
}

/**
 * The quotation as the seller hands it to the customer (seed 001 §3 fields): number, opportunity, the
 * car (model, version, colour, coating, stock source), optionals, accessories, values (initial price,
 * price, discount, bonus, total, payment), comment and seller. Shown as the preview and downloaded as
 * the PDF of domain/documents.
 */
export function quotationDocument(
  car: QuotedCar,
  draft: QuotationDraft,
  facts: DocumentFacts,
  t: QuotationT,
  market: Market,
): SummaryDocument {
  const money = (value: number) => formatMoney(value, market);
  const totals = quotationTotals(car, draft);
  const items = car.parts.filter((part) => part.type === 'ITEM');
  const accessories = car.parts.filter((part) => part.type === 'ACCESSORY');
  const list = (parts: typeof items, priced: boolean): [string, string][] =>
    parts.length
      ? parts.map((part) => [part.name, priced ? money(part.price) : t('docToAgree')])
      : [[t('none'), '']];
  const name = `${car.version.modelName ?? ''} ${car.version.versionName ?? ''} ${car.year}`.trim();
  return {
    title: `${t('docTitle')} ${facts.number ?? ''}`.trim(),
    subtitle: t('docDate', { date: formatDate(facts.date, market), days: draft.validityDays }),
    sections: [
      {
        title: t('docTitle'),
        lines: [
          [t('docNumber'), facts.number ?? t('docNumberPending')],
          [t('docOpportunity'), draft.opportunityName.trim()],
          [t('docSeller'), `${facts.seller.name} <${facts.seller.email}>`],
        ],
      },
      {
        title: t('docCar'),
        lines: [
          [t('docModel'), name],
          [t('docColor'), car.color ? `${car.color.name} (${t(`group.${car.colorGroup}`)})` : t('none')],
          [t('docCoating'), car.coating?.name ?? t('none')],
          [t('docStock'), draft.stockSource === 'factory' ? t('stockFactory') : t('stockDealer')],
        ],
      },
      { title: t('docItems'), lines: list(items, true) },
      { title: t('docAccessories'), lines: list(accessories, !draft.accessoriesPriceToAgree) },
      {
        title: t('docValues'),
        lines: [
          [t('docInitialPrice'), money(totals.initialPrice)],
          [t('docPrice'), money(totals.price)],
          [t('docColor'), money(totals.colorPrice)],
          [t('docCoating'), money(totals.coatingPrice)],
          [t('docItems'), money(totals.optionals)],
          [t('docAccessories'), draft.accessoriesPriceToAgree ? t('docToAgree') : money(totals.accessories)],
          [t('docDiscount'), `− ${money(totals.discount)}`],
          [t('docBonus'), `− ${money(totals.bonus)}`],
          [t('docTotal'), money(totals.total)],
          [t('docPayment'), draft.cashPayment ? t('cashPayment') : t('docToAgree')],
        ],
      },
      ...(draft.comment.trim()
        ? [{ title: t('docComment'), lines: [[draft.comment.trim(), '']] as [string, string][] }]
        : []),
    ],
  };
}
