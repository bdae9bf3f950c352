import { useId, useRef, useState } from 'react';
import { TextField } from '../../core/form/fields/TextField.tsx';
import { INVALID_FIELD } from '../../core/form/useFormState.ts';
import { validateForm } from '../../core/form/validateForm.ts';
import { useFocusAfter } from '../../core/useFocusAfter.ts';
import { useT, useWidget } from '../../core/WidgetContext.tsx';
import { MileageSchema } from '../../validators/index.ts';
import { EvaluationResult } from './EvaluationResult.tsx';
import { evaluationMessages } from './i18n.ts';
import { useUsedCarEvaluation } from './useUsedCarEvaluation.ts';

interface Props {
  /** The owned car's plate: the evaluation is by plate. */
  plate: string;
  /** The car's name, for the button's accessible name ('Avaliar para troca: Strada Volcano 2023'). */
  name: string;
}

/**
 * "Evaluate for trade-in" of an owned car (seed 001 §7 Evaluation): a button that opens the mileage
 * field; the car is evaluated by its plate and that mileage, and its value (or 'used-car rating
 * unavailable for the vehicle') is said.
 */
export function OwnedCarEvaluation({ plate, name }: Props) {
  const { context } = useWidget();
  const t = useT(evaluationMessages);
  const panelId = useId();
  const box = useRef<HTMLDivElement>(null);
  const focusAfter = useFocusAfter();
  const [open, setOpen] = useState(false);
  const [mileage, setMileage] = useState('');
  const [error, setError] = useState<string | undefined>();
  const evaluation = useUsedCarEvaluation();
  const evaluate = () => {
    const problem = validateForm({ mileage }, { mileage: MileageSchema }, context.market).mileage;
    setError(problem);
    if (!problem) return void evaluation.evaluate(plate, mileage);
    focusAfter(() => box.current?.querySelector<HTMLElement>(INVALID_FIELD));
  };
  return (
    <div className="hub-stack" ref={box}>
      <div className="hub-row">
        <button
          type="button"
          className="hub-button"
          data-variant="secondary"
          part="button"
          aria-expanded={open}
          aria-controls={panelId}
          aria-label={t('evaluateForTradeInOf', { car: name })}
          onClick={() => setOpen(!open)}
        >
          {t('evaluateForTradeIn')}
        </button>
      </div>
      <div id={panelId} className="hub-stack" hidden={!open}>
        {open && (
          <>
            <TextField
              name="mileage"
              label={t('mileage')}
              required
              inputMode="numeric"
              value={mileage}
              error={error}
              onChange={(value) => {
                setMileage(value);
                evaluation.reset();
              }}
            />
            <EvaluationResult state={evaluation.state} onEvaluate={evaluate} />
          </>
        )}
      </div>
    </div>
  );
}
