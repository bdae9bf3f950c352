import type { NormalizedSimulation } from '../../api/financing/types.ts';
import { useWidget } from '../../core/WidgetContext.tsx';
import { costsText } from './costs.ts';
import type { PlanT } from './i18n.ts';

/** Rate, CET and IOF of a result, shown right under its installment; nothing when the service gave none. */
export function CostsLine({ t, result }: { t: PlanT; result: NormalizedSimulation }) {
  const { context } = useWidget();
  const text = costsText(t, result, context.market);
  return text ? <p className="fin-costs">{text}</p> : null;
}
