import { getModels } from '../../api/models.ts';
import { BRAND_NAMES } from '../../core/brands.ts';
import { useResource } from '../../core/useResource.ts';
import { useT, useWidget } from '../../core/WidgetContext.tsx';
import { modelMessages } from './i18n.ts';

/**
 * Said where a list of versions is empty: when the catalogue has no model of the brand in the market
 * at all, that the brand is not sold in the market's country (not "no versions"); otherwise the
 * widget's own `message`. A status, so screen readers hear it.
 */
export function NoVersions({ message }: { message: string }) {
  const { context } = useWidget();
  const t = useT(modelMessages);
  const models = useResource(`${context.brand}:${context.market}:models`, (signal) =>
    getModels(context, signal),
  );
  if (models.status === 'idle' || models.status === 'loading') return <p role="status" aria-busy="true" />;
  const notSold = models.status === 'success' && models.data.length === 0;
  return (
    <p role="status" data-not-sold={notSold || undefined}>
      {notSold ? t('brandNotSold', { brand: BRAND_NAMES[context.brand] }) : message}
    </p>
  );
}
