import { useState } from 'react';
import type { Color } from '../../api/carSchemas.ts';
import { Modal } from '../../core/Modal.tsx';
import { useT } from '../../core/WidgetContext.tsx';
import { conflictMessages } from './conflictMessages.ts';
import type { PlanChoices, SelectionPlan } from './rules/types.ts';

/** Props of {@link ConflictModal}: a plan of domain/car/rules and what to do with it. */
export interface ConflictModalProps {
  /** The pending plan (`planSelection`); shown when it `needsConfirmation`. */
  plan: SelectionPlan | null;
  /** A change that cannot be made, in words (shown alone with a Close button). */
  blocked: string | null;
  /** The name of a part by id. */
  nameOf: (id: string) => string;
  /** The version's colours (the ones the plan allows are offered when the colour must change). */
  colors: readonly Color[];
  /** The current colour's name. */
  colorName: string;
  onRefine: (picks: Record<string, string>) => void;
  onConfirm: (choices: PlanChoices) => void;
  onCancel: () => void;
  onDismissBlocked: () => void;
}

/**
 * The item-conflicts modal (seed 000 §4, seed 001 §4 "Simulator"): what the change adds and removes,
 * the alternatives to choose from, and the colour to change to. Nothing changes until Confirm; Cancel
 * (or Escape) drops the plan. Used by hub-configurator and hub-quotation-simulator.
 */
export function ConflictModal(props: ConflictModalProps) {
  const { plan, blocked, nameOf, colors, colorName, onRefine, onConfirm, onCancel, onDismissBlocked } = props;
  const t = useT(conflictMessages);
  const [colorId, setColorId] = useState<string | undefined>(undefined);

  if (blocked)
    return (
      <Modal
        open
        title={t('conflictTitle')}
        onClose={onDismissBlocked}
        role="alertdialog"
        actions={
          <button type="button" className="hub-button" onClick={onDismissBlocked}>
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
    onCancel();
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
              onConfirm(colorId ? { colorId } : {});
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
                onChange={() => onRefine({ [group.key]: id })}
              />
              {nameOf(id)}
            </label>
          ))}
        </fieldset>
      ))}
      {plan.color.mustChange && (
        <fieldset className="hub-fieldset">
          <legend className="hub-legend">{t('conflictColor', { color: colorName })}</legend>
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
