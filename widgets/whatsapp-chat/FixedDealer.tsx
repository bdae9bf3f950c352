import type { PickedDealer } from '../../api/dealers.ts';
import { LoadFailed } from '../../core/form/LoadFailed.tsx';
import { Skeleton } from '../../core/form/Skeleton.tsx';
import { useT } from '../../core/WidgetContext.tsx';
import { whatsappMessages } from './i18n.ts';

/** The dealer the page fixed with `dealer-code`: its name, or loading / failure with a retry. */
export function FixedDealer(props: {
  dealer: PickedDealer | null;
  status: string;
  /** Why the dealer failed to load (for `LoadFailed`). */
  failure: unknown;
  onRetry: () => void;
}) {
  const t = useT(whatsappMessages);
  if (props.status === 'error')
    return (
      <LoadFailed
        failure={props.failure}
        className="hub-span-all"
        message={t('dealerFailed')}
        onRetry={props.onRetry}
      />
    );
  if (!props.dealer)
    return (
      <Skeleton className="hub-span-all">
        <p className="whatsapp-dealer">{t('dealerLoading')}</p>
      </Skeleton>
    );
  return <p className="hub-span-all whatsapp-dealer">{t('dealerFixed', { name: props.dealer.name })}</p>;
}
