import type { ReservationRecord } from '../../api/reservations.ts';
import { formatMoney } from '../../core/format.ts';
import { useT, useWidget } from '../../core/WidgetContext.tsx';
import { evaluationMessages } from './i18n.ts';

/**
 * The used car an order takes as trade-in, as the order record keeps it: the car and its plate, with
 * the value the evaluation gave, else 'evaluated at the dealership'. Nothing without a trade-in.
 */
export function TradeInSummary({ tradeIn }: { tradeIn: ReservationRecord['tradeIn'] }) {
  const { context } = useWidget();
  const t = useT(evaluationMessages);
  if (!tradeIn) return null;
  const name = [tradeIn.model, tradeIn.version, tradeIn.year].filter(Boolean).join(' ');
  const car = name ? `${name} (${tradeIn.plate})` : tradeIn.plate;
  const value = Number(tradeIn.evaluation);
  return (
    <p>
      {value > 0
        ? t('tradeInValue', { car, amount: formatMoney(value, context.market) })
        : t('tradeInUnrated', { car })}
    </p>
  );
}
