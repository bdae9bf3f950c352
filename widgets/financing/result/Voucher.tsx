import type { NormalizedSimulation } from '../../../api/financing/types.ts';
import { formatDate, formatMoney } from '../../../core/format.ts';
import { useWidget } from '../../../core/WidgetContext.tsx';
import { costsText } from '../../../domain/financing/costs.ts';
import { totalOf } from '../../../domain/financing/totalOf.ts';
import type { FinancingT } from '../i18n.ts';

/** What the printable voucher shows (seed 000 §3 "Proposal voucher"). */
export interface VoucherData {
  number: string;
  buyer: string;
  document: string;
  dealerName?: string | undefined;
  dealerContact?: string | undefined;
  validUntil: Date;
  result: NormalizedSimulation;
}

/** The proposal voucher; the print stylesheet shows only this. */
export function Voucher({ t, data }: { t: FinancingT; data: VoucherData }) {
  const { context } = useWidget();
  const money = (v: number) => formatMoney(v, context.market);
  const rows: [string, string][] = [
    [t('voucherNumber'), data.number],
    [t('voucherBuyer'), data.buyer],
    [t('voucherDocument'), data.document],
    [
      t('voucherDealer'),
      data.dealerName
        ? [data.dealerName, data.dealerContact].filter(Boolean).join(' — ')
        : t('voucherDealerNone'),
    ],
    ...(data.result.discount
      ? [
          [
            t('couponDiscount', { name: data.result.discount.coupon }),
            t('couponDiscountValue', { amount: money(data.result.discount.amount) }),
          ] as [string, string],
        ]
      : []),
    [t('voucherTotal'), money(totalOf(data.result))],
    [t('voucherEntrance'), money(data.result.entranceValue)],
    // A plan without a final (balloon) installment — CDC — has none to show.
    ...(data.result.finalInstallmentValue > 0
      ? [[t('voucherFinal'), money(data.result.finalInstallmentValue)] as [string, string]]
      : []),
    [t('voucherTerm'), t('voucherTermValue', { months: data.result.totalInstallments })],
    [t('voucherInstallment'), money(data.result.installmentsValue)],
    ...(costsText(t, data.result, context.market)
      ? [[t('comparatorCosts'), costsText(t, data.result, context.market)] as [string, string]]
      : []),
    [t('voucherValidity'), formatDate(data.validUntil, context.market)],
  ];
  return (
    <section className="hub-card fin-voucher" aria-labelledby="fin-voucher-title" data-print>
      <h3 className="hub-subtitle" id="fin-voucher-title">
        {t('voucherTitle')}
      </h3>
      <dl className="fin-figures">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {data.result.legalText && <p className="fin-legal">{data.result.legalText}</p>}
    </section>
  );
}
