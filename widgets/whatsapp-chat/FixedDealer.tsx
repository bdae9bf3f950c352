import type { PickedDealer } from '../../api/dealers.ts';
import { useT } from '../../core/WidgetContext.tsx';
import { whatsappMessages } from './i18n.ts';

/** The dealer the page fixed with `dealer-code`: its name, or loading / failure with a retry. */
export function FixedDealer(props: { dealer: PickedDealer | null; status: string; onRetry: () => void }) {
  const t = useT(whatsappMessages);
  if (props.status === 'error')
    return (
      <div className="hub-alert hub-span-all" data-tone="error" role="alert">
        <span>{t('dealerFailed')} </span>
        <button type="button" className="hub-button" data-variant="link" onClick={props.onRetry}>
          {t('retry')}
        </button>
      </div>
    );
  return (
    <p className="hub-span-all whatsapp-dealer" aria-busy={!props.dealer || undefined}>
      {props.dealer ? t('dealerFixed', { name: props.dealer.name }) : t('dealerLoading')}
    </p>
  );
}
