import { useCallback, useEffect, useRef, useState } from 'react';
import { ConsentsFieldset } from '../../core/form/ConsentsFieldset.tsx';
import { ContactFields } from '../../core/form/ContactFields.tsx';
import { useSendFailureText } from '../../core/form/failureText.ts';
import { TextField } from '../../core/form/fields/TextField.tsx';
import { PrefilledNote } from '../../core/form/PrefilledNote.tsx';
import { Segmented } from '../../core/form/Segmented.tsx';
import { SubmitButton } from '../../core/form/SubmitButton.tsx';
import { useWidget } from '../../core/WidgetContext.tsx';
import { DealerPicker } from '../../domain/dealer/DealerPicker.tsx';
import type { DealerSearchMode } from '../../domain/dealer/dealerSearch.ts';
import type { DealerType } from '../../domain/dealer/dealerTypes.ts';
import { useSharedPlace } from '../../domain/location/useSharedPlace.ts';
import { ModelChoice, type ModelValue } from '../../domain/model/ModelChoice.tsx';
import { UnlessNotSold } from '../../domain/model/UnlessNotSold.tsx';
import { Appointments } from '../../domain/schedule/Appointments.tsx';
import { dateMask, parseDate } from '../../validators/index.ts';
import { SLOTS, slotsOn } from './slots.ts';
import { TestDriveResult } from './TestDriveResult.tsx';
import type { TestDriveProps } from './test-drive.spec.ts';
import { useTestDrive } from './useTestDrive.ts';

export type { TestDriveProps } from './test-drive.spec.ts';

const MODES_BR: readonly DealerSearchMode[] = ['postalCode', 'city', 'position'];
const MODES_AR: readonly DealerSearchMode[] = ['city', 'position'];
const PERSON = ['name', 'email', 'phone', 'cpf'] as const;
/** Only dealers that schedule online take test drives and visits here. */
const SCHEDULING: readonly DealerType[] = ['ONLINE_SCHEDULE'];

/**
 * hub-test-drive: car, dealer (online scheduling), date and slot, person data; the request goes once
 * and is answered with its status and the 24-hour promise. Signed-in shoppers also see and manage
 * their schedules.
 */
export function TestDrive(props: TestDriveProps) {
  const { context } = useWidget();
  const [place, setPlace] = useSharedPlace();
  const form = useTestDrive(props, place.cityCode);
  const { t, values, errors, status, update, touch } = form;
  const failureDetail = useSendFailureText(form, t('failureDetail'));
  // The brand's models as the model choice lists them: an empty list asks whether the brand is sold here.
  const [models, setModels] = useState<readonly unknown[]>();
  const failedRef = useRef<HTMLDivElement>(null);
  const argentina = context.country === 'AR';

  useEffect(() => {
    if (status === 'failed') failedRef.current?.focus();
  }, [status]);
  const onModel = useCallback((model: ModelValue) => update('model', model), [update]);

  const day = parseDate(values.date, 'pt-BR');
  const available = day && values.dealer ? slotsOn(day, values.dealer.periods) : [...SLOTS];
  const appointments = form.signedIn ? <Appointments version={status === 'sent' ? 1 : 0} /> : null;

  if (status === 'sent') {
    return (
      <div className="hub-stack test-drive">
        <TestDriveResult values={values} onAnother={() => form.reset()} />
        {appointments}
      </div>
    );
  }

  const sending = status === 'sending';
  const hasErrors = form.attempted > 0 && Object.keys(errors).length > 0;
  return (
    <div className="hub-stack test-drive">
      {/* A brand the market does not sell has no dealer there to receive the visit: it says so instead. */}
      <UnlessNotSold title={props.kind === 'visit' ? t('visitTitle') : t('title')} ask={models?.length === 0}>
        <form
          className="hub-stack"
          part="form"
          noValidate
          aria-busy={sending || undefined}
          onSubmit={(event) => {
            event.preventDefault();
            void form.submit();
          }}
        >
          <h2 className="hub-title">{props.kind === 'visit' ? t('visitTitle') : t('title')}</h2>
          <p className="hub-text-muted">{t('intro')}</p>
          <p className="hub-hint">{t('requiredNote')}</p>
          {form.prefilled && <PrefilledNote />}
          <h3 className="hub-subtitle">{t('carLegend')}</h3>
          <div className="hub-grid">
            <ModelChoice
              value={values.model}
              onChange={onModel}
              errors={{ modelCode: errors.modelCode, mvsCode: errors.mvsCode }}
              required={props.kind === 'test-drive'}
              onModels={setModels}
            />
          </div>
          <h3 className="hub-subtitle">{t('dealerLegend')}</h3>
          <div className="hub-grid">
            <DealerPicker
              modes={argentina ? MODES_AR : MODES_BR}
              place={place}
              onPlaceChange={setPlace}
              selectedId={values.dealer ? String(values.dealer.id) : ''}
              onSelect={form.chooseDealer}
              types={SCHEDULING}
              errors={{ dealer: errors.dealer }}
              onTouch={touch}
              required
            />
          </div>
          <h3 className="hub-subtitle">{t('whenLegend')}</h3>
          <div className="hub-grid">
            <TextField
              name="date"
              label={t('date')}
              hint={t('dateHint')}
              required
              value={values.date}
              onChange={(v) => update('date', v)}
              onBlur={() => touch('date')}
              mask={dateMask}
              inputMode="numeric"
              error={errors.date}
            />
            {/* Morning or afternoon (seed 000 §9); slots the dealer does not work are disabled. */}
            <Segmented
              name="slot"
              legend={t('slot')}
              required
              options={SLOTS.map((slot) => ({
                value: slot,
                label: t(`slot.${slot}`),
                disabled: !available.includes(slot),
              }))}
              value={values.slot}
              onChange={(slot) => {
                update('slot', slot);
                touch('slot');
              }}
              error={errors.slot}
            />
          </div>
          <h3 className="hub-subtitle">{t('personLegend')}</h3>
          <div className="hub-grid">
            <ContactFields
              fields={PERSON}
              values={values}
              errors={errors}
              onChange={update}
              onTouch={touch}
              documentRequired={form.cpfRequired}
            />
          </div>
          <ConsentsFieldset
            values={values}
            onChange={update}
            onTouch={() => touch('consents')}
            error={errors.consents}
          />
          {hasErrors && (
            <p className="hub-alert" data-tone="warning" role="alert" part="alert">
              {t('fixErrors')}
            </p>
          )}
          {status === 'failed' && (
            <div
              className="hub-alert"
              data-tone="error"
              role="alert"
              ref={failedRef}
              tabIndex={-1}
              part="alert"
            >
              <p className="hub-subtitle">{t('failure')}</p>
              <p>{failureDetail}</p>
            </div>
          )}
          <div className="hub-row">
            <SubmitButton
              busy={sending}
              waitLeft={form.waitLeft}
              label={t('submit')}
              busyLabel={t('sending')}
            />
          </div>
        </form>
      </UnlessNotSold>
      {appointments}
    </div>
  );
}
