import { useState } from 'react';
import { Modal } from '../../core/Modal.tsx';
import type { ConfiguratorState } from './useConfigurator.ts';

/**
 * The conflicts modal (seed 000 §4): what the change adds and removes, the alternatives to choose from,
 * and the colour to change to. Nothing changes until Confirm; Cancel (or Escape) drops the plan.
 */
export function ConflictModal({ state }: { state: ConfiguratorState }) {
  const { t, plan, car, offer, refinePlan, confirmPlan, cancelPlan, blocked, dismissBlocked } = state;
  const [colorId, setColorId] = useState<string | undefined>(undefined);
  const parts = offer.data?.parts ?? [];
  const nameOf = (id: string) =>
    parts.find((part) => part.id === id)?.name ?? car.parts.find((part) => part.id === id)?.name ?? id;
  const colors = offer.data?.colors ?? [];

  if (blocked)
    return (
      <Modal
        open
        title={t('conflictTitle')}
        onClose={dismissBlocked}
        role="alertdialog"
        actions={
          <button type="button" className="hub-button" onClick={dismissBlocked}>
            {t('close')}
          </button>
        }
      >
        <p>{blocked}</p>
      </Modal>
    );
  if (!plan?.needsConfirmation) return null;
  const close = () => {
    setColorId(undefined);
    cancelPlan();
  };
  const ready = plan.status === 'ready';
  return (
    <Modal
      open
      title={t('conflictTitle')}
      onClose={close}
      role="alertdialog"
      actions={
        <>
          <button type="button" className="hub-button" data-variant="secondary" onClick={close}>
            {t('cancel')}
          </button>
          <button
            type="button"
            className="hub-button"
            aria-disabled={!ready || undefined}
            onClick={() => {
              if (!ready) return;
              confirmPlan(colorId ? { colorId } : {});
              setColorId(undefined);
            }}
          >
            {t('confirm')}
          </button>
        </>
      }
    >
      {plan.add.length > 0 && (
        <div>
          <p className="hub-label">{t('conflictAdd')}</p>
          <ul className="hub-list cfg-plan" data-plan="add">
            {plan.add.map((id) => (
              <li key={id}>+ {nameOf(id)}</li>
            ))}
          </ul>
        </div>
      )}
      {plan.remove.length > 0 && (
        <div>
          <p className="hub-label">{t('conflictRemove')}</p>
          <ul className="hub-list cfg-plan" data-plan="remove">
            {plan.remove.map((id) => (
              <li key={id}>− {nameOf(id)}</li>
            ))}
          </ul>
        </div>
      )}
      {plan.choices.map((group) => (
        <fieldset key={group.key} className="hub-fieldset">
          <legend className="hub-legend">{t('conflictChoose', { part: nameOf(group.ownerId) })}</legend>
          {group.options.map((id) => (
            <label key={id} className="hub-check">
              <input
                type="radio"
                name={`choice-${group.key}`}
                onChange={() => refinePlan({ [group.key]: id })}
              />
              {nameOf(id)}
            </label>
          ))}
        </fieldset>
      ))}
      {plan.color.mustChange && (
        <fieldset className="hub-fieldset">
          <legend className="hub-legend">{t('conflictColor', { color: car.color?.name ?? '' })}</legend>
          {colors
            .filter((color) => plan.color.validColorIds.includes(color.id))
            .map((color) => (
              <label key={color.id} className="hub-check">
                <input
                  type="radio"
                  name="choice-color"
                  checked={colorId === color.id}
                  onChange={() => setColorId(color.id)}
                />
                {color.name}
              </label>
            ))}
          <p className="hub-hint">{t('conflictColorLater')}</p>
        </fieldset>
      )}
      {plan.goToColorStep && !plan.color.mustChange && <p className="hub-hint">{t('conflictColorStep')}</p>}
    </Modal>
  );
}
