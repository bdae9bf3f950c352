import { getModels } from '../../api/models.ts';
import { useResource } from '../../core/useResource.ts';
import { useWidget } from '../../core/WidgetContext.tsx';

/** Whether the page's brand is sold in its market: not asked, still loading, sold, or not sold there. */
export type BrandSale = 'unasked' | 'loading' | 'sold' | 'notSold';

/**
 * Whether the brand is sold in the market's country: not when the catalogue has no model of the brand
 * in the market at all (Chrysler in Argentina). Asked only when `ask` (a widget asks once its own list
 * came back empty, so a brand that is sold costs no extra request). A failed catalogue counts as sold:
 * the widget then says its own words rather than claim the brand is not sold.
 */
export function useBrandSale(ask = true): BrandSale {
  const { context } = useWidget();
  const models = useResource(ask ? `${context.brand}:${context.market}:models` : null, (signal) =>
    getModels(context, signal),
  );
  if (!ask) return 'unasked';
  if (models.status === 'idle' || models.status === 'loading') return 'loading';
  return models.status === 'success' && models.data.length === 0 ? 'notSold' : 'sold';
}
