import { useState } from 'react';
import { ModalView } from '../../core/ModalView.tsx';
import { useT } from '../../core/WidgetContext.tsx';
import type { ConflictModalProps } from './ConflictModal.tsx';
import { conflictMessages } from './conflictMessages.ts';

/** The open {@link ConflictModal} (domain/car/ConflictModal.tsx), a chunk of its own fetched when first needed. */
export function ConflictModalView(props: ConflictModalProps) {
  const { plan, blocked, nameOf, colors, colorName, onRefine, onConfirm, onCancel, onDismissBlocked } = props;
  const t = useT(conflictMessages);
  const [colorId, setColorId] = useState<string | undefined>(undefined);

  if (blocked)
    return (
      <ModalView
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
      </ModalView>
    );
  if (!plan?.needsConfirmation) return null;
  const close = () => {
    setColorId(undefined);
    onCancel();
  };
  const ready = plan.status === 'ready';
  return (
    <ModalView
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
    </ModalView>
  );
}
