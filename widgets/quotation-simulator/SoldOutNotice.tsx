import { useEffect, useRef, useState } from 'react';
import { ConfirmDialog } from '../../core/ConfirmDialog.tsx';
import type { QuotationState } from './useQuotationSimulator.ts';

/**
 * The sold-out car (seed 000 §4): the seller may switch the quotation to a factory-stock proposal, and
 * restore the initial quotation after confirming.
 */
export function SoldOutNotice({ state, soldOut }: { state: QuotationState; soldOut: boolean }) {
  const { t } = state;
  const [confirming, setConfirming] = useState(false);
  // The switch and the restore replace each other: the focus goes to the one now shown.
  const button = useRef<HTMLButtonElement>(null);
  const switched = useRef(state.onFactoryStock);
  useEffect(() => {
    if (switched.current !== state.onFactoryStock) button.current?.focus();
    switched.current = state.onFactoryStock;
  }, [state.onFactoryStock]);
  if (!soldOut && !state.onFactoryStock) return null;
  return (
    <div
      className="hub-alert hub-stack"
      data-tone={state.onFactoryStock ? 'info' : 'warning'}
      role="status"
      part="alert"
    >
      {state.onFactoryStock ? (
        <>
          <p>{t('factoryNotice')}</p>
          <button
            ref={button}
            type="button"
            className="hub-button"
            data-variant="secondary"
            part="button"
            onClick={() => setConfirming(true)}
          >
            {t('restore')}
          </button>
        </>
      ) : (
        <>
          <p>{t('soldOut')}</p>
          <button
            ref={button}
            type="button"
            className="hub-button"
            part="button"
            onClick={state.switchToFactory}
          >
            {t('soldOutSwitch')}
          </button>
        </>
      )}
      {confirming && (
        <ConfirmDialog
          texts={{
            title: t('restoreTitle'),
            text: t('restoreText'),
            confirm: t('restoreConfirm'),
            busy: t('restoreBusy'),
            cancel: t('cancel'),
            retry: t('retry'),
            failure: t('loadFailed'),
          }}
          action={async () => state.restore()}
          onDone={() => setConfirming(false)}
          onClose={() => setConfirming(false)}
        />
      )}
    </div>
  );
}
