import { useRef, useState } from 'react';
import { evaluateForDealer } from '../../api/recall.ts';
import { FormFrame } from '../../core/form/FormFrame.tsx';
import { TextField } from '../../core/form/fields/TextField.tsx';
import { Segmented } from '../../core/form/Segmented.tsx';
import { SubmitButton } from '../../core/form/SubmitButton.tsx';
import { failedWith } from '../../core/form/sendFailure.ts';
import { useFormState } from '../../core/form/useFormState.ts';
import { validateForm } from '../../core/form/validateForm.ts';
import { formatMoney, formatNumber } from '../../core/format.ts';
import { useT, useWidget } from '../../core/WidgetContext.tsx';
import { chassisMask, plateMaskFor } from '../../validators/index.ts';
import { normalizeVehicleKey, type VehicleKey, vehicleKeyError } from '../vehicle/vehicleKey.ts';
import { EvaluationNote } from './EvaluationNote.tsx';
import { evaluationMessages } from './i18n.ts';
import { useEvaluation } from './useEvaluation.ts';

interface Values {
  by: VehicleKey;
  query: string;
}

/**
 * The dealers' used-car evaluation (seed 001 §7 Evaluation: `evaluate/plate/{plate}`, `evaluate?chassis=`):
 * the seller types the plate (the market's) or the chassis, checked beside the field with nothing sent
 * when wrong; the car on record (model, version, year, recorded mileage) and its value in the market's
 * currency are announced politely, or the seed's 'used-car rating unavailable for the vehicle'; a failing
 * service says the seed's error (a rate limit's wait or offline in the kit's words; the button holds
 * during the wait) and the button retries with what was typed.
 */
export function DealerEvaluation() {
  const { context } = useWidget();
  const t = useT(evaluationMessages);
  const ref = useRef<HTMLFormElement>(null);
  const { state, run, reset } = useEvaluation();
  const [asked, setAsked] = useState('');
  const form = useFormState<Values>({
    initial: { by: 'plate', query: '' },
    repeatable: true,
    validate: (values) =>
      validateForm(values, { query: (v, market) => vehicleKeyError(v.by, v.query, market) }, context.market),
    focusRoot: () => ref.current,
  });
  const send = () =>
    form.submit(async ({ by, query }) => {
      const key = normalizeVehicleKey(query);
      setAsked(key);
      const reached = await run((signal) => evaluateForDealer(context, by, key, signal));
      // A failed call is a failed send: the form keeps it (a rate limit holds the next press).
      return reached?.kind === 'failed' ? failedWith(reached.failure) : 'sent';
    });
  const busy = state.kind === 'loading';
  const byPlate = form.values.by === 'plate';
  return (
    <details className="hub-card">
      <summary>{t('dealerTitle')}</summary>
      <FormFrame
        formRef={ref}
        label={t('dealerTitle')}
        className="hub-stack"
        busy={busy}
        onSubmit={() => void send()}
      >
        <p className="hub-hint">{t('dealerIntro')}</p>
        <Segmented<VehicleKey>
          name="evaluateBy"
          legend={t('dealerBy')}
          value={form.values.by}
          options={[
            { value: 'plate', label: t('dealerByPlate') },
            { value: 'chassis', label: t('dealerByChassis') },
          ]}
          onChange={(by) => {
            form.setValues({ by, query: '' });
            reset();
          }}
        />
        <TextField
          key={form.values.by}
          name="query"
          label={byPlate ? t('dealerByPlate') : t('dealerByChassis')}
          hint={byPlate ? t('dealerPlateHint') : t('dealerChassisHint')}
          required
          value={form.values.query}
          onChange={(value) => {
            // Another car: the evaluation said no longer holds. The mask writing the same plate or
            // chassis again (it may load after the typing) keeps it.
            if (normalizeVehicleKey(value) !== normalizeVehicleKey(form.values.query)) reset();
            form.update('query', value);
          }}
          onBlur={() => form.touch('query')}
          error={form.errors.query}
          mask={byPlate ? plateMaskFor(context.market) : chassisMask}
          autoComplete="off"
        />
        <div className="hub-row">
          <SubmitButton
            waitLeft={form.waitLeft}
            busy={busy}
            failed={state.kind === 'failed'}
            label={t('dealerEvaluate')}
            busyLabel={t('dealerEvaluating')}
            retryLabel={t('retry')}
            variant="secondary"
          />
        </div>
        <div role="status" aria-live="polite" data-evaluation={state.kind}>
          {busy && <p className="hub-hint">{t('dealerEvaluating')}</p>}
          {state.kind === 'rated' && (
            <>
              <p className="hub-subtitle">{t('dealerCar', { key: asked })}</p>
              <dl className="hub-stack">
                {(
                  [
                    ['dealerModel', state.rating.model],
                    ['dealerVersion', state.rating.version],
                    ['dealerYear', state.rating.year],
                    [
                      'dealerMileage',
                      state.mileage === null
                        ? ''
                        : t('dealerKm', { km: formatNumber(state.mileage, context.market, 0) }),
                    ],
                    ['dealerValue', formatMoney(state.rating.value, context.market)],
                  ] as const
                )
                  .filter(([, text]) => text)
                  .map(([label, text]) => (
                    <div key={label} className="hub-row">
                      <dt>{t(label)}</dt>
                      <dd>{text}</dd>
                    </div>
                  ))}
              </dl>
            </>
          )}
          {state.kind === 'unavailable' && <EvaluationNote kind="unavailable" />}
        </div>
        {state.kind === 'failed' && <EvaluationNote kind="failed" failure={state.failure} />}
      </FormFrame>
    </details>
  );
}
