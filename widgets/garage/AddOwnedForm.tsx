import { useEffect, useId, useRef, useState } from 'react';
import { addOwnedCar, type GarageCar } from '../../api/garage.ts';
import { getRecallCar } from '../../api/recall.ts';
import { failureKind, ServiceError } from '../../core/errors.ts';
import { FormFrame } from '../../core/form/FormFrame.tsx';
import { useSendFailureText } from '../../core/form/failureText.ts';
import { TextField } from '../../core/form/fields/TextField.tsx';
import { Segmented } from '../../core/form/Segmented.tsx';
import { SubmitButton } from '../../core/form/SubmitButton.tsx';
import { failedWith } from '../../core/form/sendFailure.ts';
import { useFormState } from '../../core/form/useFormState.ts';
import { validateForm } from '../../core/form/validateForm.ts';
import { useWidget } from '../../core/WidgetContext.tsx';
import { normalizeVehicleKey, type VehicleKey, vehicleKeyError } from '../../domain/vehicle/vehicleKey.ts';
import { chassisMask, plateMaskFor } from '../../validators/index.ts';
import type { GarageT } from './i18n.ts';
import { type LookedUpVehicle, lookedUpVehicle } from './lookedUpVehicle.ts';

interface Props {
  t: GarageT;
  onAdded: (car: GarageCar) => void;
  onCancel: () => void;
}

interface SearchValues {
  by: VehicleKey;
  query: string;
}

const codeOf = (error: unknown) => failureKind(error);

/**
 * Adds an owned car: the plate (of the market's country) or the chassis is checked as typed, the vehicle
 * is looked up (recall `v2/car`), the user sees what was found and confirms, and it is added once
 * (`POST v2/owned`). A vehicle not found says so beside the field; a failing service says so with a
 * retry, and what was typed stays.
 */
export function AddOwnedForm({ t, onAdded, onCancel }: Props) {
  const { context, emit } = useWidget();
  const titleId = useId();
  const ref = useRef<HTMLFormElement>(null);
  const foundRef = useRef<HTMLHeadingElement>(null);
  const [missing, setMissing] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [found, setFound] = useState<LookedUpVehicle | null>(null);
  const [adding, setAdding] = useState(false);
  const addingRef = useRef(false);
  const keyOf = (values: SearchValues) => `${values.by}:${normalizeVehicleKey(values.query)}`;
  const form = useFormState<SearchValues>({
    initial: { by: 'plate', query: '' },
    repeatable: true,
    validate: (values) =>
      validateForm(
        values,
        {
          query: [
            (v, market) => vehicleKeyError(v.by, v.query, market),
            (v) => (missing === keyOf(v) ? t('notFound') : null),
          ],
        },
        context.market,
      ),
    focusRoot: () => ref.current,
  });
  const failureText = useSendFailureText(form, problem ?? '');
  useEffect(() => {
    if (found) foundRef.current?.focus();
    else ref.current?.querySelector<HTMLInputElement>('input[name="query"]')?.focus();
  }, [found]);

  const search = () =>
    form.submit(async (values) => {
      setProblem(null);
      try {
        const vehicle = lookedUpVehicle(
          await getRecallCar(context, values.by, normalizeVehicleKey(values.query)),
        );
        if (!vehicle) {
          setMissing(keyOf(values));
          return 'refused';
        }
        setFound(vehicle);
        return 'sent';
      } catch (error) {
        if (error instanceof ServiceError && (error.status === 404 || error.status === 422)) {
          setMissing(keyOf(values));
          return 'refused';
        }
        setProblem(t('failure'));
        return failedWith(error);
      }
    });

  const add = async (vehicle: LookedUpVehicle) => {
    if (addingRef.current) return;
    addingRef.current = true;
    setAdding(true);
    setProblem(null);
    try {
      const car = await addOwnedCar(context, { chassis: vehicle.chassis, plate: vehicle.plate });
      emit('hub-submit-success', { form: 'garage-add-owned', shelf: 'owned', id: car.id });
      onAdded(car);
    } catch (error) {
      setProblem(error instanceof ServiceError && error.status === 409 ? t('alreadyOwned') : t('failure'));
      emit('hub-submit-error', { form: 'garage-add-owned', shelf: 'owned', code: codeOf(error) });
      addingRef.current = false;
      setAdding(false);
    }
  };

  const alert = problem && (
    <p className="hub-alert" data-tone="error" role="alert" part="alert">
      {failureText}
    </p>
  );
  const cancel = (
    <button type="button" className="hub-button" data-variant="secondary" part="button" onClick={onCancel}>
      {t('cancel')}
    </button>
  );

  if (found)
    return (
      <section className="hub-stack hub-card" aria-labelledby={titleId} aria-busy={adding || undefined}>
        <h3 className="hub-subtitle" id={titleId} ref={foundRef} tabIndex={-1}>
          {t('found')}
        </h3>
        <p>
          <strong>{[found.name, found.year].filter(Boolean).join(' ')}</strong>
        </p>
        <p className="hub-hint">
          {t('plate', { plate: found.plate })} · {t('chassis', { chassis: found.chassis })}
        </p>
        {found.hasRecall && (
          <p className="hub-alert" data-tone="info">
            {t('hasRecall')}
          </p>
        )}
        {alert}
        <div className="hub-row">
          <button
            type="button"
            className="hub-button"
            part="button"
            aria-disabled={adding || undefined}
            data-loading={adding || undefined}
            onClick={() => void add(found)}
          >
            {adding ? t('adding') : problem ? t('retry') : t('confirmAdd')}
          </button>
          <button
            type="button"
            className="hub-button"
            data-variant="secondary"
            part="button"
            onClick={() => {
              setProblem(null);
              setFound(null);
            }}
          >
            {t('searchAgain')}
          </button>
          {cancel}
        </div>
      </section>
    );

  const sending = form.status === 'sending';
  const byPlate = form.values.by === 'plate';
  return (
    <FormFrame formRef={ref} title={t('addTitle')} busy={sending} onSubmit={() => void search()}>
      <p className="hub-hint">{t('addNote')}</p>
      <Segmented<VehicleKey>
        name="by"
        legend={t('by')}
        value={form.values.by}
        options={[
          { value: 'plate', label: t('byPlate') },
          { value: 'chassis', label: t('byChassis') },
        ]}
        onChange={(by) => form.setValues({ by, query: '' })}
      />
      <TextField
        key={form.values.by}
        name="query"
        label={byPlate ? t('plateField') : t('chassisField')}
        hint={byPlate ? t('plateHint') : t('chassisHint')}
        required
        value={form.values.query}
        onChange={(value) => form.update('query', value)}
        onBlur={() => form.touch('query')}
        error={form.errors.query}
        mask={byPlate ? plateMaskFor(context.market) : chassisMask}
        autoComplete="off"
      />
      {alert}
      <div className="hub-row">
        <SubmitButton
          waitLeft={form.waitLeft}
          busy={sending}
          failed={problem !== null}
          label={t('find')}
          busyLabel={t('finding')}
          retryLabel={t('retry')}
        />
        {cancel}
      </div>
    </FormFrame>
  );
}
