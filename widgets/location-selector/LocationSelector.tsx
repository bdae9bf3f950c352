import { useEffect, useId, useRef, useState } from 'react';
import { Modal } from '../../core/Modal.tsx';
import { LocationForm } from './LocationForm.tsx';
import type { LocationSelectorProps } from './location-selector.spec.ts';
import { useLocationSelector } from './useLocationSelector.ts';
import { usePlaceLabel } from './usePlaceLabel.ts';

export type { LocationSelectorProps } from './location-selector.spec.ts';

/**
 * hub-location-selector (seed 000 §2): state and city from the location service, confirmed into the
 * location every widget of the page shares (stored with the configurator's rules), in a box or a modal.
 */
export function LocationSelector({
  layout,
  prompt,
}: LocationSelectorProps & {
  /** Inside another widget (the configurator), whose host announces readiness. */
  embedded?: boolean;
}) {
  const s = useLocationSelector();
  const { t, location, state } = s;
  const formId = useId();
  const confirmedRef = useRef<HTMLDivElement>(null);
  const [open, setOpen] = useState(layout === 'modal' && Boolean(prompt) && !location);
  const [justConfirmed, setJustConfirmed] = useState(false);
  const label = usePlaceLabel(location, (vars) => t('place', vars));

  useEffect(() => {
    if (state !== 'confirmed' || !justConfirmed) return;
    setOpen(false);
    if (layout === 'box') confirmedRef.current?.focus();
  }, [state, justConfirmed, layout]);

  const confirm = () => {
    setJustConfirmed(false);
    void s.confirm().then(setJustConfirmed);
  };
  const buttons = (inModal: boolean) => (
    <div className="hub-row location-selector-actions">
      <button
        // In the dialog the buttons sit outside the form (the dialog's actions row).
        type={inModal ? 'button' : 'submit'}
        onClick={inModal ? confirm : undefined}
        className="hub-button"
        part="button"
        data-loading={state === 'confirming' || undefined}
        aria-disabled={state === 'confirming' || undefined}
      >
        {state === 'confirming' ? t('confirming') : t('confirm')}
      </button>
      {(location || inModal) && (
        <button
          type="button"
          className="hub-button"
          data-variant="secondary"
          part="button"
          onClick={() => {
            s.cancel();
            setOpen(false);
          }}
        >
          {t('cancel')}
        </button>
      )}
    </div>
  );
  const form = (inModal: boolean) => (
    <LocationForm
      id={formId}
      draft={s.draft}
      onChange={s.setDraft}
      errors={s.errors}
      state={state}
      onConfirm={confirm}
      actions={inModal ? undefined : buttons(false)}
    />
  );
  const note = justConfirmed && (
    <p className="hub-hint" role="status">
      {t('confirmed', { place: label })}
      {s.dealerCount === 0 && ` ${t('noDealers')}`}
    </p>
  );

  if (layout === 'modal') {
    return (
      <div className="location-selector" data-layout="modal">
        <button
          type="button"
          className="hub-button location-selector-trigger"
          data-variant="secondary"
          part="button"
          aria-haspopup="dialog"
          aria-label={location ? t('triggerLabel', { place: label }) : undefined}
          onClick={() => {
            s.edit();
            setJustConfirmed(false);
            setOpen(true);
          }}
        >
          {location ? label : t('trigger')}
        </button>
        {note}
        <Modal
          open={open}
          title={t('title')}
          onClose={() => {
            s.cancel();
            setOpen(false);
          }}
          actions={buttons(true)}
        >
          {form(true)}
        </Modal>
      </div>
    );
  }

  return (
    <section
      className="hub-stack hub-card location-selector"
      data-layout="box"
      aria-labelledby={`${formId}-title`}
    >
      <h2 className="hub-title" id={`${formId}-title`}>
        {state === 'confirmed' ? t('current') : t('title')}
      </h2>
      {state === 'confirmed' ? (
        <div className="hub-stack location-selector-confirmed" ref={confirmedRef} tabIndex={-1}>
          <p className="hub-subtitle">{label}</p>
          {note}
          <div className="hub-row">
            <button
              type="button"
              className="hub-button"
              data-variant="secondary"
              part="button"
              onClick={() => {
                setJustConfirmed(false);
                s.edit();
              }}
            >
              {t('change')}
            </button>
          </div>
        </div>
      ) : (
        form(false)
      )}
    </section>
  );
}
