import type { FinancingT } from '../i18n.ts';

/** external-flow-error: the PSA bank's flow failed; the instability message, back and retry. */
export function ExternalFlowError({
  t,
  onBack,
  onRetry,
}: {
  t: FinancingT;
  onBack: () => void;
  onRetry: () => void;
}) {
  return (
    <section className="hub-stack" aria-labelledby="fin-external-title">
      <div className="hub-alert" data-tone="error" role="alert">
        <h2 className="hub-title" id="fin-external-title">
          {t('externalErrorTitle')}
        </h2>
        <p>{t('sendFailed')}</p>
      </div>
      <div className="hub-row">
        <button type="button" className="hub-button" data-variant="secondary" onClick={onBack}>
          {t('back')}
        </button>
        <button type="button" className="hub-button" onClick={onRetry}>
          {t('retry')}
        </button>
      </div>
    </section>
  );
}
