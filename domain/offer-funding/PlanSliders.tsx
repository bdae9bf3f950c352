import { formatMoney, formatPercent } from '../../core/format.ts';
import { useWidget } from '../../core/WidgetContext.tsx';
import type { SliderBounds } from '../financing/bounds.ts';
import { Slider } from '../financing/Slider.tsx';
import type { FundedCar, FundingParams } from './fundedCar.ts';
import type { OfferFundingT } from './i18n.ts';

interface Props {
  t: OfferFundingT;
  car: FundedCar;
  params: FundingParams;
  bounds: SliderBounds;
  onParams: (params: FundingParams) => void;
}

/** The entrance and term sliders of the calculator, bounded by the funding service's defaults and answer. */
export function PlanSliders({ t, car, params, bounds, onParams }: Props) {
  const { context } = useWidget();
  const { entrance, installments } = bounds;
  const termIndex = Math.max(0, installments.indexOf(params.numberOfInstallments));
  return (
    <div className="fin-sliders">
      <Slider
        name="entrance"
        label={t('entrance')}
        value={params.entrancePercent}
        min={entrance.min}
        max={entrance.max}
        step={entrance.step}
        valueText={(p) =>
          t('entranceValue', {
            value: formatMoney((car.price * p) / 100, context.market),
            percent: formatPercent(p, context.market),
          })
        }
        onChange={(p) => onParams({ ...params, entrancePercent: p })}
      />
      {installments.length > 0 && (
        <Slider
          name="installments"
          label={t('installments')}
          value={termIndex}
          min={0}
          max={installments.length - 1}
          step={1}
          valueText={(i) => t('installmentsValue', { count: installments[i] ?? 0 })}
          onChange={(i) =>
            onParams({ ...params, numberOfInstallments: installments[i] ?? params.numberOfInstallments })
          }
        />
      )}
    </div>
  );
}
