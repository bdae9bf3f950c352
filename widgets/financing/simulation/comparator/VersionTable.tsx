import { Skeleton } from '../../../../core/form/Skeleton.tsx';
import { formatMoney, formatPercent } from '../../../../core/format.ts';
import { ScrollRegion } from '../../../../core/ScrollRegion.tsx';
import { useWidget } from '../../../../core/WidgetContext.tsx';
import { costsText } from '../../../../domain/financing/costs.ts';
import type { FinancingT } from '../../i18n.ts';
import type { VersionComparison } from './useVersionComparator.ts';

interface Props {
  t: FinancingT;
  state: VersionComparison;
  entrancePercent: number;
  term: number;
}

/**
 * The version comparator: each version of the model at its list price, same entrance and term; the
 * table scrolls sideways in a region of its own on a narrow screen.
 */
export function VersionTable({ t, state, entrancePercent, term }: Props) {
  const { context } = useWidget();
  const money = (v: number) => formatMoney(v, context.market);
  if (state.status === 'idle') return null;
  const caption = t('versionsCaption', {
    percent: formatPercent(entrancePercent, context.market),
    months: term,
  });
  return (
    <section className="hub-stack" aria-labelledby="fin-versions-title">
      <h4 className="hub-subtitle" id="fin-versions-title">
        {t('versionsTitle')}
      </h4>
      {state.status === 'loading' && (
        <Skeleton lines={3}>
          <p role="status" className="hub-text-muted">
            {t('comparatorLoading')}
          </p>
        </Skeleton>
      )}
      {state.status === 'signIn' && <p className="hub-hint">{t('versionsSignIn')}</p>}
      {state.status === 'error' && (
        <p className="hub-alert" data-tone="warning" role="alert">
          {t('versionsFailed')}
        </p>
      )}
      {state.status === 'done' && (
        <ScrollRegion className="fin-table-wrap" label={caption}>
          <table className="fin-table">
            <caption>{caption}</caption>
            <thead>
              <tr>
                <th scope="col">{t('versionColumn')}</th>
                <th scope="col">{t('comparatorInstallment')}</th>
                <th scope="col">{t('comparatorCosts')}</th>
              </tr>
            </thead>
            <tbody>
              {state.rows.map(({ version, result }) => (
                <tr key={version.mvs}>
                  <th scope="row">
                    {version.name} · {money(version.price)}
                  </th>
                  {result ? (
                    <>
                      <td>
                        {term}× {money(result.installmentsValue)}
                      </td>
                      <td>{costsText(t, result, context.market)}</td>
                    </>
                  ) : (
                    <td colSpan={2}>{t('noTerm')}</td>
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      )}
    </section>
  );
}
