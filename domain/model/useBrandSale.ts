import { getModels } from '../../api/models.ts';
import { useResource } from '../../core/useResource.ts';
import { useWidget } from '../../core/WidgetContext.tsx';

/** Whether the page's brand is sold in its market: still loading, sold, or not sold there. */
export type BrandSale = 'loading' | 'sold' | 'notSold';

/**
 * Whether the brand is sold in the market's country: not when the catalogue has no model of the brand
 * in the market at all (Chrysler in Argentina). Asked when mounted: the widgets mount its users
 * (NotSoldOr, NotSoldNotice) only once they need the answer. A failed catalogue counts as sold: the
 * widget then says its own words rather than claim the brand is not sold.
 */
export function useBrandSale(): BrandSale {
  const { context } = useWidget();
  const models = useResource(`${context.brand}:${context.market}:models`, (signal) =>
    getModels(context, signal),
  );
  if (models.status === 'idle' || models.status === 'loading') return 'loading';
  return models.status === 'success' && models.data.length === 0 ? 'notSold' : 'sold';
}
