import { useEffect, useRef } from 'react';
import type { NormalizedSimulation, SimulationInput } from '../../../../api/financing/types.ts';
import { formatMoney } from '../../../../core/format.ts';
import { ScrollRegion } from '../../../../core/ScrollRegion.tsx';
import { useWidget } from '../../../../core/WidgetContext.tsx';
import { costsText } from '../../../../domain/financing/costs.ts';
import { totalOf } from '../../../../domain/financing/totalOf.ts';
import type { FinancingT } from '../../i18n.ts';
import type { ComparedTerm } from './useComparator.ts';
import type { VersionComparison } from './useVersionComparator.ts';
import { VersionTable } from './VersionTable.tsx';

interface Props {
  t: FinancingT;
  rows: ComparedTerm[] | null;
  entranceValue: number;
  onChoose: (result: NormalizedSimulation, input: SimulationInput) => void;
  onClose: () => void;
  /** The versions of the model compared for the chosen term (CDC with the configurator's car). */
  versions?: VersionComparison;
  entrancePercent?: number;
  term?: number;
}

/** The comparator page state: every term of the plan side by side, with rate and CET on each row. */
export function Comparator({
  t,
  rows,
  entranceValue,
  onChoose,
  onClose,
  versions = { status: 'idle' },
  entrancePercent = 0,
  term = 0,
}: Props) {
  const { context } = useWidget();
  // Opening the comparator takes the focus to it, so keyboard and screen-reader users land on the table.
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
  }, []);
  const money = (v: number) => formatMoney(v, context.market);
  return (
    <section className="hub-card hub-stack fin-comparator" aria-labelledby="fin-cmp-title">
      <h3 className="hub-subtitle fin-focus" id="fin-cmp-title" tabIndex={-1} ref={heading}>
        {t('comparatorTitle')}
      </h3>
      {rows === null ? (
        <p role="status" className="hub-text-muted">
          {t('comparatorLoading')}
        </p>
      ) : (
        <ScrollRegion
          className="fin-table-wrap"
          label={t('comparatorCaption', { entrance: money(entranceValue) })}
        >
          <table className="fin-table">
            <caption>{t('comparatorCaption', { entrance: money(entranceValue) })}</caption>
            <thead>
              <tr>
                <th scope="col">{t('comparatorTerm')}</th>
                <th scope="col">{t('comparatorInstallment')}</th>
                <th scope="col">{t('comparatorTotal')}</th>
                <th scope="col">{t('comparatorCosts')}</th>
                <th scope="col">
                  <span className="hub-visually-hidden">{t('choosePlan')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.term} data-term={row.term}>
                  <th scope="row">{t('voucherTermValue', { months: row.term })}</th>
                  {row.result ? (
                    <>
                      <td>
                        {row.result.totalInstallments}× {money(row.result.installmentsValue)}
                        {row.result.finalInstallmentValue > 0 &&
                          ` + ${money(row.result.finalInstallmentValue)}`}
                      </td>
                      <td>{money(totalOf(row.result))}</td>
                      <td>{costsText(t, row.result, context.market)}</td>
                      <td>
                        <button
                          type="button"
                          className="hub-button"
                          data-variant="secondary"
                          onClick={() => row.result && onChoose(row.result, row.input)}
                        >
                          {t('comparatorChoose', { months: row.term })}
                        </button>
                      </td>
                    </>
                  ) : (
                    <td colSpan={4}>{t('noTerm')}</td>
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      )}
      <VersionTable t={t} state={versions} entrancePercent={entrancePercent} term={term} />
      <div className="hub-row">
        <button type="button" className="hub-button" data-variant="secondary" onClick={onClose}>
          {t('back')}
        </button>
      </div>
    </section>
  );
}
