import type { ReactNode } from 'react';
import { formatMoney, formatPercent } from '../../core/format.ts';
import { useWidget } from '../../core/WidgetContext.tsx';
import type { SliderBounds } from './bounds.ts';
import type { PlanT } from './i18n.ts';
import { Slider } from './Slider.tsx';

/** What the entrance and term sliders set. */
export interface EntranceAndTerm {
  entrancePercent: number;
  numberOfInstallments: number;
}

interface Props<P extends EntranceAndTerm> {
  t: PlanT;
  /** The price the entrance is a part of. */
  price: number;
  params: P;
  bounds: SliderBounds;
  onParams: (params: P) => void;
  /** Further sliders (the final installment of a balloon plan). */
  children?: ReactNode;
}

/**
 * The entrance slider (money and percent in words) and the term slider over the offered terms, bounded
 * by the funding service's defaults and answer.
 */
export function PlanSliders<P extends EntranceAndTerm>({
  t,
  price,
  params,
  bounds,
  onParams,
  children,
}: Props<P>) {
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
            value: formatMoney((price * p) / 100, context.market),
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
      {children}
    </div>
  );
}
