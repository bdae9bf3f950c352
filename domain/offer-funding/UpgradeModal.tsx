import { LoadFailed } from '../../core/form/LoadFailed.tsx';
import { formatMoney, formatPercent } from '../../core/format.ts';
import { Modal } from '../../core/Modal.tsx';
import { useResource } from '../../core/useResource.ts';
import { useWidget } from '../../core/WidgetContext.tsx';
import type { FundedCar, FundingParams } from './fundedCar.ts';
import type { OfferFundingT } from './i18n.ts';
import { loadUpgrades } from './upgrades.ts';

interface Props {
  t: OfferFundingT;
  open: boolean;
  car: FundedCar;
  params: FundingParams;
  /** The installment of the car on screen, when simulated. */
  installment: number | undefined;
  onClose: () => void;
  /** The chosen version, in the car's colour, to simulate instead of the one on screen. */
  onChoose: (car: FundedCar) => void;
}

/**
 * The upgrade-version modal: the versions above the car on screen (the catalogue's upgrade
 * suggestions), each with the price difference and the installment difference for the same entrance
 * and term; choosing one re-simulates with it.
 */
export function UpgradeModal({ t, open, car, params, installment, onClose, onChoose }: Props) {
  const { context } = useWidget();
  const key = open ? JSON.stringify([car, params, installment]) : null;
  const upgrades = useResource(key, (signal) => loadUpgrades(context, car, params, installment, signal));
  const money = (value: number) => formatMoney(value, context.market);
  const signed = (value: number) => `${value > 0 ? '+' : ''}${money(value)}`;
  const rows = upgrades.data ?? [];
  return (
    <Modal
      open={open}
      title={t('upgradeTitle')}
      onClose={onClose}
      actions={
        <button type="button" className="hub-button" data-variant="secondary" onClick={onClose}>
          {t('close')}
        </button>
      }
    >
      {upgrades.status === 'error' && (
        <LoadFailed failure={upgrades.failure} message={t('upgradeFailed')} onRetry={upgrades.retry} />
      )}
      {upgrades.status === 'loading' && (
        <p className="hub-text-muted" role="status">
          {t('upgradeLoading')}
        </p>
      )}
      {upgrades.status === 'success' && rows.length === 0 && <p role="status">{t('upgradeNone')}</p>}
      {rows.length > 0 && (
        <div className="fin-table-wrap">
          <table className="fin-table">
            <caption>
              {t('upgradeCaption', {
                version: car.title,
                percent: formatPercent(params.entrancePercent, context.market),
                months: params.numberOfInstallments,
              })}
            </caption>
            <thead>
              <tr>
                <th scope="col">{t('versionColumn')}</th>
                <th scope="col">{t('priceColumn')}</th>
                <th scope="col">{t('priceDifference')}</th>
                <th scope="col">{t('installmentDifference')}</th>
                <td />
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.car.mvsCode}>
                  <th scope="row">{row.car.title}</th>
                  <td>{money(row.car.price)}</td>
                  <td>{signed(row.priceDifference)}</td>
                  <td>
                    {row.installmentDifference !== undefined
                      ? signed(row.installmentDifference)
                      : t('installmentUnknown')}
                  </td>
                  <td>
                    <button type="button" className="hub-button" onClick={() => onChoose(row.car)}>
                      {t('upgradeChoose', { version: row.versionName })}
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Modal>
  );
}
