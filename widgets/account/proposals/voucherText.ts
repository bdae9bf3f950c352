import type { UserProposal } from '../../../api/funding.ts';
import { formatDate, formatMoney } from '../../../core/format.ts';
import type { Market } from '../../../core/markets.ts';
import type { ProposalsT } from './i18n.ts';

/** Whether a proposal has a voucher to download: every one but a denied proposal. */
export const hasVoucher = (proposal: UserProposal) => proposal.status !== 'DENIED_PROPOSAL';

/**
 * The proposal voucher as plain text (seed 000 §3 "Proposal voucher": number, buyer and document,
 * dealer, total, entrance, final installment, term, installment, validity) in the market's words,
 * money and dates; figures the service did not give are left out.
 */
export function voucherText(
  t: ProposalsT,
  proposal: UserProposal,
  statusWords: string,
  market: Market,
): string {
  const money = (value: number | null | undefined) =>
    typeof value === 'number' ? formatMoney(value, market) : null;
  const rows: [string, string | null | undefined][] = [
    [t('voucherNumber'), proposal.id],
    [t('voucherStatus'), statusWords],
    [t('voucherVehicle'), proposal.vehicle],
    [t('voucherBuyer'), proposal.buyerName],
    [t('voucherDocument'), proposal.buyerDocument],
    [t('voucherDealer'), proposal.dealerName],
    [t('voucherTotal'), money(proposal.totalValue)],
    [t('voucherEntrance'), money(proposal.entranceValue)],
    [t('voucherFinal'), proposal.finalInstallmentValue ? money(proposal.finalInstallmentValue) : null],
    [
      t('voucherTerm'),
      proposal.installments ? t('voucherTermValue', { months: proposal.installments }) : null,
    ],
    [t('voucherInstallment'), money(proposal.installmentValue)],
    [t('voucherValidity'), proposal.validUntil ? formatDate(proposal.validUntil, market) : null],
  ];
  return [
    t('voucherTitle'),
    '',
    ...rows
      .filter((row): row is [string, string] => Boolean(row[1]))
      .map(([label, value]) => `${label}: ${value}`),
    '',
  ].join('\n');
}
