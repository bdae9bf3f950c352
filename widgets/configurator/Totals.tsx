import { LoadFailed } from '../../core/form/LoadFailed.tsx';
import { formatMoney } from '../../core/format.ts';
import type { ConfiguratorState } from './useConfigurator.ts';

/** Running totals and the price/stock status of the configured car. */
export function Totals({ state }: { state: ConfiguratorState }) {
  const { t, car, context, price, stock, stockLabel } = state;
  const money = (value: number) => formatMoney(value, context.market);
  const { totals } = car;
  const rows: [string, number][] = [
    [t('carPrice'), car.mvs?.price ?? 0],
    [t('optionalsTotal'), totals.optionalsTotal],
    [t('colorPrice'), totals.colorPrice],
    [t('coatingPrice'), totals.coatingPrice],
    [t('accessoriesTotal'), totals.accessoriesTotal],
    [t('servicesTotal'), totals.servicesTotal],
  ];
  return (
    <aside className="hub-card hub-stack cfg-totals" aria-label={t('totalsTitle')}>
      <dl className="cfg-figures" aria-live="polite">
        {rows.map(([label, value]) => (
          <div key={label} className="cfg-figure">
            <dt>{label}</dt>
            <dd>{money(value)}</dd>
          </div>
        ))}
        {totals.hasPriceBonification && (
          <div className="cfg-figure">
            <dt>{t('bonification')}</dt>
            <dd>− {money(totals.bonificationTotal)}</dd>
          </div>
        )}
        <div className="cfg-figure cfg-total">
          <dt>{t('total')}</dt>
          <dd>{money(totals.total)}</dd>
        </div>
      </dl>
      {price.status === 'error' && (
        <LoadFailed
          failure={price.failure}
          className="cfg-controls"
          message={t('priceUnavailable')}
          retryLabel={t('retry')}
          onRetry={price.retry}
        />
      )}
      {stock.status === 'error' && (
        <LoadFailed
          failure={stock.failure}
          className="cfg-controls"
          message={t('stockUnavailable')}
          retryLabel={t('retry')}
          onRetry={stock.retry}
        />
      )}
      {stockLabel && (
        <p className="cfg-stock" data-stock={stockLabel.kind}>
          {t(`stock.${stockLabel.kind}`, stockLabel.kind === 'delivery-in' ? { days: stockLabel.days } : {})}
        </p>
      )}
    </aside>
  );
}
