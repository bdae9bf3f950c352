import { COLOR_GROUPS } from '../../api/car.ts';
import { SelectField } from '../../core/form/fields/SelectField.tsx';
import { LoadFailed } from '../../core/form/LoadFailed.tsx';
import type { QuotationT } from './i18n.ts';
import type { QuotedCarState } from './useQuotedCar.ts';

/** The model tab: model, version, and the colour by group (solid, metallic, pearly, special). */
export function ModelTab({
  quoted,
  t,
  money,
}: {
  quoted: QuotedCarState;
  t: QuotationT;
  money: (n: number) => string;
}) {
  const { versions, models, modelCode, car, offer } = quoted;
  if (versions.status === 'error')
    return (
      <LoadFailed
        failure={versions.failure}
        message={t('loadFailed')}
        retryLabel={t('retry')}
        onRetry={versions.retry}
      />
    );
  const ofModel = (versions.data ?? []).filter((v) => v.modelCode === modelCode);
  const colors = offer.data?.colors ?? [];
  return (
    <>
      <div className="hub-grid">
        <SelectField
          name="model"
          label={t('model')}
          value={modelCode}
          placeholder={t('modelPlaceholder')}
          busy={versions.status === 'loading'}
          options={models.map((m) => ({ value: m.code, label: m.name }))}
          onChange={quoted.chooseModel}
        />
        <SelectField
          name="version"
          label={t('version')}
          value={car?.version.code ?? ''}
          placeholder={t('versionPlaceholder')}
          options={ofModel.map((v) => ({
            value: v.code,
            label: `${v.versionName ?? v.code} · ${money(v.price)}`,
          }))}
          onChange={quoted.chooseVersion}
        />
      </div>
      {offer.status === 'error' && (
        <LoadFailed
          failure={offer.failure}
          message={t('loadFailed')}
          retryLabel={t('retry')}
          onRetry={offer.retry}
        />
      )}
      {car &&
        offer.status === 'success' &&
        COLOR_GROUPS.map((group) => {
          const inGroup = colors.filter((color) => (offer.data.colorGroups[color.id] ?? 'solid') === group);
          if (!inGroup.length) return null;
          return (
            <fieldset key={group} className="hub-fieldset">
              <legend className="hub-legend">
                {t('colorsLegend')}: {t(`group.${group}`)}
              </legend>
              {inGroup.map((color) => (
                <label key={color.id} className="hub-check">
                  <input
                    type="radio"
                    name="color"
                    checked={car.color?.id === color.id}
                    disabled={!quoted.colorAllowed(color)}
                    onChange={() => quoted.chooseColor(color)}
                  />
                  <span>{t('colorPrice', { name: color.name, price: money(color.price) })}</span>
                </label>
              ))}
            </fieldset>
          );
        })}
    </>
  );
}
