import { formatMoney } from '../../core/format.ts';
import { useT, useWidget } from '../../core/WidgetContext.tsx';
import { costsText } from './costs.ts';
import { planMessages } from './i18n.ts';
import type { OfferPlan } from './psaOfferPlans.ts';

/**
 * An offer's financing plan in one line ('Financiamento: entrada de R$ 45.000,00 + 48× R$ 3.210,50'),
 * then its CET as Brazilian rules ask wherever an installment is advertised.
 */
export function OfferPlanLine({ plan }: { plan: OfferPlan }) {
  const { context } = useWidget();
  const t = useT(planMessages);
  const money = (value: number) => formatMoney(value, context.market);
  const costs = costsText(t, plan, context.market);
  return (
    <p className="hub-text-muted offers-plan">
      {t('offerPlan', {
        entrance: money(plan.entranceValue),
        count: plan.installments,
        installment: money(plan.installmentsValue),
      })}
      {costs && ` · ${costs}`}
    </p>
  );
}
