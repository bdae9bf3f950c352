import { formatMoney } from '../../core/format.ts';
import { useT, useWidget } from '../../core/WidgetContext.tsx';
import { EvaluationNote } from './EvaluationNote.tsx';
import { evaluationMessages } from './i18n.ts';
import type { EvaluationState } from './useUsedCarEvaluation.ts';

interface Props {
  state: EvaluationState;
  /** Asks for the evaluation (the caller checks the plate and the mileage first). */
  onEvaluate: () => void;
}

/**
 * The evaluate button and what the evaluation says: the value in the market's currency, the seed's
 * 'used-car rating unavailable for the vehicle', or the seed's error with a retry. The result is a live
 * region, so a screen reader hears it where the button was pressed.
 */
export function EvaluationResult({ state, onEvaluate }: Props) {
  const { context } = useWidget();
  const t = useT(evaluationMessages);
  const busy = state.kind === 'loading';
  return (
    <div className="hub-stack" data-evaluation={state.kind}>
      <div className="hub-row">
        <button
          type="button"
          className="hub-button"
          data-variant="secondary"
          part="button"
          aria-disabled={busy || undefined}
          onClick={() => {
            if (!busy) onEvaluate();
          }}
        >
          {state.kind === 'failed' ? t('retry') : t('evaluate')}
        </button>
      </div>
      <div role="status" aria-live="polite">
        {state.kind === 'loading' && <p className="hub-hint">{t('evaluating')}</p>}
        {state.kind === 'rated' && (
          <>
            <p className="hub-subtitle">
              {t('value', { amount: formatMoney(state.rating.value, context.market) })}
            </p>
            <p className="hub-hint">{t('valueNote')}</p>
          </>
        )}
        {state.kind === 'unavailable' && <EvaluationNote kind="unavailable" />}
      </div>
      {state.kind === 'failed' && <EvaluationNote kind="failed" failure={state.failure} />}
    </div>
  );
}
