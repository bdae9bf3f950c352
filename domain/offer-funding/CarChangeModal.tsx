import { useState } from 'react';
import { loadColors } from '../../api/car.ts';
import { getVersion } from '../../api/catalog.ts';
import { SelectField } from '../../core/form/fields/SelectField.tsx';
import { LoadFailed } from '../../core/form/LoadFailed.tsx';
import { formatMoney } from '../../core/format.ts';
import { Modal } from '../../core/Modal.tsx';
import { useResource } from '../../core/useResource.ts';
import { useWidget } from '../../core/WidgetContext.tsx';
import { splitCarCode } from '../car/rules/splitCarCode.ts';
import { ModelChoice, type ModelValue } from '../model/ModelChoice.tsx';
import { carOfVersion, type FundedCar } from './fundedCar.ts';
import type { OfferFundingT } from './i18n.ts';

/** What the shopper has chosen in the car-change modal; kept by the calculator while it is closed. */
export interface CarDraft {
  model: ModelValue;
  colorCode: string;
}

interface Props {
  t: OfferFundingT;
  open: boolean;
  car: FundedCar;
  draft: CarDraft;
  onDraft: (draft: CarDraft) => void;
  onClose: () => void;
  /** The chosen car, to simulate instead of the one on screen. */
  onChoose: (car: FundedCar) => void;
}

/**
 * The car-change modal: model and version from the catalogue (`model`), the version's details
 * (`mvs`, by its model, version and series codes) and colours; the chosen car's price is the version's
 * list price plus its colour's. Nothing is changed until the shopper confirms; a version or colour
 * left out is said beside its field.
 */
export function CarChangeModal({ t, open, car, draft, onDraft, onClose, onChoose }: Props) {
  const { context } = useWidget();
  const [errors, setErrors] = useState<{ mvsCode?: string; colorCode?: string }>({});
  const mvsCode = open ? draft.model.mvsCode : '';
  const details = useResource(mvsCode ? `car:${mvsCode}` : null, async (signal) => {
    const { segments } = splitCarCode(mvsCode, context.brand);
    const [version, colors] = await Promise.all([
      getVersion(context, segments, undefined, signal),
      loadColors(context, mvsCode, signal),
    ]);
    return { version, colors };
  });
  const colors = details.data?.colors ?? [];
  const money = (value: number) => formatMoney(value, context.market);

  const confirm = () => {
    const color = colors.find((c) => c.code === draft.colorCode);
    const chosen = details.data && color ? carOfVersion(details.data.version, car.year, color) : null;
    const next = {
      mvsCode: !draft.model.mvsCode
        ? t('chooseVersion')
        : details.data && !chosen && color
          ? t('notSold')
          : undefined,
      colorCode: !color && details.status !== 'error' ? t('chooseColor') : undefined,
    };
    setErrors(Object.fromEntries(Object.entries(next).filter(([, v]) => v)));
    if (chosen) onChoose(chosen);
  };

  return (
    <Modal
      open={open}
      title={t('carTitle')}
      onClose={onClose}
      actions={
        <>
          <button type="button" className="hub-button" data-variant="secondary" onClick={onClose}>
            {t('cancel')}
          </button>
          <button
            type="button"
            className="hub-button"
            disabled={details.status === 'loading'}
            onClick={confirm}
          >
            {t('confirmCar')}
          </button>
        </>
      }
    >
      <ModelChoice
        required
        value={draft.model}
        errors={{ mvsCode: errors.mvsCode }}
        onChange={(model) => {
          setErrors({});
          onDraft({ ...draft, model });
        }}
      />
      <SelectField
        name="color"
        label={t('color')}
        placeholder={t('colorPlaceholder')}
        required
        value={colors.some((c) => c.code === draft.colorCode) ? draft.colorCode : ''}
        busy={details.status === 'loading'}
        disabled={colors.length === 0}
        options={colors.map((c) => ({
          value: c.code,
          label:
            c.price > 0
              ? t('colorOption', { name: c.name, price: money(c.price) })
              : t('colorIncluded', { name: c.name }),
        }))}
        error={errors.colorCode}
        onChange={(colorCode) => {
          setErrors({});
          onDraft({ ...draft, colorCode });
        }}
      />
      {details.status === 'loading' && (
        <p className="hub-text-muted" role="status">
          {t('versionLoading')}
        </p>
      )}
      {details.status === 'error' && (
        <LoadFailed failure={details.failure} message={t('versionFailed')} onRetry={details.retry} />
      )}
    </Modal>
  );
}
