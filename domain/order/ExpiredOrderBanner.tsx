import { useT } from '../../core/WidgetContext.tsx';
import { orderMessages } from './i18n.ts';

/**
 * An expired order (seed 000 §4): the 'payment failure' banner and, when the page gives it, the way back
 * to the configurator to redo the order.
 */
export function ExpiredOrderBanner({ configuratorUrl }: { configuratorUrl?: string | undefined }) {
  const t = useT(orderMessages);
  return (
    <>
      <p className="hub-alert" data-tone="error" role="alert" part="alert">
        {t('paymentFailure')}
      </p>
      {configuratorUrl && (
        <a className="hub-button" href={configuratorUrl} part="button">
          {t('backToConfigurator')}
        </a>
      )}
    </>
  );
}
