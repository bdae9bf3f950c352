import { BRAND_NAMES } from '../../core/brands.ts';
import { useT, useWidget } from '../../core/WidgetContext.tsx';
import { modelMessages } from './i18n.ts';

/**
 * That the page's brand is not sold in the market's country, with where to go instead (the group's
 * other brands at its dealers). A status, so screen readers hear it.
 */
export function BrandNotSold() {
  const { context } = useWidget();
  const t = useT(modelMessages);
  return (
    <p role="status" className="hub-alert" data-tone="info" data-not-sold>
      {t('brandNotSold', { brand: BRAND_NAMES[context.brand] })}
    </p>
  );
}
